import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type RunningServer } from '../../src/serve/index.ts';

let dir = '';
let server: RunningServer;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ctsite-odd-'));
  const page = (title: string) => `<!doctype html><html lang="en-GB"><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`;
  await mkdir(join(dir, 'services'));
  await mkdir(join(dir, 'café'));
  await Promise.all([
    writeFile(join(dir, 'index.html'), page('Home')),
    writeFile(join(dir, '404.html'), page('Not found')),
    writeFile(join(dir, 'services/index.html'), page('Services')),
    writeFile(join(dir, 'café/index.html'), page('Café')),
    writeFile(join(dir, '_headers'), '/*\n  X-Frame-Options: DENY\n'),
    writeFile(join(dir, '_redirects'), '/old/ /services/ 301\n'),
    writeFile(join(dir, 's3-website.json'), '{}\n'),
  ]);
  server = await serve({ dir, port: 0, watch: false });
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

/** A raw request: the path reaches the server as written. */
function get(path: string): Promise<{ status: number; location?: string; body: string }> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port: server.port, path }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, location: res.headers.location, body }));
    });
    req.on('error', fail);
    req.end();
  });
}

describe('ctsite serve, asked for odd paths, answers as the host would', () => {
  it('never redirects to another host: //services is not found, not a redirect to //services/', async () => {
    for (const path of ['//services', '//services/', '///services', '//']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.body, path).toContain('Not found');
    }
    expect(await get('/services')).toMatchObject({ status: 301, location: '/services/' });
  });

  it('redirects a folder with a non-ASCII name with its name encoded', async () => {
    expect(await get('/caf%C3%A9?x=1')).toMatchObject({ status: 301, location: '/caf%C3%A9/?x=1' });
    expect(await get('/caf%C3%A9/')).toMatchObject({ status: 200, body: expect.stringContaining('<h1>Café</h1>') });
  });

  it('serves none of the host files, which no host publishes', async () => {
    for (const file of ['_headers', '_redirects', 's3-website.json']) {
      const response = await get(`/${file}`);
      expect(response.status, file).toBe(404);
      expect(response.body, file).toContain('Not found');
    }
  });
});
