import { cacheKey } from '../output/content-hash.ts';
import type { EarlierRoutes, RouteDefinition } from '../routes/define-route.ts';
import type { RouteId } from '../routes/patterns.ts';
import { quoteFormHref } from '../routes/quote-form.ts';
import { routeKey, type RouteTable } from '../routes/route-table.ts';
import type { Links, ResolvedRoute, RouteRef } from '../routes/types.ts';
import { readsAny, type PathIds, type Reads, type ReadTracker } from './read-tracker.ts';

/** The path a page's link to another page is noted under: it changes when that page's address does. */
const linkPath = (key: string) => `route:${key}`;

/** The same as the route table's links, noting each page linked to, and the site URL for absolute ones. */
export function trackLinks(links: Links, tracker: ReadTracker<object>): Links {
  const hrefTo = (ref: RouteRef) => {
    tracker.note(linkPath(routeKey(ref.id, ref.params)));
    return links.hrefTo(ref);
  };
  return {
    href: ((id, params, hash) => hrefTo({ id, params, hash } as RouteRef)) as Links['href'],
    hrefTo,
    quoteForm: (from = {}) => quoteFormHref(from, hrefTo),
    absoluteUrl(pathname) {
      tracker.note('company.siteUrl');
      return links.absoluteUrl(pathname);
    },
  };
}

/** Every page's address by its link path, compared between two route tables like data values. */
export function linkTargets(table: RouteTable): Map<string, string> {
  return new Map(table.routes.map((route) => [linkPath(route.key), route.pathname]));
}

/**
 * A route's address, meta and props, as a hash: data entries are named by their path (their reads are
 * noted as the page renders), values computed from the data (a drive time) are compared in full.
 */
export function inputSignature(route: ResolvedRoute, tracker: ReadTracker<object>): string {
  try {
    return signatureOf([route.kind, route.pathname, route.outFile, route.inSitemap, route.meta, route.redirectTo ?? null, route.props], tracker);
  } catch (error) {
    throw new Error(`the props of ${route.pathname} cannot be compared between two loads of the data: ${(error as Error).message}`, { cause: error });
  }
}

export function signatureOf(value: unknown, tracker: ReadTracker<object>): string {
  const json = JSON.stringify(value, (_key, item: unknown) => {
    // A function's result is invisible to the comparison, so a page could be left stale: refuse it.
    if (typeof item === 'function') throw new TypeError('they hold a function; pass the values it would compute instead');
    if (typeof item !== 'object' || item === null) return item;
    const path = tracker.pathOfWrapped(item);
    return path === undefined ? item : `@data:${path}`;
  });
  return cacheKey(json ?? 'undefined');
}

/**
 * Noted when a definition looks at the routes listed before it (the owner's redirects find their targets by address):
 * those are not data, so such a definition is expanded again at every rebuild.
 */
const EARLIER_ROUTES = 'routes:earlier';

/** The definitions, noting what each reads while it expands: one whose reads are unchanged expands the same. */
export function trackedDefinitions(definitions: readonly RouteDefinition[], tracker: ReadTracker<object>, reads: Map<RouteId, Reads>): RouteDefinition[] {
  return definitions.map((definition) => ({
    ...definition,
    expand(data, earlier) {
      const noted: EarlierRoutes = {
        get routes() {
          tracker.note(EARLIER_ROUTES);
          return earlier.routes;
        },
        find(pathname) {
          tracker.note(EARLIER_ROUTES);
          return earlier.find(pathname);
        },
      };
      const tracked = tracker.track(() => definition.expand(data, noted));
      reads.set(definition.id, tracked.reads);
      return tracked.value;
    },
  }));
}

/** The definitions whose expansion read none of the `changed` paths' ids, nor the routes before them: their routes can be kept. */
export function keptDefinitions(expansion: ReadonlyMap<RouteId, Reads>, changed: readonly number[], ids: PathIds): Set<RouteId> {
  const stale = [...changed, ids.id(EARLIER_ROUTES)];
  return new Set([...expansion].filter(([, reads]) => !readsAny(reads, stale)).map(([id]) => id));
}
