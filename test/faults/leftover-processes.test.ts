import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheDir } from '../../src/cache-dir.ts';
import { deployEnv, startS3Server, type TestS3Server } from '../deploy/helpers/s3-server.ts';
import { createFixture, projectRoot } from '../helpers/fixture.ts';
import { createSmallProject } from '../helpers/small-project.ts';

/**
 * What a command leaves behind: it runs as a user's shell runs it, in a process group of its own, and
 * the moment it exits every process of that group still there is listed (esbuild's service, the HTML
 * checker's Java): none may be.
 */
interface Finished {
  code: number | null;
  output: string;
  /** `pid comm state` of each process of the group still there at the exit, e.g. `4242 esbuild S`. */
  leftover: string[];
}

/**
 * The processes of group `group`, e.g. `4242 esbuild S`. Once the command has exited, each one outlived
 * it; one that has ended since (state Z) is listed too: its parent, the command, was gone before it could
 * reap it, and where the first process does not reap orphans (this container's) it stays for good.
 */
function inGroup(group: number): string[] {
  const found: string[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue;
    }
    // `pid (comm) state ppid pgrp …`: comm may hold spaces and brackets, so split after its last `)`.
    const close = stat.lastIndexOf(')');
    const [state, , pgrp] = stat.slice(close + 2).split(' ');
    if (Number(pgrp) === group) found.push(`${pid} ${stat.slice(stat.indexOf('(') + 1, close)} ${state}`);
  }
  return found;
}

/** Runs `ctsite <args>` in `cwd` to its end; with `stopOn`, sends it SIGTERM once its output matches. */
function runCtsite(args: string[], env: NodeJS.ProcessEnv = process.env, stopOn?: RegExp, cwd = projectRoot): Promise<Finished> {
  const child = spawn(process.execPath, [join(projectRoot, 'bin/ctsite.js'), ...args], { cwd, detached: true, env: { ...env, NODE_ENV: 'production' } });
  let output = '';
  const read = (chunk: Buffer) => {
    output += chunk.toString();
    if (stopOn?.test(output)) child.kill('SIGTERM');
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  return new Promise((done) => {
    // 'exit', not 'close': the output pipes may be held open by the very processes this looks for.
    child.once('exit', (code) => {
      const leftover = child.pid === undefined ? [] : inGroup(child.pid);
      if (child.pid !== undefined && leftover.length > 0) process.kill(-child.pid, 'SIGKILL');
      done({ code, output, leftover });
    });
  });
}

const onLinux = process.platform === 'linux';
let fixture: Awaited<ReturnType<typeof createFixture>>;
let project: Awaited<ReturnType<typeof createSmallProject>>;
let s3: TestS3Server;
beforeAll(async () => {
  fixture = await createFixture({ data: 'small' });
  project = await createSmallProject();
  s3 = await startS3Server();
  await s3.createBucket('site');
});
afterAll(async () => {
  await s3?.close();
  await fixture?.cleanup();
  await project?.cleanup();
});

describe.runIf(onLinux)('nothing a command started is left running when it exits', () => {
  it('ctsite build (esbuild bundles the client in a child process of its own)', async () => {
    // The client bundle's cache dropped, so that this build starts esbuild's service (src/pipeline/client-bundle.ts).
    const cache = cacheDir(projectRoot);
    for (const name of readdirSync(cache)) if (/^client-[0-9a-f]+\.json$/.test(name)) rmSync(join(cache, name), { force: true });
    const run = await runCtsite(['build', '--data', fixture.dataDir, '--out', fixture.outDir]);
    expect(run.code, run.output).toBe(0);
    expect(run.leftover).toEqual([]);
  });

  it('ctsite serve, stopped (it builds in a process of its own)', async () => {
    const run = await runCtsite(['serve', '--port', '0', '--dir', join(fixture.dir, 'served')], process.env, /Serving \S+ at http/, project.root);
    expect(run.code, run.output).toBe(143);
    expect(run.leftover).toEqual([]);
  });

  it('ctsite check (the Nu checker runs on Java)', async () => {
    const run = await runCtsite(['check', '--dir', fixture.outDir, '--data', fixture.dataDir]);
    expect(run.code, run.output).toBe(0);
    expect(run.leftover).toEqual([]);
    // Every gate over every page, the HTML checker's Java start-up included: more than a minute on a busy machine.
  }, 180_000);

  it('ctsite deploy', async () => {
    const run = await runCtsite(['deploy', '--bucket', 'site', '--dir', fixture.outDir, '--data', fixture.dataDir, '--endpoint', s3.endpoint, '--force-path-style', '--allow-sample'], { ...deployEnv(), PATH: process.env.PATH ?? '' });
    expect(run.code, run.output).toBe(0);
    expect(run.leftover).toEqual([]);
  });
});
