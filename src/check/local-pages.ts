import { measureLocalPage } from '../seo/page-text.ts';
import { MAX_SHARED, sharedFraction, type Shingles } from '../seo/shingles.ts';
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

/** Every service-in-town page of a built site, with its shingles; with `keep`, those it keeps (each page read in turn, one at a time). */
export function measureLocalPages(pages: readonly BuiltPage[], keep: (page: MeasuredLocalPage) => boolean = () => true): MeasuredLocalPage[] {
  return pages.flatMap((page) => {
    if (page.kind !== 'serviceInLocation') return [];
    const measured = measureLocalPage(page.bytes);
    if (!measured) return [];
    const local = { pathname: page.pathname, ...measured.names, indexed: !page.noindex, shingles: measured.shingles };
    return keep(local) ? [local] : [];
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
  // Only the indexed pages are compared: the others' shingles (most of the pages of a large site) are counted and dropped.
  let total = 0;
  const measured = measureLocalPages(pages, (page) => {
    total += 1;
    return page.indexed;
  });
  const problems = overSharedPairs(measured).map(({ a, b, shared, by }) => ({
    gate: 'local pages',
    page: a,
    problem: `shares ${Math.round(shared * 100)}% of its text with ${b} (same ${by}), over the ${MAX_SHARED * 100}% limit`,
    fix: 'Give one of the two pages more of its own (a sector pairing in data/sector-services.json, a project, a town note), or let the build leave it out of the index.',
  }));
  return { problems, indexed: measured.length, total };
}
