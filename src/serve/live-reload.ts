import type { IncomingMessage, ServerResponse } from 'node:http';
import { cspScriptSource } from '../output/content-hash.ts';

/** Where the preview's event stream lives; never a page of the site. */
export const EVENTS_PATH = '/__ctsite/events';

/** A message to open pages: reload, or swap the stylesheet in place after a CSS-only change. */
export type LiveMessage = { type: 'reload' } | { type: 'css'; href: string };

/** The live-reload client, injected by `ctsite serve` into HTML responses only (never into dist/). */
const CLIENT_SCRIPT = `
const events = new EventSource(${JSON.stringify(EVENTS_PATH)});
events.onmessage = (event) => {
  const message = JSON.parse(event.data);
  const link = document.querySelector('link[rel="stylesheet"]');
  if (message.type === 'css' && link) link.href = message.href;
  else location.reload();
};
`;
const CLIENT = `<script type="module">${CLIENT_SCRIPT}</script>`;
/** The client's hash, added to the page's Content-Security-Policy by the preview in watch mode. */
export const LIVE_RELOAD_SCRIPT_HASH = cspScriptSource(CLIENT_SCRIPT);

export type LiveReload = ReturnType<typeof createLiveReload>;

export function createLiveReload() {
  const clients = new Set<ServerResponse>();
  return {
    /** The last rebuild's failure, described: shown instead of every page until a rebuild succeeds. */
    failure: undefined as string | undefined,
    inject: (html: string) => (html.includes('</body>') ? html.replace('</body>', `${CLIENT}</body>`) : `${html}${CLIENT}`),
    /** Serves the server-sent event stream; true when the request was for it. */
    handle(request: IncomingMessage, response: ServerResponse): boolean {
      if (request.url !== EVENTS_PATH) return false;
      response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
      response.write(': connected\n\n');
      clients.add(response);
      request.on('close', () => clients.delete(response));
      return true;
    },
    notify(message: LiveMessage) {
      for (const client of clients) client.write(`data: ${JSON.stringify(message)}\n\n`);
    },
    close() {
      for (const client of clients) client.end();
      clients.clear();
    },
  };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page shown for every address while the last rebuild failed. */
export function renderFailurePage(failure: string): string {
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Unexpected Application Error!</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:2rem;background:#fff;color:#111}h1{color:#b91c1c;font-size:1.75rem}pre{white-space:pre-wrap;background:#f3f4f6;padding:1rem;border-radius:.5rem;overflow:auto}</style></head>
<body><h1>Unexpected Application Error!</h1><p>The last rebuild failed, so this preview shows the problem instead of the site. Fix it and save: the page reloads when the next build succeeds.</p><pre>${escapeHtml(failure)}</pre></body></html>`;
}
