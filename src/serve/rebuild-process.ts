import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { getCompileCacheDir } from 'node:module';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cacheDir } from '../cache-dir.ts';
import { formatError } from '../errors/format-error.ts';
import type { Logger } from '../log/logger.ts';
import type { RebuildResult } from '../rebuild/rebuild-session.ts';

/** To the rebuild process: rebuild after these files changed (relative to the project), or `null`: a whole build. */
export interface RebuildRequest {
  id: number;
  files: readonly string[] | null;
}

/** From the rebuild process. */
export type ChildMessage =
  | { type: 'ready' }
  | { type: 'log'; level: keyof Logger; message: string }
  | { type: 'done'; id: number; result: RebuildResult }
  | { type: 'failed'; id: number; report: string };

/** A rebuild that failed in the rebuild process; `message` is the report, formatted there. */
export class RebuildFailure extends Error {}

/** The text of a failed rebuild, for the log and the failure page. */
export function describeRebuildError(error: unknown): string {
  return error instanceof RebuildFailure ? error.message : formatError(error);
}

export type Rebuilder = ReturnType<typeof createRebuilder>;
type RebuilderOptions = { root: string; outDir: string; logger: Logger };

/**
 * `ctsite serve`'s builds, run by a process of their own (rebuild-child.ts). Node never unloads a
 * module, so after a save to a template's code that process is ended, lib/ compiled again, and a new
 * one started. A child whose parent is gone, however it ended, sees its IPC channel close and exits.
 */
export function createRebuilder(options: RebuilderOptions) {
  const packageRoot = findPackageRoot();
  const compiler = join(packageRoot, 'scripts/compile.mjs');
  let child: Promise<RebuildChild> | undefined;
  let closed = false;
  const current = () => {
    if (child) return child;
    // A rebuild queued while the serve closes starts no process.
    if (closed) return Promise.reject(new RebuildFailure('The preview has stopped.'));
    // A process that died (a crash, running out of memory) is replaced at the next change; a compile or a start
    // that failed is tried again then.
    const forget = () => {
      if (child === starting) child = undefined;
    };
    const starting: Promise<RebuildChild> = compileIfStale(compiler).then(() => startChild(packageRoot, options, forget));
    starting.catch(forget);
    return (child = starting);
  };
  const ask = async (files: readonly string[] | null) => (await current()).ask(files);
  const end = async () => {
    const ending = child;
    child = undefined;
    await (await ending?.catch(() => undefined))?.close();
  };
  return {
    full: () => ask(null),
    /** Rebuilds after these files changed (relative to the project folder, as the watcher reports them). */
    async rebuild(changedFiles: readonly string[]) {
      const codeChanged = changedFiles.some((file) => file.startsWith(`templates${sep}`) && !file.endsWith('.css'));
      if (codeChanged && existsSync(compiler)) await end();
      return ask(changedFiles);
    },
    /** Ends the rebuild process; resolves once it has exited. */
    close: () => {
      closed = true;
      return end();
    },
  };
}

type RebuildChild = Awaited<ReturnType<typeof startChild>>;

/** Starts the rebuild process; resolves once it listens. */
async function startChild(packageRoot: string, options: RebuilderOptions, onExit: () => void) {
  const entry = join(packageRoot, 'lib/serve/rebuild-child.js');
  const childProcess = fork(entry, [options.root, options.outDir], {
    // Only V8's heap sizing is passed on: a test runner's or a debugger's flags are not the child's. The child
    // collects its garbage after each partial rebuild (rebuild-child.ts).
    execArgv: [...process.execArgv.filter((flag) => /^--max-(semi|old)-space-size/.test(flag)), '--expose-gc'],
    // The build's output must not depend on how the serve process was started. V8's compile cache, if
    // this process uses bin/ctsite.js's, serves the child too: it starts again after every template save.
    env: { ...process.env, NODE_ENV: 'production', ...(getCompileCacheDir() ? { NODE_COMPILE_CACHE: join(cacheDir(packageRoot), 'v8') } : {}) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((done) => childProcess.once('exit', () => done()));
  let nextId = 0;
  const waiting = new Map<number, { resolve(result: RebuildResult): void; reject(error: Error): void }>();
  let alive = true;
  childProcess.once('exit', (code, signal) => {
    alive = false;
    onExit();
    // What it printed as it died went to the terminal (its output is the serve process's).
    const error = new RebuildFailure(`The process that builds stopped (${signal ?? `exit code ${code}`}); it starts again at the next change.`);
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  });
  await new Promise<void>((ready, fail) => {
    childProcess.on('message', (message: ChildMessage) => {
      if (message.type === 'ready') ready();
      else if (message.type === 'log') options.logger[message.level](message.message);
      else {
        const request = waiting.get(message.id);
        waiting.delete(message.id);
        if (message.type === 'done') request?.resolve(message.result);
        else request?.reject(new RebuildFailure(message.report));
      }
    });
    childProcess.once('error', fail);
    void exited.then(() => fail(new Error(`The rebuild process could not start: ${entry} exited (code ${childProcess.exitCode}).`)));
  });
  return {
    ask: (files: readonly string[] | null) =>
      new Promise<RebuildResult>((resolve, reject) => {
        if (!alive) return reject(new RebuildFailure('The process that builds has stopped; it starts again at the next change.'));
        const id = (nextId += 1);
        waiting.set(id, { resolve, reject });
        childProcess.send({ id, files } satisfies RebuildRequest);
      }),
    async close() {
      // Disconnected, it removes a build's staging folder and exits (rebuild-child.ts); one stuck in a
      // loop that never yields is killed after two seconds.
      if (childProcess.connected) childProcess.disconnect();
      const timer = setTimeout(() => childProcess.kill('SIGKILL'), 2000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** In a checkout, lib/ is compiled from src/ and templates/ first when they are newer. */
async function compileIfStale(compiler: string): Promise<void> {
  if (!existsSync(compiler)) return;
  await ((await import(pathToFileURL(compiler).href)) as { compileIfStale(): Promise<void> }).compileIfStale();
}

/** ctsite's own folder: this module runs from src/serve/ (tests) and, compiled, from a chunk in lib/. */
function findPackageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    if (dirname(dir) === dir) throw new Error(`No package.json above ${fileURLToPath(import.meta.url)}`);
    dir = dirname(dir);
  }
  return dir;
}
