import { execFileSync, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, projectRoot } from '../helpers/fixture.ts';

/**
 * `node bin/ctsite.js` on a Node older than 22.12 hands over to the bundled Node 24 (bin/ctsite.js).
 * These tests kill the process the user started and check that the work stops with it. The runner's
 * own Node is new, so CTSITE_HANDOVER=1 forces the hand-over; where the machine has an older system
 * Node (Debian's is 20), the same tests also run through it, as a user outside npm would.
 */
interface Runner {
  name: string;
  node: string;
  env: Record<string, string>;
}

/** The first Node on the machine older than 22.12 (not the bundled one), if any. */
function olderSystemNode(): { node: string; version: string } | undefined {
  let onPath: string[] = [];
  try {
    onPath = execFileSync('which', ['-a', 'node'], { encoding: 'utf8' }).split('\n');
  } catch {
    // `which` finds no node, or there is no `which`: only the usual places are tried.
  }
  for (const node of new Set([...onPath, '/usr/bin/node', '/usr/local/bin/node'].filter(Boolean))) {
    if (!existsSync(node) || node.includes('node_modules')) continue;
    const version = execFileSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim();
    const [major = 0, minor = 0] = version.split('.').map(Number);
    if (major < 22 || (major === 22 && minor < 12)) return { node, version };
  }
  return undefined;
}

const older = olderSystemNode();
const runners: Runner[] = [
  { name: `Node ${process.versions.node} with CTSITE_HANDOVER=1`, node: process.execPath, env: { CTSITE_HANDOVER: '1' } },
  ...(older ? [{ name: `the system Node ${older.version} (${older.node})`, node: older.node, env: {} }] : []),
];

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
  shim: ChildProcessWithoutNullStreams;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts `node bin/ctsite.js <args>` as a user would, through the runner's Node. */
function startShim(runner: Runner, args: string[], options: { cwd: string; detached?: boolean }): Started {
  const shim = spawn(runner.node, [join(projectRoot, 'bin/ctsite.js'), ...args], {
    cwd: options.cwd,
    detached: options.detached ?? false,
    env: { ...process.env, ...runner.env, NODE_ENV: 'production' },
  });
  if (shim.pid) started.push(shim.pid);
  let output = '';
  shim.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  shim.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => shim.on('exit', (code, signal) => done({ code, signal })));
  return { shim, output: () => output, exited };
}

/** The Node 24 the shim handed over to: its one child running bin/ctsite.js. */
function handedOverTo(shim: ChildProcessWithoutNullStreams): number {
  const lines = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(shim.pid)], { encoding: 'utf8' }).trim().split('\n');
  const child = lines.find((line) => line.includes('bin/ctsite.js'));
  if (!child) throw new Error(`the shim started no ctsite child: ${lines.join(' | ')}`);
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
let fixture: Awaited<ReturnType<typeof createFixture>>;
beforeAll(async () => {
  // serve's project: its own data and output folder, the rest linked.
  project = await mkdtemp(join(tmpdir(), 'ctsite-signals-'));
  await cp(join(projectRoot, 'data'), join(project, 'data'), { recursive: true });
  for (const name of ['templates', 'client', 'public', 'node_modules']) await symlink(join(projectRoot, name), join(project, name));
  fixture = await createFixture();
}, 60_000);
afterAll(async () => {
  await rm(project, { recursive: true, force: true });
  await fixture.cleanup();
});

const leftovers = async () => (await readdir(fixture.dir)).filter((name) => name.includes('staging') || name.includes('previous'));
/** No build of the fixture ever finishes here: an output folder means a killed build went on to the end. */
const published = () => existsSync(fixture.outDir);

describe.each(runners)('node bin/ctsite.js on $name', (runner) => {
  async function startServe(): Promise<{ run: Started; child: number; port: number }> {
    const run = startShim(runner, ['serve', '--port', '0'], { cwd: project });
    const match = await waitForOutput(run, /Serving \S+ at http:\/\/127\.0\.0\.1:(\d+)/, 90_000);
    const port = Number(match[1]);
    expect(await refused(port)).toBe(false);
    return { run, child: handedOverTo(run.shim), port };
  }

  it('serve: SIGTERM to the process the user started stops the server and frees the port', async () => {
    const { run, child, port } = await startServe();
    run.shim.kill('SIGTERM');
    expect(await run.exited).toEqual({ code: 143, signal: null });
    expect(await within(5_000, () => !isRunning(child)), 'the handed-over Node is gone').toBe(true);
    expect(await refused(port), 'the port is free').toBe(true);
  }, 120_000);

  it('serve: SIGKILL of the process the user started (no signal passed on): the server notices and stops', async () => {
    const { run, child, port } = await startServe();
    run.shim.kill('SIGKILL');
    expect((await run.exited).signal).toBe('SIGKILL');
    expect(await within(5_000, () => !isRunning(child)), 'the handed-over Node is gone').toBe(true);
    expect(await within(1_000, () => refused(port)), 'the port is free').toBe(true);
  }, 120_000);

  /** Starts a build of the fixture and returns once rendering has begun (pages are being staged). */
  async function startBuild(detached = false): Promise<{ run: Started; child: number }> {
    const run = startShim(runner, ['build', '--out', fixture.outDir, '--data', fixture.dataDir], { cwd: projectRoot, detached });
    await waitForOutput(run, /process images/, 90_000);
    const child = handedOverTo(run.shim);
    // Rendering takes about a second: by 200 ms into it, pages are being placed in the staging folder.
    await new Promise((resume) => setTimeout(resume, 200));
    return { run, child };
  }

  it('build: SIGTERM stops the build, exits 143, and leaves no staging folder', async () => {
    const { run, child } = await startBuild();
    run.shim.kill('SIGTERM');
    expect(await run.exited, run.output()).toEqual({ code: 143, signal: null });
    expect(isRunning(child)).toBe(false);
    expect(await leftovers(), run.output()).toEqual([]);
    expect(published(), 'the killed build published nothing').toBe(false);
  }, 120_000);

  it('build: Ctrl-C at a terminal (SIGINT to both processes, the child told twice) exits 130 and leaves no staging folder', async () => {
    const { run, child } = await startBuild(true);
    // The terminal signals the whole foreground process group; the shim passes SIGINT on as well.
    process.kill(-(run.shim.pid ?? 0), 'SIGINT');
    expect(await run.exited, run.output()).toEqual({ code: 130, signal: null });
    expect(isRunning(child)).toBe(false);
    expect(await leftovers(), run.output()).toEqual([]);
    expect(published(), 'the killed build published nothing').toBe(false);
  }, 120_000);

  it('build: SIGKILL of the process the user started: the build notices, stops and removes its staging folder', async () => {
    const { run, child } = await startBuild();
    run.shim.kill('SIGKILL');
    expect((await run.exited).signal).toBe('SIGKILL');
    expect(await within(5_000, () => !isRunning(child)), 'the handed-over Node is gone').toBe(true);
    expect(await leftovers(), run.output()).toEqual([]);
    expect(published(), 'the killed build published nothing').toBe(false);
  }, 120_000);
});
