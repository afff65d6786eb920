import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { FIXTURE_DATA, smallSiteDir } from './fixture.ts';

/** The small fixture site (test/fixtures/small-site), built once for the run, and the data it was built from. */
export const small = { outDir: smallSiteDir(), dataDir: FIXTURE_DATA.small };

/**
 * A temporary folder for the file's tests (removed after them) where each test plants its defect in its own copy of
 * the built small site. `folder()` is the temporary folder itself, for what a test makes beside the copies.
 */
export function usePlantedSites(name: string) {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), `ctsite-${name}-`));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  return {
    folder: () => dir,
    async copySite(): Promise<string> {
      const copy = join(dir, randomBytes(4).toString('hex'));
      await cp(small.outDir, copy, { recursive: true });
      return copy;
    },
    /** Changes one file of a copy; a change that changes nothing fails the test (the defect would not be planted). */
    async edit(site: string, file: string, change: (text: string) => string): Promise<void> {
      const path = join(site, file);
      const before = await readFile(path, 'utf8');
      const after = change(before);
      expect(after, `the planted defect changed ${file}`).not.toBe(before);
      await writeFile(path, after);
    },
  };
}
