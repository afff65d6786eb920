import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/index.ts';
import { createRenderContext } from '../../src/build/site-renderer.ts';
import { loadSiteData } from '../../src/data/load-data.ts';
import { createPagePool } from '../../src/render/page-pool.ts';
import { renderRoutePlainly } from '../../src/render/render-route.tsx';
import { routeDefinitions } from '../../src/routes/definitions/index.ts';
import { createRouteTable } from '../../src/routes/route-table.ts';
import { createFixture, projectRoot } from '../helpers/fixture.ts';

describe('createPagePool', () => {
  it('lends a buffer again only after it is given back, once, and never one it did not lend', () => {
    const pool = createPagePool();
    const first = pool.take(40_000);
    expect(first.length).toBe(40_000);
    const second = pool.take(40_000);
    expect(second.buffer).not.toBe(first.buffer);
    pool.give(first);
    pool.give(first);
    const third = pool.take(50_000);
    expect(third.buffer).toBe(first.buffer);
    expect(third.length).toBe(50_000);
    // Given twice, it was taken back once: the next page gets a buffer of its own.
    expect(pool.take(40_000).buffer).not.toBe(first.buffer);
    const foreign = Buffer.allocUnsafeSlow(65_536);
    pool.give(foreign);
    expect(pool.take(40_000).buffer).not.toBe(foreign.buffer);
    // Another size is another buffer; small pages are not pooled.
    pool.give(third);
    expect(pool.take(100_000).buffer).not.toBe(first.buffer);
    const small = pool.take(2_000);
    pool.give(small);
    expect(pool.take(2_000).buffer).not.toBe(small.buffer);
  });

  it('owns the memory it lent, and takes it back once moved to another thread and back (a new ArrayBuffer here)', () => {
    const pool = createPagePool();
    const page = pool.take(40_000);
    expect(pool.owns(page)).toBe(true);
    expect(pool.owns(Buffer.allocUnsafeSlow(65_536))).toBe(false);
    expect(pool.owns(pool.take(2_000))).toBe(false);
    // What the placement thread does: the memory moves there (the view here is left empty) and comes back.
    const back = structuredClone(page.buffer, { transfer: [page.buffer] });
    expect(page.byteLength).toBe(0);
    pool.adopt(new Uint8Array(back, 0, 40_000));
    expect(pool.take(50_000).buffer).toBe(back);
    // Memory of a size the pool never lends is not kept.
    const odd = new ArrayBuffer(40_000);
    pool.adopt(new Uint8Array(odd));
    expect(pool.take(40_000).buffer).not.toBe(odd);
  });

  it('a build that reuses page buffers writes every page as a whole-page render gives it', async () => {
    const fixture = await createFixture();
    try {
      const result = await build({ root: projectRoot, dataDir: fixture.dataDir, outDir: fixture.outDir });
      const data = await loadSiteData(fixture.dataDir);
      const table = createRouteTable(data, routeDefinitions);
      // More pages than can be in flight at once: buffers are lent out again during the build.
      expect(table.routes.length).toBeGreaterThan(512);
      const context = createRenderContext(data, table, { ...result.settings, images: new Map() });
      const different: string[] = [];
      for (const route of table.routes) {
        const written = await readFile(join(fixture.outDir, route.outFile), 'utf8');
        if (written !== renderRoutePlainly(route, context)) different.push(route.pathname);
      }
      expect(different).toEqual([]);
    } finally {
      await fixture.cleanup();
      await rm(fixture.outDir, { recursive: true, force: true });
    }
  }, 120_000);
});
