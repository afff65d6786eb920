import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { OUTPUT_STATE_FILE } from '../../src/output/state.ts';

/**
 * Every file of a built site by its path in the folder, e.g. `about/index.html`: the site as it is
 * published. The build's own state file is left out: it records when files were written, so two
 * builds of the same site differ there and nowhere else.
 */
export async function readSiteFiles(dir: string): Promise<Map<string, Buffer>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => relative(dir, join(entry.parentPath, entry.name))).filter((file) => file !== OUTPUT_STATE_FILE).sort();
  return new Map(await Promise.all(files.map(async (file) => [file, await readFile(join(dir, file))] as const)));
}
