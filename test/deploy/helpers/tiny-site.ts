import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * A small built site written by hand, shaped as `ctsite build` writes one (pages as `x/index.html`,
 * `_headers`, `_redirects`), for deploy behaviour that needs many keys or large files rather than
 * the real content.
 */
export async function createTinySite(files: Record<string, string | Uint8Array> = {}): Promise<{ dir: string; write(file: string, content: string | Uint8Array): Promise<void>; remove(file: string): Promise<void>; cleanup(): Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'ctsite-tiny-site-'));
  const dir = join(root, 'dist');
  const write = async (file: string, content: string | Uint8Array) => {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await writeFile(join(dir, file), content);
  };
  const base: Record<string, string> = {
    'index.html': '<!doctype html><title>Home</title><link rel="stylesheet" href="/assets/site.0123456789.css"><a href="/about/">About</a>',
    'about/index.html': '<!doctype html><title>About</title><link rel="stylesheet" href="/assets/site.0123456789.css">',
    'old-about/index.html': '<!doctype html><title>Redirecting</title><meta http-equiv="refresh" content="0; url=/about/">',
    '404.html': '<!doctype html><title>Page Under Development</title>',
    'assets/site.0123456789.css': 'body{color:#0b1f3a}',
    'sitemap.xml': '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>',
    'robots.txt': 'User-agent: *\nAllow: /\n',
    _headers: '/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n\n/*\n  X-Content-Type-Options: nosniff\n',
    _redirects: '/old-about/ /about/ 301\n/old-about /about/ 301\n',
  };
  for (const [file, content] of Object.entries({ ...base, ...files })) await write(file, content);
  return { dir, write, remove: (file) => rm(join(dir, file), { recursive: true, force: true }), cleanup: () => rm(root, { recursive: true, force: true }) };
}
