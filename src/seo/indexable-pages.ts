import { MAX_SHARED, sharedFraction, shingleSet, type Shingles, type SwappedNames } from './shingles.ts';

/** One service-in-town page as the selection sees it: its groups and a model of its text. */
export interface LocalPageModel {
  service: string;
  town: string;
  names: SwappedNames;
  /** The page's text in the order it shows it (see templates/pages/service-location-text.ts). */
  text: string[];
}

/** A page model measured: its groups and its shingles, e.g. `{ service: 'ups-systems', town: 'goole', shingles }`. */
export type MeasuredPageModel = Pick<LocalPageModel, 'service' | 'town'> & { shingles: Shingles };

/** Below MAX_SHARED: the selection measures a model of each page's text, not the words the template adds; `ctsite check` measures the built pages. */
export const SELECTION_LIMIT = MAX_SHARED - 0.03;

/** The key of a service-in-town page in the selection's answer, e.g. `ups-systems/goole`. */
export const localPageKey = (page: { service: string; town: string }) => `${page.service}/${page.town}`;

/**
 * The `service/town` keys of the indexed service-in-town pages: the most text first, each taken only if it
 * shares at most SELECTION_LIMIT with every page already taken for its town and for its service.
 */
export function selectIndexedPages(pages: readonly LocalPageModel[]): Set<string> {
  return selectMeasuredPages(pages.map((page) => measurePageModel(page)));
}

/** A selection made before, e.g. of today's data: its measured pages and the keys of those it indexed. */
export interface PreviousSelection {
  measured: ReadonlyMap<string, MeasuredPageModel>;
  indexed: ReadonlySet<string>;
}

export interface SelectOptions {
  /** The measure of two pages; `ctsite report` passes sharedFraction remembered for each pair it has compared. */
  shared?: (a: Shingles, b: Shingles) => number;
  /**
   * The selection of the same pages before a few of them changed, e.g. by one addition `ctsite report` tries:
   * a page whose text, town and service kept their measure and their indexed pages is decided as it was.
   */
  previous?: PreviousSelection;
}

/** The selection over pages already measured: `ctsite report` selects again for every addition it tries. */
export function selectMeasuredPages(measured: readonly MeasuredPageModel[], options: SelectOptions = {}): Set<string> {
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
  const change = (page: MeasuredPageModel) => {
    changedTowns.add(page.town);
    changedServices.add(page.service);
  };
  const isSame = (page: MeasuredPageModel) => previous?.measured.get(localPageKey(page))?.shingles === page.shingles;
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
      const fits = (other: Shingles) => shared(page.shingles, other) <= SELECTION_LIMIT;
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

/**
 * Shingles by page text, kept between the builds of `ctsite serve`, where an edit changes a few pages' text.
 * A single build measures each text once: keeping them there would only hold them in its heap while it renders.
 */
const shingleCache = new Map<string, Shingles>();
const SHINGLE_CACHE_LIMIT = 20_000;
let keeping = false;

/** From now on, this process keeps measured shingles for the builds that follow (`ctsite serve`). */
export function keepShingles(): void {
  keeping = true;
}

/** A page model's shingles, once per distinct text where kept; `remember: false` for the many texts `ctsite report` tries. */
export function measurePageModel(page: LocalPageModel, options: { remember?: boolean } = {}): MeasuredPageModel {
  const text = page.text.join(' ');
  if (options.remember === false || !keeping) return { service: page.service, town: page.town, shingles: shingleSet(text, page.names) };
  const key = `${page.names.service}\u0000${page.names.town}\u0000${text}`;
  let shingles = shingleCache.get(key);
  if (!shingles) {
    if (shingleCache.size >= SHINGLE_CACHE_LIMIT) shingleCache.clear();
    shingles = shingleSet(text, page.names);
    shingleCache.set(key, shingles);
  }
  return { service: page.service, town: page.town, shingles };
}
