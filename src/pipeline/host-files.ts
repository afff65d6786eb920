import type { Company } from '../data/schemas/company.ts';
import { ASSETS_FOLDER, CACHE_IMMUTABLE, CACHE_REVALIDATE } from '../hosting/cache-policy.ts';
import { HOST_FILES } from '../hosting/private-paths.ts';
import type { RouteTable } from '../routes/route-table.ts';
import { createRobotsTxt, createSitemap } from '../seo/sitemap.ts';
import { cspScriptSource } from '../output/content-hash.ts';

/** `_redirects` (Netlify / Cloudflare Pages; `ctsite serve` reads it too): each redirect as a 301, with and without its slash. */
function createRedirectsFile(table: RouteTable): string {
  const lines = table.redirects.flatMap((route) => {
    if (!route.redirectTo) return [];
    const target = table.links.hrefTo(route.redirectTo);
    return [`${route.pathname} ${target} 301`, `${route.pathname.replace(/\/$/, '')} ${target} 301`];
  });
  return `${lines.join('\n')}\n`;
}

/** The executable inline scripts of the pages, by file, collected as the pages are emitted, for the CSP's hashes. */
export interface InlineScripts {
  scan(file: string, html: Uint8Array): void;
  /** Hashes by page file: what a partial rebuild updates for the pages it renders again. */
  readonly byFile: Map<string, readonly string[]>;
}

const GREATER_THAN = 0x3e;

export function createInlineScriptCollector(byFile = new Map<string, readonly string[]>()): InlineScripts {
  // Found as `<script` followed by `>`: a search for `<script>` itself, whose last byte every tag ends with, read
  // the whole page three times as slowly (40 µs against 12 µs a page).
  const open = Buffer.from('<script');
  const close = Buffer.from('</script>');
  // One string per distinct hash, however many pages carry it.
  const interned = new Map<string, string>();
  return {
    byFile,
    scan(file, html) {
      const bytes = Buffer.from(html.buffer, html.byteOffset, html.byteLength);
      const found: string[] = [];
      // `<script>` without attributes: JSON-LD blocks (`type="application/ld+json"`) are data, not
      // run, and CSP does not apply to them; the bundle is `<script type="module" src=...>`.
      for (let at = bytes.indexOf(open); at !== -1; at = bytes.indexOf(open, at + open.length)) {
        if (bytes[at + open.length] !== GREATER_THAN) continue;
        const end = bytes.indexOf(close, at);
        const hash = cspScriptSource(bytes.subarray(at + open.length + 1, end));
        if (!interned.has(hash)) interned.set(hash, hash);
        found.push(interned.get(hash) ?? hash);
      }
      if (found.length > 0) byFile.set(file, found);
      else byFile.delete(file);
    },
  };
}

/** The Content-Security-Policy of every page: only what the pages load, nothing else. */
function createContentSecurityPolicy(company: Company, scriptHashes: readonly string[]): string {
  // The enquiry forms' endpoint, where one is set: exactly its origin, for the browser's own post and the script's fetch.
  const endpoint = company.enquiryForm ? ` ${new URL(company.enquiryForm.endpoint).origin}` : '';
  return [
    "default-src 'none'",
    `script-src 'self'${scriptHashes.map((hash) => ` ${hash}`).join('')}`,
    "style-src 'self'",
    "img-src 'self'",
    "font-src 'self'",
    `connect-src 'self'${endpoint}`,
    "manifest-src 'self'",
    // The contact page's map frame, loaded only when the visitor asks for it.
    `frame-src ${new URL(company.map.embedUrl).origin}`,
    "base-uri 'none'",
    `form-action 'self'${endpoint}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * `_headers` (Netlify / Cloudflare Pages; `ctsite serve` and `ctsite deploy` apply it): security headers, and cache rules
 * that never overlap (hosts combine overlapping ones): one per top-level folder of pages and one per top-level file.
 */
function createHeadersFile(options: { table: RouteTable; company: Company; scriptHashes: readonly string[]; topLevelFiles: readonly string[] }): string {
  const { table, company, scriptHashes } = options;
  const security = [
    `Content-Security-Policy: ${createContentSecurityPolicy(company, scriptHashes)}`,
    // A browser that has seen the site over HTTPS never asks for it over HTTP for a year. Not includeSubDomains: the
    // company's other hosts (a mail webmail, an old HTTP-only tool) are not this site's to bind.
    'Strict-Transport-Security: max-age=31536000',
    'X-Content-Type-Options: nosniff',
    'Referrer-Policy: strict-origin-when-cross-origin',
    'Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'X-Frame-Options: DENY',
    'Cross-Origin-Opener-Policy: same-origin',
  ];
  const revalidate = `Cache-Control: ${CACHE_REVALIDATE}`;
  const topLevel = new Set<string>();
  for (const route of table.routes) {
    const [segment] = route.pathname.split('/').filter(Boolean);
    if (segment && !segment.includes('.')) topLevel.add(segment);
  }
  const files = options.topLevelFiles.filter((file) => !HOST_FILES.includes(file));
  const rules: [string, string[]][] = [
    ['/*', security],
    [`/${ASSETS_FOLDER}*`, [`Cache-Control: ${CACHE_IMMUTABLE}`]],
    ['/', [revalidate]],
    ...[...topLevel].sort().map((segment): [string, string[]] => [`/${segment}/*`, [revalidate]]),
    ...[...new Set(files)].sort().map((file): [string, string[]] => [`/${file}`, [revalidate]]),
  ];
  return `${rules.map(([path, headers]) => `${path}\n${headers.map((header) => `  ${header}`).join('\n')}`).join('\n\n')}\n`;
}

/**
 * The files made from the route table, by the full build and `ctsite serve`'s partial rebuilds alike:
 * `_headers` last, since it names every top-level file for its caching rule.
 */
export function createTableFiles(options: {
  table: RouteTable;
  company: Company;
  scriptHashes: InlineScripts['byFile'];
  publicFiles: readonly string[];
}): [string, string][] {
  const { table } = options;
  const files: [string, string][] = [
    ['sitemap.xml', createSitemap(table)],
    ['robots.txt', createRobotsTxt(table)],
    ['_redirects', createRedirectsFile(table)],
    // For `aws s3api put-bucket-website`; redirects are not its routing rules (S3 allows 50): each
    // redirect page's object carries its target as `x-amz-website-redirect-location` (ctsite deploy).
    ['s3-website.json', `${JSON.stringify({ IndexDocument: { Suffix: 'index.html' }, ErrorDocument: { Key: '404.html' } }, null, 2)}\n`],
  ];
  const topLevelFiles = [...table.routes.map((route) => route.outFile), ...options.publicFiles, ...files.map(([file]) => file)].filter((file) => !file.includes('/'));
  const scriptHashes = [...new Set([...options.scriptHashes.values()].flat())].sort();
  files.push(['_headers', createHeadersFile({ table, company: options.company, scriptHashes, topLevelFiles })]);
  return files;
}
