import type { SiteData } from '../../src/data/site-data.ts';
import { formatDuration, formatMiles } from '../../src/data/travel.ts';
import type { NearbyProject } from '../../src/routes/local-substance.ts';
import { formatMonth } from '../components/month.ts';
import type { ServiceLocationProps } from './service-location-page.tsx';

// The sentences of the service-in-town page that carry its facts, shared by the page and by the model of its
// text that chooses which of these pages are indexed (src/seo/indexable-pages.ts).

/**
 * The hero's lead: the service, then where, for how long (the brief's "over 15 years" of local service
 * on location pages: docs/decisions.md#experience-claims) and how far. The years sit in the sentence between the town's own facts, so the pages
 * share a few words more rather than a sentence more.
 */
export function heroLead({ service, location, travel }: ServiceLocationProps, data: SiteData): string {
  const { company } = data;
  return `${service.description} Serving businesses in ${location.name} (${location.postcode}) for ${company.experience.locations}, ${formatDuration(travel.minutes)} from our ${company.depot.name} base.`;
}

/** The contact card's travel line, e.g. "15 miles from Broomfleet, about 25 minutes by van." */
export function travelLine({ travel }: ServiceLocationProps, data: SiteData): string {
  return `${formatMiles(travel.miles)} from ${data.company.depot.name}, ${formatDuration(travel.minutes)} by van.`;
}

/** A nearby project's facts, e.g. "Goole, completed September 2025, 9 miles away". */
export function projectLine({ project, location, miles }: NearbyProject): string {
  return `${location.name}, completed ${formatMonth(project.completed)}, ${miles < 1 ? 'in the town' : `${formatMiles(miles)} away`}`;
}

/** The link to the questions every service page answers, which would make these pages alike if repeated here. */
export const moreAnswers = (service: ServiceLocationProps['service']) => `More questions about ${service.name}, answered`;

/** Who the brief's fixed, unattributed quote is from: no one in particular. */
export const FIXED_QUOTE_CAPTION = 'A commercial client';

/** The call to action's line on these pages. */
export const CTA_TEXT = 'Free site survey and a fixed written quote.';

/**
 * The page's text in the order it shows it, headings and button labels included: what the selection of
 * indexed pages measures before anything is rendered. `ctsite check` measures the built pages themselves.
 */
export function serviceLocationText(props: ServiceLocationProps, data: SiteData): string[] {
  const { service, location, nearby, title, relevance, note, projects, client } = props;
  const copy = data.pages.serviceLocation;
  const { company } = data;
  const call = `Call ${company.phone}`;
  return [
    'Home', 'Services', service.name, location.name,
    title,
    heroLead(props, data),
    'Get Your Free Quote', call,
    `${service.name} for ${location.name} businesses`,
    ...copy.features,
    `Electricians for ${location.name}`,
    `${company.hours.emergency} emergency call-out`, `Typical emergency response ${company.emergencyResponse}.`,
    `Local service in ${location.postcode}`, travelLine(props, data),
    'Office hours', company.hours.label, company.phone,
    `Why it matters in ${location.name}`,
    note ?? '',
    ...relevance.flatMap(({ sector, copy: why }) => [`For ${sector.name} premises`, why]),
    `More about our work in ${location.name}`,
    ...(projects.length > 0 ? ['Our nearest projects'] : []),
    ...projects.flatMap((entry) => [entry.project.title, projectLine(entry), entry.project.scope]),
    `${service.name} nearby`,
    ...nearby.map((place) => `${service.name} in ${place.name}`),
    'Technical specifications',
    ...service.technicalSpecs,
    `Why choose us in ${location.name}`,
    ...copy.whyChoose.flatMap((point) => [point.title, point.text]),
    'How we work',
    ...data.pages.howWeWork.steps.flatMap((step, index) => [String(index + 1), `Step ${index + 1}:`, step.title, step.text]),
    `“${copy.testimonial.quote}”`, FIXED_QUOTE_CAPTION,
    ...(client ? [`Rated ${client.rating} out of 5`, `“${client.quote}”`, client.author, `${client.role}, ${client.company}`] : []),
    `Questions from ${location.name} businesses`,
    ...location.faqs.flatMap((faq) => [faq.question, '+', faq.answer]),
    moreAnswers(service),
    `Need ${service.name} in ${location.name}?`, CTA_TEXT,
    'Request a Quote', call,
  ];
}
