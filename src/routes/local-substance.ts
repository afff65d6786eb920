import type { Location } from '../data/schemas/location.ts';
import type { ProjectType } from '../data/schemas/pages.ts';
import type { Sector } from '../data/schemas/sector.ts';

/** One of a town's sectors and why the service matters to it (data/sector-services.json), e.g. grain storage × switchgear. */
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
