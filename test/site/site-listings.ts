import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'vitest';
import { ADDITIONAL_AREAS, FEATURED_LOCATIONS, SPEC_INDUSTRIES, SPEC_SERVICES } from '../../src/data/spec-names.ts';
import { projectRoot } from '../helpers/fixture.ts';
import { readPage, realSiteDir, text } from '../helpers/site.ts';

// Counts are content (docs/decisions.md#counts-are-content): what the specification names is pinned by name, and
// every total is the data's own. These assertions take the data and the site built from it, so that the real site's
// tests (test/site/*.test.ts) and the grown copy of test/site/added-entries.test.ts hold the same promises.

export interface Town { slug: string; name: string; postcode: string; featured: boolean; areaPageSlug?: string }
export interface Service { slug: string; name: string; category: string; technicalSpecs: string[] }
export interface Industry { slug: string; name: string; pageTitle: string }
export interface Category { slug: string; title: string; industries: Industry[] }

/** The data a site was built from and the folder it was built into. */
export interface BuiltSite {
  dir: string;
  towns: Town[];
  services: Service[];
  categories: Category[];
  industries: Industry[];
}

export async function readBuiltSite(dataDir: string, dir: string): Promise<BuiltSite> {
  const read = async <T>(file: string) => JSON.parse(await readFile(join(dataDir, file), 'utf8')) as T;
  const categories = await read<Category[]>('industries.json');
  return { dir, towns: await read<Town[]>('locations.json'), services: await read<Service[]>('services.json'), categories, industries: categories.flatMap((category) => category.industries) };
}

/** The real data and the real site, built once per run (test/setup/build-real-site.ts). */
export const readRealSite = () => readBuiltSite(join(projectRoot, 'data'), realSiteDir());

/** The address the brief gives each area page; Hull's is the exception (docs/decisions.md#area-pages-for-every-town). */
export const areaPath = (town: Town) => (town.areaPageSlug ? `/${town.areaPageSlug}/` : `/${town.slug}-commercial-electrician/`);

export async function exists(dir: string, pathname: string): Promise<boolean> {
  const path = pathname.split(/[?#]/)[0] ?? '';
  const file = path.endsWith('/') ? join(dir, path, 'index.html') : join(dir, path);
  return access(file).then(() => true, () => false);
}

const hrefsIn = (node: Element | Document | null | undefined) => [...(node?.querySelectorAll('a[href]') ?? [])].map((a) => a.getAttribute('href') ?? '');

/** The data holds every service, industry and town the specification names, beside any the owner added. */
export function expectSpecificationNames(site: BuiltSite): void {
  expect(site.services.map((s) => s.slug)).toEqual(expect.arrayContaining([...SPEC_SERVICES]));
  expect(site.industries.map((i) => i.slug)).toEqual(expect.arrayContaining([...SPEC_INDUSTRIES]));
  expect(site.towns.map((t) => t.slug)).toEqual(expect.arrayContaining([...FEATURED_LOCATIONS, ...ADDITIONAL_AREAS]));
}

/** Every town has its area page and its per-area services page, headed with its name. */
export async function expectTownPages(site: BuiltSite): Promise<void> {
  for (const town of site.towns) {
    expect(text((await readPage(areaPath(town), site.dir)).querySelector('h1')), town.slug).toBe(`Commercial Electrician in ${town.name}`);
    expect(text((await readPage(`/services-${town.slug}/`, site.dir)).querySelector('h1')), town.slug).toBe(`Electrical Services in ${town.name}`);
  }
}

/** Every service has its page, headed with its name, whose grid links every town's page of the service. */
export async function expectServicePages(site: BuiltSite): Promise<void> {
  for (const service of site.services) {
    const page = await readPage(`/services/${service.slug}/`, site.dir);
    expect(text(page.querySelector('h1')), service.slug).toBe(service.name);
    expect(hrefsIn(page.querySelector('#areas ul')), service.slug).toEqual(site.towns.map((town) => `/services/${service.slug}/${town.slug}/`));
  }
}

/** Every service has a page in every town, titled as the specification says; no other such page is written. */
export async function expectServiceInTownPages(site: BuiltSite): Promise<void> {
  for (const service of site.services) {
    for (const town of site.towns) {
      const html = await readFile(join(site.dir, 'services', service.slug, town.slug, 'index.html'), 'utf8');
      const title = `${service.name} in ${town.name} – Expert Local Electricians`.replace(/&/g, '&amp;').replace(/</g, '&lt;');
      expect(html, `${service.slug}/${town.slug}`).toContain(`<title>${title}</title>`);
    }
  }
}

/** Every industry has its page, headed with its page title. */
export async function expectIndustryPages(site: BuiltSite): Promise<void> {
  for (const industry of site.industries) {
    expect(text((await readPage(`/industries/${industry.slug}/`, site.dir)).querySelector('h1')), industry.slug).toBe(industry.pageTitle);
  }
}

/** The hubs that list a kind of entry list each of them: the services index, the industries index, the service areas page. */
export async function expectHubs(site: BuiltSite): Promise<void> {
  const industryHrefs = new Set(site.industries.map((i) => `/industries/${i.slug}/`));

  const services = await readPage('/services/', site.dir);
  const listed = [...services.querySelectorAll('#all-services h4 a')].map((a) => a.getAttribute('href'));
  expect(listed.toSorted()).toEqual(site.services.map((s) => `/services/${s.slug}/`).toSorted());
  expect(new Set(hrefsIn(services.querySelector('#industries')).filter((href) => href.startsWith('/industries/')))).toEqual(industryHrefs);

  const industries = await readPage('/industries/', site.dir);
  const industryLinks = hrefsIn(industries.querySelector('#industry-groups'));
  expect(industryLinks).toHaveLength(site.industries.length);
  expect(new Set(industryLinks)).toEqual(industryHrefs);

  const areas = await readPage('/service-areas/', site.dir);
  const named = new Set<string>([...FEATURED_LOCATIONS, ...ADDITIONAL_AREAS]);
  const others = site.towns.filter((town) => !named.has(town.slug)).map(areaPath);
  expect(hrefsIn(areas.querySelector('#more-areas')).toSorted()).toEqual(others.toSorted());
  const everyArea = new Set(hrefsIn(areas.querySelector('main')).filter((href) => /-commercial-electrician\/$|^\/commercial-electrician-hull\/$/.test(href)));
  expect(everyArea).toEqual(new Set(site.towns.map(areaPath)));
  expect(hrefsIn(areas.querySelector('#services'))).toEqual(site.services.map((s) => `/services/${s.slug}/`));
}

/** The /sitemap/ page links every service, area page, industry and per-area services page, each to a page that exists. */
export async function expectSitemapPage(site: BuiltSite): Promise<void> {
  const page = await readPage('/sitemap/', site.dir);
  const hrefs = (selector: string) => [...page.querySelectorAll(`${selector} a`)].map((a) => a.getAttribute('href'));
  expect(hrefs('#main-pages')).toEqual(['/', '/services/', '/service-areas/', '/industries/', '/about/', '/contact/', '/free-site-survey/', '/portfolio/', '/testimonials/']);
  expect(hrefs('#all-services')).toEqual(site.services.map((s) => `/services/${s.slug}/`));
  expect(hrefs('#area-pages')).toEqual(site.towns.map(areaPath));
  expect(hrefs('#industries').toSorted()).toEqual(site.industries.map((i) => `/industries/${i.slug}/`).toSorted());
  expect(hrefs('#locations')).toEqual(site.towns.map((t) => `/services-${t.slug}/`));
  for (const item of page.querySelectorAll('#locations li')) {
    const town = site.towns.find((t) => item.querySelector(`a[href="/services-${t.slug}/"]`));
    expect(text(item)).toContain(town?.postcode);
  }
  expect(hrefs('#additional-pages')).toEqual(['/privacy-policy/', '/terms-conditions/']);
  for (const link of page.querySelectorAll('main a')) {
    const pathname = link.getAttribute('href') ?? '';
    expect(await exists(site.dir, pathname), pathname).toBe(true);
  }
}

/** The footer's town list, on any page, ends with the way to all of them, counted from the data. */
export async function expectFooterAreas(site: BuiltSite, pathname = '/'): Promise<void> {
  const links = [...(await readPage(pathname, site.dir)).querySelectorAll('nav[aria-labelledby="footer-areas"] a')];
  expect(text(links.at(-1))).toBe(`All ${site.towns.length} areas →`);
  expect(links.at(-1)?.getAttribute('href')).toBe('/service-areas/');
}

/**
 * sitemap.xml lists every page that lists a kind (each area, per-area, service and industry page), each once, and of
 * the service-in-town pages only some: those that say enough of their own (test/site/local-pages.test.ts).
 */
export async function expectSitemapXml(site: BuiltSite): Promise<string[]> {
  const locs = [...(await readFile(join(site.dir, 'sitemap.xml'), 'utf8')).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
  expect(locs.filter((loc) => !loc.startsWith('https://www.example.com/'))).toEqual([]);
  const urls = locs.map((loc) => loc.slice('https://www.example.com'.length));
  expect(new Set(urls).size).toBe(urls.length);
  const expected = [
    ...site.towns.flatMap((town) => [areaPath(town), `/services-${town.slug}/`]),
    ...site.services.map((s) => `/services/${s.slug}/`),
    ...site.industries.map((i) => `/industries/${i.slug}/`),
  ];
  expect(urls).toEqual(expect.arrayContaining(expected));
  const local = urls.filter((url) => /^\/services\/[^/]+\/[^/]+\/$/.test(url));
  expect(local.length).toBeGreaterThan(0);
  expect(local.length).toBeLessThan(site.services.length * site.towns.length);
  return urls;
}
