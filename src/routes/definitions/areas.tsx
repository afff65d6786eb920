import { AreaPage, type AreaPageProps } from '../../../templates/pages/area-page.tsx';
import { AreaServicesPage, type AreaServicesPageProps } from '../../../templates/pages/area-services-page.tsx';
import { ServiceAreasPage, type AreaWithTravel, type ServiceAreasPageProps } from '../../../templates/pages/service-areas-page.tsx';
import { ADDITIONAL_AREAS, FEATURED_LOCATIONS } from '../../data/spec-names.ts';
import type { Company } from '../../data/schemas/company.ts';
import type { Location } from '../../data/schemas/location.ts';
import type { Service } from '../../data/schemas/service.ts';
import { findLocations, type SiteData } from '../../data/site-data.ts';
import { formatDuration, formatMiles, milesBetween, travelFromDepot, type Travel } from '../../data/travel.ts';
import { faqPage, localBusiness, serviceOffer, type Faq } from '../../seo/structured-data.ts';
import { clientQuote, featuredClient, townIndustries } from '../client-quote.ts';
import { caseStudies, relatedCaseStudies } from '../case-studies.ts';
import { brandTitle, definePage } from '../define-route.ts';

const definitionFile = 'src/routes/definitions/areas.tsx';

/** `/{location}-commercial-electrician/` for every location; Hull's page has its own address. */
export const areaPage = definePage<AreaPageProps>({
  id: 'area',
  definitionFile,
  templateFile: 'templates/pages/area-page.tsx',
  template: (props) => <AreaPage {...props} />,
  paths: (data) => {
    const bySlug = new Map(data.locations.map((location) => [location.slug, location]));
    const studies = caseStudies(data);
    return data.locations.map((location) => {
      const travel = travelFromDepot(data.company, location);
      const title = `Commercial Electrician in ${location.name}`;
      return {
        params: { location: location.slug },
        // Where the data gives the town its own address; the pattern's then redirects (redirects.tsx).
        pathname: location.areaPageSlug ? `/${location.areaPageSlug}/` : undefined,
        props: {
          location,
          travel,
          title,
          nearby: location.nearby
            .map((slug) => bySlug.get(slug))
            .filter((place) => place !== undefined)
            .map((place) => ({ location: place, miles: milesBetween(location.coordinates, place.coordinates) })),
          faqs: [...location.faqs, ...data.pages.faqs.area, travelFaq(data.company, location, travel)],
          services: servicesByDemand(data, location),
          testimonial: clientQuote(data, { town: location.slug, industries: townIndustries(data, location.sectors) }) ?? featuredClient(data),
          projects: relatedCaseStudies(studies, (study) => study.location.slug === location.slug),
        },
        meta: {
          title: brandTitle(data, title),
          description: `NAPIT and NICEIC approved commercial electrician in ${location.name} (${location.postcode}), ${formatDuration(travel.minutes)} from our depot. 24/7 call-out.`,
          breadcrumbs: [{ label: 'Home', to: { id: 'home' } }, { label: 'Service Areas', to: { id: 'serviceAreas' } }, { label: location.name }],
        },
      };
    });
  },
  structuredData: ({ location, faqs }, links, data) => [
    localBusiness(data.company, links, {
      pathname: links.href('area', { location: location.slug }),
      name: `${data.company.name}: commercial electrician in ${location.name}`,
      description: location.summary,
      area: location,
      makesOffer: data.services.map((service) =>
        serviceOffer(service.name, links.absoluteUrl(links.href('serviceInLocation', { service: service.slug, location: location.slug }))),
      ),
    }),
    faqPage(faqs),
  ],
});

/** `/services-{location}/`: every service for one town, for every location with an area page. */
export const areaServicesPage = definePage<AreaServicesPageProps>({
  id: 'areaServices',
  definitionFile,
  templateFile: 'templates/pages/area-services-page.tsx',
  template: (props) => <AreaServicesPage {...props} />,
  paths: (data) =>
    data.locations.map((location) => {
      const title = `Electrical Services in ${location.name}`;
      return {
        params: { location: location.slug },
        props: { location, travel: travelFromDepot(data.company, location), title },
        meta: {
          title: brandTitle(data, title),
          description: `All ${data.services.length} commercial electrical services in ${location.name} (${location.postcode}), from new-build wiring to EV charging, with free surveys and quotes.`,
          breadcrumbs: [{ label: 'Home', to: { id: 'home' } }, { label: 'Services', to: { id: 'services' } }, { label: location.name }],
        },
      };
    }),
});

/** `/service-areas/`: the six main areas, the ten additional ones the brief names, then the rest. */
export const serviceAreasPage = definePage<ServiceAreasPageProps>({
  id: 'serviceAreas',
  definitionFile,
  templateFile: 'templates/pages/service-areas-page.tsx',
  template: (props) => <ServiceAreasPage {...props} />,
  paths: (data) => {
    const listed = new Set<string>([...FEATURED_LOCATIONS, ...ADDITIONAL_AREAS]);
    const withTravel = (slugs: readonly string[]): AreaWithTravel[] =>
      findLocations(data, slugs).map((location) => ({ location, travel: travelFromDepot(data.company, location) }));
    return {
      props: {
        main: withTravel(FEATURED_LOCATIONS),
        additional: withTravel(ADDITIONAL_AREAS),
        others: data.locations.filter((location) => !listed.has(location.slug)).sort((a, b) => a.name.localeCompare(b.name, 'en-GB')),
      },
      meta: {
        title: brandTitle(data, 'Service Areas in Hull & East Yorkshire'),
        description: `Commercial electricians for Hull, Brough, Goole, Howden, Beverley, Hessle and ${data.locations.length - FEATURED_LOCATIONS.length} more towns and villages across East Yorkshire.`,
        breadcrumbs: [{ label: 'Home', to: { id: 'home' } }, { label: 'Service Areas' }],
      },
    };
  },
});

export const areaDefinitions = [serviceAreasPage, areaPage, areaServicesPage];

/**
 * The catalogue ordered by how much the town's trades need each service: the number of its sectors that
 * data/sector-services.json pairs with the service (the pairings its service-in-town pages are written from),
 * the catalogue's order among equals.
 */
function servicesByDemand(data: SiteData, location: Location): Service[] {
  const sectors = new Set(location.sectors);
  const demand = new Map<string, number>();
  for (const pairing of data.sectorServices) if (sectors.has(pairing.sector)) demand.set(pairing.service, (demand.get(pairing.service) ?? 0) + 1);
  return data.services.map((service, index) => ({ service, index })).sort((a, b) => (demand.get(b.service.slug) ?? 0) - (demand.get(a.service.slug) ?? 0) || a.index - b.index).map(({ service }) => service);
}

/** The FAQ true only of one place, computed from its coordinates: the drive from the depot and the response times. */
function travelFaq(company: Company, location: Location, travel: Travel): Faq {
  return {
    question: `How long is the drive from ${company.depot.name} to ${location.name}?`,
    answer:
      `It typically takes ${formatDuration(travel.minutes)}: ${location.name} is ${formatMiles(travel.miles)} from our depot at ${company.depot.name} as the crow flies. ` +
      `Visits are arranged through our office, open ${company.hours.label}, and for breakdowns our ${company.hours.emergency} emergency ` +
      `call-out aims to have an electrician with you within ${company.emergencyResponse} of your call.`,
  };
}
