import { execFileSync, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lockPathFor } from '../../src/output/lock.ts';
import { createFixture, projectRoot } from '../helpers/fixture.ts';
import { createSmallProject } from '../helpers/small-project.ts';

/**
 * `node bin/ctsite.js` stopped by a signal, as a user's terminal or a process manager stops it: the work
 * stops with it, nothing it started goes on running, and a build leaves no staging folder.
 */
const started: number[] = [];
afterEach(() => {
  // A failed test must not leave a server or a build running.
  for (const pid of started.splice(0)) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
});

/** True while the process exists and is not a zombie waiting to be reaped. */
function isRunning(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    if (existsSync('/proc/self/stat')) return false;
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  }
}

/** Polls `condition` every 50 ms for at most `ms`; true if it held. */
async function within(ms: number, condition: () => boolean | Promise<boolean>): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; ) {
    if (await condition()) return true;
    await new Promise((resume) => setTimeout(resume, 50));
  }
  return condition();
}

const refused = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      done(false);
    });
    socket.once('error', () => done(true));
  });

interface Started {
  cli: ChildProcessWithoutNullStreams;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts `node bin/ctsite.js <args>` as a user would. */
function startCli(args: string[], options: { cwd: string; detached?: boolean }): Started {
  const cli = spawn(process.execPath, [join(projectRoot, 'bin/ctsite.js'), ...args], {
    cwd: options.cwd,
    detached: options.detached ?? false,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (cli.pid) started.push(cli.pid);
  let output = '';
  cli.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  cli.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => cli.on('exit', (code, signal) => done({ code, signal })));
  return { cli, output: () => output, exited };
}

/** The process that builds for `ctsite serve`: its one child. */
function rebuildProcessOf(serve: ChildProcessWithoutNullStreams): number {
  const lines = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(serve.pid)], { encoding: 'utf8' }).trim().split('\n');
  const child = lines.find((line) => line.includes('rebuild-child'));
  if (!child) throw new Error(`ctsite serve runs no rebuild process: ${lines.join(' | ')}`);
  const pid = Number(child.trim().split(/\s+/)[0]);
  started.push(pid);
  return pid;
}

async function waitForOutput(run: Started, pattern: RegExp, ms: number): Promise<RegExpExecArray> {
  const found = await within(ms, () => pattern.test(run.output()));
  const match = pattern.exec(run.output());
  if (!found || !match) throw new Error(`no ${pattern} within ${ms} ms:\n${run.output()}`);
  return match;
}

let project = '';
let small: Awaited<ReturnType<typeof createSmallProject>>;
let fixture: Awaited<ReturnType<typeof createFixture>>;
beforeAll(async () => {
  // serve's project: its own data and output folder, the rest linked.
  small = await createSmallProject();
  project = small.root;
  fixture = await createFixture({ data: 'small' });
}, 60_000);
afterAll(async () => {
  await small.cleanup();
  await fixture.cleanup();
});

const leftovers = async () => (await readdir(fixture.dir)).filter((name) => name.includes('staging') || name.includes('previous'));
/** No build of the fixture ever finishes here: an output folder means a killed build went on to the end. */
const published = () => existsSync(fixture.outDir);

describe('node bin/ctsite.js stopped by a signal', () => {
  async function startServe(detached = false): Promise<{ run: Started; child: number; port: number }> {
    const run = startCli(['serve', '--port', '0'], { cwd: project, detached });
    const match = await waitForOutput(run, /Serving \S+ at http:\/\/127\.0\.0\.1:(\d+)/, 90_000);
    const port = Number(match[1]);
    expect(await refused(port)).toBe(false);
    return { run, child: rebuildProcessOf(run.cli), port };
  }

  it('serve: SIGTERM stops the server and the process that builds, and frees the port', async () => {
    const { run, child, port } = await startServe();
    run.cli.kill('SIGTERM');
    expect(await run.exited).toEqual({ code: 143, signal: null });
    expect(isRunning(child), 'the rebuild process is gone').toBe(false);
    expect(await refused(port), 'the port is free').toBe(true);
  }, 120_000);

  it('serve: Ctrl-C at a terminal (SIGINT to the process group) exits 130; the process that builds stops too', async () => {
    const { run, child, port } = await startServe(true);
    process.kill(-(run.cli.pid ?? 0), 'SIGINT');
    expect(await run.exited).toEqual({ code: 130, signal: null });
    expect(isRunning(child), 'the rebuild process is gone').toBe(false);
    expect(await refused(port), 'the port is free').toBe(true);
  }, 120_000);

  it('serve: SIGKILL (no chance to clean up): the process that builds notices and stops', async () => {
    const { run, child, port } = await startServe();
    run.cli.kill('SIGKILL');
    expect((await run.exited).signal).toBe('SIGKILL');
    expect(await within(5_000, () => !isRunning(child)), 'the rebuild process is gone').toBe(true);
    expect(await within(1_000, () => refused(port)), 'the port is free').toBe(true);
  }, 120_000);

  /** Starts a build of the fixture and returns once rendering has begun (pages are being staged). */
  async function startBuild(detached = false): Promise<Started> {
    const run = startCli(['build', '--out', fixture.outDir, '--data', fixture.dataDir], { cwd: projectRoot, detached });
    await waitForOutput(run, /process images/, 90_000);
    // Rendering even the small fixture site takes most of a second: by 200 ms into it, pages are being staged.
    await new Promise((resume) => setTimeout(resume, 200));
    return run;
  }

  it.each([
    { name: 'build: SIGTERM stops the build, exits 143,', signal: 'SIGTERM', group: false, code: 143 },
    { name: 'build: Ctrl-C at a terminal (SIGINT to the process group) exits 130,', signal: 'SIGINT', group: true, code: 130 },
    { name: 'build: a hang-up (SIGHUP: the terminal closed) exits 129,', signal: 'SIGHUP', group: false, code: 129 },
  ] as const)('$name leaves no staging folder and frees the folder for the next build', async ({ signal, group, code }) => {
    const run = await startBuild(group);
    if (group) process.kill(-(run.cli.pid ?? 0), signal);
    else run.cli.kill(signal);
    expect(await run.exited, run.output()).toEqual({ code, signal: null });
    expect(await leftovers(), run.output()).toEqual([]);
    expect(published(), 'the stopped build published nothing').toBe(false);
    expect(existsSync(lockPathFor(fixture.outDir)), 'the output folder is no longer locked').toBe(false);
  }, 120_000);
});
