import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/pipeline/index.ts';
import { OUTPUT_STATE_FILE } from '../../src/output/state.ts';
import { createMemoryLogger } from '../../src/log/logger.ts';
import { createFixture, projectRoot } from '../helpers/fixture.ts';

let fixture: Awaited<ReturnType<typeof createFixture>>;
beforeAll(async () => {
  fixture = await createFixture({ data: 'small' });
});
afterAll(async () => {
  await fixture.cleanup();
});

const buildFixture = () => build({ root: projectRoot, dataDir: fixture.dataDir, outDir: fixture.outDir, env: { SOURCE_DATE_EPOCH: '1767225600' } });

describe('a rebuild over an earlier output', () => {
  it('counts only the files whose bytes changed', async () => {
    const first = await buildFixture();
    expect(first.written).toBe(first.files);
    const page = join(fixture.outDir, 'goole-commercial-electrician/index.html');

    const again = await buildFixture();
    expect(again.written).toBe(0);

    await fixture.edit('locations.json', (json) => {
      const goole = (json as { slug: string; localCopy: string[] }[]).find((l) => l.slug === 'goole');
      if (!goole?.localCopy[0]) throw new Error('fixture has no Goole copy');
      goole.localCopy[0] = goole.localCopy[0].replace(/\bport\b/, 'harbour');
      return json;
    });
    const edited = await buildFixture();
    // Only Goole's area page shows that paragraph (its service pages carry a short note instead).
    expect(edited.written).toBe(1);
    expect(await readFile(page, 'utf8')).toContain('harbour');
  }, 120_000);

  it('keeps its state inside the output folder, marked as ctsite\'s, and nothing beside it', async () => {
    expect((await readdir(fixture.dir)).sort()).toEqual(['data', 'dist']);
    const state = JSON.parse(await readFile(join(fixture.outDir, OUTPUT_STATE_FILE), 'utf8')) as { generator: string; files: Record<string, unknown> };
    expect(state.generator).toBe('ctsite');
    expect(Object.keys(state.files)).toContain('index.html');
    expect(Object.keys(state.files)).not.toContain(OUTPUT_STATE_FILE);
  });

  it('puts back a file edited by hand', async () => {
    const page = join(fixture.outDir, 'about/index.html');
    const original = await readFile(page, 'utf8');
    await writeFile(page, original.replace('<title>', '<TITLE>'));
    await buildFixture();
    expect(await readFile(page, 'utf8')).toBe(original);
  }, 60_000);

  it('a truncated or foreign state, or the state of an older ctsite (SHA-1 hashes), counts every file as changed, said in one line', async () => {
    const statePath = join(fixture.outDir, OUTPUT_STATE_FILE);
    const valid = await readFile(statePath, 'utf8');
    for (const [damage, said] of [
      [() => writeFile(statePath, valid.slice(0, valid.length >> 1)), 'is not valid JSON'],
      [() => writeFile(statePath, JSON.stringify({ generator: 'ctsite', format: 2, files: { 'index.html': 'abc' } })), 'is not a state this version of ctsite wrote'],
      [() => writeFile(statePath, JSON.stringify({ generator: 'ctsite', format: 1, files: { 'index.html': ['kX1Fq0Zb3mYp7cW9dV2eR5tU8aQ', 54106, 1767225600000] } })), 'is not a state this version of ctsite wrote'],
    ] as const) {
      await damage();
      const logger = createMemoryLogger();
      const result = await build({ root: projectRoot, dataDir: fixture.dataDir, outDir: fixture.outDir, env: { SOURCE_DATE_EPOCH: '1767225600' }, logger });
      expect(result.written, said).toBe(result.files);
      expect(logger.lines.filter((line) => line.includes('Counting every file as changed')), said).toEqual([expect.stringContaining(said)]);
      expect((await buildFixture()).written, said).toBe(0);
    }
    expect((await readdir(fixture.dir)).sort()).toEqual(['data', 'dist']);
  }, 120_000);
});
