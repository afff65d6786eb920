import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADDITIONAL_AREAS, FEATURED_LOCATIONS } from '../../src/data/spec-names.ts';
import type { Company } from '../../src/data/schemas/company.ts';
import type { Location } from '../../src/data/schemas/location.ts';
import { formatDuration, formatMiles, travelFromDepot } from '../../src/data/travel.ts';
import { AREA_PAGE_FIRST_SERVICES } from '../../templates/pages/area-page.tsx';
import { jsonLd, readPage, realSiteDir, text } from '../helpers/site.ts';
import { expectSpecificationNames, readRealSite } from './site-listings.ts';

const readJson = async <T>(path: string) => JSON.parse(await readFile(new URL(`../../data/${path}`, import.meta.url), 'utf8')) as T;
const services = await readJson<{ slug: string; name: string; technicalSpecs: string[] }[]>('services.json');
const locations = await readJson<Location[]>('locations.json');
const company = await readJson<Company>('company.json');
const sharedFaqs = await readJson<{ area: unknown[] }>('pages/faqs.json');
const sectorServices = await readJson<{ sector: string; service: string }[]>('sector-services.json');
const sectors = await readJson<{ slug: string; industries: string[] }[]>('sectors.json');
const testimonials = await readJson<{ quote: string; company: string; location?: string; industries: string[]; featured?: boolean }[]>('testimonials.json');
const process = (await readJson<{ steps: { title: string }[] }>('pages/how-we-work.json')).steps;

/** The address the brief gives each area page; Hull's is the exception (docs/decisions.md#area-pages-for-every-town). */
const areaPath = (location: Location) => (location.areaPageSlug ? `/${location.areaPageSlug}/` : `/${location.slug}-commercial-electrician/`);
const areaServicesPath = (location: Location) => `/services-${location.slug}/`;
const bySlug = new Map(locations.map((location) => [location.slug, location]));
const areaPaths = new Set(locations.map(areaPath));

const crumbsOf = (page: Document) => [...page.querySelectorAll('nav[aria-label="Breadcrumb"] li')].map((li) => text(li).replace(/^\/\s*/, ''));
const hrefsIn = (node: Element | Document | null) => [...(node?.querySelectorAll('a[href]') ?? [])].map((a) => a.getAttribute('href') ?? '');
const descriptionOf = (page: Document) => page.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';

async function exists(pathname: string): Promise<boolean> {
  // A link's query and fragment name no file: `/contact/?town=hull#quote` opens /contact/.
  const path = pathname.split(/[?#]/)[0] ?? '';
  const file = path.endsWith('/') ? join(realSiteDir(), path, 'index.html') : join(realSiteDir(), path);
  return access(file).then(
    () => true,
    () => false,
  );
}

/** Every page under test, read once. */
const areaPages = new Map<string, Document>();
const areaServicesPages = new Map<string, Document>();
beforeAll(async () => {
  for (const location of locations) {
    areaPages.set(location.slug, await readPage(areaPath(location)));
    areaServicesPages.set(location.slug, await readPage(areaServicesPath(location)));
  }
});

describe('area pages', () => {
  it('exist for every town of the data (the six main ones among them), Hull at /commercial-electrician-hull/ with the pattern address redirecting to it', async () => {
    // Every town's headings are checked below, on the pages read once (test/site/site-listings.ts's expectTownPages
    // holds the same on the grown copy of test/site/added-entries.test.ts).
    expectSpecificationNames(await readRealSite());
    expect(areaPath(bySlug.get('hull')!)).toBe('/commercial-electrician-hull/');
    for (const location of locations) expect(await exists(areaPath(location)), areaPath(location)).toBe(true);
    const redirect = await readFile(join(realSiteDir(), 'hull-commercial-electrician', 'index.html'), 'utf8');
    expect(redirect).toContain('url=/commercial-electrician-hull/');
  });

  it('have one h1, the breadcrumbs, the local facts and the "over 15 years" claim', () => {
    for (const location of locations) {
      const page = areaPages.get(location.slug)!;
      const travel = travelFromDepot(company, location);
      expect(page.querySelectorAll('h1'), location.slug).toHaveLength(1);
      expect(text(page.querySelector('h1'))).toBe(`Commercial Electrician in ${location.name}`);
      expect(crumbsOf(page)).toEqual(['Home', 'Service Areas', location.name]);
      const main = text(page.querySelector('main'));
      expect(main).toContain('over 15 years');
      expect(main).toContain(location.landmark);
      for (const paragraph of location.localCopy) expect(main).toContain(paragraph.replace(/\s+/g, ' '));
      expect(text(page.querySelector('[data-fact="postcode"]'))).toContain(location.postcode);
      expect(text(page.querySelector('[data-fact="travel"] dt'))).toBe(`From our ${company.depot.name} depot`);
      expect(text(page.querySelector('[data-fact="travel"] dd'))).toBe(`${formatMiles(travel.miles)} away, ${formatDuration(travel.minutes)} by van`);
      expect(page.querySelector('#cta-title')).not.toBeNull();
    }
  });

  it('list every service once with exactly its first 2 specifications, each linking to the service-in-location page: the ones the town\'s trades need first, the rest behind a disclosure', () => {
    for (const location of locations) {
      const page = areaPages.get(location.slug)!;
      const entries = [...page.querySelectorAll('#services [data-service]')];
      expect(entries.map((entry) => entry.getAttribute('data-service')).sort(), location.slug).toEqual(services.map((service) => service.slug).sort());
      for (const entry of entries) {
        const service = services.find((candidate) => candidate.slug === entry.getAttribute('data-service'))!;
        expect([...entry.querySelectorAll('li')].map(text)).toEqual(service.technicalSpecs.slice(0, 2));
        expect(hrefsIn(entry)).toEqual([`/services/${service.slug}/${location.slug}/`]);
      }
      const shown = entries.filter((entry) => !entry.closest('details'));
      expect(shown.length, location.slug).toBe(AREA_PAGE_FIRST_SERVICES);
      // Needed: paired with one of the town's sectors in data/sector-services.json, as its service-in-town page says.
      const needed = new Set(sectorServices.filter((pairing) => location.sectors.includes(pairing.sector)).map((pairing) => pairing.service));
      const order = entries.map((entry) => needed.has(entry.getAttribute('data-service') ?? ''));
      expect(order, `${location.slug}: the needed services first`).toEqual([...order].sort((a, b) => Number(b) - Number(a)));
    }
  });

  it('link the nearby areas by the area pattern, the per-area services page and the portfolio', async () => {
    for (const location of locations) {
      const page = areaPages.get(location.slug)!;
      const nearby = hrefsIn(page.querySelector('#nearby'));
      expect(nearby.slice(0, location.nearby.length)).toEqual(location.nearby.map((slug) => areaPath(bySlug.get(slug)!)));
      for (const href of nearby.slice(0, location.nearby.length)) {
        expect(areaPaths.has(href)).toBe(true);
        expect(await exists(href), href).toBe(true);
      }
      const links = hrefsIn(page.querySelector('main'));
      expect(links).toContain(areaServicesPath(location));
      expect(links).toContain('/portfolio/');
    }
  });

  it("carry the words of the town's own client where it has one, else of a client in one of its trades, and the survey, quote and work steps", () => {
    let matched = 0;
    let ownTown = 0;
    for (const location of locations) {
      const page = areaPages.get(location.slug)!;
      const industries = location.sectors.flatMap((slug) => sectors.find((sector) => sector.slug === slug)?.industries ?? []);
      const ofTown = testimonials.filter((item) => item.location === location.slug);
      const own = industries.map((industry) => testimonials.find((item) => item.industries.includes(industry))).find((item) => item !== undefined);
      // Never a client of another town while the town has one of its own (issue 47).
      const expected = ofTown.find((item) => item.industries.some((industry) => industries.includes(industry))) ?? ofTown[0] ?? own ?? testimonials.find((item) => item.featured)!;
      if (ofTown.length > 0) ownTown += 1;
      else if (own) matched += 1;
      const quote = page.querySelector('#local figure blockquote');
      expect(text(quote), location.slug).toContain(expected.quote);
      expect(text(page.querySelector('#local figure figcaption')), location.slug).toContain(expected.company);
      expect([...page.querySelectorAll('#local ol[aria-label="How we work"] li')].map(text), location.slug).toEqual(process.map((step, index) => `${index + 1}${step.title}`));
    }
    // The matching is exercised, not only the fallback.
    expect(matched).toBeGreaterThan(0);
    expect(ownTown).toBeGreaterThan(0);
  });

  it('show an FAQ of the local, shared and computed travel questions that matches the FAQPage JSON-LD', () => {
    for (const location of locations) {
      const page = areaPages.get(location.slug)!;
      const shown = [...page.querySelectorAll('#faq details')];
      expect(shown).toHaveLength(location.faqs.length + sharedFaqs.area.length + 1);
      const faqPage = jsonLd(page).find((node) => node['@type'] === 'FAQPage');
      const entities = faqPage?.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
      expect(entities.map((entity) => entity.name)).toEqual(shown.map((details) => text(details.querySelector('h3'))));
      expect(entities.map((entity) => entity.acceptedAnswer.text)).toEqual(shown.map((details) => text(details.querySelector('p'))));
      const travel = travelFromDepot(company, location);
      const computed = text(shown.at(-1));
      expect(computed).toContain(location.name);
      expect(computed).toContain(formatDuration(travel.minutes));
      expect(computed).toContain(company.emergencyResponse);
    }
  });

  it('carry a LocalBusiness for the town that refers to the business by @id', () => {
    for (const location of locations) {
      const page = areaPages.get(location.slug)!;
      const business = jsonLd(page).find((node) => node['@type'] === 'Electrician');
      expect(business).toMatchObject({
        '@id': `https://www.example.com${areaPath(location)}#local-business`,
        parentOrganization: { '@id': 'https://www.example.com/#business' },
        areaServed: { '@type': 'City', name: location.name },
        telephone: company.phone,
      });
      expect(business?.makesOffer as unknown[]).toHaveLength(services.length);
      const breadcrumbs = jsonLd(page).find((node) => node['@type'] === 'BreadcrumbList');
      expect((breadcrumbs?.itemListElement as { name: string }[]).map((item) => item.name)).toEqual(crumbsOf(page));
    }
  });

  it('have a unique title and a unique meta description of 70-160 characters', () => {
    const pages = [...areaPages.values(), ...areaServicesPages.values()];
    const descriptions = pages.map(descriptionOf);
    const titles = pages.map((page) => text(page.querySelector('title')));
    for (const description of descriptions) expect(description.length, description).toBeGreaterThanOrEqual(70);
    for (const description of descriptions) expect(description.length, description).toBeLessThanOrEqual(160);
    expect(new Set(descriptions).size).toBe(pages.length);
    expect(new Set(titles).size).toBe(pages.length);
  });
});

describe('per-area services pages', () => {
  it('exist for every town with every service, its first 3 specifications and links to the local page and contact', () => {
    for (const location of locations) {
      const page = areaServicesPages.get(location.slug)!;
      expect(page.querySelectorAll('h1')).toHaveLength(1);
      expect(text(page.querySelector('h1'))).toBe(`Electrical Services in ${location.name}`);
      expect(crumbsOf(page)).toEqual(['Home', 'Services', location.name]);
      const entries = [...page.querySelectorAll('#services [data-service]')];
      expect(entries, location.slug).toHaveLength(services.length);
      entries.forEach((entry, index) => {
        const service = services[index]!;
        expect([...entry.querySelectorAll('ul li')].map(text)).toEqual(service.technicalSpecs.slice(0, 3));
        const links = hrefsIn(entry);
        expect(links).toContain(`/services/${service.slug}/${location.slug}/`);
        expect(links).toContain(`/contact/?service=${service.slug}&town=${location.slug}#quote`);
      });
      expect(hrefsIn(page.querySelector('main'))).toContain(areaPath(location));
      expect(page.querySelector('#cta-title')).not.toBeNull();
    }
  });

  it('open with local facts: postcode, landmark and the travel time from the depot', () => {
    for (const location of locations) {
      const local = text(areaServicesPages.get(location.slug)!.querySelector('#local'));
      const travel = travelFromDepot(company, location);
      expect(local).toContain(location.postcode);
      expect(local).toContain(location.landmark);
      expect(local).toContain(`${formatDuration(travel.minutes)} by van`);
    }
  });
});

describe('service areas page', () => {
  it('shows the six main areas, the ten named additional areas, every other place and every service', async () => {
    const page = await readPage('/service-areas/');
    expect(page.querySelectorAll('h1')).toHaveLength(1);
    expect(crumbsOf(page)).toEqual(['Home', 'Service Areas']);

    const main = [...page.querySelectorAll('#main-areas [data-area]')];
    expect(main.map((card) => card.getAttribute('data-area'))).toEqual([...FEATURED_LOCATIONS]);
    for (const card of main) {
      const location = bySlug.get(card.getAttribute('data-area') ?? '')!;
      expect(text(card)).toContain(location.name);
      expect(text(card)).toContain(location.postcode);
      expect(text(card)).toContain(location.summary);
      expect(hrefsIn(card)).toEqual(expect.arrayContaining([areaPath(location), areaServicesPath(location)]));
    }

    const additional = [...page.querySelectorAll('#additional-areas [data-area]')];
    expect(additional.map((card) => text(card.querySelector('a span')))).toEqual([
      'Anlaby', 'Cottingham', 'Willerby', 'Kirk Ella', 'Bridlington', 'Driffield', 'Market Weighton', 'Pocklington', 'Hedon', 'Withernsea',
    ]);
    for (const card of additional) {
      const location = bySlug.get(card.getAttribute('data-area') ?? '')!;
      expect(ADDITIONAL_AREAS).toContain(location.slug);
      expect(text(card)).toContain(location.postcode);
      expect(hrefsIn(card)).toEqual([areaPath(location)]);
    }

    const others = hrefsIn(page.querySelector('#more-areas'));
    const named = new Set<string>([...FEATURED_LOCATIONS, ...ADDITIONAL_AREAS]);
    expect(others.toSorted()).toEqual(locations.filter((location) => !named.has(location.slug)).map(areaPath).toSorted());
    const everyArea = new Set([...main.flatMap(hrefsIn), ...additional.flatMap(hrefsIn), ...others].filter((href) => areaPaths.has(href)));
    expect(everyArea).toEqual(areaPaths);

    expect(hrefsIn(page.querySelector('#services'))).toEqual(services.map((s) => `/services/${s.slug}/`));
    expect(page.querySelector('#cta-title')).not.toBeNull();
    const description = descriptionOf(page);
    expect(description.length).toBeGreaterThanOrEqual(70);
    expect(description.length).toBeLessThanOrEqual(160);
  });
});

describe('no doorway pages', () => {
  it('swapping the town names between any two area pages leaves text that is false for the other town', () => {
    for (const a of locations) {
      const local = text(areaPages.get(a.slug)!.querySelector('#local'));
      for (const b of locations) {
        if (a === b) continue;
        const swapped = local.replaceAll(a.name, b.name);
        expect(swapped, `${a.slug} → ${b.slug}`).not.toBe(text(areaPages.get(b.slug)!.querySelector('#local')));
      }
    }
  });

  it('shows postcode and travel figures that differ between towns', () => {
    const hull = areaPages.get('hull')!;
    const goole = areaPages.get('goole')!;
    const swapped = text(hull.querySelector('main')).replaceAll('Hull', 'Goole');
    expect(swapped).not.toBe(text(goole.querySelector('main')));
    expect(text(hull.querySelector('[data-fact="postcode"]'))).toContain('HU1-HU9');
    expect(text(goole.querySelector('[data-fact="postcode"]'))).toContain('DN14');
    expect(text(hull.querySelector('[data-fact="travel"]'))).not.toBe(text(goole.querySelector('[data-fact="travel"]')));
    expect(text(goole.querySelector('main'))).not.toContain('HU1-HU9');

    const travelFacts = locations.map((location) => text(areaPages.get(location.slug)!.querySelector('[data-fact="travel"]')));
    expect(new Set(travelFacts).size).toBeGreaterThan(15);
  });

  it('links only to pages that exist', async () => {
    const pages = [...areaPages.values(), ...areaServicesPages.values(), await readPage('/service-areas/')];
    const internal = new Set(pages.flatMap((page) => hrefsIn(page.querySelector('main'))).filter((href) => href.startsWith('/')));
    for (const href of internal) expect(await exists(href), href).toBe(true);
  });
});
