import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { isRunning } from '../../src/process-running.ts';

/** The start of every test run's folder's name, then the id of the process that runs it, e.g. `ctsite-test-4123-Ab3dE9`. */
const PREFIX = 'ctsite-test-';

/**
 * Removes the folders of test runs that no longer run under `parent`: a run killed (Ctrl-C twice, SIGKILL, a
 * CI job cancelled) cannot remove its own. A folder whose process id is ours is not another run's: in a
 * container every run may have the same id. Returns the names removed.
 */
export async function sweepDeadRuns(parent: string): Promise<string[]> {
  const names = await readdir(parent).catch(() => []);
  const dead = names.filter((name) => {
    const pid = Number(/^ctsite-test-(\d+)-/.exec(name)?.[1]);
    return Number.isInteger(pid) && (pid === process.pid || !isRunning(pid));
  });
  await Promise.all(dead.map((name) => rm(join(parent, name), { recursive: true, force: true })));
  return dead;
}

/**
 * The folder every temporary file of one test run goes in, under `parent`, after the folders of runs that died
 * are swept away: the global set-up points TMPDIR at it, so that test files, the CLI processes they start,
 * Chromium and the test servers all write there, and the teardown removes it whole.
 */
export async function openRunFolder(parent: string): Promise<string> {
  await sweepDeadRuns(parent);
  return mkdtemp(join(parent, `${PREFIX}${process.pid}-`));
}
