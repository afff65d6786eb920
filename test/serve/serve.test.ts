import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type RunningServer } from '../../src/serve/index.ts';
import { realSiteDir } from '../helpers/site.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await serve({ dir: realSiteDir(), port: 0, watch: false });
});
afterAll(async () => {
  await server.close();
});

/** A raw request, so that paths such as `/../x` reach the server unnormalised. */
function get(path: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((done, fail) => {
    const { port } = new URL(server.url);
    const req = request({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', fail);
    req.end();
  });
}

describe('ctsite serve', () => {
  it('binds to 127.0.0.1', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('serves /x/ from x/index.html as HTML', async () => {
    const response = await get('/services/');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<h1');
  });

  it('answers /x with a 301 to /x/, keeping the query', async () => {
    const response = await get('/services?ref=menu');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/services/?ref=menu');
  });

  it('answers redirect routes with 301 to their target', async () => {
    expect((await get('/services/industrial-installations/')).headers.location).toBe('/services/new-construction-wiring/');
    expect((await get('/services/industrial-installations')).status).toBe(301);
    expect((await get('/hull-commercial-electrician/')).headers.location).toBe('/commercial-electrician-hull/');
  });

  it('answers unknown paths with 404 and the not-found page', async () => {
    const response = await get('/no-such-page/');
    expect(response.status).toBe(404);
    expect(response.body).toContain('Page Under Development');
  });

  it('serves assets with their content types and long caching', async () => {
    const home = await get('/');
    const css = /href="(\/assets\/site\.[0-9a-f]+\.css)"/.exec(home.body)?.[1] ?? '';
    const response = await get(css);
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(response.headers['cache-control']).toContain('immutable');
    expect((await get('/sitemap.xml')).headers['content-type']).toBe('application/xml; charset=utf-8');
  });

  it('compresses text like a CDN would, and leaves images alone', async () => {
    const brotli = await get('/services/', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    const gzip = await get('/services/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect((await get('/og-image.png', { headers: { 'Accept-Encoding': 'gzip, br' } })).headers['content-encoding']).toBeUndefined();
    expect((await get('/services/')).headers['content-encoding']).toBeUndefined();
  });

  it("honours an Accept-Encoding's weights: q=0 refuses a coding, the higher weight wins (issue 52, item 16)", async () => {
    const coding = async (accept: string) => (await get('/services/', { headers: { 'Accept-Encoding': accept } })).headers['content-encoding'];
    expect(await coding('br;q=0, gzip')).toBe('gzip');
    expect(await coding('gzip;q=0, br;q=0')).toBeUndefined();
    expect(await coding('br;q=0.5, gzip;q=1')).toBe('gzip');
    expect(await coding('*;q=0')).toBeUndefined();
    expect(await coding('BR')).toBe('br');
  });

  it('answers If-None-Match with 304', async () => {
    const first = await get('/');
    const second = await get('/', { headers: { 'If-None-Match': String(first.headers.etag) } });
    expect(second.status).toBe(304);
  });

  it('refuses paths that climb out of the site folder', async () => {
    for (const path of ['/../package.json', '/%2e%2e/package.json', '/services/%2f..%2fpackage.json', '/..%5cpackage.json', '/a%00b']) {
      const response = await get(path);
      expect([400, 404], path).toContain(response.status);
      expect(response.body).not.toContain('"name": "ctsite"');
    }
  });

  it('allows only GET and HEAD', async () => {
    const response = await get('/', { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    const head = await get('/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });
});
