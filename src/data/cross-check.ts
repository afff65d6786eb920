import type { DataIssue } from '../errors/catalogue.ts';
import type { DataFileKey } from './data-files.ts';
import type { SiteData } from './site-data.ts';

/** The six locations the specification features in menus and on the home page. */
export const FEATURED_LOCATIONS = ['hull', 'brough', 'goole', 'howden', 'beverley', 'hessle'] as const;
/** The ten additional areas the specification names for the service-areas page. */
export const ADDITIONAL_AREAS = [
  'anlaby', 'cottingham', 'willerby', 'kirk-ella', 'bridlington',
  'driffield', 'market-weighton', 'pocklington', 'hedon', 'withernsea',
] as const;

/** Rules that span records or files: unique slugs, references that resolve, counts the spec fixes. */
export function crossCheck(data: SiteData, fileOf: (key: DataFileKey) => string): DataIssue[] {
  const issues: DataIssue[] = [];
  const report = (key: DataFileKey, path: (string | number)[], message: string, hint: string, found?: unknown) =>
    issues.push({ file: fileOf(key), path, message, hint, ...(found === undefined ? {} : { found: JSON.stringify(found) }) });

  const serviceSlugs = new Set(data.services.map((s) => s.slug));
  const locationSlugs = new Set(data.locations.map((l) => l.slug));
  const industries = data.industryCategories.flatMap((c, ci) => c.industries.map((industry, ii) => ({ industry, ci, ii })));
  const industrySlugs = new Set(industries.map((i) => i.industry.slug));

  findDuplicates(data.services.map((s) => s.slug)).forEach((index) =>
    report('services', [index, 'slug'], 'duplicate slug', 'Every service needs its own slug; rename one of them.', data.services[index]?.slug));
  findDuplicates(data.locations.map((l) => l.slug)).forEach((index) =>
    report('locations', [index, 'slug'], 'duplicate slug', 'Every location needs its own slug; rename one of them.', data.locations[index]?.slug));
  findDuplicates(industries.map((i) => i.industry.slug)).forEach((index) => {
    const entry = industries[index];
    if (entry) report('industryCategories', [entry.ci, 'industries', entry.ii, 'slug'], 'duplicate industry slug', 'Rename one of the industries.', entry.industry.slug);
  });
  findDuplicates(data.industryCategories.map((c) => c.slug)).forEach((index) =>
    report('industryCategories', [index, 'slug'], 'duplicate category', 'Each of the six categories appears once.', data.industryCategories[index]?.slug));
  findDuplicates(data.headlineServices.map((h) => h.slug)).forEach((index) =>
    report('headlineServices', [index, 'slug'], 'duplicate headline service', 'Each of the five headline services appears once.', data.headlineServices[index]?.slug));
  data.headlineServices.forEach((headline, index) => {
    if (serviceSlugs.has(headline.slug))
      report('headlineServices', [index, 'slug'], 'a headline alias has the same slug as a catalogue service', 'Aliases must not hide a service page; rename the alias.', headline.slug);
    if ('service' in headline.target && !serviceSlugs.has(headline.target.service))
      report('headlineServices', [index, 'target', 'service'], 'refers to a service that does not exist', `Use a slug from data/services.json, e.g. "${data.services[0]?.slug}".`, headline.target.service);
  });

  data.locations.forEach((location, index) => {
    location.nearby.forEach((slug, n) => {
      if (slug === location.slug) report('locations', [index, 'nearby', n], 'a location lists itself as nearby', 'Remove it from its own nearby list.', slug);
      else if (!locationSlugs.has(slug)) report('locations', [index, 'nearby', n], 'refers to a location that does not exist', 'Use the slug of another location in this file.', slug);
    });
    const featured = (FEATURED_LOCATIONS as readonly string[]).includes(location.slug);
    if (location.featured !== featured)
      report('locations', [index, 'featured'], featured ? 'must be true: this is one of the six main locations' : 'must be false: only hull, brough, goole, howden, beverley and hessle are featured', 'Correct the flag.', location.featured);
  });
  for (const slug of [...FEATURED_LOCATIONS, ...ADDITIONAL_AREAS])
    if (!locationSlugs.has(slug)) report('locations', [], `the location "${slug}" is missing`, 'The specification names it; add it with its postcode, landmark and coordinates.');

  const expectedCategories = ['agricultural', 'industrial', 'logistics', 'commercial', 'office', 'specialized'];
  expectedCategories.forEach((slug) => {
    if (!data.industryCategories.some((c) => c.slug === slug)) report('industryCategories', [], `the category "${slug}" is missing`, 'The six categories of the specification must all be present.');
  });
  if (industrySlugs.size !== 18) report('industryCategories', [], `expected 18 industries, found ${industrySlugs.size}`, 'The specification lists 18 industries; add or remove entries.');
  const specialized = data.industryCategories.find((c) => c.slug === 'specialized');
  if (specialized && specialized.industries.length !== 3)
    report('industryCategories', [data.industryCategories.indexOf(specialized), 'industries'], 'the specialized category holds exactly three industries', 'It is split into three groups on the industries page (data centres, healthcare, new-build housing).');

  const featuredTestimonials = data.testimonials.filter((t) => t.featured).length;
  if (featuredTestimonials !== 3) report('testimonials', [], `exactly 3 testimonials must be featured, found ${featuredTestimonials}`, 'Set "featured": true on three testimonials for the home page.');

  data.pages.portfolio.projects.forEach((project, index) => {
    if (!industrySlugs.has(project.industry)) report('portfolio', ['projects', index, 'industry'], 'refers to an industry that does not exist', 'Use an industry slug from data/industries.json.', project.industry);
    project.services.forEach((slug, n) => {
      if (!serviceSlugs.has(slug)) report('portfolio', ['projects', index, 'services', n], 'refers to a service that does not exist', 'Use a slug from data/services.json.', slug);
    });
  });
  return issues;
}

/** Indexes of every entry whose value appeared earlier in the list. */
function findDuplicates(values: readonly string[]): number[] {
  const seen = new Set<string>();
  const duplicates: number[] = [];
  values.forEach((value, index) => (seen.has(value) ? duplicates.push(index) : seen.add(value)));
  return duplicates;
}
