import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { decodeText } from '../seo/entities.ts';
import type { CheckProblem } from './check-report.ts';
import { detached, OTHER_KIND, type BuiltPage } from './read-built-pages.ts';

const first = (pattern: RegExp, html: string) => pattern.exec(html)?.[1] ?? '';

/**
 * Whether a page has SEO duties: one the site's layout wrote (its `<body data-page-kind>`), indexed or thin. A file no
 * template wrote, copied from `public/` as it is (a search engine's verification file, `google<hex>.html`), has none.
 */
export const hasSeoDuties = (page: BuiltPage): boolean => page.kind !== OTHER_KIND && (!page.noindex || page.thin);

/**
 * SEO basics, on the pages with SEO duties: one h1, a unique title and meta description of sensible length, a canonical that is the page itself and
 * is listed in sitemap.xml, no redirect or 404 in the sitemap, robots.txt naming it.
 */
export async function checkPageBasics(dir: string, pages: readonly BuiltPage[]): Promise<CheckProblem[]> {
  const problems: CheckProblem[] = [];
  const add = (page: string, problem: string, fix: string, value?: string, occurrence = 0) =>
    problems.push({ gate: 'seo', page, problem, fix, ...(value === undefined ? {} : { value: decodeText(value), occurrence }) });
  // The last page with each title and description, and how many had it: the n-th page with one is traced to the
  // n-th place in the data that has it.
  const seen = new Map<string, { last: string; count: number }>();
  const unique = (page: string, what: string, text: string, fix: string) => {
    const key = detached(`${what} ${sameToTheEye(text)}`);
    const earlier = seen.get(key);
    if (earlier) add(page, `same ${what} as ${earlier.last}`, fix, text, earlier.count);
    seen.set(key, { last: page, count: (earlier?.count ?? 0) + 1 });
  };
  const canonicals = new Set<string>();
  // Thin pages are kept out of search results but are pages all the same: one h1, their own title.
  for (const page of pages.filter(hasSeoDuties)) {
    // Read from the file here, one page at a time; what is kept of it is detached from its text.
    const html = page.html;
    const title = first(/<title>([^<]*)<\/title>/, html);
    const description = first(/<meta name="description" content="([^"]*)"/, html);
    const canonical = first(/<link rel="canonical" href="([^"]*)"/, html);
    const h1s = html.match(/<h1[\s>]/g)?.length ?? 0;
    if (h1s !== 1) add(page.pathname, `${h1s} h1 elements`, 'A page has exactly one h1: its title.');
    if (title.length < 10 || title.length > 110) add(page.pathname, `title of ${title.length} characters`, 'Keep titles between 10 and 110 characters.', title);
    if (description.length < 50 || description.length > 170) add(page.pathname, `meta description of ${description.length} characters`, 'Write a description of 50-170 characters.', description);
    unique(page.pathname, 'title', title, 'Every page needs its own title: change the route meta or the data it comes from.');
    unique(page.pathname, 'meta description', description, 'Every page needs its own description.');
    // A canonical that is missing or not an absolute URL is a problem of the page, and stays out of the sitemap's comparison.
    if (canonical === '') add(page.pathname, 'no canonical link', 'Every page of the site has <link rel="canonical"> from the route table: rebuild the site; if it is still missing, check the page meta of its template.');
    else if (!canonical.endsWith(page.pathname) || !URL.canParse(canonical)) add(page.pathname, `canonical "${canonical}" is not this page`, 'The canonical URL comes from the route table; check the page meta.');
    if (!page.noindex && URL.canParse(canonical)) canonicals.add(detached(canonical));
  }

  const sitemap = await readFile(join(dir, 'sitemap.xml'), 'utf8').catch(() => '');
  if (!sitemap) add('/sitemap.xml', 'missing', 'The build writes sitemap.xml; rebuild the site.');
  const listed = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? ''));
  for (const url of listed) {
    if (!canonicals.has(url)) add('/sitemap.xml', `lists ${url}, which is not a canonical page answering 200`, 'Only canonical pages belong in the sitemap: no redirects, no 404.');
  }
  for (const url of canonicals) if (!listed.has(url)) add(new URL(url).pathname, 'missing from sitemap.xml', 'Every canonical page belongs in the sitemap.');
  const robots = await readFile(join(dir, 'robots.txt'), 'utf8').catch(() => '');
  if (!/^Sitemap: \S+\/sitemap\.xml$/m.test(robots)) add('/robots.txt', 'does not name the sitemap', 'robots.txt must contain a Sitemap: line.');
  return problems;
}

/**
 * A title or description as a reader sees it: entities decoded, Unicode's compatibility forms folded (NFKC), and the
 * characters that show nothing removed (zero-width spaces, joiners, word joiners, BOMs: Default_Ignorable_Code_Point).
 * Two pages whose titles differ only there are the same to a reader and to a search engine's listing.
 */
const sameToTheEye = (text: string): string => decodeText(text).normalize('NFKC').replace(/\p{Default_Ignorable_Code_Point}/gu, '');
