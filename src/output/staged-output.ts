import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { SampleItem } from '../data/sample/sample-item.ts';
import type { Logger } from '../log/logger.ts';
import { isRunning } from '../process-running.ts';
import { contentHash } from './content-hash.ts';
import { faultPoint } from './fault-points.ts';
import { emptyState, readOutputState, writeAndRecord, writeOutputState, type OutputState } from './state.ts';
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
  const folders = new Set<string>();
  active.set(staging, { outDir, previous });
  await mkdir(staging, { recursive: true });
  faultPoint('staging');

  return {
    previousFiles: Object.keys(before.files),
    // Written at once, on this thread: a page is dropped as soon as it is on disk, so none lives long enough to be
    // promoted to V8's old generation. Pages waiting in fs/promises' queue were, and at --scale 10x5 that build ran
    // 97 full mark-compacts against 7 now, for 0.77x the CPU and a 366 MiB peak against 487 (3 paired whole builds).
    // A failure is thrown from here.
    write(file, content) {
      if (!active.has(staging)) return;
      const bytes = typeof content === 'string' ? Buffer.from(content) : content;
      files += 1;
      if (files === FAULT_WRITING_AT) faultPoint('writing');
      const folder = dirname(file);
      if (folder !== '.' && !folders.has(folder)) {
        mkdirSync(join(staging, folder), { recursive: true });
        folders.add(folder);
      }
      state.files[file] = writeAndRecord(join(staging, file), bytes, contentHash(bytes));
    },
    async commit(built) {
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
    // No write starts from now on (write() checks `active`). Retries: another process (an editor, a file
    // indexer) may add a file while the folder is emptied and fail the removal (ENOTEMPTY).
    active.delete(staging);
    rmSync(staging, { recursive: true, force: true, maxRetries: 20, retryDelay: 10 });
    if (existsSync(previous) && !existsSync(outDir)) renameSync(previous, outDir);
  }
}
