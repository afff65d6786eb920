import type { RouteId } from './patterns.ts';
import type { RouteRef } from './types.ts';

/**
 * Where a quote request comes from, as the quote form's query parameters (docs/decisions.md#quote-links), e.g.
 * `{ service: 'backup-power-systems', town: 'hull' }` for `/contact/?service=backup-power-systems&town=hull#quote`.
 * Each value is the slug of a page that exists; nothing a visitor typed ever goes here.
 */
export interface QuoteFrom {
  /** A catalogue service (data/services.json), e.g. `backup-power-systems`. */
  service?: string;
  /** A town (data/locations.json), e.g. `hull`. */
  town?: string;
  /** An industry (data/industries.json), e.g. `crop-farms`. */
  industry?: string;
}

export type QuoteParam = keyof QuoteFrom;

/**
 * Each parameter, in the address's order, with the page whose existence makes its value valid: a service's page,
 * a town's area page, an industry's page. The route parameter is the one that page's pattern names.
 */
export const QUOTE_PARAMS: readonly { param: QuoteParam; page: RouteId; routeParam: string }[] = [
  { param: 'service', page: 'service', routeParam: 'service' },
  { param: 'town', page: 'area', routeParam: 'location' },
  { param: 'industry', page: 'industry', routeParam: 'industry' },
];

/** The pages whose quote links carry where they come from, by route id; every other page links the bare form. */
const PAGES_WITH_CONTEXT: ReadonlySet<RouteId> = new Set<RouteId>(['service', 'serviceInLocation', 'area', 'areaServices', 'industry']);

/**
 * What a page says about where its quote requests come from, read from its route: a service page its service, an
 * area or per-area services page its town, a service-in-town page both, an industry page its industry; `{}` for
 * every other page.
 */
export function quoteFromRoute(route: { id: RouteId; params: Readonly<Record<string, string>> }): QuoteFrom {
  if (!PAGES_WITH_CONTEXT.has(route.id)) return {};
  const from: QuoteFrom = {};
  for (const { param, routeParam } of QUOTE_PARAMS) {
    const value = route.params[routeParam];
    if (value !== undefined) from[param] = value;
  }
  return from;
}

/**
 * The quote form's address with the query that `from` gives, e.g. `/contact/?service=backup-power-systems&town=hull#quote`,
 * or `/contact/#quote` for `{}`. `hrefTo` resolves each value's page, and so throws for a slug with no page.
 */
export function quoteFormHref(from: QuoteFrom, hrefTo: (ref: RouteRef) => string): string {
  const query = new URLSearchParams();
  for (const { param, page, routeParam } of QUOTE_PARAMS) {
    const value = from[param];
    if (value === undefined) continue;
    hrefTo({ id: page, params: { [routeParam]: value } } as RouteRef);
    query.set(param, value);
  }
  const search = query.size > 0 ? `?${query.toString()}` : '';
  const contact = hrefTo({ id: 'contact' });
  return `${contact}${search}#quote`;
}
