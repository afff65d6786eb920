import type { ReactElement } from 'react';
import type { SiteData } from '../data/site-data.ts';
import type { JsonLdNode } from '../seo/json-ld.ts';
import type { RouteId, RouteParams } from './patterns.ts';

export type RouteKind = 'page' | 'redirect' | 'not-found';

/** A reference to a page by route id, e.g. `{ id: 'service', params: { service: 'emergency-exit-lighting' } }`. */
export type RouteRef = {
  [Id in RouteId]: { id: Id; params?: RouteParams<Id>; hash?: string };
}[RouteId];

/** One step of a breadcrumb trail; the last one is the current page and has no link. */
export interface Crumb {
  label: string;
  to?: RouteRef;
}

/** What each page says about itself for the head, the breadcrumbs and search engines. */
export interface EntryMeta {
  /** The document title, complete, e.g. "Emergency & Exit Lighting in Goole – Expert Local Electricians". */
  title: string;
  /** The meta description, 70-160 characters, unique to the page. */
  description: string;
  /** The trail from home to this page, shown and emitted as BreadcrumbList. */
  breadcrumbs?: Crumb[];
  /**
   * Set for a page that works for visitors and links but is kept out of search results and sitemap.xml,
   * e.g. a service-in-town page with too little of its own to say (src/seo/indexable-pages.ts).
   */
  robots?: 'noindex, follow';
}

/** Turns hrefs and absolute URLs out of route references; throws for a page that does not exist. */
export interface Links {
  href<Id extends RouteId>(id: Id, ...rest: keyof RouteParams<Id> extends never ? [params?: Record<string, never>, hash?: string] : [params: RouteParams<Id>, hash?: string]): string;
  hrefTo(ref: RouteRef): string;
  absoluteUrl(pathname: string): string;
}

/** One expanded route: a file in the output. */
export interface ResolvedRoute {
  id: RouteId;
  kind: RouteKind;
  /** Its identity across two loads of the data (`routeKey`), e.g. `area|location=goole`. */
  key: string;
  /** Root-relative URL, e.g. `/services/emergency-exit-lighting/goole/`. */
  pathname: string;
  params: Readonly<Record<string, string>>;
  /** Output file relative to the output folder, e.g. `services/emergency-exit-lighting/goole/index.html`. */
  outFile: string;
  meta: EntryMeta;
  /** Where a redirect leads. */
  redirectTo?: RouteRef;
  /** Whether the page belongs in sitemap.xml (canonical pages answering 200). */
  inSitemap: boolean;
  /** The props the page's template receives (null for redirects). */
  props: unknown;
  /** The page body, with its props bound; called at render time. */
  element(): ReactElement;
  /** JSON-LD nodes besides the breadcrumbs, built at render time when links exist. */
  structuredData(links: Links): JsonLdNode[];
}

/** A page route's entry: its parameters, the props its template receives and its meta. */
export interface PageEntry<Props> {
  params: Record<string, string>;
  props: Props;
  meta: EntryMeta;
  /** An address other than the pattern's, e.g. Hull's `/commercial-electrician-hull/`; built in routes/ only. */
  pathname?: string;
}

/** A redirect route's entry: its parameters and its target. */
export interface RedirectEntry {
  params: Record<string, string>;
  to: RouteRef;
  /** What the old address opens, e.g. "New Construction Wiring" for `/services/industrial-installations/`. */
  label: string;
}

export interface RouteDefinitionBase {
  id: RouteId;
  /**
   * Relative to the project: the file that defines this route, e.g. `src/routes/definitions/services.tsx`,
   * and the template its pages render, e.g. `templates/pages/service-page.tsx`. What `ctsite check` names
   * as the source of a problem no data value explains, and what `ctsite routes` prints; a test holds both
   * to the modules that export the definition and the component.
   */
  definitionFile: string;
  templateFile: string;
}

/** A kind of page: its template and how to enumerate its entries from the data. */
export interface PageDefinition<Props> extends RouteDefinitionBase {
  kind: 'page' | 'not-found';
  template: (props: Props) => ReactElement;
  paths(data: SiteData): PageEntry<Props>[];
  structuredData?(props: Props, links: Links, data: SiteData): JsonLdNode[];
}

export interface RedirectDefinition extends RouteDefinitionBase {
  kind: 'redirect';
  paths(data: SiteData): RedirectEntry[];
}
