import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkExternalLinks, parseRetryAfter, type ExternalCheckOptions } from '../../src/check/external-links.ts';

/** A loopback site with every way a link can answer; counts requests per path and the most in flight at once. */
const hits = new Map<string, string[]>();
let inFlight = 0;
let mostInFlight = 0;
const server = http.createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://x').pathname;
  const seen = hits.get(path) ?? [];
  seen.push(request.method ?? '');
  hits.set(path, seen);
  inFlight += 1;
  mostInFlight = Math.max(mostInFlight, inFlight);
  response.on('close', () => (inFlight -= 1));
  const answer = (status: number, headers: Record<string, string> = {}) => response.writeHead(status, headers).end(request.method === 'HEAD' ? undefined : 'body');
  if (path === '/ok') return answer(200);
  if (path === '/slow') return void setTimeout(() => answer(200), 300);
  if (path === '/redirect') return answer(301, { location: '/ok' });
  if (path === '/loop') return answer(302, { location: '/loop2' });
  if (path === '/loop2') return answer(302, { location: '/loop' });
  if (path === '/gone') return answer(404);
  if (path === '/head-refused') return answer(request.method === 'HEAD' ? 405 : 200);
  if (path === '/throttled') return seen.length === 1 ? answer(429, { 'retry-after': '1' }) : answer(200);
  if (path === '/throttled-long') return answer(429, { 'retry-after': '3600' });
  if (path === '/flaky') return seen.length <= 2 ? answer(503) : answer(200);
  if (path === '/bot') return answer(999);
  if (path === '/reset') return void request.socket.destroy();
  if (path === '/hang') return; // never answers; the client's timeout ends it
  if (path.startsWith('/busy/')) return void setTimeout(() => answer(200), 100);
  return answer(404);
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Quick settings: the behaviour is the same as the defaults', the waits are short. */
const FAST: ExternalCheckOptions = { delayMs: 10, backoffMs: 20, timeoutMs: 800, retries: 2, maxRetryAfterMs: 2_000, cacheFile: undefined };

describe('checking external links with care', () => {
  it('tells working, broken and unverifiable links apart, whatever way they answer', async () => {
    const paths = ['/ok', '/slow', '/redirect', '/loop', '/gone', '/head-refused', '/flaky', '/bot', '/reset', '/hang', '/throttled-long'];
    const started = performance.now();
    const results = await checkExternalLinks(paths.map((path) => `${base}${path}`), FAST);
    const by = Object.fromEntries(results.map((result) => [new URL(result.url).pathname, result]));
    expect(Object.fromEntries(Object.entries(by).map(([path, result]) => [path, result.verdict]))).toEqual({
      '/ok': 'ok',
      '/slow': 'ok',
      '/redirect': 'ok',
      '/loop': 'broken',
      '/gone': 'broken',
      '/head-refused': 'ok',
      '/flaky': 'ok',
      '/bot': 'unverifiable',
      '/reset': 'broken',
      '/hang': 'broken',
      '/throttled-long': 'unverifiable',
    });
    expect(by['/redirect']?.reason).toBe(`200 after redirects to ${base}/ok`);
    expect(by['/loop']?.reason).toBe(`redirect loop at ${base}/loop`);
    expect(by['/gone']).toMatchObject({ status: 404, reason: '404' });
    expect(by['/reset']?.reason).toMatch(/^connection failed/);
    expect(by['/hang']?.reason).toBe('no answer within 0.8 s');
    // HEAD first; GET only where HEAD was refused or failed.
    expect(hits.get('/slow')).toEqual(['HEAD']);
    expect(hits.get('/head-refused')).toEqual(['HEAD', 'GET']);
    expect(hits.get('/gone')).toEqual(['HEAD', 'GET']);
    // Retried with backoff: a 5xx twice then an answer; a reset three times (the first try and two retries), not GET after.
    expect(hits.get('/flaky')).toEqual(['HEAD', 'HEAD', 'HEAD']);
    expect(hits.get('/reset')).toEqual(['HEAD', 'HEAD', 'HEAD']);
    // A Retry-After longer than the most it waits is not waited for.
    expect(hits.get('/throttled-long')).toEqual(['HEAD']);
    expect(performance.now() - started).toBeLessThan(15_000);
  }, 30_000);

  it('waits as long as a 429 asks in Retry-After before it asks again', async () => {
    const started = performance.now();
    const [result] = await checkExternalLinks([`${base}/throttled`], FAST);
    expect(result?.verdict).toBe('ok');
    expect(hits.get('/throttled')).toEqual(['HEAD', 'HEAD']);
    expect(performance.now() - started).toBeGreaterThanOrEqual(1_000);
    expect(parseRetryAfter('120')).toBe(120_000);
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:10 GMT', Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'))).toBe(10_000);
    expect(parseRetryAfter('soon')).toBeUndefined();
  });

  it('sends at most two requests at once to a host, however many of its URLs the site links to', async () => {
    mostInFlight = 0;
    const urls = Array.from({ length: 8 }, (_, index) => `${base}/busy/${index}`);
    // The default, not a value of the test's own: the promise is the default's.
    const results = await checkExternalLinks(urls, FAST);
    expect(results.every((result) => result.verdict === 'ok')).toBe(true);
    expect(mostInFlight).toBe(2);
  });

  it('keeps results in a cache: a URL is fetched at most once in the maximum age, a broken one every time', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ctsite-external-cache-'));
    try {
      const cacheFile = join(dir, 'external-links.json');
      const urls = [`${base}/ok`, `${base}/bot`, `${base}/gone`];
      const count = () => ['/ok', '/bot', '/gone'].map((path) => hits.get(path)?.length ?? 0);
      await checkExternalLinks(urls, { ...FAST, cacheFile });
      const afterFirst = count();
      const second = await checkExternalLinks(urls, { ...FAST, cacheFile });
      expect(second.map((result) => result.fromCache)).toEqual([true, true, false]);
      expect(count()).toEqual([afterFirst[0], afterFirst[1], (afterFirst[2] ?? 0) + 2]);
      // Older than the maximum age: fetched again.
      const later = Date.now() + 2 * 86_400_000;
      const third = await checkExternalLinks(urls, { ...FAST, cacheFile, now: () => later });
      expect(third.map((result) => result.fromCache)).toEqual([false, false, false]);
      expect(JSON.parse(await readFile(cacheFile, 'utf8'))).toMatchObject({ format: 2, results: [expect.objectContaining({ url: `${base}/ok`, verdict: 'ok' }), expect.objectContaining({ url: `${base}/bot`, verdict: 'unverifiable' })] });
      // A cache cut short or written by someone else is ignored, not trusted.
      await writeFile(cacheFile, '{"format":1,"results":[{"url":');
      expect((await checkExternalLinks(urls, { ...FAST, cacheFile })).map((result) => result.fromCache)).toEqual([false, false, false]);
      // A maximum age of 0: nothing is taken from the cache, not even a fresh entry.
      await writeFile(cacheFile, JSON.stringify({ format: 2, results: [{ url: `${base}/gone`, verdict: 'ok', reason: '200', checkedAt: Date.now() }] }));
      const [, , gone] = await checkExternalLinks(urls, { ...FAST, cacheFile, cacheMaxAgeMs: 0 });
      expect(gone?.verdict).toBe('broken');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
