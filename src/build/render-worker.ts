// A render worker of a parallel build (render-parallel.ts): builds the same route table from the same
// data as the main thread, then renders the ranges of routes it is asked for and sends their bytes back.
import { parentPort, workerData } from 'node:worker_threads';
import { CtsiteError } from '../errors/ctsite-error.ts';
import { routeDefinitions } from '../routes/definitions/index.ts';
import { createRouteTable } from '../routes/route-table.ts';
import type { RenderRequest, RenderWorkerInput, WorkerMessage } from './render-parallel.ts';
import { createSiteRenderer } from './site-renderer.ts';

const port = parentPort;
if (!port) throw new Error('render-worker.ts runs as a worker thread of the build, not on its own');
const send = (message: WorkerMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

function describe(error: unknown): WorkerMessage {
  if (error instanceof CtsiteError) return { type: 'error', code: error.code, message: error.message, issues: [...error.issues] };
  return { type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) };
}

/** The page's bytes in an ArrayBuffer of their own, so they move to the main thread without a copy. */
function ownBuffer(page: Buffer): Uint8Array {
  return page.byteOffset === 0 && page.buffer.byteLength === page.byteLength ? page : new Uint8Array(page);
}

try {
  const { data, siteUrl, settings } = workerData as RenderWorkerInput;
  const table = createRouteTable(data, routeDefinitions, siteUrl ? { siteUrl } : {});
  const render = createSiteRenderer(data, table, settings, undefined, undefined, { shareMarkup: true });
  port.on('message', ({ start, end }: RenderRequest) => {
    try {
      const files: string[] = [];
      const pages: Uint8Array[] = [];
      for (const route of table.routes.slice(start, end)) {
        files.push(route.outFile);
        pages.push(ownBuffer(render(route)));
      }
      send({ type: 'pages', start, files, pages }, pages.map((page) => page.buffer as ArrayBuffer));
    } catch (error) {
      send(describe(error));
    }
  });
  send({ type: 'ready', routes: table.routes.length });
} catch (error) {
  send(describe(error));
}
