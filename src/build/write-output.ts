import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { SampleItem } from '../data/sample/sample-item.ts';
import { silentLogger, type Logger } from '../log/logger.ts';
import { faultPoint } from './fault-points.ts';
import { emptyState, readOutputState, writeOutputState, type OutputState } from './output-state.ts';
import { startPlaceThread, type PlaceThread } from './place-thread.ts';

export interface WriteStats {
  files: number;
  /** Files whose bytes changed (or are new): written. */
  written: number;
  /** Files identical to the previous output: hard-linked, not rewritten. */
  unchanged: number;
  bytes: number;
}

/**
 * The next output, assembled in a staging folder beside `outDir` while pages are still rendering
 * (the file system works on its own threads meanwhile), and swapped in only by `commit()`, so a
 * failed or interrupted build never leaves a half-written site. Files whose content hash equals the
 * previous build's are hard-linked from the previous output instead of written; a changed file is a
 * new inode, so the previous output is never modified. The state that says which bytes each file
 * holds is written into the staging folder last, so it is swapped in with the files it describes.
 */
export interface StagedOutput {
  /**
   * Starts placing a file; `commit()` waits for every placement. With `placed`, the producer gives the
   * bytes up (their memory moves to the placement thread, src/build/place-thread.ts) and gets them back
   * in `placed` once the file is in place; without it, the bytes are copied and stay the producer's.
   */
  place(file: string, content: string | Uint8Array, placed?: (bytes: Uint8Array) => void): void;
  /**
   * Resolves once few enough placements are under way: a producer that waits for it between batches
   * holds a bounded number of pages in memory, however many the site has.
   */
  ready(): Promise<void>;
  /** `sample`: the data's sample content, recorded in the folder's state for `ctsite deploy`. */
  commit(record?: { sample: SampleItem[] }): Promise<WriteStats>;
  abort(): Promise<void>;
}

export async function stageOutput(outDir: string, logger: Logger = silentLogger): Promise<StagedOutput> {
  await recoverInterruptedBuilds(outDir);
  const suffix = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const staging = join(dirname(outDir), `.${basename(outDir)}.staging-${suffix}`);
  const previous = join(dirname(outDir), `.${basename(outDir)}.previous-${suffix}`);
  const hadOutput = await stat(outDir).then((info) => info.isDirectory(), () => false);
  const before = hadOutput ? await previousState(outDir, logger) : emptyState();
  const state = emptyState();
  const stats: WriteStats = { files: 0, written: 0, unchanged: 0, bytes: 0 };
  const placements: Promise<void>[] = [];
  let inFlight = 0;
  let waiting: { resume: () => void; fail: (error: unknown) => void }[] = [];
  /** The first placement that failed (a full disk, a lost permission): rendering stops at the next `ready()`. */
  let failure: { error: unknown } | undefined;
  active.set(staging, { outDir, previous });
  await mkdir(staging, { recursive: true });
  faultPoint('staging');
  // Folders are made by the placement thread; the state records the ones the build made.
  const folders = new Set<string>();
  const noteFolders = (file: string) => {
    for (let folder = dirname(file); folder !== '.' && !folders.has(folder); folder = dirname(folder)) folders.add(folder);
  };
  const thread = startPlaceThread(staging, outDir);
  active.set(staging, { outDir, previous, thread });

  const placeNow = async (file: string, bytes: Uint8Array, placed: ((bytes: Uint8Array) => void) | undefined) => {
    noteFolders(file);
    // The thread is given the bytes' memory (moved, not copied) where the producer gave them up; else a copy.
    const own = placed && bytes.byteOffset === 0 ? bytes : new Uint8Array(bytes);
    const result = await thread.place({ file, bytes: own, ...(before.files[file] ? { previous: before.files[file] } : {}) });
    state.files[file] = result.record;
    if (result.linked) stats.unchanged += 1;
    else stats.written += 1;
    if (own === bytes) placed?.(result.bytes);
  };

  return {
    place(file, content, placed) {
      if (failure) return;
      const bytes = typeof content === 'string' ? Buffer.from(content) : content;
      stats.files += 1;
      stats.bytes += bytes.byteLength;
      inFlight += 1;
      if (stats.files === FAULT_PLACING_AT) faultPoint('placing');
      // A failure is kept, not thrown, so that one while pages still render is reported by ready() and
      // commit() rather than crashing the process as an unhandled rejection.
      const placement = placeNow(file, bytes, placed)
        .catch((error: unknown) => {
          failure ??= { error };
        })
        .finally(() => {
          inFlight -= 1;
          if (waiting.length === 0 || (!failure && inFlight > MAX_IN_FLIGHT / 2)) return;
          for (const waiter of waiting) {
            if (failure) waiter.fail(failure.error);
            else waiter.resume();
          }
          waiting = [];
        });
      placements.push(placement);
    },
    ready() {
      if (failure) return Promise.reject(failure.error);
      if (inFlight <= MAX_IN_FLIGHT) return Promise.resolve();
      return new Promise((resume, fail) => waiting.push({ resume, fail }));
    },
    async commit(record) {
      await Promise.all(placements);
      await thread.close();
      if (failure) throw failure.error;
      if (record) state.sample = record.sample;
      await writeOutputState(staging, state, 'state-torn');
      faultPoint('staged');
      // Two renames: the one instant without an output folder lies between them. A kill there is
      // healed by the next build (recoverInterruptedBuilds puts the previous output back).
      if (hadOutput) await rename(outDir, previous);
      faultPoint('moved-aside');
      try {
        await rename(staging, outDir);
      } catch (error) {
        if (hadOutput) await rename(previous, outDir);
        throw error;
      }
      active.delete(staging);
      faultPoint('swapped');
      if (hadOutput) await rm(previous, { recursive: true, force: true });
      await rm(join(dirname(outDir), `.${basename(outDir)}.manifest.json`), { force: true });
      return stats;
    },
    async abort() {
      await Promise.allSettled(placements);
      await thread.close();
      await rm(staging, { recursive: true, force: true });
      active.delete(staging);
    },
  };
}

/** The previous output's state; a missing or doubtful one means every file is written, said in one line. */
async function previousState(outDir: string, logger: Logger): Promise<OutputState> {
  const { state, problem } = await readOutputState(outDir);
  if (state) return state;
  const isEmpty = await readdir(outDir).then((names) => names.length === 0, () => true);
  if (!isEmpty) logger.info(`Writing every file: ${outDir} ${problem}, so no file of it is reused.`);
  return emptyState();
}

/** The fault suite's `placing` point: some pages are placed, most are not (today's site has about 790 files). */
const FAULT_PLACING_AT = 300;

/** Files being written at once before `ready()` makes the producer wait: enough to keep the disk busy. */
const MAX_IN_FLIGHT = 256;

/** Builds under way in this process (staging folder → where it goes), so that Ctrl-C or a kill signal can undo them. */
const active = new Map<string, { outDir: string; previous: string; thread?: PlaceThread }>();

/**
 * A build killed outright (SIGKILL, power loss) cannot clean up after itself: the next build removes
 * the staging folders of processes that no longer run, and if one died between its two renames, puts
 * its previous output back where it was.
 */
async function recoverInterruptedBuilds(outDir: string): Promise<void> {
  const parent = dirname(outDir);
  const prefix = `.${basename(outDir)}.`;
  const names = await readdir(parent).catch(() => [] as string[]);
  const outExists = await stat(outDir).then(() => true, () => false);
  for (const name of names) {
    const match = /^(staging|previous)-(\d+)-[0-9a-f]+$/.exec(name.slice(prefix.length));
    const path = join(parent, name);
    const stagingPath = path.replace(/\.previous-(?=[^/]*$)/, '.staging-');
    if (!name.startsWith(prefix) || !match || active.has(stagingPath) || isRunning(Number(match[2]))) continue;
    if (match[1] === 'previous' && !outExists) await rename(path, outDir);
    else await rm(path, { recursive: true, force: true });
  }
}

/** Another process with that id runs. Our own id is not proof of life: in a container, every build may run as the same process id. */
function isRunning(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the staging folders of builds under way and, for one stopped between its two renames,
 * puts the previous output back; for signal handlers, which cannot wait.
 */
export function abandonStagingFolders(): void {
  for (const [staging, { outDir, previous, thread }] of active) {
    // The placement thread starts no file from now on; the one it is writing may land while the folder
    // is emptied and fail the removal (ENOTEMPTY), so a few tries 10 ms apart get it.
    thread?.stop();
    rmSync(staging, { recursive: true, force: true, maxRetries: 20, retryDelay: 10 });
    if (existsSync(previous) && !existsSync(outDir)) renameSync(previous, outDir);
  }
  active.clear();
}
