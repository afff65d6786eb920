import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { hostname } from 'node:os';
import { readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockPathFor } from '../../src/output/lock.ts';
import { serve } from '../../src/serve/index.ts';
import { createFixture, projectRoot } from '../helpers/fixture.ts';
import { createSmallProject } from '../helpers/small-project.ts';

let fixture: Awaited<ReturnType<typeof createFixture>>;
beforeAll(async () => {
  fixture = await createFixture({ data: 'small' });
});
afterAll(() => fixture.cleanup());

/** Runs the CLI; `started` resolves once its standard output holds `until` (at once without it). */
function cli(args: string[], cwd = projectRoot, until = '') {
  let started!: () => void;
  const startedPromise = new Promise<void>((resolve) => (started = resolve));
  const done = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [join(projectRoot, 'bin/ctsite.js'), ...args], { cwd, env: { ...process.env, SOURCE_DATE_EPOCH: '1767225600' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes(until)) started();
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => {
      started();
      resolve({ code, stdout, stderr });
    });
  });
  return { started: startedPromise, done };
}

describe('one writer per output folder', () => {
  it('a second build into a folder a build is writing stops, naming the first; the first builds', async () => {
    const out = join(fixture.dir, 'twice');
    const args = ['build', '--out', out, '--data', fixture.dataDir];
    // The second starts once the first has printed its first stage: the folder is its by then.
    const first = cli(args, projectRoot, 'load data');
    const second = await first.started.then(() => cli(args).done);
    expect(second.code, second.stderr).toBe(1);
    expect(second.stderr).toMatch(/twice is being written by ctsite build \(process \d+ on /);
    expect(second.stderr).not.toMatch(/ENOTEMPTY|a bug in ctsite|\n\s+at /);
    const built = await first.done;
    expect(built.code, built.stderr).toBe(0);
    expect(existsSync(join(out, 'index.html'))).toBe(true);
    expect((await readdir(fixture.dir)).filter((name) => name.startsWith('.twice'))).toEqual([]);
  });

  it('two builds started together into a missing folder: never ENOTEMPTY nor a stack, one whole site', async () => {
    const out = join(fixture.dir, 'together');
    const runs = await Promise.all([0, 1].map(() => cli(['build', '--out', out, '--data', fixture.dataDir]).done));
    for (const run of runs) expect(run.stderr).not.toMatch(/ENOTEMPTY|a bug in ctsite|\n\s+at /);
    expect(runs.some((run) => run.code === 0)).toBe(true);
    expect(existsSync(join(out, 'index.html'))).toBe(true);
    expect((await readdir(fixture.dir)).filter((name) => name.startsWith('.together'))).toEqual([]);
  });

  it('a build into the folder a preview rebuilds stops, naming the preview; after the preview ends it builds', async () => {
    const project = await createSmallProject();
    try {
      const preview = await serve({ root: project.root, port: 0 });
      try {
        const busy = await cli(['build'], project.root).done;
        expect(busy.code, busy.stderr).toBe(1);
        expect(busy.stderr).toMatch(/is being written by ctsite serve \(process \d+ on .*\(its lock: .*\.dist\.lock\); nothing was changed/);
      } finally {
        await preview.close();
      }
      expect(existsSync(lockPathFor(join(project.root, 'dist')))).toBe(false);
      const free = await cli(['build'], project.root).done;
      expect(free.code, free.stderr).toBe(0);
    } finally {
      await project.cleanup();
    }
  });

  it('a lock left by a writer that died (SIGKILL) is taken over', async () => {
    const out = join(fixture.dir, 'stale');
    // A process that no longer exists: a pid beyond the system's range.
    await writeFile(lockPathFor(out), `${JSON.stringify({ command: 'ctsite build', pid: 2 ** 22 + 1, host: hostname(), since: '2026-01-01T00:00:00.000Z' })}\n`);
    const run = await cli(['build', '--out', out, '--data', fixture.dataDir]).done;
    expect(run.code, run.stderr).toBe(0);
    expect(existsSync(lockPathFor(out))).toBe(false);
    await rm(out, { recursive: true, force: true });
  });
});
