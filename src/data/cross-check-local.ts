import type { DataFileKey } from './data-files.ts';
import type { SiteData } from './site-data.ts';

/** Records one problem: the file, the JSON path in it, what is wrong, how to fix it, and what was found. */
export type ReportIssue = (key: DataFileKey, path: (string | number)[], message: string, hint: string, found?: unknown) => void;

/**
 * The references behind the service-in-town pages' local substance: each town's sectors and its note for
 * every service category, and the sector-to-service pairings, resolve to entries that exist.
 */
export function checkLocalSubstance(data: SiteData, report: ReportIssue): void {
  const sectorSlugs = new Set(data.sectors.map((s) => s.slug));
  const serviceSlugs = new Set(data.services.map((s) => s.slug));
  const industrySlugs = new Set(data.industryCategories.flatMap((c) => c.industries.map((i) => i.slug)));
  const categories = data.serviceCategories.map((c) => c.slug);

  const seenSectors = new Set<string>();
  data.sectors.forEach((sector, index) => {
    if (seenSectors.has(sector.slug)) report('sectors', [index, 'slug'], 'duplicate sector', 'Each sector appears once; merge the two.', sector.slug);
    seenSectors.add(sector.slug);
    sector.industries.forEach((slug, n) => {
      if (!industrySlugs.has(slug)) report('sectors', [index, 'industries', n], 'refers to an industry that does not exist', 'Use an industry slug from data/industries.json.', slug);
    });
  });

  const seenPairs = new Set<string>();
  data.sectorServices.forEach((pairing, index) => {
    if (!sectorSlugs.has(pairing.sector)) report('sectorServices', [index, 'sector'], 'refers to a sector that does not exist', 'Use a sector slug from data/sectors.json.', pairing.sector);
    if (!serviceSlugs.has(pairing.service)) report('sectorServices', [index, 'service'], 'refers to a service that does not exist', 'Use a service slug from data/services.json.', pairing.service);
    const key = `${pairing.sector} ${pairing.service}`;
    if (seenPairs.has(key)) report('sectorServices', [index], `a second paragraph for ${pairing.sector} and ${pairing.service}`, 'Each sector and service are paired once; merge the two paragraphs.');
    seenPairs.add(key);
  });

  data.locations.forEach((location, index) => {
    location.sectors.forEach((slug, n) => {
      if (!sectorSlugs.has(slug)) report('locations', [index, 'sectors', n], 'refers to a sector that does not exist', 'Use a sector slug from data/sectors.json, or add the sector there.', slug);
      else if (location.sectors.indexOf(slug) !== n) report('locations', [index, 'sectors', n], 'lists a sector twice', 'Remove the second mention.', slug);
    });
    for (const category of categories)
      if (!(category in location.serviceNotes))
        report('locations', [index, 'serviceNotes'], `has no note for the service category "${category}"`, `Add "${category}": a short paragraph on ${location.name} for the services of that category.`);
    for (const key of Object.keys(location.serviceNotes))
      if (!categories.includes(key)) report('locations', [index, 'serviceNotes', key], 'names a service category that does not exist', `Use the slugs of data/service-categories.json: ${categories.join(', ')}.`, key);
  });
}
