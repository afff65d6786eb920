import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { contentHash } from './content-hash.ts';
import { faultPoint } from './fault-points.ts';
import { emptyState, readOutputState, recordFile, recordHolds, writeOutputState } from './state.ts';
import type { OutputWriter } from './writer.ts';

export interface OutputUpdate {
  /** Files whose bytes differed from the output's (or that are new), relative to the output folder. */
  written: string[];
  removed: string[];
}

/**
 * Changes a few files in place for `ctsite serve`'s partial rebuilds, each written beside its place and
 * renamed over it (never served half-written). The state is first narrowed to the files that stay and lists
 * a changed one only once it is in place, so an update cut short leaves a state that describes only what is there.
 */
export function openOutputUpdate(outDir: string): OutputWriter & { commit(remove: readonly string[]): Promise<OutputUpdate> } {
  const write = new Map<string, string | Uint8Array>();
  return {
    write: (file, content) => void write.set(file, content),
    // The writes collected, applied; `remove`: files of pages that are gone.
    commit: (remove) => updateOutput(outDir, write, remove),
  };
}

async function updateOutput(outDir: string, write: ReadonlyMap<string, string | Uint8Array>, remove: readonly string[]): Promise<OutputUpdate> {
  const state = (await readOutputState(outDir)).state ?? emptyState();
  const update: OutputUpdate = { written: [], removed: [] };
  const toWrite: [string, Uint8Array, string][] = [];
  for (const [file, content] of write) {
    const bytes = typeof content === 'string' ? Buffer.from(content) : content;
    const hash = contentHash(bytes);
    const record = state.files[file];
    if (record?.[0] !== hash || !(await recordHolds(outDir, file, record))) toWrite.push([file, bytes, hash]);
  }
  const toRemove = remove.filter((file) => !write.has(file));
  if (toWrite.length === 0 && toRemove.length === 0) return update;

  for (const [file] of toWrite) delete state.files[file];
  // A partial rebuild does not look for sample content: unknown, so a deploy checks the data instead.
  delete state.sample;
  for (const file of toRemove) delete state.files[file];
  await writeOutputState(outDir, state);
  faultPoint('update-narrowed');
  const suffix = `.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  const records = await Promise.all(
    toWrite.map(async ([file, bytes, hash]) => {
      const target = join(outDir, file);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(`${target}${suffix}`, bytes);
      await rename(`${target}${suffix}`, target);
      update.written.push(file);
      return [file, await recordFile(target, hash)] as const;
    }),
  );
  for (const file of toRemove) {
    await rm(join(outDir, file), { force: true });
    update.removed.push(file);
    await removeEmptyFolders(outDir, dirname(join(outDir, file)));
  }
  faultPoint('update-written');
  for (const [file, record] of records) state.files[file] = record;
  await writeOutputState(outDir, state);
  update.written.sort();
  update.removed.sort();
  return update;
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
