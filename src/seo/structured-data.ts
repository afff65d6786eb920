import type { Company } from '../data/schemas/company.ts';
import type { Location } from '../data/schemas/location.ts';
import type { Crumb, Links } from '../routes/types.ts';
import type { JsonLdNode } from './json-ld.ts';

export interface Faq {
  question: string;
  answer: string;
}

/** The stable `@id` of the one business entity every page refers to. */
export function businessId(company: Company, links: Links): string {
  return `${links.absoluteUrl('/')}#business`;
}

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
  const [opens, closes] = [company.hours.opens, company.hours.closes];
  return {
    '@type': 'Electrician',
    '@id': businessId(company, links),
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
    openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: company.hours.days, opens, closes }],
    sameAs: company.social.map((link) => link.url),
  };
}

/** A LocalBusiness node for a service in a place: the brief's fields (docs/decisions.md#structured-data), pointing at the business by `@id`. */
export function localServiceBusiness(
  company: Company,
  links: Links,
  options: { pathname: string; serviceName: string; description: string; area: Location },
): JsonLdNode {
  return {
    ...businessInTown(company, links, { ...options, name: `${company.name}: ${options.serviceName} in ${options.area.name}` }),
    makesOffer: { '@type': 'Offer', itemOffered: { '@type': 'Service', serviceType: options.serviceName, name: options.serviceName } },
  };
}

/** The fields the brief gives a local-business node for one town, pointing at the business by `@id`. */
function businessInTown(company: Company, links: Links, options: { pathname: string; name: string; description: string; area: Location }): JsonLdNode {
  return {
    '@type': 'Electrician',
    '@id': `${links.absoluteUrl(options.pathname)}#local-business`,
    parentOrganization: { '@id': businessId(company, links) },
    name: options.name,
    image: links.absoluteUrl('/og-image.png'),
    telephone: company.phone,
    url: links.absoluteUrl(options.pathname),
    address: postalAddress(company),
    geo: { '@type': 'GeoCoordinates', latitude: company.geo.latitude, longitude: company.geo.longitude },
    areaServed: { '@type': 'City', name: options.area.name },
    description: options.description,
  };
}

/**
 * A Service offered by the business, e.g. on a service page; `audience` names the kind of client it
 * is for, e.g. "Dairy Farms" on an industry page.
 */
export function serviceNode(company: Company, links: Links, options: { pathname: string; name: string; description: string; audience?: string }): JsonLdNode {
  return {
    '@type': 'Service',
    '@id': `${links.absoluteUrl(options.pathname)}#service`,
    name: options.name,
    serviceType: options.name,
    description: options.description,
    url: links.absoluteUrl(options.pathname),
    provider: { '@id': businessId(company, links) },
    areaServed: { '@type': 'AdministrativeArea', name: company.region },
    ...(options.audience === undefined ? {} : { audience: { '@type': 'BusinessAudience', name: options.audience } }),
  };
}

/** A LocalBusiness node for an area page: the business in one town, offering the services the page lists. */
export function areaBusiness(
  company: Company,
  links: Links,
  options: { pathname: string; description: string; area: Location; services: readonly { name: string; pathname: string }[] },
): JsonLdNode {
  return {
    ...businessInTown(company, links, { ...options, name: `${company.name}: commercial electrician in ${options.area.name}` }),
    makesOffer: options.services.map((service): JsonLdNode => ({
      '@type': 'Offer',
      itemOffered: { '@type': 'Service', serviceType: service.name, name: service.name, url: links.absoluteUrl(service.pathname) },
    })),
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
