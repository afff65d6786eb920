import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { SampleItem } from '../data/sample/sample-item.ts';
import type { Logger } from '../log/logger.ts';
import { isRunning } from '../process-running.ts';
import { contentHash } from './content-hash.ts';
import { faultPoint } from './fault-points.ts';
import { emptyState, readOutputState, recordFile, writeOutputState, type OutputState } from './state.ts';
import type { OutputWriter } from './writer.ts';

/**
 * The next output, written into a staging folder beside `outDir` while pages still render, and swapped in
 * whole by `commit()`, its state written last: a failed or interrupted build never leaves a half-written site.
 */
export interface StagedOutput extends OutputWriter {
  /** The files the last output's state lists, e.g. `about/index.html`: none without an output or with a doubtful state. */
  previousFiles: readonly string[];
  /** `sample`: the data's sample content, kept in the folder's state for `ctsite deploy`. `written`: files whose bytes changed. */
  commit(built?: { sample: SampleItem[] }): Promise<{ written: number }>;
  abort(): Promise<void>;
}

export async function stageOutput(outDir: string, logger: Logger): Promise<StagedOutput> {
  await recoverInterruptedBuilds(outDir);
  const suffix = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const staging = join(dirname(outDir), `.${basename(outDir)}.staging-${suffix}`);
  const previous = join(dirname(outDir), `.${basename(outDir)}.previous-${suffix}`);
  const hadOutput = await stat(outDir).then((info) => info.isDirectory(), () => false);
  const before = hadOutput ? await previousState(outDir, logger) : emptyState();
  const state = emptyState();
  let files = 0;
  /** The last write of each file, never rejected: a file written again (a page the build chose for search engines) waits for it, so once these settle, every write has. */
  const lastWrite = new Map<string, Promise<void>>();
  const folders = new Map<string, Promise<unknown>>();
  let inFlight = 0;
  let waiting: { resume: () => void; fail: (error: unknown) => void }[] = [];
  /** The first write that failed (a full disk, a lost permission): rendering stops at the next `ready()`. */
  let failure: { error: unknown } | undefined;
  active.set(staging, { outDir, previous });
  await mkdir(staging, { recursive: true });
  faultPoint('staging');

  const writeNow = async (file: string, bytes: Uint8Array) => {
    const hash = contentHash(bytes);
    const folder = dirname(file);
    if (folder !== '.') {
      if (!folders.has(folder)) folders.set(folder, mkdir(join(staging, folder), { recursive: true }));
      await folders.get(folder);
    }
    const path = join(staging, file);
    await writeFile(path, bytes);
    state.files[file] = await recordFile(path, hash);
  };

  return {
    previousFiles: Object.keys(before.files),
    write(file, content) {
      if (failure || !active.has(staging)) return;
      const bytes = typeof content === 'string' ? Buffer.from(content) : content;
      files += 1;
      inFlight += 1;
      if (files === FAULT_WRITING_AT) faultPoint('writing');
      // A failure is kept, not thrown, so that one while pages still render is reported by ready() and
      // commit() rather than crashing the process as an unhandled rejection.
      const earlier = lastWrite.get(file);
      const pending = (earlier ? earlier.then(() => writeNow(file, bytes)) : writeNow(file, bytes))
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
      lastWrite.set(file, pending);
    },
    ready() {
      if (failure) return Promise.reject(failure.error);
      if (inFlight <= MAX_IN_FLIGHT) return Promise.resolve();
      return new Promise((resume, fail) => waiting.push({ resume, fail }));
    },
    async commit(built) {
      await Promise.all(lastWrite.values());
      if (failure) throw failure.error;
      if (built) state.sample = built.sample;
      const written = Object.entries(state.files).filter(([file, record]) => before.files[file]?.[0] !== record[0]).length;
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
      return { written };
    },
    async abort() {
      await Promise.allSettled(lastWrite.values());
      await rm(staging, { recursive: true, force: true });
      active.delete(staging);
    },
  };
}

/** The previous output's state, to count the files that changed; a doubtful one counts every file as changed, said in one line. */
async function previousState(outDir: string, logger: Logger): Promise<OutputState> {
  const { state, problem } = await readOutputState(outDir);
  if (state) return state;
  const isEmpty = await readdir(outDir).then((names) => names.length === 0, () => true);
  if (!isEmpty) logger.info(`Counting every file as changed: ${outDir} ${problem}.`);
  return emptyState();
}

/** The fault suite's `writing` point: some files are written, most are not (today's site has about 790 files). */
const FAULT_WRITING_AT = 300;

/**
 * Files being written at once before `ready()` makes the producer wait. Each waiting page is held in memory:
 * 32 rather than 256 took the build's peak from 152 to 134 MiB, no slower (11 paired whole builds).
 */
const MAX_IN_FLIGHT = 32;

/** Builds under way in this process (staging folder → where it goes), so that Ctrl-C or a kill signal can undo them. */
const active = new Map<string, { outDir: string; previous: string }>();

/**
 * A build killed outright cannot clean up after itself: the next removes the staging folders of processes
 * that no longer run, and puts back the previous output of one that died between its two renames.
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
    // Our own id is not proof of life: in a container, every build may run as the same process id.
    if (!name.startsWith(prefix) || !match || active.has(stagingPath) || (Number(match[2]) !== process.pid && isRunning(Number(match[2])))) continue;
    if (match[1] === 'previous' && !outExists) await rename(path, outDir);
    else await rm(path, { recursive: true, force: true });
  }
}

/** For signal handlers, which cannot wait: removes the staging folders of builds under way, and undoes a half-done swap. */
export function abandonStagingFolders(): void {
  for (const [staging, { outDir, previous }] of active) {
    // No write starts from now on (write() checks `active`); one already on libuv's threads may land
    // while the folder is emptied and fail the removal (ENOTEMPTY), so a few tries 10 ms apart get it.
    active.delete(staging);
    rmSync(staging, { recursive: true, force: true, maxRetries: 20, retryDelay: 10 });
    if (existsSync(previous) && !existsSync(outDir)) renameSync(previous, outDir);
  }
}
