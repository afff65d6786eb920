import { MAX_TOWN_SECTORS, type Location } from '../data/schemas/location.ts';
import type { ProjectType } from '../data/schemas/pages.ts';
import type { SiteData } from '../data/site-data.ts';

// The owner's own words are stood in for while `ctsite report` tries an addition: text of the length the data's
// schemas ask for, made of words found nowhere else, so that it shares nothing with any other page, as a note or a
// project written for one place would.
/** A town's note for a service category: the schema asks for about 50 words. */
export const NOTE_WORDS = 50;
/** A project's title: a short phrase; today's run from 3 to 10 words. */
export const PROJECT_TITLE_WORDS = 5;
/** A project's scope: the schema asks for about 30 words. */
export const PROJECT_SCOPE_WORDS = 30;

/**
 * `count` words that no real text holds, e.g. `nxa nxb nxc`: `tag` keeps the note's words apart from the
 * project's. The same words in every trial: each trial is one addition to today's data, never two at once.
 */
function standInText(tag: string, count: number): string {
  const words = Array.from({ length: count }, (_, index) => `${tag}x${letters(index)}`);
  return `${words.join(' ')}.`;
}

/** 0 → a, 25 → z, 26 → ba (base 26 in letters): letters only, so that the words read as words to the measure. */
const letters = (index: number) => [...index.toString(26)].map((digit) => String.fromCharCode(97 + parseInt(digit, 26))).join('');

/** The stand-in project's slug, which no real project has: the report renders the pages it shows on, never writes them. */
export const STAND_IN_PROJECT = 'report-stand-in-project';

/** How many services a project may list (data/pages/portfolio.json's schema). */
const PROJECT_SERVICES = 4;

/** One thing the owner could add for one town, e.g. `{ kind: 'project', town: 'goole', category: 'comply', services: [...] }`. */
export type IndexAddition =
  | { kind: 'note'; town: string; category: string }
  | { kind: 'project'; town: string; category: string; services: string[] }
  | { kind: 'sector'; town: string; sector: string };

/**
 * What may be added for a town: a note for each category it has none for, a project of each category (of a large one,
 * listing the services `pickServices` chooses), and each paired sector it does not list while it lists fewer than allowed.
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

/** The data with the addition made, the owner's words stood in for (standInText): a project in the town itself, completed in `month`. */
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
        slug: STAND_IN_PROJECT,
        title: standInText('t', PROJECT_TITLE_WORDS),
        industry: data.pages.portfolio.projects[0]?.industry ?? 'stand-in',
        location: addition.town,
        completed: month,
        scope: standInText('s', PROJECT_SCOPE_WORDS),
        services: addition.services,
        highlights: [],
        figures: [],
      };
      const portfolio = { ...data.pages.portfolio, projects: [...data.pages.portfolio.projects, project] };
      return { ...data, pages: { ...data.pages, portfolio } };
    }
  }
}

/**
 * The pages whose text the addition can change: a note, the town's pages of its category's services; a sector, the
 * town's pages of the services it has a paragraph for (data/sector-services.json); a project
 * (among the nearest of its services for any town), every town's pages of the services it lists.
 */
export function pagesTouched(data: SiteData, addition: IndexAddition): { service: string; town: string }[] {
  const inTown = (services: Iterable<string>) => [...services].map((service) => ({ service, town: addition.town }));
  switch (addition.kind) {
    case 'note':
      return inTown(data.services.filter((service) => service.category === addition.category).map((service) => service.slug));
    case 'sector':
      return inTown(data.sectorServices.filter((pairing) => pairing.sector === addition.sector).map((pairing) => pairing.service));
    case 'project':
      return addition.services.flatMap((service) => data.locations.map((town) => ({ service, town: town.slug })));
  }
}

/** The month a stand-in project is completed: the portfolio's latest, so that it shows first among equals. */
export function latestMonth(data: SiteData): string {
  return data.pages.portfolio.projects.map((project) => project.completed).reduce((a, b) => (a > b ? a : b), '2000-01');
}

/**
 * The addition in the owner's words and where it goes, e.g. `"quarrying" (quarrying) to Goole's sectors, if Goole has
 * such premises` at `data/locations.json#/2/sectors`; `file` names a data file as the owner knows it.
 */
export function describeAddition(data: SiteData, addition: IndexAddition, file: (name: string) => string): { what: string; where: string } {
  const index = data.locations.findIndex((town) => town.slug === addition.town);
  const town = data.locations[index]?.name ?? addition.town;
  const categoryTitle = (slug: string) => data.serviceCategories.find((c) => c.slug === slug)?.title ?? slug;
  switch (addition.kind) {
    case 'note':
      return { what: `a note on ${categoryTitle(addition.category)} for ${town}`, where: `${file('locations.json')}#/${index}/serviceNotes/${addition.category}` };
    case 'sector': {
      const sector = data.sectors.find((s) => s.slug === addition.sector)?.name ?? addition.sector;
      return { what: `"${addition.sector}" (${sector}) to ${town}'s sectors, if ${town} has such premises`, where: `${file('locations.json')}#/${index}/sectors` };
    }
    case 'project': {
      const services = addition.services.map((slug) => data.services.find((s) => s.slug === slug)?.name ?? slug);
      return { what: `a project of ${categoryTitle(addition.category)} work in ${town}, listing ${services.join(', ')}`, where: `${file('pages/portfolio.json')}#/projects, "location": "${addition.town}"` };
    }
  }
}
