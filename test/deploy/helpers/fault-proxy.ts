import { createHash } from 'node:crypto';
import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request that went through the proxy, in the order the proxy finished them. */
export interface LoggedRequest {
  method: string;
  /** The object key, `''` for bucket requests such as a listing. */
  key: string;
  /** The request's query, e.g. `delete`, `list-type=2`, `uploadId=...`. */
  query: string;
  /** What the client got: the server's status, or the injected fault. */
  status: number | 'dropped';
  /** What the server did: its status, or `undefined` when the request never reached it. */
  upstreamStatus: number | undefined;
  /** Monotonic times (ms) when the request arrived and when its answer left. */
  start: number;
  end: number;
}

export interface FaultProxyOptions {
  /** The S3 server's port on 127.0.0.1. */
  upstreamPort: number;
  bucket: string;
  /** The key prefix the site lives under, to read the assets a page refers to. */
  prefix?: string;
}

/** What the proxy answers in place of the store, for a request picked by a rule of `setFailure`. */
export type InjectedFailure = { status: number; code: string; message?: string } | 'drop';
export type FailureRule = (method: string, key: string, query: URLSearchParams) => InjectedFailure | undefined;

export interface FaultProxy {
  endpoint: string;
  log: LoggedRequest[];
  /**
   * Pages that went live while an asset they load was missing, and assets deleted while a live page
   * still loaded them, e.g. `page site/about/index.html went live before site/assets/site.1a.css`.
   */
  violations: string[];
  /** Answer this share of requests with a fault (503 SlowDown, 500, a dropped connection before or after the server acted). */
  setFaults(rate: number, seed?: number): void;
  /** Answer every request that `matches` with this S3 error instead of forwarding it. */
  setDenial(matches: ((method: string, key: string) => boolean) | undefined): void;
  /**
   * Answer every request that `rule` picks with what it returns instead of forwarding it: an S3 error (e.g. 400
   * `ExpiredToken`, 404 `NoSuchBucket`, 400 `RequestTimeout`) or `'drop'` (the connection closed, no answer).
   */
  setFailure(rule: FailureRule | undefined): void;
  /**
   * Answer each bucket listing (ListObjectsV2) for which `answer` returns XML with that XML, status 200, instead of
   * forwarding it: a store whose listing pages break S3's rules (truncated with no continuation token, a token repeated).
   * A promise holds the listing until it settles (`undefined`: then forwarded), e.g. to stop a deploy while it lists.
   */
  setListingAnswer(answer: ((query: URLSearchParams) => string | undefined | Promise<string | undefined>) | undefined): void;
  /** Called after each answer, e.g. to kill a deploy midway. */
  onAnswer: ((entry: LoggedRequest) => void) | undefined;
  /**
   * Resolves once no request is being forwarded: after a deploy is killed, the requests it had in flight still
   * reach the store, and s3rver fails a read of an object it is writing (InternalError).
   */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A proxy in front of the S3 server that behaves like the network and like Amazon S3 where s3rver
 * differs: it injects faults (bounded: never more than two in a row for one request, so retries
 * always get through), gives multipart uploads S3's `<hex>-<parts>` ETag, logs every request, and
 * watches the bucket's state for a visitor's view: a page must never be live while an asset it loads
 * is missing.
 */
export async function startFaultProxy(options: FaultProxyOptions): Promise<FaultProxy> {
  const prefix = options.prefix ?? '';
  const bucketPath = `/${options.bucket}/`;
  const log: LoggedRequest[] = [];
  const violations: string[] = [];
  const existing = new Set<string>();
  const pageAssets = new Map<string, string[]>();
  const multipartEtags = new Map<string, string>();
  const consecutiveFaults = new Map<string, number>();
  let faultRate = 0;
  let random = seeded(1);
  let faultTurn = 0;
  let denial: ((method: string, key: string) => boolean) | undefined;
  let failure: FailureRule | undefined;
  let listingAnswer: ((query: URLSearchParams) => string | undefined | Promise<string | undefined>) | undefined;

  const assetsOf = (html: string): string[] =>
    [...html.matchAll(/(?:href|src)="\/(assets\/[^"]+)"/g), ...html.matchAll(/srcset="([^"]+)"/g)].flatMap((match) =>
      (match[1] ?? '').split(',').map((part) => part.trim().split(/\s+/)[0] ?? '').filter((url) => url.startsWith('assets/') || url.startsWith('/assets/')).map((url) => `${prefix}${url.replace(/^\//, '')}`),
    );

  const recordWrite = (key: string, body: Buffer) => {
    existing.add(key);
    if (!key.endsWith('.html')) return;
    const assets = assetsOf(body.toString('utf8'));
    for (const asset of assets) if (!existing.has(asset)) violations.push(`page ${key} went live before ${asset}`);
    pageAssets.set(key, assets);
  };
  const recordDelete = (key: string) => {
    existing.delete(key);
    pageAssets.delete(key);
    multipartEtags.delete(key);
    for (const [page, assets] of pageAssets) if (assets.includes(key)) violations.push(`${key} deleted while ${page} loads it`);
  };

  const observe = (method: string, key: string, query: URLSearchParams, body: Buffer, status: number, responseBody: Buffer) => {
    if (status < 200 || status >= 300) return;
    if (method === 'PUT' && key && !query.has('uploadId')) {
      recordWrite(key, body);
      multipartEtags.delete(key);
    } else if (method === 'POST' && key && query.has('uploadId')) {
      existing.add(key);
      const parts = (body.toString('utf8').match(/<Part>/g) ?? []).length;
      const etag = /<ETag>(?:&quot;|")?([0-9a-f]+)/.exec(responseBody.toString('utf8'))?.[1] ?? key;
      // Amazon S3's multipart ETag is not the MD5 of the content: a hex digest and the part count.
      multipartEtags.set(key, `${createHash('md5').update(etag).digest('hex')}-${parts}`);
    } else if (method === 'POST' && !key && query.has('delete')) {
      const failed = new Set([...responseBody.toString('utf8').matchAll(/<Error>\s*<Key>([^<]*)<\/Key>/g)].map((match) => unescapeXml(match[1] ?? '')));
      for (const match of body.toString('utf8').matchAll(/<Key>([^<]*)<\/Key>/g)) {
        const deleted = unescapeXml(match[1] ?? '');
        if (!failed.has(deleted)) recordDelete(deleted);
      }
    } else if (method === 'DELETE' && key) {
      recordDelete(key);
    }
  };

  const rewriteEtags = (method: string, key: string, query: URLSearchParams, headers: IncomingHttpHeaders, body: Buffer): Buffer => {
    const multipart = multipartEtags.get(key);
    if (multipart && (method === 'HEAD' || method === 'GET')) headers.etag = `"${multipart}"`;
    // The answer that completes a multipart upload carries that ETag too.
    if (multipart && method === 'POST' && query.has('uploadId')) return Buffer.from(body.toString('utf8').replace(/<ETag>[^<]*<\/ETag>/, `<ETag>&quot;${multipart}&quot;</ETag>`));
    if (!key && method === 'GET' && query.get('list-type') === '2' && multipartEtags.size > 0) {
      const xml = body.toString('utf8').replace(/<Contents>([\s\S]*?)<\/Contents>/g, (block: string) => {
        const listed = unescapeXml(/<Key>([^<]*)<\/Key>/.exec(block)?.[1] ?? '');
        const etag = multipartEtags.get(listed);
        return etag ? block.replace(/<ETag>[^<]*<\/ETag>/, `<ETag>&quot;${etag}&quot;</ETag>`) : block;
      });
      return Buffer.from(xml);
    }
    return body;
  };

  const handle = async (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const start = performance.now();
    const body = await readAll(incoming);
    const url = new URL(incoming.url ?? '/', 'http://proxy');
    const key = url.pathname.startsWith(bucketPath) ? decodeURIComponent(url.pathname.slice(bucketPath.length)) : '';
    const method = incoming.method ?? 'GET';
    const entry = (status: LoggedRequest['status'], upstreamStatus: number | undefined): LoggedRequest => ({ method, key, query: url.search.slice(1), status, upstreamStatus, start, end: performance.now() });
    const finish = (logged: LoggedRequest) => {
      log.push(logged);
      proxy.onAnswer?.(logged);
    };

    if (denial?.(method, key)) {
      sendError(outgoing, 403, 'AccessDenied', 'Access Denied');
      finish(entry(403, undefined));
      return;
    }
    const injected = failure?.(method, key, url.searchParams);
    if (injected === 'drop') {
      incoming.socket.destroy();
      finish(entry('dropped', undefined));
      return;
    }
    if (injected) {
      sendError(outgoing, injected.status, injected.code, injected.message ?? injected.code);
      finish(entry(injected.status, undefined));
      return;
    }
    const listing = !key && method === 'GET' && url.searchParams.get('list-type') === '2' ? await listingAnswer?.(url.searchParams) : undefined;
    if (listing !== undefined) {
      outgoing.writeHead(200, { 'Content-Type': 'application/xml', 'Content-Length': String(Buffer.byteLength(listing)) }).end(listing);
      finish(entry(200, undefined));
      return;
    }
    const attempt = `${method} ${url.pathname}${url.search}`;
    const fault = faultRate > 0 && (consecutiveFaults.get(attempt) ?? 0) < 2 && random() < faultRate ? (['slow-down', 'internal', 'drop-before', 'drop-after'] as const)[faultTurn++ % 4] : undefined;
    consecutiveFaults.set(attempt, fault ? (consecutiveFaults.get(attempt) ?? 0) + 1 : 0);
    if (fault === 'slow-down' || fault === 'internal') {
      if (fault === 'slow-down') sendError(outgoing, 503, 'SlowDown', 'Please reduce your request rate.');
      else sendError(outgoing, 500, 'InternalError', 'We encountered an internal error. Please try again.');
      finish(entry(fault === 'slow-down' ? 503 : 500, undefined));
      return;
    }
    if (fault === 'drop-before') {
      incoming.socket.destroy();
      finish(entry('dropped', undefined));
      return;
    }
    const headers = { ...incoming.headers };
    delete headers.expect;
    const answer = await forward(options.upstreamPort, { method, path: incoming.url ?? '/', headers, body });
    observe(method, key, url.searchParams, body, answer.status, answer.body);
    if (fault === 'drop-after') {
      // The server acted; the client never hears of it and must retry.
      incoming.socket.destroy();
      finish(entry('dropped', answer.status));
      return;
    }
    const responseBody = rewriteEtags(method, key, url.searchParams, answer.headers, answer.body);
    const responseHeaders = { ...answer.headers };
    delete responseHeaders['transfer-encoding'];
    delete responseHeaders.connection;
    if (method !== 'HEAD') responseHeaders['content-length'] = String(responseBody.byteLength);
    outgoing.writeHead(answer.status, responseHeaders);
    outgoing.end(method === 'HEAD' ? undefined : responseBody);
    finish(entry(answer.status, answer.status));
  };

  let inFlight = 0;
  const server: Server = createServer((incoming, outgoing) => {
    inFlight += 1;
    handle(incoming, outgoing).finally(() => (inFlight -= 1)).catch((error: unknown) => {
      // A client killed mid-request (the deploy under test) is part of the test, not a failure.
      if (!incoming.complete) incoming.socket.destroy();
      else violations.push(`proxy failed: ${String(error)}`);
      outgoing.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxy: FaultProxy = {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    log,
    violations,
    setFaults(rate, seed = 1) {
      faultRate = rate;
      random = seeded(seed);
    },
    setDenial(matches) {
      denial = matches;
    },
    setFailure(rule) {
      failure = rule;
    },
    setListingAnswer(answer) {
      listingAnswer = answer;
    },
    onAnswer: undefined,
    async settled() {
      // Bounded: a forwarded request ends within the store's own time, a few seconds at most.
      for (let waited = 0; inFlight > 0 && waited < 30_000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return proxy;
}

function forward(port: number, options: { method: string; path: string; headers: IncomingHttpHeaders; body: Buffer }): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const upstream = request({ host: '127.0.0.1', port, method: options.method, path: options.path, headers: options.headers }, (response) => {
      readAll(response).then((body) => resolve({ status: response.statusCode ?? 502, headers: { ...response.headers }, body }), reject);
    });
    upstream.on('error', reject);
    upstream.end(options.body);
  });
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

function sendError(outgoing: ServerResponse, status: number, code: string, message: string): void {
  const xml = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message><RequestId>proxy</RequestId></Error>`;
  outgoing.writeHead(status, { 'Content-Type': 'application/xml', 'Content-Length': String(Buffer.byteLength(xml)) }).end(xml);
}

function unescapeXml(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
}

/** A small deterministic generator (mulberry32), so a fault run is the same every time. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
