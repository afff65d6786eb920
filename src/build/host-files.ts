import { createHash } from 'node:crypto';
import type { Company } from '../data/schemas/company.ts';
import { createError } from '../errors/ctsite-error.ts';
import type { RouteTable } from '../routes/route-table.ts';

/**
 * `_redirects` (Netlify / Cloudflare Pages syntax): every redirect as a 301, for the slash and
 * no-slash forms of its address. `ctsite serve` reads the same file, so preview matches hosting.
 */
export function createRedirectsFile(table: RouteTable): string {
  const lines = table.redirects.flatMap((route) => {
    if (!route.redirectTo) return [];
    const target = table.links.hrefTo(route.redirectTo);
    return [`${route.pathname} ${target} 301`, `${route.pathname.replace(/\/$/, '')} ${target} 301`];
  });
  return `${lines.join('\n')}\n`;
}

/** Collects the executable inline scripts of the pages as they are emitted, for the CSP's hashes. */
export function createInlineScriptCollector(): { scan(html: Uint8Array): void; hashes(): string[] } {
  const found = new Set<string>();
  const open = Buffer.from('<script>');
  const close = Buffer.from('</script>');
  return {
    scan(html) {
      const bytes = Buffer.from(html.buffer, html.byteOffset, html.byteLength);
      // `<script>` without attributes: JSON-LD blocks (`type="application/ld+json"`) are data, not
      // run, and CSP does not apply to them; the bundle is `<script type="module" src=...>`.
      for (let at = bytes.indexOf(open); at !== -1; at = bytes.indexOf(open, at + 1)) {
        const end = bytes.indexOf(close, at);
        found.add(`'sha256-${createHash('sha256').update(bytes.subarray(at + open.length, end)).digest('base64')}'`);
      }
    },
    hashes: () => [...found].sort(),
  };
}

/** The Content-Security-Policy of every page: only what the pages load, nothing else. */
export function createContentSecurityPolicy(company: Company, scriptHashes: readonly string[]): string {
  return [
    "default-src 'none'",
    `script-src 'self'${scriptHashes.map((hash) => ` ${hash}`).join('')}`,
    "style-src 'self'",
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    // The contact page's map frame, loaded only when the visitor asks for it.
    `frame-src ${new URL(company.map.embedUrl).origin}`,
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * `_headers` (Netlify / Cloudflare Pages): security headers on every response, immutable caching for
 * the content-hashed assets, revalidation for everything else. Cache rules never overlap (hosts
 * combine the values of overlapping rules): one rule per top-level folder of pages.
 */
export function createHeadersFile(table: RouteTable, company: Company, scriptHashes: readonly string[]): string {
  const security = [
    `Content-Security-Policy: ${createContentSecurityPolicy(company, scriptHashes)}`,
    'X-Content-Type-Options: nosniff',
    'Referrer-Policy: strict-origin-when-cross-origin',
    'Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'X-Frame-Options: DENY',
    'Cross-Origin-Opener-Policy: same-origin',
  ];
  const revalidate = 'Cache-Control: public, max-age=0, must-revalidate';
  const topLevel = new Set<string>();
  for (const route of table.routes) {
    const [segment] = route.pathname.split('/').filter(Boolean);
    if (segment && !segment.includes('.')) topLevel.add(segment);
  }
  const rules: [string, string[]][] = [
    ['/*', security],
    ['/assets/*', ['Cache-Control: public, max-age=31536000, immutable']],
    ['/', [revalidate]],
    ...[...topLevel].sort().map((segment): [string, string[]] => [`/${segment}/*`, [revalidate]]),
    ...['/404.html', '/sitemap.xml', '/robots.txt', '/og-image.png'].map((path): [string, string[]] => [path, [revalidate]]),
  ];
  return `${rules.map(([path, headers]) => `${path}\n${headers.map((header) => `  ${header}`).join('\n')}`).join('\n\n')}\n`;
}

/** Amazon S3 allows at most 50 routing rules in a website configuration. */
const S3_MAX_ROUTING_RULES = 50;

/**
 * The website configuration for an S3 bucket (`aws s3api put-bucket-website --website-configuration
 * file://s3-website.json`): index and error documents and every redirect as a 301 routing rule.
 * S3 cannot redirect to a fragment, so a redirect to `/contact/#emergency` lands on `/contact/`
 * here; the redirect page (and the object's website-redirect metadata) keep the fragment.
 */
export function createS3WebsiteConfiguration(table: RouteTable): string {
  const rules = table.redirects.flatMap((route) => {
    if (!route.redirectTo) return [];
    const target = table.links.hrefTo({ ...route.redirectTo, hash: undefined } as typeof route.redirectTo);
    return [{ Condition: { KeyPrefixEquals: route.pathname.slice(1).replace(/\/$/, '') }, Redirect: { ReplaceKeyWith: target.slice(1), HttpRedirectCode: '301' } }];
  });
  if (rules.length > S3_MAX_ROUTING_RULES) {
    throw createError('RenderFailed', { pathname: '/s3-website.json', component: 'createS3WebsiteConfiguration', reason: `${rules.length} redirects, but S3 allows ${S3_MAX_ROUTING_RULES} routing rules` });
  }
  return `${JSON.stringify({ IndexDocument: { Suffix: 'index.html' }, ErrorDocument: { Key: '404.html' }, RoutingRules: rules }, null, 2)}\n`;
}
