import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A temporary copy of the real data folder that a test may break, and an output folder beside it. */
export async function createFixture(): Promise<{ dir: string; dataDir: string; outDir: string; edit: (file: string, change: (json: unknown) => unknown) => Promise<void>; writeRaw: (file: string, text: string) => Promise<void>; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'ctsite-fixture-'));
  const dataDir = join(dir, 'data');
  await cp(join(projectRoot, 'data'), dataDir, { recursive: true });
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
