import { MAX_SHARED, sharedFraction, type Shingles } from './shingles.ts';

/** A rendered service-in-town page measured (src/seo/page-text.ts): its service, its town and its shingles, e.g. `{ service: 'ups-systems', town: 'goole', shingles }`. */
export interface MeasuredPage {
  service: string;
  town: string;
  shingles: Shingles;
}

/** The key of a service-in-town page in the selection's answer, e.g. `ups-systems/goole`. */
export const localPageKey = (page: { service: string; town: string }) => `${page.service}/${page.town}`;

/** A selection made before, e.g. of today's data: its measured pages and the keys of those it indexed. */
export interface PreviousSelection {
  measured: ReadonlyMap<string, MeasuredPage>;
  indexed: ReadonlySet<string>;
}

export interface SelectOptions {
  /** The measure of two pages; `ctsite report` passes sharedFraction remembered for each pair it has compared. */
  shared?: (a: Shingles, b: Shingles) => number;
  /**
   * The selection of the same pages before a few of them changed, e.g. by an edit `ctsite serve` renders or one addition `ctsite report` tries:
   * a page whose text, town and service kept their measure and their indexed pages is decided as it was.
   */
  previous?: PreviousSelection;
}

/**
 * The `service/town` keys of the service-in-town pages offered to search engines: the most text first, each taken
 * only if it shares at most MAX_SHARED (the limit `ctsite check` holds the built pages to) with every page already
 * taken for its town and for its service (docs/decisions.md#which-local-pages-are-indexed).
 */
export function selectIndexedPages(measured: readonly MeasuredPage[], options: SelectOptions = {}): Set<string> {
  const { shared = sharedFraction, previous } = options;
  const byTown = new Map<string, Shingles[]>();
  const byService = new Map<string, Shingles[]>();
  const indexed = new Set<string>();
  // A town or service is changed once its list of indexed pages may differ from the previous selection's at
  // this point of the order: from the start where a changed page was indexed before, from there on where a
  // changed page is indexed now or a page is decided otherwise than before. The other pages come in the same
  // order as before (same size, same key), meet the same indexed pages and are decided as before.
  const changedTowns = new Set<string>();
  const changedServices = new Set<string>();
  const change = (page: MeasuredPage) => {
    changedTowns.add(page.town);
    changedServices.add(page.service);
  };
  const isSame = (page: MeasuredPage) => previous?.measured.get(localPageKey(page))?.shingles === page.shingles;
  if (previous) for (const page of measured) if (!isSame(page) && previous.indexed.has(localPageKey(page))) change(page);
  const order = [...measured].sort((a, b) => b.shingles.length - a.shingles.length || localPageKey(a).localeCompare(localPageKey(b)));
  for (const page of order) {
    const key = localPageKey(page);
    const sameTown = listIn(byTown, page.town);
    const sameService = listIn(byService, page.service);
    const same = isSame(page);
    let taken: boolean;
    if (previous && same && !changedTowns.has(page.town) && !changedServices.has(page.service)) taken = previous.indexed.has(key);
    else {
      const fits = (other: Shingles) => shared(page.shingles, other) <= MAX_SHARED;
      taken = sameTown.every(fits) && sameService.every(fits);
      if (previous && (same ? taken !== previous.indexed.has(key) : taken)) change(page);
    }
    if (!taken) continue;
    indexed.add(key);
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
