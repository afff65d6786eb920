import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';
import type { CheckProblem } from './check-report.ts';
import { detached, REDIRECT_KIND, type BuiltPage } from './read-built-pages.ts';

const limitSchema = z.strictObject({ htmlKb: z.number().positive(), cssKb: z.number().positive(), jsKb: z.number().positive() });
/** budgets.json: gzipped byte limits per page kind, e.g. `{ "default": { "htmlKb": 30, ... }, "kinds": { "sitemap": {...} } }`. */
export const budgetsSchema = z.strictObject({
  $comment: z.string().optional(),
  default: limitSchema,
  kinds: z.record(z.string(), limitSchema.partial()),
});
export type Budgets = z.infer<typeof budgetsSchema>;

/** Bytes of the largest page of a kind and of what it loads; `html`, `css`, `js` are gzipped. */
export interface KindSize {
  kind: string;
  page: string;
  html: number;
  css: number;
  js: number;
  htmlRaw: number;
  cssRaw: number;
  jsRaw: number;
}

const gzip = (content: string | Buffer) => gzipSync(content, { level: 9 }).byteLength;

/**
 * The largest page of each kind, with the gzipped bytes of its HTML and of the CSS and JS it loads; `missing`
 * gets each stylesheet or script a measured page loads that is not in the folder (counted as 0 bytes).
 */
export async function measurePageKinds(dir: string, pages: readonly BuiltPage[], missing = new Map<string, string>()): Promise<KindSize[]> {
  const assetSizes = new Map<string, Promise<{ raw: number; gz: number }>>();
  const assetBytes = (url: string, page: string) => {
    const sizes =
      assetSizes.get(url) ??
      readFile(join(dir, url)).then(
        (content) => ({ raw: content.byteLength, gz: gzip(content) }),
        (error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT' && error.code !== 'EISDIR') throw error;
          missing.set(url, page);
          return { raw: 0, gz: 0 };
        },
      );
    assetSizes.set(url, sizes);
    return sizes;
  };
  const largest = new Map<string, KindSize>();
  // A redirect page is a few hundred bytes whatever it redirects to: there is nothing to budget.
  for (const page of pages.filter((p) => p.kind !== REDIRECT_KIND)) {
    const kind = page.kind;
    const bytes = page.bytes;
    const html = gzip(bytes);
    if ((largest.get(kind)?.html ?? -1) >= html) continue;
    const text = page.html;
    const styles = [...text.matchAll(/<link rel="stylesheet" href="(\/[^"]+)"/g)].map((m) => detached(m[1] ?? ''));
    const scripts = [...text.matchAll(/<script[^>]* src="(\/[^"]+)"/g)].map((m) => detached(m[1] ?? ''));
    const sum = async (urls: string[]) => (await Promise.all(urls.map((url) => assetBytes(url, page.pathname)))).reduce((a, b) => ({ raw: a.raw + b.raw, gz: a.gz + b.gz }), { raw: 0, gz: 0 });
    const [css, js] = [await sum(styles), await sum(scripts)];
    largest.set(kind, { kind, page: page.pathname, html, css: css.gz, js: js.gz, htmlRaw: bytes.byteLength, cssRaw: css.raw, jsRaw: js.raw });
  }
  return [...largest.values()].sort((a, b) => a.kind.localeCompare(b.kind));
}

/** Every page kind within the limits of budgets.json; growth past them is a visible decision. */
export async function checkBudgets(dir: string, pages: readonly BuiltPage[], budgets: Budgets): Promise<{ problems: CheckProblem[]; sizes: KindSize[] }> {
  const missing = new Map<string, string>();
  const sizes = await measurePageKinds(dir, pages, missing);
  const problems: CheckProblem[] = [...missing].map(([url, page]) => ({
    gate: 'budgets',
    page,
    problem: `loads ${url}, which is not in the built folder: its size cannot be measured`,
    fix: 'Build again; if the file is still missing, the page names an asset the build did not write.',
  }));
  for (const size of sizes) {
    const limit = { ...budgets.default, ...budgets.kinds[size.kind] };
    for (const [part, bytes, kb] of [['HTML', size.html, limit.htmlKb], ['CSS', size.css, limit.cssKb], ['JS', size.js, limit.jsKb]] as const) {
      if (bytes > kb * 1024)
        problems.push({
          gate: 'budgets',
          page: size.page,
          problem: `${part} of the ${size.kind} pages is ${(bytes / 1024).toFixed(1)} KB gzipped, over its ${kb} KB budget`,
          fix: `Make the ${size.kind} pages lighter, or raise the limit in budgets.json and say why in the commit.`,
        });
    }
  }
  return { problems, sizes };
}
