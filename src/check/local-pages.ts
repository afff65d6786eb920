import { MAX_SHARED, sharedFraction, shingleSet, type Shingles } from '../seo/shingles.ts';
import { decodeText } from './page-basics.ts';
import type { CheckProblem } from './check-report.ts';
import type { BuiltPage } from './read-built-pages.ts';

/** A built service-in-town page as the measure sees it. */
export interface MeasuredLocalPage {
  pathname: string;
  service: string;
  town: string;
  indexed: boolean;
  shingles: Shingles;
}

const textOf = (html: string) => decodeText(html.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();

/** The text a reader sees in a page's <main>: every tag a word boundary, entities decoded. */
export function mainText(html: string): string {
  return textOf(/<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '');
}

/** The service's and the town's names from the page's breadcrumb trail: Home / Services / {service} / {town}. */
function namesOf(html: string): { service: string; town: string } | undefined {
  const trail = /<nav aria-label="Breadcrumb"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  const crumbs = [...trail.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((match) => textOf(match[1] ?? '').replace(/^\/\s*/, ''));
  const [service, town] = crumbs.slice(-2);
  return crumbs.length >= 4 && service && town ? { service, town } : undefined;
}

/** Every service-in-town page of a built site, with its shingles. */
export function measureLocalPages(pages: readonly BuiltPage[]): MeasuredLocalPage[] {
  return pages.flatMap((page) => {
    if (page.kind !== 'serviceInLocation') return [];
    const names = namesOf(page.html);
    if (!names) return [];
    return [{ pathname: page.pathname, ...names, indexed: !page.noindex, shingles: shingleSet(mainText(page.html), names) }];
  });
}

/** The pairs of indexed pages, of one town or of one service, that share more than the limit. */
export function overSharedPairs(pages: readonly MeasuredLocalPage[], limit = MAX_SHARED): { a: string; b: string; shared: number; by: 'town' | 'service' }[] {
  const indexed = pages.filter((page) => page.indexed);
  const pairs: ReturnType<typeof overSharedPairs> = [];
  for (const [index, a] of indexed.entries()) {
    for (const b of indexed.slice(index + 1)) {
      const by = a.town === b.town ? 'town' : a.service === b.service ? 'service' : undefined;
      if (!by) continue;
      const shared = sharedFraction(a.shingles, b.shingles);
      if (shared > limit) pairs.push({ a: a.pathname, b: b.pathname, shared, by });
    }
  }
  return pairs;
}

/**
 * No doorway pages (issue 13): two indexed service-in-town pages of one town, or of one service, share at
 * most half their text. A page that cannot say enough of its own belongs out of the index.
 */
export function checkLocalPages(pages: readonly BuiltPage[]): { problems: CheckProblem[]; indexed: number; total: number } {
  const measured = measureLocalPages(pages);
  const problems = overSharedPairs(measured).map(({ a, b, shared, by }) => ({
    gate: 'local pages',
    page: a,
    problem: `shares ${Math.round(shared * 100)}% of its text with ${b} (same ${by}), over the ${MAX_SHARED * 100}% limit`,
    fix: 'Give one of the two pages more of its own (a sector pairing in data/sector-services.json, a project, a town note), or let the build leave it out of the index.',
  }));
  return { problems, indexed: measured.filter((page) => page.indexed).length, total: measured.length };
}
