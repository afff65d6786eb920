import type { Company } from '../data/schemas/company.ts';
import type { Location } from '../data/schemas/location.ts';
import type { CaseStudy } from '../routes/case-studies.ts';
import type { Crumb, Links } from '../routes/types.ts';
import type { JsonLdNode } from './json-ld.ts';

export interface Faq {
  question: string;
  answer: string;
}

/** The stable `@id` of the one business entity every page refers to. */
const businessId = (links: Links) => `${links.absoluteUrl('/')}#business`;

function postalAddress(company: Company): JsonLdNode {
  return {
    '@type': 'PostalAddress',
    streetAddress: company.address.streetAddress,
    addressLocality: company.address.locality,
    addressRegion: company.address.region,
    postalCode: company.address.postcode,
    addressCountry: company.address.country,
  };
}

/** The full Electrician (a LocalBusiness) with the business-level data: home and contact pages only. */
export function businessEntity(company: Company, links: Links, options: { areas: readonly Location[] }): JsonLdNode {
  return {
    '@type': 'Electrician',
    '@id': businessId(links),
    name: company.name,
    legalName: company.legalName,
    url: links.absoluteUrl('/'),
    image: links.absoluteUrl('/og-image.png'),
    logo: links.absoluteUrl('/og-image.png'),
    telephone: company.phone,
    email: company.email,
    description: company.description,
    foundingDate: String(company.established),
    address: postalAddress(company),
    geo: { '@type': 'GeoCoordinates', latitude: company.geo.latitude, longitude: company.geo.longitude },
    areaServed: [
      {
        '@type': 'GeoCircle',
        geoMidpoint: { '@type': 'GeoCoordinates', latitude: company.geo.latitude, longitude: company.geo.longitude },
        geoRadius: company.serviceRadiusMetres,
      },
      ...options.areas.map((area): JsonLdNode => ({ '@type': 'City', name: area.name })),
    ],
    openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: company.hours.days, opens: company.hours.opens, closes: company.hours.closes }],
    sameAs: company.social.map((link) => link.url),
  };
}

/** The business in one town (service-in-town and area pages): the brief's fields (docs/decisions.md#structured-data). */
export function localBusiness(
  company: Company,
  links: Links,
  options: { pathname: string; name: string; description: string; area: Location; makesOffer: JsonLdNode | JsonLdNode[] },
): JsonLdNode {
  return {
    '@type': 'Electrician',
    '@id': `${links.absoluteUrl(options.pathname)}#local-business`,
    parentOrganization: { '@id': businessId(links) },
    name: options.name,
    image: links.absoluteUrl('/og-image.png'),
    telephone: company.phone,
    url: links.absoluteUrl(options.pathname),
    address: postalAddress(company),
    geo: { '@type': 'GeoCoordinates', latitude: company.geo.latitude, longitude: company.geo.longitude },
    areaServed: { '@type': 'City', name: options.area.name },
    description: options.description,
    makesOffer: options.makesOffer,
  };
}

/** An offer of one service, e.g. in a local business's `makesOffer`. */
export const serviceOffer = (name: string, url?: string): JsonLdNode => ({
  '@type': 'Offer',
  itemOffered: { '@type': 'Service', serviceType: name, name, ...(url === undefined ? {} : { url }) },
});

/** A Service the business offers; `audience` names its kind of client, e.g. "Dairy Farms" on an industry page. */
export function serviceNode(company: Company, links: Links, options: { pathname: string; name: string; description: string; audience?: string }): JsonLdNode {
  return {
    '@type': 'Service',
    '@id': `${links.absoluteUrl(options.pathname)}#service`,
    name: options.name,
    serviceType: options.name,
    description: options.description,
    url: links.absoluteUrl(options.pathname),
    provider: { '@id': businessId(links) },
    areaServed: { '@type': 'AdministrativeArea', name: company.region },
    ...(options.audience === undefined ? {} : { audience: { '@type': 'BusinessAudience', name: options.audience } }),
  };
}

/**
 * A case study's page: the work (a CreativeWork) the business did, about the services the page links, for a client
 * of the industry it names, in the town it names. No Review: the client's words stay on the page.
 */
export function caseStudyNode(links: Links, { project, industry, location, services }: CaseStudy): JsonLdNode {
  const url = links.absoluteUrl(links.href('caseStudy', { project: project.slug }));
  return {
    '@type': 'CreativeWork',
    '@id': `${url}#case-study`,
    name: project.title,
    description: project.scope,
    url,
    dateCreated: project.completed,
    creator: { '@id': businessId(links) },
    provider: { '@id': businessId(links) },
    about: services.map((service): JsonLdNode => ({ '@type': 'Service', name: service.name, url: links.absoluteUrl(links.href('service', { service: service.slug })) })),
    audience: { '@type': 'BusinessAudience', name: industry.name },
    locationCreated: { '@type': 'Place', name: location.name },
  };
}

export function breadcrumbList(crumbs: readonly Crumb[], links: Links, currentPathname: string): JsonLdNode {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index): JsonLdNode => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: links.absoluteUrl(crumb.to ? links.hrefTo({ ...crumb.to, hash: undefined } as typeof crumb.to) : currentPathname),
    })),
  };
}

export function faqPage(faqs: readonly Faq[]): JsonLdNode {
  return {
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq): JsonLdNode => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}
