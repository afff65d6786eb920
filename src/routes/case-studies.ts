import type { Industry } from '../data/schemas/industry.ts';
import type { Location } from '../data/schemas/location.ts';
import type { ProjectType } from '../data/schemas/pages.ts';
import type { Service } from '../data/schemas/service.ts';
import type { Testimonial } from '../data/schemas/testimonial.ts';
import type { SiteData } from '../data/site-data.ts';

/** A project of data/pages/portfolio.json with what its pages show of it resolved: industry, town, services, client quote. */
export interface CaseStudy {
  project: ProjectType;
  industry: Industry;
  location: Location;
  /** In the project's order, e.g. Power Distribution & Switchgear first. */
  services: Service[];
  /** The client's words (the testimonial its `testimonial` key names), when it has some. */
  testimonial?: Testimonial;
}

/** How many projects a service, area or industry page links to: the latest of its own, so that no page grows with the portfolio. */
export const RELATED_PROJECTS = 3;

/** Every project, in the data's order. The cross-checks have made sure each reference resolves (src/data/cross-check.ts). */
export function caseStudies(data: SiteData): CaseStudy[] {
  const industries = new Map(data.industryCategories.flatMap((category) => category.industries).map((industry) => [industry.slug, industry]));
  const locations = new Map(data.locations.map((location) => [location.slug, location]));
  const services = new Map(data.services.map((service) => [service.slug, service]));
  return data.pages.portfolio.projects.map((project) => {
    const industry = industries.get(project.industry);
    const location = locations.get(project.location);
    if (!industry || !location) throw new Error(`portfolio project "${project.slug}" names an unknown industry or town`);
    const testimonial = project.testimonial === undefined ? undefined : data.testimonials.find((entry) => entry.key === project.testimonial);
    return {
      project,
      industry,
      location,
      services: project.services.flatMap((slug) => services.get(slug) ?? []),
      ...(testimonial ? { testimonial } : {}),
    };
  });
}

/** The latest projects that `belongs` picks, at most RELATED_PROJECTS, e.g. a town's own for its area page. */
export function relatedCaseStudies(all: readonly CaseStudy[], belongs: (study: CaseStudy) => boolean): CaseStudy[] {
  return all
    .filter(belongs)
    .sort((a, b) => b.project.completed.localeCompare(a.project.completed))
    .slice(0, RELATED_PROJECTS);
}
