import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openRunFolder, sweepDeadRuns } from './run-folder.ts';

let parent: string | undefined;
afterEach(async () => {
  if (parent) await rm(parent, { recursive: true, force: true });
});

/** The id of a process that has ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid ?? 0;

describe('the folder of a test run', () => {
  it('is swept by a later run once its run has died, never while it runs', async () => {
    parent = await mkdtemp(join(tmpdir(), 'ctsite-sweep-'));
    const dead = `ctsite-test-${deadPid()}-a1b2c3`;
    // Process 1 runs as long as the machine does: a run still going.
    const live = `ctsite-test-1-d4e5f6`;
    // A folder under our own id is from an earlier run in a container where every run has the same id.
    const ours = `ctsite-test-${process.pid}-g7h8i9`;
    for (const name of [dead, live, ours, 'ctsite-real-x', 'other']) await mkdir(join(parent, name, 'inside'), { recursive: true });
    expect((await sweepDeadRuns(parent)).sort()).toEqual([dead, ours].sort());
    expect((await readdir(parent)).sort()).toEqual(['ctsite-real-x', live, 'other'].sort());
  });

  it('is made under its parent after the sweep, named for the run', async () => {
    parent = await mkdtemp(join(tmpdir(), 'ctsite-sweep-'));
    await mkdir(join(parent, `ctsite-test-${deadPid()}-zzzzzz`));
    const run = await openRunFolder(parent);
    expect(run.startsWith(join(parent, `ctsite-test-${process.pid}-`))).toBe(true);
    expect(await readdir(parent)).toEqual([run.slice(parent.length + 1)]);
  });

  it('holds every temporary folder of this run: the set-up pointed TMPDIR at it', () => {
    expect(tmpdir()).toMatch(new RegExp(`/ctsite-test-\\d+-[^/]+$`));
  });
});
