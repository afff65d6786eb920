import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { manifestHash, manifestPathFor, type Manifest } from './write-output.ts';

export interface OutputUpdate {
  /** Files whose bytes differed from the output's (or that are new), relative to the output folder. */
  written: string[];
  removed: string[];
}

/**
 * Changes a few files of a built output in place, for `ctsite serve`'s partial rebuilds: each file is
 * written beside its place and renamed over it, so a page is never served half-written, and a file
 * whose bytes equal the manifest's is left alone. The manifest is set aside while files change and
 * written again after, so that an update cut short leaves no manifest claiming bytes a file lacks
 * (the next full build then writes every file).
 */
export async function updateOutput(outDir: string, changes: { write: ReadonlyMap<string, string | Uint8Array>; remove: readonly string[] }): Promise<OutputUpdate> {
  const manifestPath = manifestPathFor(outDir);
  const manifest = await readFile(manifestPath, 'utf8').then((text) => JSON.parse(text) as Manifest, () => ({}) as Manifest);
  const update: OutputUpdate = { written: [], removed: [] };
  const toWrite: [string, Uint8Array, string][] = [];
  for (const [file, content] of changes.write) {
    const bytes = typeof content === 'string' ? Buffer.from(content) : content;
    const hash = manifestHash(bytes);
    if (manifest[file] !== hash || !(await isFile(join(outDir, file)))) toWrite.push([file, bytes, hash]);
  }
  const toRemove = changes.remove.filter((file) => !changes.write.has(file));
  if (toWrite.length === 0 && toRemove.length === 0) return update;

  await rm(manifestPath, { force: true });
  const suffix = `.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  await Promise.all(
    toWrite.map(async ([file, bytes, hash]) => {
      const target = join(outDir, file);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(`${target}${suffix}`, bytes);
      await rename(`${target}${suffix}`, target);
      manifest[file] = hash;
      update.written.push(file);
    }),
  );
  for (const file of toRemove) {
    await rm(join(outDir, file), { force: true });
    delete manifest[file];
    update.removed.push(file);
    await removeEmptyFolders(outDir, dirname(join(outDir, file)));
  }
  await writeFile(`${manifestPath}${suffix}`, JSON.stringify(manifest));
  await rename(`${manifestPath}${suffix}`, manifestPath);
  update.written.sort();
  update.removed.sort();
  return update;
}

async function isFile(path: string): Promise<boolean> {
  return stat(path).then((info) => info.isFile(), () => false);
}

/** Folders left empty by a removed page go too, up to (not including) the output folder. */
async function removeEmptyFolders(outDir: string, folder: string): Promise<void> {
  for (let current = folder; current.startsWith(`${outDir}/`); current = dirname(current)) {
    try {
      await rmdir(current);
    } catch {
      return;
    }
  }
}
