import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseHeaderRules } from '../../src/hosting/header-rules.ts';
import { REDIRECT_SCRIPT } from '../../templates/pages/redirect-page.tsx';
import { realSiteDir } from '../helpers/site.ts';

const read = (file: string) => readFile(join(realSiteDir(), file), 'utf8');

describe('hosting files', () => {
  it('_headers: a strict CSP with the hash of the one inline script, security headers, caching without overlaps', async () => {
    const rules = parseHeaderRules(await read('_headers'));
    const all = rules.find((rule) => rule.pattern === '/*');
    const policy = all?.headers.find(([name]) => name === 'Content-Security-Policy')?.[1] ?? '';
    const hash = `'sha256-${createHash('sha256').update(REDIRECT_SCRIPT).digest('base64')}'`;
    expect(policy).toBe(
      `default-src 'none'; script-src 'self' ${hash}; style-src 'self'; img-src 'self'; font-src 'self'; connect-src 'self'; manifest-src 'self'; frame-src https://www.openstreetmap.org; base-uri 'none'; form-action 'self'; frame-ancestors 'none'; object-src 'none'`,
    );
    expect(all?.headers.map(([name]) => name)).toEqual(['Content-Security-Policy', 'Strict-Transport-Security', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy', 'X-Frame-Options', 'Cross-Origin-Opener-Policy']);
    // HTTPS only, for a year (issue 52, item 14); no includeSubDomains: the owner's other hosts are not this site's to bind.
    expect(all?.headers.find(([name]) => name === 'Strict-Transport-Security')?.[1]).toBe('max-age=31536000');
    const caching = rules.filter((rule) => rule.headers.some(([name]) => name === 'Cache-Control'));
    expect(caching.find((rule) => rule.pattern === '/assets/*')?.headers).toEqual([['Cache-Control', 'public, max-age=31536000, immutable']]);
    // Hosts combine overlapping rules: no cache rule may cover /assets/ but the assets' own.
    const covers = (pattern: string, path: string) => (pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern);
    expect(caching.filter((rule) => rule.pattern !== '/assets/*' && covers(rule.pattern, '/assets/site.css'))).toEqual([]);
    for (const path of ['/', '/about/*', '/services/*', '/commercial-electrician-hull/*', '/services-goole/*', '/404.html'])
      expect(caching.find((rule) => rule.pattern === path)?.headers, path).toEqual([['Cache-Control', 'public, max-age=0, must-revalidate']]);
  });

  it('s3-website.json: the index and error documents only, so the number of redirects never meets S3\'s 50 routing rules', async () => {
    const config = JSON.parse(await read('s3-website.json')) as Record<string, unknown>;
    expect(config).toEqual({ IndexDocument: { Suffix: 'index.html' }, ErrorDocument: { Key: '404.html' } });
  });

  it('_headers: every top-level file of the site has a caching rule, the host files none', async () => {
    const rules = parseHeaderRules(await read('_headers'));
    // Dotfiles (the build's .ctsite-output.json) are never published, so need no rule.
    const files = (await readdir(realSiteDir(), { withFileTypes: true })).filter((entry) => entry.isFile() && !entry.name.startsWith('.')).map((entry) => entry.name);
    for (const file of files) {
      const cached = rules.some((rule) => rule.pattern === `/${file}` && rule.headers.some(([name]) => name === 'Cache-Control'));
      expect(cached, file).toBe(!['_headers', '_redirects', 's3-website.json'].includes(file));
    }
  });
});
