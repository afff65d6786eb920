import { describe, expect, it } from 'vitest';
import type { LocalObject } from '../../src/deploy/local-site.ts';
import type { RemoteEntry, RemoteHead } from '../../src/deploy/object-store.ts';
import { planDeploy } from '../../src/deploy/plan.ts';
import { normalizePrefix } from '../../src/deploy/prefix.ts';
import { createProgress } from '../../src/deploy/report.ts';
import { runPool } from '../../src/deploy/run-pool.ts';
import { contentTypeFor } from '../../src/hosting/content-types.ts';

const MD5 = '0123456789abcdef0123456789abcdef';
const page = (key: string, md5 = MD5, redirect?: string): LocalObject => ({
  key,
  file: key,
  path: `/dist/${key}`,
  size: 100,
  md5,
  group: 'pages',
  headers: { contentType: 'text/html; charset=utf-8', cacheControl: 'public, max-age=0, must-revalidate', redirect },
});
const stored = (key: string, etag: string, head: Partial<RemoteHead> = {}): [RemoteEntry, RemoteHead] => [
  { key, etag },
  { etag, contentType: 'text/html; charset=utf-8', cacheControl: 'public, max-age=0, must-revalidate', redirect: undefined, md5: undefined, ...head },
];
function plan(local: LocalObject[], remote: [RemoteEntry, RemoteHead][]) {
  return planDeploy(local, new Map(remote.map(([entry]) => [entry.key, entry])), new Map(remote.map(([entry, head]) => [entry.key, head])));
}

describe('planDeploy', () => {
  it('judges content by the ETag where it is an MD5, else by the MD5 stored in metadata', () => {
    const result = plan(
      [page('same.html'), page('changed.html', 'ffffffffffffffffffffffffffffffff'), page('multipart.html'), page('encrypted.html'), page('foreign.html'), page('new.html')],
      [stored('same.html', MD5), stored('changed.html', MD5), stored('multipart.html', 'aaaabbbbccccddddeeeeffff00001111-3', { md5: MD5 }), stored('encrypted.html', 'ffff0000ffff0000ffff0000ffff0000', { md5: MD5 }), stored('foreign.html', 'aaaabbbbccccddddeeeeffff00001111-2'), stored('gone.html', MD5)],
    );
    expect(result.unchanged).toBe(3);
    expect(result.puts.map((put) => [put.object.key, put.kind, put.reasons])).toEqual([
      ['changed.html', 'update', ['content changed']],
      ['foreign.html', 'update', ['no MD5 to compare (ETag aaaabbbbccccddddeeeeffff00001111-2, no md5 metadata)']],
      ['new.html', 'upload', ['new']],
    ]);
    expect(result.deletes).toEqual(['gone.html']);
  });

  it('re-puts an object whose Content-Type, Cache-Control or redirect differs, naming each difference', () => {
    const result = plan([page('a.html', MD5, '/b/')], [stored('a.html', MD5, { contentType: 'binary/octet-stream', cacheControl: undefined })]);
    expect(result.puts[0]?.reasons).toEqual([
      'Content-Type: "binary/octet-stream" → "text/html; charset=utf-8"',
      'Cache-Control: none → "public, max-age=0, must-revalidate"',
      'redirect: none → "/b/"',
    ]);
  });
});

describe('deploy helpers', () => {
  it('normalises --prefix and refuses paths that climb out', () => {
    expect(normalizePrefix(undefined)).toBe('');
    expect(normalizePrefix('/')).toBe('');
    expect(normalizePrefix('site')).toBe('site/');
    expect(normalizePrefix('/releases/site/')).toBe('releases/site/');
    for (const bad of ['../site', 'a//b', 'a/./b', 'a\\b']) expect(() => normalizePrefix(bad), bad).toThrow(/folder path/);
  });

  it('one MIME table: charset on text types, bytes for the unknown', () => {
    expect(contentTypeFor('about/index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeFor('assets/site.0123456789.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeFor('assets/site.0123456789.css')).toBe('text/css; charset=utf-8');
    expect(contentTypeFor('assets/favicon.0123456789.svg')).toBe('image/svg+xml');
    expect(contentTypeFor('downloads/brochure.PDF')).toBe('application/pdf');
    expect(contentTypeFor('downloads/data.bin')).toBe('application/octet-stream');
    expect(contentTypeFor('_redirects')).toBe('text/plain; charset=utf-8');
  });

  it('draws progress in place on a terminal only', () => {
    const written: string[] = [];
    const terminal = { isTTY: true, write: (text: string) => written.push(text) > 0 } as unknown as NodeJS.WritableStream & { isTTY: boolean };
    const progress = createProgress(terminal);
    progress.update('Writing pages', 1, 2);
    progress.update('Writing pages', 2, 2);
    progress.done();
    expect(written).toEqual(['\r\x1b[KWriting pages 1/2', '\r\x1b[KWriting pages 2/2', '\r\x1b[K']);
    const piped: string[] = [];
    createProgress({ isTTY: false, write: (text: string) => piped.push(text) > 0 } as unknown as NodeJS.WritableStream).update('Writing pages', 1, 1);
    expect(piped).toEqual([]);
  });

  it('runs at most n at a time and stops starting work after a failure', async () => {
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const failure = await runPool([1, 2, 3, 4, 5, 6, 7, 8], 3, async (item) => {
      started.push(item);
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      if (item === 2) throw new Error('item 2 failed');
    }).then(() => undefined, (error: unknown) => error);
    expect((failure as Error).message).toBe('item 2 failed');
    expect(peak).toBe(3);
    expect(started.length).toBeLessThan(8);
    expect(running).toBe(0);
  });
});
