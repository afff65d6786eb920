import { MAX_SHARED, sharedFraction, shingleSet, type SwappedNames } from './shingles.ts';

/** One service-in-town page as the selection sees it: its groups and a model of its text. */
export interface LocalPageModel {
  service: string;
  town: string;
  names: SwappedNames;
  /** The page's text in the order it shows it (see templates/pages/service-location-text.ts). */
  text: string[];
}

/**
 * The selection works on a model of each page's text, so it leaves room for the words the template adds
 * itself; `ctsite check` measures the built pages against the real limit.
 */
export const SELECTION_LIMIT = MAX_SHARED - 0.03;

/**
 * Which service-in-town pages are indexed: the ones with the most text of their own first, each taken only
 * if it shares at most SELECTION_LIMIT with every page already taken for its town and for its service.
 * Returns the `service/town` keys of the indexed pages.
 */
export function selectIndexedPages(pages: readonly LocalPageModel[]): Set<string> {
  const measured = pages.map((page) => ({ ...page, shingles: cachedShingles(page) }));
  const byTown = new Map<string, Set<number>[]>();
  const byService = new Map<string, Set<number>[]>();
  const indexed = new Set<string>();
  const order = [...measured].sort((a, b) => b.shingles.size - a.shingles.size || `${a.service}/${a.town}`.localeCompare(`${b.service}/${b.town}`));
  for (const page of order) {
    const sameTown = listIn(byTown, page.town);
    const sameService = listIn(byService, page.service);
    const fits = (other: Set<number>) => sharedFraction(page.shingles, other) <= SELECTION_LIMIT;
    if (!sameTown.every(fits) || !sameService.every(fits)) continue;
    indexed.add(`${page.service}/${page.town}`);
    sameTown.push(page.shingles);
    sameService.push(page.shingles);
  }
  return indexed;
}

function listIn<Value>(map: Map<string, Value[]>, key: string): Value[] {
  const list = map.get(key) ?? [];
  map.set(key, list);
  return list;
}

/**
 * Shingles by page text, kept between builds of one process: in `ctsite serve` an edit changes a few pages'
 * text, and the other six hundred are not measured again. Emptied when it outgrows any real site.
 */
const shingleCache = new Map<string, Set<number>>();
const SHINGLE_CACHE_LIMIT = 20_000;

function cachedShingles(page: LocalPageModel): Set<number> {
  const text = page.text.join(' ');
  const key = `${page.names.service}\u0000${page.names.town}\u0000${text}`;
  const cached = shingleCache.get(key);
  if (cached) return cached;
  if (shingleCache.size >= SHINGLE_CACHE_LIMIT) shingleCache.clear();
  const shingles = shingleSet(text, page.names);
  shingleCache.set(key, shingles);
  return shingles;
}
