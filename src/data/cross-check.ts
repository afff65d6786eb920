import type { DataIssue } from '../errors/catalogue.ts';
import type { DataFileKey } from './data-files.ts';
import { checkLocalSubstance, type ReportIssue } from './cross-check-local.ts';
import type { SiteData } from './site-data.ts';
import {
  ADDITIONAL_AREAS, FEATURED_LOCATIONS, FEATURED_SERVICES, HEADLINE_ALIASES, HOME_TESTIMONIALS, SPEC_CATEGORIES, SPEC_INDUSTRIES, SPEC_SERVICES,
} from './spec-names.ts';

/** Rules that span records or files: unique slugs, references that resolve, what the specification names. */
export function crossCheck(data: SiteData, fileOf: (key: DataFileKey) => string): DataIssue[] {
  const issues: DataIssue[] = [];
  const report: ReportIssue = (key, path, message, hint, found) =>
    issues.push({ file: fileOf(key), path, message, hint, ...(found === undefined ? {} : { found: JSON.stringify(found) }) });

  const serviceSlugs = new Set(data.services.map((s) => s.slug));
  const locationSlugs = new Set(data.locations.map((l) => l.slug));
  const industries = data.industryCategories.flatMap((c, ci) => c.industries.map((industry, ii) => ({ industry, ci, ii })));
  const industrySlugs = new Set(industries.map((i) => i.industry.slug));

  findDuplicates(data.services.map((s) => s.slug)).forEach((index) =>
    report('services', [index, 'slug'], 'duplicate slug', 'Every service needs its own slug; rename one of them.', data.services[index]?.slug));
  findDuplicates(data.serviceCategories.map((c) => c.slug)).forEach((index) =>
    report('serviceCategories', [index, 'slug'], 'duplicate category', 'Each category appears once; merge the two.', data.serviceCategories[index]?.slug));
  const categorySlugs = new Set(data.serviceCategories.map((c) => c.slug));
  data.services.forEach((service, index) => {
    if (!categorySlugs.has(service.category))
      report('services', [index, 'category'], 'refers to a service category that does not exist', `Use a slug from data/service-categories.json: ${[...categorySlugs].join(', ')}.`, service.category);
  });
  data.serviceCategories.forEach((category, index) => {
    if (!data.services.some((s) => s.category === category.slug))
      report('serviceCategories', [index], `no service belongs to the category "${category.slug}"`, 'Set it as the category of a service in data/services.json, or remove the category.');
  });
  findDuplicates(data.locations.map((l) => l.slug)).forEach((index) =>
    report('locations', [index, 'slug'], 'duplicate slug', 'Every location needs its own slug; rename one of them.', data.locations[index]?.slug));
  findDuplicates(industries.map((i) => i.industry.slug)).forEach((index) => {
    const entry = industries[index];
    if (entry) report('industryCategories', [entry.ci, 'industries', entry.ii, 'slug'], 'duplicate industry slug', 'Rename one of the industries.', entry.industry.slug);
  });
  findDuplicates(data.industryCategories.map((c) => c.slug)).forEach((index) =>
    report('industryCategories', [index, 'slug'], 'duplicate category', 'Each category appears once; merge the two.', data.industryCategories[index]?.slug));
  findDuplicates(data.headlineServices.map((h) => h.slug)).forEach((index) =>
    report('headlineServices', [index, 'slug'], 'duplicate headline service', 'Each headline service appears once; remove one.', data.headlineServices[index]?.slug));
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
  const headlineSlugs = new Set(data.headlineServices.map((h) => h.slug));
  industries.forEach(({ industry, ci, ii }) =>
    industry.serviceSections.forEach((section, si) => {
      if (!headlineSlugs.has(section.service))
        report('industryCategories', [ci, 'industries', ii, 'serviceSections', si, 'service'], 'refers to a headline service that does not exist', `Use a slug from data/headline-services.json, e.g. "${HEADLINE_ALIASES[0]}".`, section.service);
    }),
  );

  const requireNamed = (key: DataFileKey, names: readonly string[], present: ReadonlySet<string>, what: string, fix: string) => {
    for (const name of names) if (!present.has(name)) report(key, [], `the ${what} "${name}" is missing`, fix);
  };
  requireNamed('services', SPEC_SERVICES, serviceSlugs, 'service', 'The specification names it; add an entry with this slug and its copy.');
  requireNamed('services', FEATURED_SERVICES, serviceSlugs, 'featured service', 'The services page features it; add an entry with this slug.');
  requireNamed('locations', [...FEATURED_LOCATIONS, ...ADDITIONAL_AREAS], locationSlugs, 'location', 'The specification names it; add it with its postcode, landmark and coordinates.');
  requireNamed('industryCategories', SPEC_CATEGORIES, new Set(data.industryCategories.map((c) => c.slug)), 'category', 'The specification names it; add the category with its industries.');
  requireNamed('industryCategories', SPEC_INDUSTRIES, industrySlugs, 'industry', 'The specification names it; add it to its category with its page copy.');
  requireNamed('headlineServices', HEADLINE_ALIASES, headlineSlugs, 'headline service', 'The home cards and industry pages link to it; add it with its target.');

  const featuredTestimonials = data.testimonials.filter((t) => t.featured).length;
  if (featuredTestimonials < HOME_TESTIMONIALS)
    report('testimonials', [], `${HOME_TESTIMONIALS} testimonials must be featured for the home page, found ${featuredTestimonials}`, `Set "featured": true on at least ${HOME_TESTIMONIALS} testimonials; the home page shows the first ${HOME_TESTIMONIALS}.`);

  checkLocalSubstance(data, report);

  data.pages.portfolio.projects.forEach((project, index) => {
    if (!locationSlugs.has(project.location)) report('portfolio', ['projects', index, 'location'], 'refers to a location that does not exist', 'Use a town slug from data/locations.json.', project.location);
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
