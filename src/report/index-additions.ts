import { MAX_TOWN_SECTORS, type Location } from '../data/schemas/location.ts';
import type { ProjectType } from '../data/schemas/pages.ts';
import type { SiteData } from '../data/site-data.ts';
import { NOTE_WORDS, PROJECT_SCOPE_WORDS, PROJECT_TITLE_WORDS, standInText } from './stand-in.ts';

/** How many services a project may list (data/pages/portfolio.json's schema). */
export const PROJECT_SERVICES = 4;

/**
 * One thing the owner could add to the data for one town, e.g. a project of compliance work in Goole:
 * `{ kind: 'project', town: 'goole', category: 'comply', services: [...] }`.
 */
export type IndexAddition =
  | { kind: 'note'; town: string; category: string }
  | { kind: 'project'; town: string; category: string; services: string[] }
  | { kind: 'sector'; town: string; sector: string };

/** A service-in-town page by slugs, e.g. `{ service: 'ups-systems', town: 'goole' }`. */
export interface PageRef {
  service: string;
  town: string;
}

/**
 * What may be added for a town: a note for each category it has none for, a project of each category, and
 * each sector with a paragraph for some service that the town does not list, while it lists fewer than the
 * most allowed. A project lists the category's services, or, for a category of more than a project may
 * list, the ones `pickServices` chooses.
 */
export function additionsFor(data: SiteData, town: Location, pickServices: (category: string, services: string[]) => string[]): IndexAddition[] {
  const additions: IndexAddition[] = [];
  for (const { slug: category } of data.serviceCategories) {
    const services = data.services.filter((service) => service.category === category).map((service) => service.slug);
    if (services.length === 0) continue;
    if (town.serviceNotes[category] === undefined) additions.push({ kind: 'note', town: town.slug, category });
    const listed = services.length > PROJECT_SERVICES ? pickServices(category, services).slice(0, PROJECT_SERVICES) : services;
    additions.push({ kind: 'project', town: town.slug, category, services: listed });
  }
  if (town.sectors.length < MAX_TOWN_SECTORS) {
    const paired = new Set(data.sectorServices.map((pairing) => pairing.sector));
    for (const { slug } of data.sectors) if (paired.has(slug) && !town.sectors.includes(slug)) additions.push({ kind: 'sector', town: town.slug, sector: slug });
  }
  return additions;
}

/**
 * The data with the addition made, in the owner's own words stood in for (stand-in.ts): a new project is in
 * the town itself, completed in `month`; a sector goes to the end of the town's list.
 */
export function applyAddition(data: SiteData, addition: IndexAddition, month: string): SiteData {
  const withTown = (change: (town: Location) => Location): SiteData => ({
    ...data,
    locations: data.locations.map((town) => (town.slug === addition.town ? change(town) : town)),
  });
  switch (addition.kind) {
    case 'note':
      return withTown((town) => ({ ...town, serviceNotes: { ...town.serviceNotes, [addition.category]: standInText('n', NOTE_WORDS) } }));
    case 'sector':
      return withTown((town) => ({ ...town, sectors: [...town.sectors, addition.sector] }));
    case 'project': {
      const project: ProjectType = {
        title: standInText('t', PROJECT_TITLE_WORDS),
        industry: data.pages.portfolio.projects[0]?.industry ?? 'stand-in',
        location: addition.town,
        completed: month,
        scope: standInText('s', PROJECT_SCOPE_WORDS),
        services: addition.services,
        highlights: [],
      };
      const portfolio = { ...data.pages.portfolio, projects: [...data.pages.portfolio.projects, project] };
      return { ...data, pages: { ...data.pages, portfolio } };
    }
  }
}

/**
 * The pages whose text the addition can change: a note or a sector changes only the town's pages of the
 * services it concerns; a project is among the nearest of its services for any town, so every town's pages
 * of the services it lists.
 */
export function pagesTouched(data: SiteData, addition: IndexAddition): PageRef[] {
  const inTown = (services: Iterable<string>) => [...services].map((service) => ({ service, town: addition.town }));
  switch (addition.kind) {
    case 'note':
      return inTown(data.services.filter((service) => service.category === addition.category).map((service) => service.slug));
    case 'sector':
      return inTown(new Set(data.sectorServices.filter((pairing) => pairing.sector === addition.sector).map((pairing) => pairing.service)));
    case 'project':
      return addition.services.flatMap((service) => data.locations.map((town) => ({ service, town: town.slug })));
  }
}

/** The month a stand-in project is completed: the portfolio's latest, so that it shows first among equals. */
export function latestMonth(data: SiteData): string {
  return data.pages.portfolio.projects.map((project) => project.completed).reduce((a, b) => (a > b ? a : b), '2000-01');
}

/**
 * The addition in the owner's words and where it goes in the data, e.g. `"quarrying" (quarrying) to Goole's
 * sectors, if Goole has such premises` at `data/locations.json#/2/sectors`. `file` names a data file as the
 * owner knows it, e.g. `locations.json` → `data/locations.json`.
 */
export function describeAddition(data: SiteData, addition: IndexAddition, file: (name: string) => string): { what: string; where: string } {
  const index = data.locations.findIndex((town) => town.slug === addition.town);
  const town = data.locations[index]?.name ?? addition.town;
  switch (addition.kind) {
    case 'note': {
      const category = data.serviceCategories.find((c) => c.slug === addition.category)?.title ?? addition.category;
      return { what: `a note on ${category} for ${town}`, where: `${file('locations.json')}#/${index}/serviceNotes/${addition.category}` };
    }
    case 'sector': {
      const sector = data.sectors.find((s) => s.slug === addition.sector)?.name ?? addition.sector;
      return { what: `"${addition.sector}" (${sector}) to ${town}'s sectors, if ${town} has such premises`, where: `${file('locations.json')}#/${index}/sectors` };
    }
    case 'project': {
      const category = data.serviceCategories.find((c) => c.slug === addition.category)?.title ?? addition.category;
      const services = addition.services.map((slug) => data.services.find((s) => s.slug === slug)?.name ?? slug);
      return { what: `a project of ${category} work in ${town}, listing ${services.join(', ')}`, where: `${file('pages/portfolio.json')}#/projects, "location": "${addition.town}"` };
    }
  }
}
