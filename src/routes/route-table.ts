import type { SiteData } from '../data/site-data.ts';
import { createError } from '../errors/ctsite-error.ts';
import type { DraftRoute, EarlierRoutes, RouteDefinition } from './define-route.ts';
import { createAbsoluteUrl, outputPathFor } from './output-path.ts';
import { fillPattern, routePatterns, type RouteId } from './patterns.ts';
import { quoteFormHref } from './quote-form.ts';
import type { Links, ResolvedRoute, RouteRef } from './types.ts';

/** Every file the build writes, expanded from the data once and read by everything else. */
export interface RouteTable {
  routes: readonly ResolvedRoute[];
  /** Canonical pages, in table order. */
  pages: readonly ResolvedRoute[];
  redirects: readonly ResolvedRoute[];
  /** The page for unknown addresses (`404.html`); no navigation links to it. */
  notFound: ResolvedRoute;
  links: Links;
  find(pathname: string): ResolvedRoute | undefined;
}

/** A route's identity across two loads of the data, e.g. `serviceInLocation|location=goole&service=ev-charging`. */
export const routeKey = (id: RouteId, params: Readonly<Record<string, string>> = {}) =>
  `${id}|${Object.keys(params).sort().map((name) => `${name}=${params[name]}`).join('&')}`;

/** A route's params' values in the order of their names: unique among the routes of one id, whose params have the same names. */
function valuesKey(params: Readonly<Record<string, string>>): string {
  const names = Object.keys(params);
  if (names.length === 1) return params[names[0] as string] as string;
  if (names.length === 2) {
    const [a, b] = names as [string, string];
    return a < b ? `${params[a]}\u0000${params[b]}` : `${params[b]}\u0000${params[a]}`;
  }
  return names
    .sort()
    .map((name) => params[name])
    .join('\u0000');
}

function sameParams(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const names = Object.keys(a);
  return names.length === Object.keys(b).length && names.every((name) => Object.hasOwn(b, name) && b[name] === a[name]);
}

/** Routes of an earlier expansion to keep as they are, for the definitions that would expand into them again. */
export interface KeptRoutes {
  /** The earlier table: used as it is when every definition is kept and the site URL is the same. */
  table: RouteTable;
  /** The definitions whose expansion read nothing that changed since (`ctsite serve`'s partial rebuild decides). */
  definitions: ReadonlySet<RouteId>;
}

/**
 * Expands every definition against the data (or keeps its routes of an earlier expansion), resolves each address
 * and output file, and stops on two routes that would write one file.
 */
export function createRouteTable(data: SiteData, definitions: readonly RouteDefinition[], options: { siteUrl?: string; keep?: KeptRoutes } = {}): RouteTable {
  const absoluteUrl = createAbsoluteUrl(options.siteUrl ?? data.company.siteUrl);
  // Every definition would expand into the routes it did: the same table (its lookups made again cost ~70 ms at 34,000 routes).
  const { keep } = options;
  if (keep && definitions.every((definition) => keep.definitions.has(definition.id)) && keep.table.links.absoluteUrl('/') === absoluteUrl('/')) return keep.table;
  // Links are resolved ~80,000 times a build: by id, then by the params' values alone (for most routes one
  // slug, used as it is), rather than by a key string built and hashed for every link.
  const byValues = new Map<RouteId, Map<string, ResolvedRoute>>();
  const byFile = new Map<string, ResolvedRoute>();

  const links: Links = {
    href: (id: RouteId, params?: Record<string, string>, hash?: string) => hrefTo({ id, params, hash } as RouteRef),
    hrefTo,
    quoteForm: (from = {}) => quoteFormHref(from, hrefTo),
    absoluteUrl,
  };

  function hrefTo(ref: RouteRef): string {
    const params = ref.params ?? {};
    const route = byValues.get(ref.id)?.get(valuesKey(params));
    if (!route || !sameParams(route.params, params)) throw createError('UnknownLink', { id: ref.id, params: JSON.stringify(ref.params ?? {}) });
    return ref.hash ? `${route.pathname}#${ref.hash}` : route.pathname;
  }

  const resolve = (draft: DraftRoute): ResolvedRoute => {
    const pathname = draft.pathname ?? fillPattern(routePatterns[draft.id], draft.params);
    return {
      id: draft.id,
      kind: draft.kind,
      key: routeKey(draft.id, draft.params),
      pathname,
      params: draft.params,
      outFile: outputPathFor(pathname),
      meta: draft.meta,
      ...(draft.redirectTo ? { redirectTo: draft.redirectTo } : {}),
      inSitemap: draft.kind === 'page' && draft.meta.robots === undefined,
      props: draft.props,
      element: draft.element,
      structuredData: draft.structuredData,
    };
  };

  // Definition by definition, so that one may look up the routes listed before it (the owner's redirects, by address).
  const routes: ResolvedRoute[] = [];
  const byPathname = new Map<string, ResolvedRoute>();
  const earlier: EarlierRoutes = { routes, find: (pathname) => byPathname.get(pathname) };
  const kept = keptById(options.keep);
  for (const definition of definitions) {
    for (const route of kept.get(definition.id) ?? definition.expand(data, earlier).map(resolve)) {
      const clash = byFile.get(route.outFile);
      if (clash) throw createError('RouteConflict', { outFile: route.outFile, first: describe(clash), second: describe(route) });
      byFile.set(route.outFile, route);
      byPathname.set(route.pathname, route);
      const ofId = byValues.get(route.id) ?? new Map<string, ResolvedRoute>();
      ofId.set(valuesKey(route.params), route);
      byValues.set(route.id, ofId);
      routes.push(route);
    }
  }

  for (const route of routes) {
    if (route.redirectTo) hrefTo(route.redirectTo);
  }

  const notFound = routes.find((route) => route.kind === 'not-found');
  if (!notFound) throw new Error('the route definitions have no not-found page');
  return { ...lookups(routes), notFound, links };
}

function keptById(keep: KeptRoutes | undefined): Map<RouteId, ResolvedRoute[]> {
  const byId = new Map<RouteId, ResolvedRoute[]>([...(keep?.definitions ?? [])].map((id) => [id, []]));
  if (keep) for (const route of keep.table.routes) byId.get(route.id)?.push(route);
  return byId;
}

/**
 * The table with the service-in-town pages that `isIndexed` chooses offered to search engines: no robots meta, in
 * sitemap.xml. The build decides once it has rendered them (src/pipeline/render-site.ts); until then they are noindex.
 */
export function withIndexedPages(table: RouteTable, isIndexed: (page: { service: string; town: string }) => boolean): RouteTable {
  const routes = table.routes.map((route) => {
    if (!route.meta.localPage || !isIndexed(route.meta.localPage)) return route;
    const meta = { ...route.meta };
    delete meta.robots;
    return { ...route, meta, inSitemap: route.kind === 'page' };
  });
  return { ...table, ...lookups(routes) };
}

/** A table's routes with what it finds among them: its pages, its redirects and the route at each address. */
function lookups(routes: readonly ResolvedRoute[]): Pick<RouteTable, 'routes' | 'pages' | 'redirects' | 'find'> {
  const byPathname = new Map(routes.map((route) => [route.pathname, route]));
  return { routes, pages: routes.filter((route) => route.kind === 'page'), redirects: routes.filter((route) => route.kind === 'redirect'), find: (pathname) => byPathname.get(pathname) };
}

function describe(route: ResolvedRoute): string {
  const params = Object.entries(route.params).map(([name, value]) => `${name}=${value}`).join(', ');
  return `${route.id}${params ? ` (${params})` : ''}`;
}
