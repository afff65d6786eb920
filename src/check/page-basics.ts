import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { CheckProblem } from './problem.ts';

interface PageFacts {
  pathname: string;
  title: string;
  description: string;
  canonical: string;
  h1Count: number;
  noindex: boolean;
}

const first = (pattern: RegExp, html: string) => pattern.exec(html)?.[1] ?? '';

/** The SEO basics of every page and the sitemap: one h1, unique titles and descriptions, canonicals listed. */
export async function checkPageBasics(dir: string): Promise<{ problems: CheckProblem[]; pages: number }> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
  const pages: PageFacts[] = await Promise.all(
    files.map(async (file) => {
      const html = await readFile(file, 'utf8');
      const rel = relative(dir, file).split(sep).join('/');
      return {
        pathname: rel.endsWith('index.html') ? `/${rel.slice(0, -'index.html'.length)}` : `/${rel}`,
        title: first(/<title>([^<]*)<\/title>/, html),
        description: first(/<meta name="description" content="([^"]*)"/, html),
        canonical: first(/<link rel="canonical" href="([^"]*)"/, html),
        h1Count: html.match(/<h1[\s>]/g)?.length ?? 0,
        noindex: /<meta name="robots" content="noindex"/.test(html),
      };
    }),
  );
  const problems: CheckProblem[] = [];
  const add = (page: string, problem: string, fix: string) => problems.push({ gate: 'seo', page, problem, fix });
  const indexed = pages.filter((page) => !page.noindex);
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const page of indexed) {
    if (page.h1Count !== 1) add(page.pathname, `${page.h1Count} h1 elements`, 'A page has exactly one h1: its title.');
    if (page.title.length < 10 || page.title.length > 110) add(page.pathname, `title of ${page.title.length} characters`, 'Keep titles between 10 and 110 characters.');
    if (page.description.length < 50 || page.description.length > 170) add(page.pathname, `meta description of ${page.description.length} characters`, 'Write a description of 50-170 characters.');
    const sameTitle = titles.get(page.title);
    if (sameTitle) add(page.pathname, `same title as ${sameTitle}`, 'Every page needs its own title.');
    titles.set(page.title, page.pathname);
    const sameDescription = descriptions.get(page.description);
    if (sameDescription) add(page.pathname, `same meta description as ${sameDescription}`, 'Every page needs its own description.');
    descriptions.set(page.description, page.pathname);
    if (!page.canonical.endsWith(page.pathname)) add(page.pathname, `canonical ${page.canonical} is not this page`, 'The canonical URL comes from the route table; check the page meta.');
  }

  const sitemap = await readFile(join(dir, 'sitemap.xml'), 'utf8').catch(() => '');
  const listed = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? ''));
  const canonicals = new Set(indexed.map((page) => page.canonical));
  for (const url of listed) if (!canonicals.has(url)) add('/sitemap.xml', `lists ${url}, which is not a canonical page`, 'Only canonical pages answering 200 belong in the sitemap.');
  for (const page of indexed) if (page.canonical && !listed.has(page.canonical)) add(page.pathname, 'missing from sitemap.xml', 'Every canonical page belongs in the sitemap.');
  const robots = await readFile(join(dir, 'robots.txt'), 'utf8').catch(() => '');
  if (!/^Sitemap: \S+\/sitemap\.xml$/m.test(robots)) add('/robots.txt', 'does not name the sitemap', 'robots.txt must contain a Sitemap: line.');
  return { problems, pages: pages.length };
}
