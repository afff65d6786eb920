import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One post as the endpoint received it: its fields in order (a checkbox group repeats its name). */
export interface ReceivedPost {
  accept: string;
  contentType: string;
  fields: [string, string][];
}

/** How the endpoint answers: 200 (with CORS, as form services do), 500, or never (the request is held open). */
export type EndpointMode = 'accept' | 'fail' | 'silent';

/**
 * A form service on 127.0.0.1, for the enquiry forms' tests: it records every POST's urlencoded fields and answers
 * as `mode` says. `next()` resolves with the next post to arrive (an event, never a wait); `stop()` refuses
 * connections from then on (the port is closed), `restart()` listens on the same port again.
 */
export interface FormEndpoint {
  url: string;
  origin: string;
  received: ReceivedPost[];
  mode: EndpointMode;
  next(): Promise<ReceivedPost>;
  stop(): Promise<void>;
  restart(): Promise<void>;
  close(): Promise<void>;
}

export async function startFormEndpoint(): Promise<FormEndpoint> {
  const held: ServerResponse[] = [];
  let waiting: ((post: ReceivedPost) => void)[] = [];
  const answer = (request: IncomingMessage, response: ServerResponse) => {
    // CORS: the page's fetch may read the answer; a form service's preflight, if any, is accepted.
    response.setHeader('access-control-allow-origin', '*');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { 'access-control-allow-headers': 'accept, content-type', 'access-control-allow-methods': 'POST' }).end();
      return;
    }
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const post: ReceivedPost = { accept: request.headers.accept ?? '', contentType: request.headers['content-type'] ?? '', fields: [...new URLSearchParams(body)] };
      endpoint.received.push(post);
      const resolvers = waiting;
      waiting = [];
      for (const resolve of resolvers) resolve(post);
      if (endpoint.mode === 'silent') {
        held.push(response);
        return;
      }
      const status = endpoint.mode === 'accept' ? 200 : 500;
      if (/json/.test(post.accept)) response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: status === 200 }));
      else response.writeHead(status, { 'content-type': 'text/html' }).end(`<!doctype html><title>Form service</title><p>${status === 200 ? 'Thanks, your message was received.' : 'Error'}</p>`);
    });
  };
  let server: Server = createServer(answer);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const shut = async () => {
    for (const response of held.splice(0)) response.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  const endpoint: FormEndpoint = {
    url: `http://127.0.0.1:${port}/f/enquiries`,
    origin: `http://127.0.0.1:${port}`,
    received: [],
    mode: 'accept',
    next: () => new Promise((resolve) => waiting.push(resolve)),
    stop: shut,
    restart: async () => {
      server = createServer(answer);
      server.listen(port, '127.0.0.1');
      await once(server, 'listening');
    },
    close: async () => {
      if (server.listening) await shut();
    },
  };
  return endpoint;
}

/** The value of a received field, e.g. `field(post, 'enquiryType')` → `quote`; all of them with `all`. */
export function fieldsNamed(post: ReceivedPost, name: string): string[] {
  return post.fields.filter(([key]) => key === name).map(([, value]) => value);
}
