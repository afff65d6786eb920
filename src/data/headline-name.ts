import type { Company } from './schemas/company.ts';
import type { HeadlineService } from './schemas/headline.ts';
import type { SiteData } from './site-data.ts';

/** The heading of the contact page's emergency block, e.g. "24/7 Emergency Call-Out". */
export const emergencyHeading = (company: Company) => `${company.hours.emergency} Emergency Call-Out`;

/** A headline service's name: that of what its link opens, having none of its own (docs/decisions.md#one-name-for-one-thing). */
export function headlineName(headline: HeadlineService, data: Pick<SiteData, 'services' | 'company'>): string {
  if (!('service' in headline.target)) return emergencyHeading(data.company);
  const slug = headline.target.service;
  const service = data.services.find((candidate) => candidate.slug === slug);
  // Unreachable after loading: the cross-check reports a headline whose service does not exist.
  if (!service) throw new Error(`the headline service "${headline.slug}" leads to the unknown service "${slug}"`);
  return service.name;
}

/**
 * The headline service that stands for a catalogue service (its `target`), e.g. `industrial-installations` for
 * `new-construction-wiring`: the enquiry form's value for it. Undefined for a service no headline leads to.
 */
export function headlineFor(serviceSlug: string, data: Pick<SiteData, 'headlineServices'>): HeadlineService | undefined {
  return data.headlineServices.find((headline) => 'service' in headline.target && headline.target.service === serviceSlug);
}
