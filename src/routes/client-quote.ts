import type { Testimonial } from '../data/schemas/testimonial.ts';
import type { SiteData } from '../data/site-data.ts';

/**
 * The client's words a landing page shows: those of a client of that very service (data/testimonials.json's
 * `services`), else of the first of the given industries that has one (`industries`: an industry page's own, a
 * town's by its sectors, data/sectors.json), else the first featured ones, so that every such page has a named
 * client's proof.
 */
export function clientQuote(data: SiteData, about: { service?: string; industries?: readonly string[] }): Testimonial {
  const { service, industries = [] } = about;
  const own =
    (service === undefined ? undefined : data.testimonials.find((testimonial) => testimonial.services.includes(service))) ??
    industries.map((industry) => data.testimonials.find((testimonial) => testimonial.industries.includes(industry))).find((found) => found !== undefined);
  // The cross-check requires featured testimonials for the home page, so one exists.
  return own ?? data.testimonials.find((testimonial) => testimonial.featured) ?? data.testimonials[0]!;
}

/** The industries of a town's trades (its `sectors`, through data/sectors.json), in the town's order. */
export function townIndustries(data: SiteData, sectors: readonly string[]): string[] {
  return sectors.flatMap((slug) => data.sectors.find((sector) => sector.slug === slug)?.industries ?? []);
}
