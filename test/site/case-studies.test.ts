import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonLd, readPage, realSiteDir, text } from '../helpers/site.ts';

// Issue 48, item 7: every project of data/pages/portfolio.json is a case study with a page of its own at
// /portfolio/{slug}/, listed on /portfolio/ and linked from its service, town and industry pages.

interface Project {
  slug: string;
  title: string;
  client?: string;
  industry: string;
  location: string;
  completed: string;
  scope: string;
  services: string[];
  figures: { value: string; label: string }[];
  testimonial?: string;
}
const readData = async <T,>(path: string) => JSON.parse(await readFile(new URL(`../../data/${path}`, import.meta.url), 'utf8')) as T;
const { projects } = await readData<{ projects: Project[] }>('pages/portfolio.json');
const services = await readData<{ slug: string; name: string }[]>('services.json');
const towns = await readData<{ slug: string; name: string; areaPageSlug?: string }[]>('locations.json');
const testimonials = await readData<{ key?: string; quote: string; author: string }[]>('testimonials.json');
const industries = (await readData<{ industries: { slug: string; name: string }[] }[]>('industries.json')).flatMap((category) => category.industries);

const SITE = 'https://www.example.com';
const BUSINESS = `${SITE}/#business`;
const pageOf = (project: Project) => `/portfolio/${project.slug}/`;
const areaPageOf = (slug: string) => {
  const town = towns.find((each) => each.slug === slug)!;
  return town.areaPageSlug ? `/${town.areaPageSlug}/` : `/${town.slug}-commercial-electrician/`;
};
const hrefsIn = (root: ParentNode | null | undefined) => [...(root?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'));
/** The latest three projects that `belongs` picks: what a service or area page links to. */
const latestThree = (belongs: (project: Project) => boolean) =>
  projects
    .filter(belongs)
    .sort((a, b) => b.completed.localeCompare(a.completed))
    .slice(0, 3)
    .map(pageOf);

describe('case-study pages', () => {
  it('every project has its page with its h1, summary, figures, details and services linked', async () => {
    for (const project of projects) {
      const page = await readPage(pageOf(project));
      const where = project.slug;
      expect([...page.querySelectorAll('h1')].map(text), where).toEqual([project.title]);
      expect(text(page.querySelector('#page-title ~ p')), where).toBe(project.scope);
      expect(page.querySelector('link[rel="canonical"]')?.getAttribute('href'), where).toBe(`${SITE}${pageOf(project)}`);
      expect([...page.querySelectorAll('nav[aria-label="Breadcrumb"] li')].map((li) => text(li).replace(/^\/\s*/, '')), where).toEqual(['Home', 'Portfolio', project.title]);
      const figures = [...page.querySelectorAll('#project-figures li')].map((li) => [...li.children].map(text).join(' '));
      expect(figures, where).toEqual(project.figures.map((figure) => `${figure.value} ${figure.label}`));
      const serviceLinks = [...page.querySelectorAll('#project-services a')];
      expect(serviceLinks.map((a) => a.getAttribute('href')), where).toEqual(project.services.map((slug) => `/services/${slug}/`));
      expect(serviceLinks.map(text), where).toEqual(project.services.map((slug) => services.find((service) => service.slug === slug)!.name));
      const details = page.querySelector('[aria-labelledby="details-title"]');
      expect(hrefsIn(details), where).toEqual(expect.arrayContaining([areaPageOf(project.location), `/industries/${project.industry}/`]));
      expect(text(details), where).toContain(project.client ?? industries.find((industry) => industry.slug === project.industry)!.name);
      const quote = testimonials.find((testimonial) => project.testimonial !== undefined && testimonial.key === project.testimonial);
      if (quote) expect(text(page.querySelector('#client')), where).toContain(quote.quote);
      else expect(page.querySelector('#client'), where).toBeNull();
      expect(page.querySelector('#cta-title'), where).not.toBeNull();
    }
  });

  it('carry a CreativeWork naming the business by @id, matching what the page shows, and its breadcrumbs', async () => {
    for (const project of projects) {
      const page = await readPage(pageOf(project));
      const where = project.slug;
      const nodes = jsonLd(page);
      expect(nodes.map((node) => node['@type']).sort(), where).toEqual(['BreadcrumbList', 'CreativeWork']);
      const work = nodes.find((node) => node['@type'] === 'CreativeWork')!;
      expect(work, where).toMatchObject({
        '@id': `${SITE}${pageOf(project)}#case-study`,
        url: `${SITE}${pageOf(project)}`,
        name: text(page.querySelector('h1')),
        description: text(page.querySelector('#page-title ~ p')),
        dateCreated: project.completed,
        creator: { '@id': BUSINESS },
        provider: { '@id': BUSINESS },
        locationCreated: { '@type': 'Place', name: text(page.querySelector(`[aria-labelledby="details-title"] a[href="${areaPageOf(project.location)}"]`)) },
      });
      const shownServices = [...page.querySelectorAll('#project-services a')].map((a) => ({ '@type': 'Service', name: text(a), url: `${SITE}${a.getAttribute('href')}` }));
      expect(work.about, where).toEqual(shownServices);
      const crumbs = nodes.find((node) => node['@type'] === 'BreadcrumbList')!.itemListElement as { name: string; item: string }[];
      expect(crumbs.map((crumb) => [crumb.name, crumb.item]), where).toEqual([
        ['Home', `${SITE}/`],
        ['Portfolio', `${SITE}/portfolio/`],
        [project.title, `${SITE}${pageOf(project)}`],
      ]);
    }
  });

  it('are in sitemap.xml', async () => {
    const sitemap = await readFile(join(realSiteDir(), 'sitemap.xml'), 'utf8');
    for (const project of projects) expect(sitemap, project.slug).toContain(`<loc>${SITE}${pageOf(project)}</loc>`);
  });
});

describe('links to the case studies', () => {
  it('/portfolio/ links each project by its title', async () => {
    const page = await readPage('/portfolio/');
    for (const project of projects) {
      const link = page.querySelector(`main article h3 a[href="${pageOf(project)}"]`);
      expect(text(link), project.slug).toBe(project.title);
    }
  });

  it('each industry page links every project of its industry, and each area page the latest three of its town', async () => {
    for (const project of projects) {
      expect(hrefsIn((await readPage(`/industries/${project.industry}/`)).querySelector('#projects')), project.slug).toContain(pageOf(project));
    }
    for (const town of towns) {
      const linked = hrefsIn((await readPage(areaPageOf(town.slug))).querySelector('#town-projects')).filter((href) => href?.startsWith('/portfolio/'));
      expect(linked, town.slug).toEqual(latestThree((project) => project.location === town.slug));
    }
  });

  it('each service page links the latest three projects that drew on the service', async () => {
    for (const service of services) {
      const linked = hrefsIn((await readPage(`/services/${service.slug}/`)).querySelector('#projects')).filter((href) => href !== '/portfolio/');
      expect(linked, service.slug).toEqual(latestThree((project) => project.services.includes(service.slug)));
    }
  });
});
