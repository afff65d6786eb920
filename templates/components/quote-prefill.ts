import { headlineFor } from '../../src/data/headline-name.ts';
import type { SiteData } from '../../src/data/site-data.ts';
import type { QuoteParam } from '../../src/routes/quote-form.ts';

/** What one parameter's value fills in, by the form field's `name`, e.g. `{ service: 'other', message: 'Enquiry about: Backup Power Systems' }`. */
type Fills = Record<string, string>;

/** For each quote parameter, the values the site links with and what each fills in. */
export type QuotePrefill = Record<QuoteParam, Record<string, Fills>>;

/** The message's opening for a subject the service list does not name, e.g. "Enquiry about: Backup Power Systems". */
const about = (subject: string) => `Enquiry about: ${subject}`;

/**
 * The table the contact page carries (`data-quote-prefill`) for the browser code (client/prefill.ts) to fill the
 * form from a quote link's query (docs/decisions.md#quote-links): a service chooses its headline service in the
 * list, or "Other" with its name in the message; a town fills the location with its name; an industry opens the
 * message with its page's title. The browser looks a parameter's value up here and uses nothing else of the address.
 */
export function quotePrefill(data: SiteData): QuotePrefill {
  return {
    service: Object.fromEntries(
      data.services.map((service): [string, Fills] => {
        const headline = headlineFor(service.slug, data);
        return [service.slug, headline ? { service: headline.slug } : { service: 'other', message: about(service.name) }];
      }),
    ),
    town: Object.fromEntries(data.locations.map((location) => [location.slug, { location: location.name }])),
    industry: Object.fromEntries(
      data.industryCategories.flatMap((category) => category.industries).map((industry) => [industry.slug, { message: about(industry.pageTitle) }]),
    ),
  };
}
