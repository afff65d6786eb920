import { measureLocalPage } from './page-text.ts';
import { MAX_SHARED, sharedFraction, type Shingles } from './shingles.ts';

/** A rendered service-in-town page measured (src/seo/page-text.ts): its service, its town and its shingles, e.g. `{ service: 'ups-systems', town: 'goole', shingles }`. */
export interface MeasuredPage {
  service: string;
  town: string;
  shingles: Shingles;
}

/** A rendered service-in-town page measured for the selection; one without a breadcrumb trail to measure by has no text of its own. */
export function measurePage(page: { service: string; town: string }, html: Buffer): MeasuredPage {
  return { ...page, shingles: measureLocalPage(html)?.shingles ?? new Int32Array() };
}

/** The key of a service-in-town page in the selection's answer, e.g. `ups-systems/goole`. */
export const localPageKey = (page: { service: string; town: string }) => `${page.service}/${page.town}`;

/** A choice made: every page's measure and the keys of those indexed; `ctsite serve`'s next partial rebuild starts from it. */
export interface Selection {
  measured: ReadonlyMap<string, MeasuredPage>;
  indexed: ReadonlySet<string>;
}

/**
 * The `service/town` keys of the service-in-town pages offered to search engines: the most text first, each taken
 * only if it shares at most MAX_SHARED (the limit `ctsite check` holds the built pages to) with every page already
 * taken for its town and for its service (docs/decisions.md#which-local-pages-are-indexed). `shared`: the measure of
 * two pages; `ctsite report` passes one that remembers each pair it has compared.
 */
export function selectIndexedPages(measured: readonly MeasuredPage[], shared = sharedFraction): Set<string> {
  const byTown = new Map<string, Shingles[]>();
  const byService = new Map<string, Shingles[]>();
  const indexed = new Set<string>();
  const order = [...measured].sort((a, b) => b.shingles.length - a.shingles.length || localPageKey(a).localeCompare(localPageKey(b)));
  for (const page of order) {
    const sameTown = listIn(byTown, page.town);
    const sameService = listIn(byService, page.service);
    const fits = (other: Shingles) => shared(page.shingles, other) <= MAX_SHARED;
    if (!sameTown.every(fits) || !sameService.every(fits)) continue;
    indexed.add(localPageKey(page));
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
