import type { SiteData } from '../data/site-data.ts';
import { routePatterns, type RouteId } from './patterns.ts';
import type { EntryMeta, Links, PageDefinition, RedirectDefinition, RouteKind, RouteRef } from './types.ts';
import type { ReactElement } from 'react';
import type { JsonLdNode } from '../seo/json-ld.ts';

/** A route entry before its address is resolved: what every definition expands to. */
export interface DraftRoute {
  id: RouteId;
  kind: RouteKind;
  params: Record<string, string>;
  pathname?: string;
  meta: EntryMeta;
  redirectTo?: RouteRef;
  /** What the template receives: compared between two loads of the data by `ctsite serve`'s partial rebuilds. */
  props: unknown;
  element(): ReactElement;
  structuredData(links: Links): JsonLdNode[];
}

/** A definition with its props type erased behind closures, so definitions of any props fit one list. */
export interface RouteDefinition {
  id: RouteId;
  kind: RouteKind;
  /** Its URL pattern, from patterns.ts, e.g. `/services/[service]/`. */
  pattern: string;
  definitionFile: string;
  templateFile: string;
  expand(data: SiteData): DraftRoute[];
}

export function definePage<Props>(definition: PageDefinition<Props>): RouteDefinition {
  return {
    id: definition.id,
    kind: definition.kind,
    pattern: routePatterns[definition.id],
    definitionFile: definition.definitionFile,
    templateFile: definition.templateFile,
    expand: (data) =>
      definition.paths(data).map((entry) => ({
        id: definition.id,
        kind: definition.kind,
        params: entry.params,
        ...(entry.pathname === undefined ? {} : { pathname: entry.pathname }),
        meta: entry.meta,
        props: entry.props,
        element: () => definition.template(entry.props),
        structuredData: (links) => definition.structuredData?.(entry.props, links, data) ?? [],
      })),
  };
}

export function defineRedirect(definition: RedirectDefinition, render: (to: RouteRef) => ReactElement): RouteDefinition {
  return {
    id: definition.id,
    kind: 'redirect',
    pattern: routePatterns[definition.id],
    definitionFile: definition.definitionFile,
    templateFile: definition.templateFile,
    expand: (data) =>
      definition.paths(data).map((entry) => ({
        id: definition.id,
        kind: 'redirect',
        params: entry.params,
        meta: { title: `${entry.label} has moved`, description: `${entry.label}: this address now redirects to its current page.` },
        redirectTo: entry.to,
        props: null,
        element: () => render(entry.to),
        structuredData: () => [],
      })),
  };
}
