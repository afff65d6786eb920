import type { ReactElement } from 'react';
import type { SiteData } from '../data/site-data.ts';
import type { JsonLdNode } from '../seo/json-ld.ts';
import { routePatterns, type RouteId } from './patterns.ts';
import type { EntryMeta, Links, ResolvedRoute, RouteKind } from './types.ts';

/** A route entry before its address is resolved: what every definition expands to. */
export type DraftRoute = Omit<ResolvedRoute, 'key' | 'pathname' | 'outFile' | 'inSitemap'> & { pathname?: string };

/** A definition with its props type erased behind closures, so definitions of any props fit one list. */
export interface RouteDefinition {
  id: RouteId;
  kind: RouteKind;
  /** Its URL pattern, from patterns.ts, e.g. `/services/[service]/`. */
  pattern: string;
  /**
   * Relative to the project: the file that defines the route and the template its pages render, as
   * `ctsite check` and `ctsite routes` name them; a test holds both to the modules that export them.
   */
  definitionFile: string;
  templateFile: string;
  /** `earlier`: the routes of the definitions listed before this one, for a redirect that names its target by address. */
  expand(data: SiteData, earlier: EarlierRoutes): DraftRoute[];
}

/** The routes resolved so far, while the table expands, e.g. every page when the owner's redirects expand. */
export interface EarlierRoutes {
  routes: readonly ResolvedRoute[];
  /** The route at an address, e.g. `/services/ev-charging/hull/`. */
  find(pathname: string): ResolvedRoute | undefined;
}

/** A page route's entry; `pathname` replaces the pattern's address, e.g. Hull's `/commercial-electrician-hull/`. */
export interface PageEntry<Props> {
  /** Default: none. */
  params?: Record<string, string>;
  props: Props;
  meta: EntryMeta;
  pathname?: string;
}

/** A kind of page: its template and how to list its entries from the data. */
export interface PageDefinition<Props> extends Pick<RouteDefinition, 'id' | 'definitionFile' | 'templateFile'> {
  /** Default: `page`. */
  kind?: 'page' | 'not-found';
  template: (props: Props) => ReactElement;
  /** Every page of the kind; a kind with one page gives its entry alone. */
  paths(data: SiteData): PageEntry<Props>[] | PageEntry<Props>;
  structuredData?(props: Props, links: Links, data: SiteData): JsonLdNode[];
}

export function definePage<Props>(definition: PageDefinition<Props>): RouteDefinition {
  const { id, kind = 'page', definitionFile, templateFile } = definition;
  return {
    id,
    kind,
    pattern: routePatterns[id],
    definitionFile,
    templateFile,
    expand: (data) =>
      [definition.paths(data)].flat().map((entry) => ({
        id,
        kind,
        params: entry.params ?? {},
        ...(entry.pathname === undefined ? {} : { pathname: entry.pathname }),
        meta: entry.meta,
        props: entry.props,
        element: () => definition.template(entry.props),
        structuredData: (links) => definition.structuredData?.(entry.props, links, data) ?? [],
      })),
  };
}

/** "About Us | CT Electrical Contractors": every document title except those the brief fixes (docs/decisions.md#names-and-numbers-the-site-must-keep). */
export function brandTitle(data: SiteData, title: string): string {
  return `${title} | ${data.company.name}`;
}
