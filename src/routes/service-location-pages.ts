import type { Location } from '../data/schemas/location.ts';
import type { Service } from '../data/schemas/service.ts';
import type { SiteData } from '../data/site-data.ts';
import { travelFromDepot } from '../data/travel.ts';
import type { LocalPageModel } from '../seo/indexable-pages.ts';
import type { ServiceLocationProps } from '../../templates/pages/service-location-page.tsx';
import { serviceLocationText } from '../../templates/pages/service-location-text.ts';
import { createLocalSubstance } from './local-substance.ts';

/**
 * The props of the service-in-town pages and the model of their text that the index selection measures,
 * from one set of data. The route definition builds every page with it; `ctsite report` builds the pages an
 * addition to the data would change, so that both measure exactly what the template shows.
 */
export function createServiceLocationPages(data: SiteData) {
  const bySlug = new Map(data.locations.map((location) => [location.slug, location]));
  const local = createLocalSubstance(data);
  return {
    /** One page's props, e.g. for UPS systems in Goole. */
    props(service: Service, location: Location): ServiceLocationProps {
      return {
        service,
        location,
        travel: travelFromDepot(data.company, location),
        title: `${service.name} in ${location.name} – Expert Local Electricians`,
        nearby: location.nearby.map((slug) => bySlug.get(slug)).filter((l) => l !== undefined),
        relevance: local.relevance(service, location),
        note: location.serviceNotes[service.category],
        projects: local.nearestProjects(service, location),
      };
    },
    /** The page as the index selection sees it: its service, its town, their names and its text. */
    model(props: ServiceLocationProps): LocalPageModel {
      return {
        service: props.service.slug,
        town: props.location.slug,
        names: { service: props.service.name, town: props.location.name },
        text: serviceLocationText(props, data),
      };
    },
  };
}
