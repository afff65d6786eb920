import type { DataFileKey } from './data-files.ts';
import type { Loose } from './loose-data.ts';
import { collectNames, findDuplicates, type NameSet } from './name-set.ts';
import type { SiteData } from './site-data.ts';

/**
 * Reports one problem: the file, the JSON path in it, what is wrong, how to fix it, what was found and, for a
 * reference, the names it may refer to (the nearest to what was found is suggested).
 */
export type ReportIssue = (key: DataFileKey, path: (string | number)[], message: string, hint: string, found?: unknown, among?: NameSet) => void;

/**
 * The references behind the service-in-town pages' local substance (towns' sectors and notes, sector-to-
 * service pairings) resolve to entries that exist.
 */
export function checkLocalSubstance(data: Loose<SiteData>, names: { services: NameSet; industries: NameSet; categories: NameSet }, report: ReportIssue): void {
  const sectorSlugs = collectNames(data.sectors?.map((s) => s?.slug));
  const { services: serviceSlugs, industries: industrySlugs, categories: serviceCategories } = names;

  const repeatedSectors = new Set(findDuplicates(data.sectors?.map((s) => s?.slug)));
  (data.sectors ?? []).forEach((sector, index) => {
    if (repeatedSectors.has(index)) report('sectors', [index, 'slug'], 'duplicate sector', 'Each sector appears once; merge the two.', sector?.slug);
    (sector?.industries ?? []).forEach((industry, n) => {
      if (industrySlugs.lacks(industry)) report('sectors', [index, 'industries', n], 'refers to an industry that does not exist', 'Use an industry slug from data/industries.json.', industry, industrySlugs);
    });
  });

  const repeatedPairs = new Set(findDuplicates(data.sectorServices?.map((p) => (p?.sector === undefined || p.service === undefined ? undefined : `${p.sector} ${p.service}`))));
  (data.sectorServices ?? []).forEach((pairing, index) => {
    if (sectorSlugs.lacks(pairing?.sector)) report('sectorServices', [index, 'sector'], 'refers to a sector that does not exist', 'Use a sector slug from data/sectors.json.', pairing?.sector, sectorSlugs);
    if (serviceSlugs.lacks(pairing?.service)) report('sectorServices', [index, 'service'], 'refers to a service that does not exist', 'Use a service slug from data/services.json.', pairing?.service, serviceSlugs);
    if (repeatedPairs.has(index)) report('sectorServices', [index], `a second paragraph for ${pairing?.sector} and ${pairing?.service}`, 'Each sector and service are paired once; merge the two paragraphs.');
  });

  (data.locations ?? []).forEach((location, index) => {
    const sectors = location?.sectors ?? [];
    sectors.forEach((slug, n) => {
      if (sectorSlugs.lacks(slug)) report('locations', [index, 'sectors', n], 'refers to a sector that does not exist', 'Use a sector slug from data/sectors.json, or add the sector there.', slug, sectorSlugs);
      else if (slug !== undefined && sectors.indexOf(slug) !== n) report('locations', [index, 'sectors', n], 'lists a sector twice', 'Remove the second mention.', slug);
    });
    const notes = location?.serviceNotes;
    if (!notes) return;
    for (const category of serviceCategories.names)
      if (!Object.hasOwn(notes, category))
        report('locations', [index, 'serviceNotes'], `has no note for the service category "${category}"`, `Add "${category}": a short paragraph on ${location.name ?? 'the place'} for the services of that category.`);
    // A note whose key or text failed its schema is already reported; its key says nothing more.
    for (const [key, note] of Object.entries(notes))
      if (note !== undefined && serviceCategories.lacks(key)) report('locations', [index, 'serviceNotes', key], 'names a service category that does not exist', `Use the slugs of data/service-categories.json: ${serviceCategories.names.join(', ')}.`, key, serviceCategories);
  });
}
