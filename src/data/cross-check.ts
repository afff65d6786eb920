import type { DataIssue } from '../errors/catalogue.ts';
import type { DataFileKey } from './data-files.ts';
import { checkLocalSubstance, type ReportIssue } from './cross-check-local.ts';
import type { Loose } from './loose-data.ts';
import { collectNames, findDuplicates, type NameSet } from './name-set.ts';
import { nearestName } from './nearest-name.ts';
import type { SiteData } from './site-data.ts';
import {
  ADDITIONAL_AREAS, FEATURED_LOCATIONS, FEATURED_SERVICES, HEADLINE_ALIASES, HOME_TESTIMONIALS, SPEC_CATEGORIES, SPEC_INDUSTRIES, SPEC_SERVICES, SPLIT_CATEGORY,
} from './spec-names.ts';

/** What the cross-checks read: the site data, of which a part may have failed its schema. */
export interface CrossCheckInput {
  /** Every file's value; a file or entry that failed its schema has its invalid parts missing (`pruneInvalid`). */
  data: Loose<SiteData>;
  /** Where each file is, as the editor knows it, e.g. `data/services.json`. */
  fileOf: (key: DataFileKey) => string;
  /** Whether a file passed its schema whole: rules that count entries need every entry. */
  isValid: (key: DataFileKey) => boolean;
}

/**
 * Rules that span entries or files: unique slugs, references that resolve, what the brief names (docs/decisions.md#names-and-numbers-the-site-must-keep).
 * They run over whatever could be read, also beside schema errors, and stay silent where an answer would
 * depend on a value that failed its schema (that error is already reported).
 */
export function crossCheck({ data, fileOf, isValid }: CrossCheckInput): DataIssue[] {
  const issues: DataIssue[] = [];
  const report: ReportIssue = (key, path, message, hint, found, among) => {
    const suggestion = among && typeof found === 'string' ? nearestName(found, among.names) : undefined;
    issues.push({ file: fileOf(key), path, message, hint, ...(found === undefined ? {} : { found: JSON.stringify(found) }), ...(suggestion === undefined ? {} : { suggestion }) });
  };

  const services = data.services ?? [];
  const categoriesFile = data.serviceCategories ?? [];
  const locations = data.locations ?? [];
  const industryCategories = data.industryCategories ?? [];
  const headlines = data.headlineServices ?? [];
  const serviceSlugs = collectNames(data.services?.map((s) => s?.slug));
  const locationSlugs = collectNames(data.locations?.map((l) => l?.slug));
  const industries = industryCategories.flatMap((c, ci) => (c?.industries ?? []).map((industry, ii) => ({ industry, ci, ii })));
  // A category whose industry list is unreadable may hold any industry.
  const industryListsReadable = data.industryCategories !== undefined && industryCategories.every((c) => c?.industries !== undefined);
  const industrySlugs = collectNames(industryListsReadable ? industries.map((i) => i.industry?.slug) : undefined);

  findDuplicates(services.map((s) => s?.slug)).forEach((index) =>
    report('services', [index, 'slug'], 'duplicate slug', 'Every service needs its own slug; rename one of them.', services[index]?.slug));
  findDuplicates(categoriesFile.map((c) => c?.slug)).forEach((index) =>
    report('serviceCategories', [index, 'slug'], 'duplicate category', 'Each category appears once; merge the two.', categoriesFile[index]?.slug));
  const categorySlugs = collectNames(data.serviceCategories?.map((c) => c?.slug));
  services.forEach((service, index) => {
    if (categorySlugs.lacks(service?.category))
      report('services', [index, 'category'], 'refers to a service category that does not exist', `Use a slug from data/service-categories.json: ${categorySlugs.names.join(', ')}.`, service?.category, categorySlugs);
  });
  const usedCategories = collectNames(data.services?.map((s) => s?.category));
  categoriesFile.forEach((category, index) => {
    if (usedCategories.lacks(category?.slug))
      report('serviceCategories', [index], `no service belongs to the category "${category?.slug}"`, 'Set it as the category of a service in data/services.json, or remove the category.');
  });
  findDuplicates(locations.map((l) => l?.slug)).forEach((index) =>
    report('locations', [index, 'slug'], 'duplicate slug', 'Every location needs its own slug; rename one of them.', locations[index]?.slug));
  findDuplicates(industries.map((i) => i.industry?.slug)).forEach((index) => {
    const entry = industries[index];
    if (entry) report('industryCategories', [entry.ci, 'industries', entry.ii, 'slug'], 'duplicate industry slug', 'Rename one of the industries.', entry.industry?.slug);
  });
  findDuplicates(industryCategories.map((c) => c?.slug)).forEach((index) =>
    report('industryCategories', [index, 'slug'], 'duplicate category', 'Each category appears once; merge the two.', industryCategories[index]?.slug));
  findDuplicates(headlines.map((h) => h?.slug)).forEach((index) =>
    report('headlineServices', [index, 'slug'], 'duplicate headline service', 'Each headline service appears once; remove one.', headlines[index]?.slug));
  headlines.forEach((headline, index) => {
    if (typeof headline?.slug === 'string' && serviceSlugs.names.includes(headline.slug))
      report('headlineServices', [index, 'slug'], 'a headline alias has the same slug as a catalogue service', 'Aliases must not hide a service page; rename the alias.', headline.slug);
    const target = headline?.target;
    if (target && 'service' in target && serviceSlugs.lacks(target.service))
      report('headlineServices', [index, 'target', 'service'], 'refers to a service that does not exist', `Use a slug from data/services.json, e.g. "${serviceSlugs.names[0]}".`, target.service, serviceSlugs);
  });

  locations.forEach((location, index) => {
    (location?.nearby ?? []).forEach((slug, n) => {
      if (slug !== undefined && slug === location?.slug) report('locations', [index, 'nearby', n], 'a location lists itself as nearby', 'Remove it from its own nearby list.', slug);
      else if (locationSlugs.lacks(slug)) report('locations', [index, 'nearby', n], 'refers to a location that does not exist', 'Use the slug of another location in this file.', slug, locationSlugs);
    });
    if (typeof location?.slug !== 'string' || typeof location.featured !== 'boolean') return;
    const featured = (FEATURED_LOCATIONS as readonly string[]).includes(location.slug);
    if (location.featured !== featured)
      report('locations', [index, 'featured'], featured ? 'must be true: this is one of the six main locations' : 'must be false: only hull, brough, goole, howden, beverley and hessle are featured', 'Correct the flag.', location.featured);
  });
  const headlineSlugs = collectNames(data.headlineServices?.map((h) => h?.slug));
  industries.forEach(({ industry, ci, ii }) =>
    (industry?.serviceSections ?? []).forEach((section, si) => {
      if (headlineSlugs.lacks(section?.service))
        report('industryCategories', [ci, 'industries', ii, 'serviceSections', si, 'service'], 'refers to a headline service that does not exist', `Use a slug from data/headline-services.json, e.g. "${HEADLINE_ALIASES[0]}".`, section?.service, headlineSlugs);
    }),
  );

  const requireNamed = (key: DataFileKey, names: readonly string[], present: NameSet, what: string, fix: string) => {
    for (const name of names) if (present.lacks(name)) report(key, [], `the ${what} "${name}" is missing`, fix);
  };
  requireNamed('services', SPEC_SERVICES, serviceSlugs, 'service', 'The specification names it; add an entry with this slug and its copy.');
  requireNamed('services', FEATURED_SERVICES, serviceSlugs, 'featured service', 'The services page features it; add an entry with this slug.');
  requireNamed('locations', [...FEATURED_LOCATIONS, ...ADDITIONAL_AREAS], locationSlugs, 'location', 'The specification names it; add it with its postcode, landmark and coordinates.');
  requireNamed('industryCategories', SPEC_CATEGORIES, collectNames(data.industryCategories?.map((c) => c?.slug)), 'category', 'The specification names it; add the category with its industries.');
  requireNamed('industryCategories', SPEC_INDUSTRIES, industrySlugs, 'industry', 'The specification names it; add it to its category with its page copy.');
  requireNamed('headlineServices', HEADLINE_ALIASES, headlineSlugs, 'headline service', 'The home cards and industry pages link to it; add it with its target.');
  // `featured` defaults to false, so a missing flag and one that failed its schema look alike: count only a valid file.
  if (isValid('testimonials')) {
    const featuredTestimonials = (data.testimonials ?? []).filter((t) => t?.featured === true).length;
    if (featuredTestimonials < HOME_TESTIMONIALS)
      report('testimonials', [], `${HOME_TESTIMONIALS} testimonials must be featured for the home page, found ${featuredTestimonials}`, `Set "featured": true on at least ${HOME_TESTIMONIALS} testimonials; the home page shows the first ${HOME_TESTIMONIALS}.`);
  }

  (data.testimonials ?? []).forEach((testimonial, index) => {
    if (testimonial?.location !== undefined && locationSlugs.lacks(testimonial.location))
      report('testimonials', [index, 'location'], 'refers to a location that does not exist', 'Use a town slug from data/locations.json, or leave "location" out when the client is in none of them.', testimonial.location, locationSlugs);
    (testimonial?.services ?? []).forEach((slug, at) => {
      if (serviceSlugs.lacks(slug)) report('testimonials', [index, 'services', at], 'refers to a service that does not exist', 'Use a service slug from data/services.json.', slug, serviceSlugs);
    });
    (testimonial?.industries ?? []).forEach((slug, at) => {
      if (industrySlugs.lacks(slug)) report('testimonials', [index, 'industries', at], 'refers to an industry that does not exist', 'Use an industry slug from data/industries.json.', slug, industrySlugs);
    });
  });

  checkLocalSubstance(data, { services: serviceSlugs, industries: industrySlugs, categories: categorySlugs }, report);

  const testimonialsList = data.testimonials ?? [];
  findDuplicates(testimonialsList.map((t) => t?.key)).forEach((index) =>
    report('testimonials', [index, 'key'], 'duplicate key', 'Each testimonial\'s key names it alone; rename one of them.', testimonialsList[index]?.key));
  const projects = data.pages?.portfolio?.projects ?? [];
  findDuplicates(projects.map((p) => p?.slug)).forEach((index) =>
    report('portfolio', ['projects', index, 'slug'], 'duplicate slug: two projects would share one case-study page', 'Every project needs its own slug, its page\'s address under /portfolio/; rename one of them.', projects[index]?.slug));
  // Keys are optional: only a file whose every entry was read says which keys exist.
  const testimonialKeys = collectNames(isValid('testimonials') ? testimonialsList.flatMap((t) => (t?.key === undefined ? [] : [t.key])) : undefined);
  projects.forEach((project, index) => {
    if (project?.testimonial !== undefined) {
      const quoted = testimonialsList.find((t) => t?.key === project.testimonial);
      if (testimonialKeys.lacks(project.testimonial))
        report('portfolio', ['projects', index, 'testimonial'], 'refers to a testimonial that does not exist', `Use the "key" of an entry in data/testimonials.json${testimonialKeys.names.length ? `: ${testimonialKeys.names.join(', ')}` : ' (give the client\'s entry a "key" first)'}, or leave "testimonial" out.`, project.testimonial, testimonialKeys);
      else if (quoted?.location !== undefined && project.location !== undefined && quoted.location !== project.location)
        report('portfolio', ['projects', index, 'testimonial'], `quotes a client in "${quoted.location}" about a job in "${String(project.location)}"`, 'A case study quotes its own client: refer to the testimonial of this job, or correct the location of one of them.', project.testimonial);
    }
    if (locationSlugs.lacks(project?.location)) report('portfolio', ['projects', index, 'location'], 'refers to a location that does not exist', 'Use a town slug from data/locations.json.', project?.location, locationSlugs);
    if (industrySlugs.lacks(project?.industry)) report('portfolio', ['projects', index, 'industry'], 'refers to an industry that does not exist', 'Use an industry slug from data/industries.json.', project?.industry, industrySlugs);
    (project?.services ?? []).forEach((slug, n) => {
      if (serviceSlugs.lacks(slug)) report('portfolio', ['projects', index, 'services', n], 'refers to a service that does not exist', 'Use a slug from data/services.json.', slug, serviceSlugs);
    });
  });

  // The groups of the industries page (src/routes/navigation.ts, industryGroups): the categories, the split one as its industries.
  const groupSlugs = collectNames(
    industryListsReadable ? industryCategories.flatMap((c) => (c?.slug === SPLIT_CATEGORY ? (c.industries ?? []).map((i) => i?.slug) : [c?.slug])) : undefined,
  );
  (data.pages?.home?.sectors?.list ?? []).forEach((sector, index) => {
    if (groupSlugs.lacks(sector?.group))
      report('home', ['sectors', 'list', index, 'group'], 'refers to a group of the industries page that does not exist', `Use one of: ${groupSlugs.names.join(', ')}.`, sector?.group, groupSlugs);
  });
  return issues;
}
