import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build/index.ts';
import { createFixture, projectRoot } from '../helpers/fixture.ts';

let fixture: Awaited<ReturnType<typeof createFixture>>;
beforeAll(async () => {
  fixture = await createFixture();
});
afterAll(async () => {
  await fixture.cleanup();
});

const buildFixture = () => build({ root: projectRoot, dataDir: fixture.dataDir, outDir: fixture.outDir, env: { SOURCE_DATE_EPOCH: '1767225600' } });

describe('incremental output', () => {
  it('a rebuild writes only the files whose bytes changed', async () => {
    const first = await buildFixture();
    expect(first.written).toBe(first.files);
    const page = join(fixture.outDir, 'goole-commercial-electrician/index.html');
    const inode = (await stat(page)).ino;

    const again = await buildFixture();
    expect(again.written).toBe(0);
    // Unchanged files are hard links to the previous build's, not copies.
    expect((await stat(page)).ino).toBe(inode);

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
    expect((await stat(page)).ino).not.toBe(inode);
  }, 120_000);

  it('keeps its bookkeeping beside the output, not in it, and leaves no temporary folders', async () => {
    const siblings = await readdir(fixture.dir);
    expect(siblings.sort()).toEqual(['.dist.manifest.json', 'data', 'dist']);
    expect(await readdir(fixture.outDir)).not.toContain('.dist.manifest.json');
  });
});
