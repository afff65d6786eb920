import { milesBetween } from '../data/travel.ts';
import type { Location } from '../data/schemas/location.ts';
import type { ProjectType } from '../data/schemas/pages.ts';
import type { Sector } from '../data/schemas/sector.ts';
import type { Service } from '../data/schemas/service.ts';
import type { SiteData } from '../data/site-data.ts';

/** One of a town's sectors and why the service matters to it, e.g. grain storage × switchgear. */
export interface SectorRelevance {
  sector: Sector;
  copy: string;
}

/** A portfolio project near a town, with the straight-line distance to it. */
export interface NearbyProject {
  project: ProjectType;
  location: Location;
  miles: number;
}

/** How many projects a service-in-town page shows: the nearest of the service's. */
export const NEAREST_PROJECTS = 2;

/**
 * What makes a service-in-town page true only of that service in that town: the town's sectors matched to
 * the service (data/sector-services.json) and the service's nearest projects. Built once per build, so
 * each lookup costs the size of one town's lists, not the site's.
 */
export function createLocalSubstance(data: SiteData) {
  const sectors = new Map(data.sectors.map((sector) => [sector.slug, sector]));
  const pairings = new Map(data.sectorServices.map((pairing) => [`${pairing.sector} ${pairing.service}`, pairing.copy]));
  const locations = new Map(data.locations.map((location) => [location.slug, location]));
  const projectsByService = new Map<string, { project: ProjectType; location: Location }[]>();
  for (const project of data.pages.portfolio.projects) {
    const location = locations.get(project.location);
    if (!location) continue;
    for (const slug of project.services) projectsByService.set(slug, [...(projectsByService.get(slug) ?? []), { project, location }]);
  }

  return {
    /** The town's sectors, in its own order, that have a paragraph for this service. */
    relevance(service: Service, location: Location): SectorRelevance[] {
      return location.sectors.flatMap((slug) => {
        const sector = sectors.get(slug);
        const copy = pairings.get(`${slug} ${service.slug}`);
        return sector && copy ? [{ sector, copy }] : [];
      });
    },
    /** The service's projects nearest the town, nearest first, the latest first among equals. */
    nearestProjects(service: Service, location: Location): NearbyProject[] {
      return (projectsByService.get(service.slug) ?? [])
        .map((entry) => ({ ...entry, miles: milesBetween(location.coordinates, entry.project.coordinates ?? entry.location.coordinates) }))
        .sort((a, b) => a.miles - b.miles || b.project.completed.localeCompare(a.project.completed))
        .slice(0, NEAREST_PROJECTS);
    },
  };
}
