import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseHeaderRules } from '../../src/serve/header-rules.ts';
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
    expect(all?.headers.map(([name]) => name)).toEqual(['Content-Security-Policy', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy', 'X-Frame-Options', 'Cross-Origin-Opener-Policy']);
    const caching = rules.filter((rule) => rule.headers.some(([name]) => name === 'Cache-Control'));
    expect(caching.find((rule) => rule.pattern === '/assets/*')?.headers).toEqual([['Cache-Control', 'public, max-age=31536000, immutable']]);
    // Hosts combine overlapping rules: no cache rule may cover /assets/ but the assets' own.
    const covers = (pattern: string, path: string) => (pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern);
    expect(caching.filter((rule) => rule.pattern !== '/assets/*' && covers(rule.pattern, '/assets/site.css'))).toEqual([]);
    for (const path of ['/', '/about/*', '/services/*', '/commercial-electrician-hull/*', '/services-goole/*', '/404.html'])
      expect(caching.find((rule) => rule.pattern === path)?.headers, path).toEqual([['Cache-Control', 'public, max-age=0, must-revalidate']]);
  });

  it('s3-website.json: index and error documents and every redirect as a 301 routing rule', async () => {
    const config = JSON.parse(await read('s3-website.json')) as { IndexDocument: unknown; ErrorDocument: unknown; RoutingRules: { Condition: { KeyPrefixEquals: string }; Redirect: { ReplaceKeyWith: string; HttpRedirectCode: string } }[] };
    expect(config.IndexDocument).toEqual({ Suffix: 'index.html' });
    expect(config.ErrorDocument).toEqual({ Key: '404.html' });
    const redirects = (await read('_redirects')).trim().split('\n').filter((line) => line.split(' ')[0]?.endsWith('/'));
    expect(config.RoutingRules).toHaveLength(redirects.length);
    expect(config.RoutingRules.length).toBeLessThanOrEqual(50);
    expect(config.RoutingRules).toContainEqual({ Condition: { KeyPrefixEquals: 'services/industrial-installations' }, Redirect: { ReplaceKeyWith: 'services/new-construction-wiring/', HttpRedirectCode: '301' } });
    expect(config.RoutingRules).toContainEqual({ Condition: { KeyPrefixEquals: 'hull-commercial-electrician' }, Redirect: { ReplaceKeyWith: 'commercial-electrician-hull/', HttpRedirectCode: '301' } });
  });
});
