import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { SiteData } from '../data/site-data.ts';
import type { DataIssue, ErrorCode } from '../errors/catalogue.ts';
import { CtsiteError } from '../errors/ctsite-error.ts';
import { findCompiledScript } from './compiled-script.ts';
import type { ResolvedRoute } from '../routes/types.ts';
import type { RenderSettings } from './site-renderer.ts';

/**
 * From this many routes a build renders in worker threads, where at least two can render side by side
 * (three cores or more). Measured on two cores (README, Performance): one worker was never faster,
 * since it loads the generator and expands the routes again while the main thread only hashes and
 * writes, and at 32,472 routes it cost memory too (634 MB against 484 MB on the main thread alone),
 * its copy of the route table beside the main thread's.
 */
export const PARALLEL_FROM_ROUTES = 10_000;
/** Routes per request to a worker: large enough to amortise the message, small enough to balance. */
const RANGE = 48;
/** Requests a worker holds at once, so it never waits for the main thread between two ranges. */
const QUEUED_PER_WORKER = 2;

/** What a worker needs to render exactly what the main thread would: sent once, when it starts. */
export interface RenderWorkerInput {
  data: SiteData;
  siteUrl?: string;
  settings: RenderSettings;
}

/** Routes `start` (inclusive) to `end` (exclusive), by their index in the route table. */
export interface RenderRequest {
  start: number;
  end: number;
}

export type WorkerMessage =
  | { type: 'ready'; routes: number }
  | { type: 'pages'; start: number; files: string[]; pages: Uint8Array[] }
  | { type: 'error'; message: string; code?: ErrorCode; issues?: DataIssue[] };

/**
 * How many render workers a build of `routes` routes uses on a machine of `cores` cores: 0 renders on
 * the main thread. The main thread keeps a core: it hashes, places and writes what the workers render,
 * so workers pay only where two or more of them render at once.
 */
export function chooseWorkers(routes: number, requested?: number, cores = availableParallelism()): number {
  if (requested !== undefined) return requested;
  return routes >= PARALLEL_FROM_ROUTES && cores - 1 >= 2 ? cores - 1 : 0;
}

/**
 * A worker's heap cap: twice what the main thread holds after expanding the routes (the worker holds
 * the same data and routes), and at least 256 MB. Without a cap V8 lets a busy heap grow to several
 * times what it keeps alive.
 */
function workerHeapLimitMb(): number {
  return Math.max(256, Math.ceil((2 * process.memoryUsage().heapUsed) / 2 ** 20));
}

/**
 * Renders `routes` in `workers` worker threads and hands each page to `emit` as it arrives. Work goes
 * out in small ranges as workers finish, and only while `ready()` says the writes keep up, so memory
 * stays bounded at any site size; each worker's heap is capped too, which keeps V8 from growing it
 * far past what it holds. The pages are the same bytes as a single-thread render (tested).
 */
export async function renderInWorkers(
  routes: readonly ResolvedRoute[],
  options: { workers: number; input: RenderWorkerInput; emit: (file: string, html: Uint8Array) => void; ready: () => Promise<void> },
): Promise<void> {
  const script = findCompiledScript('build/render-worker.js', import.meta.url);
  if (!script) throw new Error('lib/build/render-worker.js is missing: run `npm run compile` (npm ci does it) before a parallel build');
  const pool: Worker[] = [];
  const heapLimitMb = workerHeapLimitMb();
  try {
    await new Promise<void>((resolve, reject) => {
      let next = 0;
      let done = 0;
      let failed = false;
      const fail = (error: Error) => {
        if (!failed) reject(error);
        failed = true;
      };
      const start = () => {
        const worker = new Worker(script, {
          workerData: options.input,
          // None of the process's flags: a worker refuses V8's (ERR_WORKER_INVALID_EXEC_ARGV; the CLI
          // runs with --max-semi-space-size, bin/ctsite.js), which apply to every thread of the process
          // anyway, and it is a compiled file that needs none of Node's (--input-type, --import hooks).
          execArgv: [],
          resourceLimits: { maxOldGenerationSizeMb: heapLimitMb, maxYoungGenerationSizeMb: 48 },
        });
        let queued = 0;
        let finished = false;
        const handOut = () => {
          while (!failed && queued < QUEUED_PER_WORKER && next < routes.length) {
            const request: RenderRequest = { start: next, end: Math.min(routes.length, next + RANGE) };
            next = request.end;
            queued += 1;
            worker.postMessage(request);
          }
          if (queued === 0 && !finished) {
            finished = true;
            done += 1;
            if (done === options.workers) resolve();
          }
        };
        worker.on('message', (message: WorkerMessage) => {
          if (failed) return;
          if (message.type === 'error') {
            fail(message.code ? new CtsiteError(message.code, message.message, { issues: message.issues ?? [] }) : new Error(`A render worker failed: ${message.message}`));
          } else if (message.type === 'ready') {
            if (message.routes !== routes.length) fail(new Error(`a render worker expanded ${message.routes} routes, the build ${routes.length}`));
            else handOut();
          } else {
            for (const [index, file] of message.files.entries()) {
              if (routes[message.start + index]?.outFile !== file) return fail(new Error(`a render worker rendered ${file} where the build expected another route`));
              options.emit(file, message.pages[index] as Uint8Array);
            }
            queued -= 1;
            options.ready().then(handOut, fail);
          }
        });
        worker.on('error', (error) => fail(new Error(`A render worker stopped: ${error.message}`, { cause: error })));
        worker.on('exit', (code) => {
          if (code !== 0) fail(new Error(`A render worker exited with code ${code}`));
        });
        pool.push(worker);
      };
      for (let index = 0; index < options.workers; index += 1) start();
    });
  } finally {
    await Promise.all(pool.map((worker) => worker.terminate()));
  }
}
