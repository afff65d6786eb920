import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readPublicFiles } from '../../src/pipeline/assets.ts';

describe('public/', () => {
  let dir = '';
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("publishes the owner's files, not an editor's backups, autosaves or swap files (issue 52, item 12)", async () => {
    dir = await mkdtemp(join(tmpdir(), 'ctsite-public-'));
    await mkdir(join(dir, 'downloads'));
    const names = ['og-image.png', 'google1234abcd.html', 'downloads/price-list.pdf', 'og-image.png~', '#google1234abcd.html#', 'downloads/price-list.pdf.swp', 'robots-extra.txt.swo', 'notes~'];
    for (const name of names) await writeFile(join(dir, name), name);
    expect([...(await readPublicFiles(dir)).keys()].sort()).toEqual(['downloads/price-list.pdf', 'google1234abcd.html', 'og-image.png']);
  });
});
