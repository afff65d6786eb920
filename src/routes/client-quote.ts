import type { Testimonial } from '../data/schemas/testimonial.ts';
import type { SiteData } from '../data/site-data.ts';

/**
 * The client's words a landing page shows: those of a client of that very service or industry
 * (data/testimonials.json's `services` and `industries`), else the first featured ones, so that every such
 * page has a named client's proof.
 */
export function clientQuote(data: SiteData, about: { service: string } | { industry: string }): Testimonial {
  const own = data.testimonials.find((testimonial) => ('service' in about ? testimonial.services.includes(about.service) : testimonial.industries.includes(about.industry)));
  // The cross-check requires featured testimonials for the home page, so one exists.
  return own ?? data.testimonials.find((testimonial) => testimonial.featured) ?? data.testimonials[0]!;
}
