import type { ReactElement } from 'react';
import type { JsonLdNode } from '../seo/json-ld.ts';
import type { RouteId, RouteParams } from './patterns.ts';
import type { QuoteFrom } from './quote-form.ts';

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
  /** Keeps a page out of search results and sitemap.xml, e.g. a service-in-town page with too little of its own to say. */
  robots?: 'noindex, follow';
  /**
   * A service-in-town page, by the slugs of its service and town: `noindex, follow` until the build, having rendered
   * it, offers it to search engines for what its text says of its own (src/seo/indexable-pages.ts).
   */
  localPage?: { service: string; town: string };
}

/** Turns hrefs and absolute URLs out of route references; throws for a page that does not exist. */
export interface Links {
  href<Id extends RouteId>(id: Id, ...rest: keyof RouteParams<Id> extends never ? [params?: Record<string, never>, hash?: string] : [params: RouteParams<Id>, hash?: string]): string;
  hrefTo(ref: RouteRef): string;
  /** The quote form's address, carrying where the request comes from, e.g. `/contact/?service=backup-power-systems&town=hull#quote` (src/routes/quote-form.ts). */
  quoteForm(from?: QuoteFrom): string;
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
  redirectTo?: RouteRef;
  /** Whether the page belongs in sitemap.xml (canonical pages answering 200). */
  inSitemap: boolean;
  /** The props the page's template receives (null for redirects): compared between two loads of the data by `ctsite serve`. */
  props: unknown;
  /** The page body, with its props bound; called at render time. */
  element(): ReactElement;
  /** JSON-LD nodes besides the breadcrumbs, built at render time when links exist. */
  structuredData(links: Links): JsonLdNode[];
}
