import { createHash } from 'node:crypto';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/** A server on 127.0.0.1 that is not a working S3: what reached it, and how to stop it. */
export interface FakeEndpoint {
  endpoint: string;
  /** TCP connections accepted so far (a retried request opens another). */
  connections: number;
  /** `METHOD /path?query` of each HTTP request, in arrival order (empty for the TCP server). */
  requests: string[];
  close(): Promise<void>;
}

/** Accepts connections, reads what is sent, never answers: the fault of issue 20, item 9. */
export async function startSilentServer(): Promise<FakeEndpoint> {
  const sockets = new Set<Socket>();
  const fake = { connections: 0, requests: [] as string[] };
  const server = createTcpServer((socket) => {
    fake.connections += 1;
    sockets.add(socket);
    socket.on('data', () => {});
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  return listen(server, fake, () => {
    for (const socket of sockets) socket.destroy();
  });
}

/**
 * An HTTP server whose answers are decided by `answer`; sockets are destroyed on close, so a stalled
 * answer never holds the test.
 */
async function startHttpServer(answer: (request: IncomingMessage, body: Buffer, response: ServerResponse) => void): Promise<FakeEndpoint> {
  const sockets = new Set<Socket>();
  const fake = { connections: 0, requests: [] as string[] };
  const server = createHttpServer((request, response) => {
    fake.requests.push(`${request.method ?? ''} ${request.url ?? ''}`);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => answer(request, Buffer.concat(chunks), response));
  });
  server.on('connection', (socket) => {
    fake.connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return listen(server, fake, () => {
    for (const socket of sockets) socket.destroy();
  });
}

/** A plain web server: 200 `text/html` to everything, the fault of item 10. */
export function startHtmlServer(): Promise<FakeEndpoint> {
  return startHttpServer((_request, _body, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end('<!doctype html><html><head><title>Welcome</title></head><body><h1>It works!</h1></body></html>');
  });
}

/** Answers the headers of a listing, sends the start of its body, then nothing: a stall mid-answer. */
export function startStallingServer(): Promise<FakeEndpoint> {
  return startHttpServer((_request, _body, response) => {
    response.writeHead(200, { 'Content-Type': 'application/xml', 'Content-Length': '4096' });
    response.write('<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">');
  });
}

/**
 * Answers like S3 in form, stores nothing, and lies in one place: `put`, the ETag of a single-part
 * upload (the MD5 of nothing, as a store that dropped the body would give); `complete`, the ETag of a
 * finished multipart upload (a plain MD5 where S3 gives `<hex>-<parts>`).
 */
export function startLyingS3(bucket: string, lie: 'put' | 'complete'): Promise<FakeEndpoint> {
  const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');
  const xml = (response: ServerResponse, text: string) => response.writeHead(200, { 'Content-Type': 'application/xml' }).end(`<?xml version="1.0" encoding="UTF-8"?>\n${text}`);
  return startHttpServer((request, body, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const key = decodeURIComponent(url.pathname.slice(`/${bucket}/`.length));
    if (request.method === 'GET' && url.searchParams.get('list-type') === '2') {
      xml(response, `<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><Prefix></Prefix><KeyCount>0</KeyCount><MaxKeys>1000</MaxKeys><IsTruncated>false</IsTruncated></ListBucketResult>`);
    } else if (request.method === 'POST' && url.searchParams.has('uploads')) {
      xml(response, `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>fake-upload</UploadId></InitiateMultipartUploadResult>`);
    } else if (request.method === 'POST' && url.searchParams.has('uploadId')) {
      const etag = lie === 'complete' ? md5(body) : `${md5(body)}-${(body.toString('utf8').match(/<Part>/g) ?? []).length}`;
      xml(response, `<CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><ETag>&quot;${etag}&quot;</ETag></CompleteMultipartUploadResult>`);
    } else if (request.method === 'PUT') {
      const single = !url.searchParams.has('partNumber');
      const etag = lie === 'put' && single ? md5(Buffer.alloc(0)) : md5(body);
      response.writeHead(200, { ETag: `"${etag}"` }).end();
    } else {
      response.writeHead(204).end();
    }
  });
}

async function listen(server: ReturnType<typeof createTcpServer> | ReturnType<typeof createHttpServer>, fake: { connections: number; requests: string[] }, dropConnections: () => void): Promise<FakeEndpoint> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    get connections() {
      return fake.connections;
    },
    requests: fake.requests,
    async close() {
      dropConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
