import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/pipeline/index.ts';
import { CtsiteError } from '../../src/errors/ctsite-error.ts';
import { createRebuildSession, type RebuildSession } from '../../src/rebuild/rebuild-session.ts';
import { readSiteFiles } from '../helpers/site-files.ts';
import { createFixture, projectRoot } from '../helpers/fixture.ts';

const env = { SOURCE_DATE_EPOCH: '1767225600' };
let fixture: Awaited<ReturnType<typeof createFixture>>;
let session: RebuildSession;
let routes = 0;

beforeAll(async () => {
  fixture = await createFixture({ data: 'small' });
  session = createRebuildSession({ root: projectRoot, dataDir: fixture.dataDir, outDir: fixture.outDir, env });
  routes = (await session.full()).rendered;
}, 60_000);
afterAll(async () => {
  await fixture.cleanup();
});

/** A small seeded generator (mulberry32): the same edits on every run, so a failure can be replayed. */
function seeded(seed: number): (below: number) => number {
  let state = seed;
  return (below) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * below);
  };
}

/** Paths of the strings of prose in a JSON value (those with a space: not slugs, URLs or e-mail addresses). */
function prosePaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return /\s/.test(value) ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => prosePaths(item, [...path, index]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => prosePaths(item, [...path, key]));
  return [];
}

describe('partial rebuilds after edits anywhere in the data', () => {
  it('one word added to a random piece of copy, ten times: the output is what a whole build writes', async () => {
    const random = seeded(20261123);
    const dataFiles = (await readdir(fixture.dataDir, { recursive: true })).filter((file) => file.endsWith('.json')).sort();
    const reference = join(fixture.dir, 'reference');
    const refused: string[] = [];
    for (let edit = 0; edit < 10; edit += 1) {
      const file = dataFiles[random(dataFiles.length)] ?? '';
      const path = join(fixture.dataDir, file);
      const original = await readFile(path, 'utf8');
      const json = JSON.parse(original) as unknown;
      const candidates = prosePaths(json);
      const target = candidates[random(candidates.length)] ?? [];
      const holder = target.slice(0, -1).reduce<Record<string | number, unknown>>((parent, key) => parent[key] as Record<string | number, unknown>, json as Record<string | number, unknown>);
      const key = target.at(-1) ?? '';
      holder[key] = String(holder[key]).replace(/(\w+)([.!?]?)$/, '$1 indeed$2');
      await writeFile(path, JSON.stringify(json, null, 2));

      const where = `${file} ${target.join('.')}`;
      const result = await session.rebuild([relative(projectRoot, path)]).catch(async (error: unknown) => {
        // A value with a length or pattern rule may refuse the longer text: put it back, and count it.
        if (!(error instanceof CtsiteError) || error.code !== 'InvalidData') throw error;
        refused.push(where);
        await writeFile(path, original);
        await session.rebuild([relative(projectRoot, path)]);
        return undefined;
      });
      if (!result) continue;
      expect(result.kind, where).toBe('partial');
      await rm(reference, { recursive: true, force: true });
      await build({ root: projectRoot, dataDir: fixture.dataDir, outDir: reference, env });
      const [partial, whole] = await Promise.all([readSiteFiles(fixture.outDir), readSiteFiles(reference)]);
      const different = [...whole].filter(([name, bytes]) => !bytes.equals(partial.get(name) ?? Buffer.alloc(0))).map(([name]) => name);
      expect(different, where).toEqual([]);
      // Nothing was rendered that did not change (the recorded reads are no coarser than the pages),
      // unless the header or footer changed: then every route is, and redirects stay as they were. Pages
      // only: an edit to shared copy may also change which service-in-town pages are indexed, and so sitemap.xml.
      const pagesWritten = result.files?.written.filter((file) => file.endsWith('.html')).length;
      if (result.rendered < routes) expect(result.rendered, where).toBe(pagesWritten);
    }
    expect(refused.length, refused.join(', ')).toBeLessThanOrEqual(2);
  }, 240_000);
});
