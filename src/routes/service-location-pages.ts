import type { Location } from '../data/schemas/location.ts';
import type { ProjectType } from '../data/schemas/pages.ts';
import type { Service } from '../data/schemas/service.ts';
import type { SiteData } from '../data/site-data.ts';
import { milesBetween, travelFromDepot } from '../data/travel.ts';
import type { ServiceLocationProps } from '../../templates/pages/service-location-page.tsx';
import { clientQuote } from './client-quote.ts';
import { NEAREST_PROJECTS } from './local-substance.ts';

/**
 * The props of the service-in-town pages from one set of data. The route definition builds every page with it;
 * `ctsite report` builds the pages an addition to the data would change and renders them. The lookups are made
 * once, so each page costs the size of one town's lists, not the site's.
 */
export function serviceLocationProps(data: SiteData): (service: Service, location: Location) => ServiceLocationProps {
  const bySlug = new Map(data.locations.map((location) => [location.slug, location]));
  const sectors = new Map(data.sectors.map((sector) => [sector.slug, sector]));
  const pairings = new Map(data.sectorServices.map((pairing) => [`${pairing.sector} ${pairing.service}`, pairing.copy]));
  const projectsByService = new Map<string, { project: ProjectType; location: Location }[]>();
  for (const project of data.pages.portfolio.projects) {
    const location = bySlug.get(project.location);
    if (!location) continue;
    for (const slug of project.services) projectsByService.set(slug, [...(projectsByService.get(slug) ?? []), { project, location }]);
  }
  // One page's props, e.g. for UPS systems in Goole.
  return (service, location) => ({
    service,
    location,
    travel: travelFromDepot(data.company, location),
    title: `${service.name} in ${location.name} – Expert Local Electricians`,
    nearby: location.nearby.map((slug) => bySlug.get(slug)).filter((l) => l !== undefined),
    // The town's sectors, in its own order, that have a paragraph for this service.
    relevance: location.sectors.flatMap((slug) => {
      const sector = sectors.get(slug);
      const copy = pairings.get(`${slug} ${service.slug}`);
      return sector && copy ? [{ sector, copy }] : [];
    }),
    note: location.serviceNotes[service.category],
    // Beside the brief's fixed quote, a named client only of the town (its own, when it has any) or of the
    // service, and rated 5 beside the page's "5-Star Service" (docs/decisions.md#client-quotes).
    client: clientQuote(data, { town: location.slug, service: service.slug, minRating: 5 }),
    // The service's projects nearest the town, the latest first among equals.
    projects: (projectsByService.get(service.slug) ?? [])
      .map((entry) => ({ ...entry, miles: milesBetween(location.coordinates, entry.project.coordinates ?? entry.location.coordinates) }))
      .sort((a, b) => a.miles - b.miles || b.project.completed.localeCompare(a.project.completed))
      .slice(0, NEAREST_PROJECTS),
  });
}
