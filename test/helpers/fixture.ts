import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The data sets a fixture copies: `real` is the site's own data/ (for tests about the real site);
 * `small` is test/fixtures/small-site/data/, the real data pruned to the towns the specification names, with
 * every page kind, redirect and some sample content: a quicker build for tests of a behaviour.
 */
export const FIXTURE_DATA = {
  real: join(projectRoot, 'data'),
  small: join(projectRoot, 'test/fixtures/small-site/data'),
} as const;

/** The site built from FIXTURE_DATA.small once for the whole run by test/setup/build-real-site.ts: read it, or change a copy. */
export const smallSiteDir = () => inject('smallSiteDir');

/** A temporary copy of a data folder (default: the real one) that a test may break, and an output folder beside it. */
export async function createFixture(options: { data?: keyof typeof FIXTURE_DATA } = {}): Promise<{ dir: string; dataDir: string; outDir: string; edit: (file: string, change: (json: unknown) => unknown) => Promise<void>; writeRaw: (file: string, text: string) => Promise<void>; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'ctsite-fixture-'));
  const dataDir = join(dir, 'data');
  await cp(FIXTURE_DATA[options.data ?? 'real'], dataDir, { recursive: true });
  return {
    dir,
    dataDir,
    outDir: join(dir, 'dist'),
    edit: async (file, change) => {
      const path = join(dataDir, file);
      const json = JSON.parse(await readFile(path, 'utf8')) as unknown;
      await writeFile(path, JSON.stringify(change(json), null, 2));
    },
    writeRaw: (file, text) => writeFile(join(dataDir, file), text),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}
