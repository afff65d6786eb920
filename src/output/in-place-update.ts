import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { contentHash } from './content-hash.ts';
import { faultPoint } from './fault-points.ts';
import { emptyState, OUTPUT_STATE_FILE, readOutputState, recordFile, recordHolds, writeOutputState, type FileRecord, type OutputState } from './state.ts';
import type { OutputWriter } from './writer.ts';

export interface OutputUpdate {
  /** Files whose bytes differed from the output's (or that are new), relative to the output folder. */
  written: string[];
  removed: string[];
}

/**
 * Changes a few files in place for `ctsite serve`'s partial rebuilds, each written beside its place and renamed over
 * it (never served half-written). The state is first narrowed to the files that stay and lists a changed one only once
 * it is in place, so an update cut short leaves a state that describes only what is there. That second write is not
 * waited for (the reload need not wait for it): the next update, and `settled()` before a whole build, wait for it.
 * The state this process wrote last is kept, not read again, while the state file is as it left it.
 */
export function createOutputUpdates(outDir: string) {
  /** The state as this process last wrote it, and the state file's record then. */
  let last: { state: OutputState; file: FileRecord } | undefined;
  let settling: Promise<void> = Promise.resolve();

  async function current(): Promise<OutputState> {
    await settling;
    if (last && (await recordHolds(outDir, OUTPUT_STATE_FILE, last.file))) return last.state;
    last = undefined;
    return (await readOutputState(outDir)).state ?? emptyState();
  }

  async function write(state: OutputState): Promise<void> {
    last = undefined;
    await writeOutputState(outDir, state);
    last = { state, file: await recordFile(join(outDir, OUTPUT_STATE_FILE), '') };
  }

  async function updateOutput(files: ReadonlyMap<string, string | Uint8Array>, remove: readonly string[]): Promise<OutputUpdate> {
    const state = await current();
    const update: OutputUpdate = { written: [], removed: [] };
    const toWrite: [string, Uint8Array, string][] = [];
    for (const [file, content] of files) {
      const bytes = typeof content === 'string' ? Buffer.from(content) : content;
      const hash = contentHash(bytes);
      const record = state.files[file];
      if (record?.[0] !== hash || !(await recordHolds(outDir, file, record))) toWrite.push([file, bytes, hash]);
    }
    const toRemove = remove.filter((file) => !files.has(file));
    if (toWrite.length === 0 && toRemove.length === 0) return update;

    for (const [file] of toWrite) delete state.files[file];
    // A partial rebuild does not look for sample content: unknown, so a deploy checks the data instead.
    delete state.sample;
    for (const file of toRemove) delete state.files[file];
    await write(state);
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
    // Failed (a full disk): the narrowed state stays, which describes only what is there, and is read again next time.
    settling = write(state).catch(() => undefined);
    update.written.sort();
    update.removed.sort();
    return update;
  }

  return {
    /** A writer for one save: the writes collected, applied by `commit`; `remove`: files of pages that are gone. */
    open(): OutputWriter & { commit(remove: readonly string[]): Promise<OutputUpdate> } {
      const files = new Map<string, string | Uint8Array>();
      return { write: (file, content) => void files.set(file, content), commit: (remove) => updateOutput(files, remove) };
    },
    /** Once the last update's state is written: before anything else writes the folder (a whole build). */
    settled: () => settling,
  };
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
