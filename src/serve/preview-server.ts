import { open, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Negotiator from 'negotiator';
import { pipeline } from 'node:stream/promises';
import zlib, { createBrotliCompress, createGzip } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { join, resolve, sep } from 'node:path';
import { createError } from '../errors/ctsite-error.ts';
import type { Logger } from '../log/logger.ts';
import { CACHE_IMMUTABLE } from '../hosting/cache-policy.ts';
import { contentTypeFor } from '../hosting/content-types.ts';
import { createHostRules } from '../hosting/host-rules.ts';
import { isFile, locate } from '../hosting/locate.ts';
import { LIVE_RELOAD_SCRIPT_HASH, renderFailurePage, type LiveReload } from './live-reload.ts';

/**
 * Answers like object storage behind a CDN, as `locate` (src/hosting/locate.ts) decides, with a CDN's headers and
 * compression; a 404 sends `404.html`. In watch mode, `liveReload`
 * adds the event stream, the client in every page and the failure page.
 */
export async function startPreviewServer(options: { dir: string; port: number; logger: Logger; liveReload?: LiveReload }) {
  const root = resolve(options.dir);
  const { logger, liveReload: live } = options;
  if (!live && !(await isFile(join(root, 'index.html')))) throw createError('NotBuilt', { dir: root });
  const hostRules = createHostRules(root, live ? LIVE_RELOAD_SCRIPT_HASH : undefined);

  const server = createServer((request, response) => {
    const retry = (error: unknown) => (isSwapRace(error) ? handle(request, response) : Promise.reject(error));
    handle(request, response).catch(retry).catch(retry).catch((error: unknown) => {
      // The client went away mid-response (a closed tab, the end of a load test): nothing to report.
      if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') return;
      logger.warn(`serve: ${request.url}: ${(error as Error).message}`);
      if (!response.headersSent) send(response, 500, 'text/plain; charset=utf-8', 'Internal error while reading the file.');
      else response.destroy();
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('Method not allowed.');
      return;
    }
    const url = request.url ?? '/';
    if (live?.handle(request, response)) return;
    if (live?.failure && !url.startsWith('/assets/')) {
      send(response, 500, 'text/html; charset=utf-8', live.inject(renderFailurePage(live.failure)));
      return;
    }
    const folder = await waitForOutput(root);
    const answer = await locate(root, hostRules, url);
    if (answer.status === 400) {
      send(response, 400, 'text/plain; charset=utf-8', 'Bad request path.');
      return;
    }
    if (answer.status === 301) {
      response.writeHead(301, { Location: answer.location }).end();
      return;
    }
    const hostHeaders = await hostRules.headersFor(answer.pathname);
    if (answer.status === 200) {
      await sendFile(request, response, answer.file, 200, hostHeaders);
      return;
    }
    // Not found, unless a rebuild swapped the folder while we looked: then look again.
    if ((await folderIdentity(root)) !== folder) throw new FileGone(answer.pathname);
    await sendFile(request, response, join(root, '404.html'), 404, hostHeaders);
  }

  /** Sends a file with the defaults of a CDN; `hostHeaders`, from the site's `_headers`, win over them. */
  async function sendFile(request: IncomingMessage, response: ServerResponse, file: string, status: number, hostHeaders: Map<string, string>): Promise<void> {
    // Opened first: an open file stays readable even if a rebuild swaps the folder away meanwhile.
    const handle = await open(file, 'r');
    try {
      if (live && file.endsWith('.html')) {
        // Watch mode: HTML goes out with the live-reload client, uncached, never from dist/ as it is.
        const html = live.inject(await handle.readFile('utf8'));
        response.writeHead(status, { ...Object.fromEntries(hostHeaders), 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Length': String(Buffer.byteLength(html)) });
        response.end(request.method === 'HEAD' ? undefined : html);
        return;
      }
      const info = await handle.stat();
      const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
      const type = contentTypeFor(file);
      const encoding = encodingFor(type, request);
      const headers: Record<string, string> = {
        'Content-Type': type,
        ETag: etag,
        'Cache-Control': file.includes(`${sep}assets${sep}`) ? CACHE_IMMUTABLE : 'no-cache',
        'X-Content-Type-Options': 'nosniff',
        Vary: 'Accept-Encoding',
        ...Object.fromEntries(hostHeaders),
      };
      if (status === 200 && request.headers['if-none-match'] === etag) {
        response.writeHead(304, { ETag: etag, 'Cache-Control': headers['Cache-Control'] ?? 'no-cache' }).end();
        return;
      }
      if (encoding) headers['Content-Encoding'] = encoding;
      else headers['Content-Length'] = String(info.size);
      response.writeHead(status, headers);
      if (request.method === 'HEAD') {
        response.end();
        return;
      }
      const body = handle.createReadStream({ autoClose: false });
      const streams = encoding === 'br' ? [body, createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })] : encoding === 'gzip' ? [body, createGzip({ level: 6 })] : [body];
      await pipeline([...streams, response]);
    } finally {
      await handle.close();
    }
  }

  await new Promise<void>((done, fail) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      const reason = error.code === 'EADDRINUSE' ? 'is in use' : error.code === 'EACCES' ? 'needs privileges this user lacks' : undefined;
      fail(reason ? createError('PortInUse', { port: options.port, reason }, { cause: error }) : error);
    });
    server.listen(options.port, '127.0.0.1', () => done());
  });
  const { port, address } = server.address() as AddressInfo;
  return {
    url: `http://${address}:${port}`,
    port,
    close: () =>
      new Promise<void>((done) => {
        live?.close();
        server.close(() => done());
      }),
  };
}

/**
 * A build swaps the output folder with two renames, with none between them: a request waits for it (a
 * second at most). Returns the folder's identity, to tell whether it was swapped while answering.
 */
async function waitForOutput(root: string): Promise<string> {
  for (let tries = 0; tries < 200; tries += 1) {
    const identity = await folderIdentity(root);
    if (identity) return identity;
    await new Promise((resume) => setTimeout(resume, 5));
  }
  return '';
}

async function folderIdentity(root: string): Promise<string> {
  return stat(root).then((info) => `${info.dev}:${info.ino}`, () => '');
}

/** A request that lost a race with the folder swap (its file moved away before it was opened): answered again. */
function isSwapRace(error: unknown): boolean {
  return error instanceof FileGone || (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

/** The file moved away between finding and opening it: a rebuild swapped the folder. */
class FileGone extends Error {}

/** A CDN compresses text on the way out; the preview does the same so that measurements match. */
/** Brotli before gzip where the request weighs them alike, and neither where it refuses them (`br;q=0`) or says nothing. */
function encodingFor(type: string, request: IncomingMessage): 'br' | 'gzip' | undefined {
  if (!/^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/.test(type)) return undefined;
  const [best] = new Negotiator(request).encodings(CODINGS, { preferred: CODINGS });
  return best === 'br' || best === 'gzip' ? best : undefined;
}

const CODINGS = ['br', 'gzip'] as const;

function send(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, { 'Content-Type': type, 'Content-Length': String(Buffer.byteLength(body)) }).end(body);
}
