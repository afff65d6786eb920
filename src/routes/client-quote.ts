import type { Testimonial } from '../data/schemas/testimonial.ts';
import type { SiteData } from '../data/site-data.ts';

/** What a landing page is about, for choosing the client it quotes. */
export interface QuoteFor {
  /** The page's town (a location slug): its own clients, when it has any, are the only ones it quotes. */
  town?: string;
  /** The page's service: a client of that service comes first. */
  service?: string;
  /** Industries in order (an industry page's own, a town's by its sectors): a client in the first that has one. */
  industries?: readonly string[];
  /** The lowest rating the page may show, e.g. 5 beside a "5-Star Service" claim. */
  minRating?: number;
}

/**
 * The named client a landing page quotes (docs/decisions.md#client-quotes), or none: among the town's own clients
 * when the page has a town that has any, else among all, one rated at least `minRating`, of the service, else of the
 * first of the industries, else (on a town's page) its first. A page that must show a client falls back to
 * `featuredClient`.
 */
export function clientQuote(data: SiteData, about: QuoteFor): Testimonial | undefined {
  const { town, service, industries = [], minRating = 1 } = about;
  const ofTown = town === undefined ? [] : data.testimonials.filter((testimonial) => testimonial.location === town);
  const pool = (ofTown.length > 0 ? ofTown : data.testimonials).filter((testimonial) => testimonial.rating >= minRating);
  return (
    (service === undefined ? undefined : pool.find((testimonial) => testimonial.services.includes(service))) ??
    industries.map((industry) => pool.find((testimonial) => testimonial.industries.includes(industry))).find((found) => found !== undefined) ??
    (ofTown.length > 0 ? pool[0] : undefined)
  );
}

/** The first featured client, for a page with no client of its own. The cross-check requires featured ones. */
export function featuredClient(data: SiteData): Testimonial {
  return data.testimonials.find((testimonial) => testimonial.featured) ?? data.testimonials[0]!;
}

/** The industries of a town's trades (its `sectors`, through data/sectors.json), in the town's order. */
export function townIndustries(data: SiteData, sectors: readonly string[]): string[] {
  return sectors.flatMap((slug) => data.sectors.find((sector) => sector.slug === slug)?.industries ?? []);
}
