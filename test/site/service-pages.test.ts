import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonLd, readPage, realSiteDir, text } from '../helpers/site.ts';
import { expectServiceInTownPages, expectServicePages, expectSpecificationNames, readRealSite } from './site-listings.ts';

const services = JSON.parse(await readFile(new URL('../../data/services.json', import.meta.url), 'utf8')) as { slug: string; name: string; category: string; technicalSpecs: string[] }[];
const locations = JSON.parse(await readFile(new URL('../../data/locations.json', import.meta.url), 'utf8')) as { slug: string; name: string; postcode: string; areaPageSlug?: string }[];
const site = await readRealSite();

describe('home page', () => {
  it('has the hero, the 35+ badge, five service cards, six areas and three testimonials', async () => {
    const page = await readPage('/');
    expect(page.querySelectorAll('h1')).toHaveLength(1);
    expect(text(page.querySelector('main'))).toContain("35+ years' combined experience");
    const cards = [...page.querySelectorAll('#services article a')].map((a) => a.getAttribute('href'));
    expect(cards).toEqual([
      '/services/industrial-installations/',
      '/services/electrical-testing/',
      '/services/emergency-callout/',
      '/services/ev-charger-installation/',
      '/services/maintenance-repairs/',
    ]);
    expect(page.querySelectorAll('#areas li a[href$="-commercial-electrician/"], #areas li a[href="/commercial-electrician-hull/"]')).toHaveLength(6);
    expect(page.querySelectorAll('#testimonials figure')).toHaveLength(3);
    for (const href of ['/free-site-survey/', '/contact/#quote', '/services/', '/about/', '/service-areas/', '/testimonials/']) {
      expect(page.querySelector(`main a[href="${href}"]`), href).not.toBeNull();
    }
  });

  it('carries the business entity with a 50 km GeoCircle around Hull', async () => {
    const [business] = jsonLd(await readPage('/')).filter((node) => node['@type'] === 'Electrician');
    expect(business?.['@id']).toBe('https://www.example.com/#business');
    expect(business?.geo).toMatchObject({ latitude: 53.7676, longitude: -0.3274 });
    expect(business?.areaServed).toContainEqual(expect.objectContaining({ '@type': 'GeoCircle', geoRadius: 50000 }));
  });
});

describe('services index', () => {
  it('lists five featured services, every service, the industries, accreditations and an FAQ', async () => {
    const page = await readPage('/services/');
    expect(page.querySelectorAll('#featured article')).toHaveLength(5);
    // Every service once, under the heading of its category, in the order of the categories.
    const categories = JSON.parse(await readFile(new URL('../../data/service-categories.json', import.meta.url), 'utf8')) as { slug: string; title: string }[];
    expect([...page.querySelectorAll('#all-services h3')].map((h) => [h.id, text(h)])).toEqual(categories.map((c) => [c.slug, c.title]));
    const all = [...page.querySelectorAll('#all-services section')].flatMap((group) =>
      [...group.querySelectorAll('h4 a')].map((a) => `${group.getAttribute('aria-labelledby')} ${a.getAttribute('href')}`));
    expect(all).toEqual(categories.flatMap((c) => services.filter((s) => s.category === c.slug).map((s) => `${c.slug} /services/${s.slug}/`)));
    // Every industry of the data, each once.
    const industries = [...page.querySelectorAll('#industries a[href^="/industries/"]')].map((a) => a.getAttribute('href'));
    expect(industries.toSorted()).toEqual(site.industries.map((i) => `/industries/${i.slug}/`).toSorted());
    expect(text(page.querySelector('#accreditations'))).toMatch(/NAPIT.*NICEIC.*BS 7671/);
    const faqs = page.querySelectorAll('#faq details');
    expect(faqs.length).toBeGreaterThanOrEqual(4);
    const faqPage = jsonLd(page).find((node) => node['@type'] === 'FAQPage');
    expect((faqPage?.mainEntity as unknown[]).length).toBe(faqs.length);
  });
});

describe('service detail pages', () => {
  it('exist for every service of the data (the 19 the specification names among them) with breadcrumb, features, buttons and a grid of every location', async () => {
    expectSpecificationNames(site);
    await expectServicePages(site);
    for (const service of services) {
      const page = await readPage(`/services/${service.slug}/`);
      expect(text(page.querySelector('h1'))).toBe(service.name);
      const crumbs = [...page.querySelectorAll('nav[aria-label="Breadcrumb"] li')].map((li) => text(li).replace(/^\/\s*/, ''));
      expect(crumbs).toEqual(['Home', 'Services', service.name]);
      expect(text(page.querySelector('#features-title'))).toBe('Service Features');
      expect([...page.querySelectorAll('#overview aside li')].map(text)).toEqual(service.technicalSpecs);
      expect(page.querySelector(`main a[href="/contact/?service=${service.slug}#quote"]`)).not.toBeNull();
      expect(page.querySelector('main a[href^="tel:"]')).not.toBeNull();
      const grid = page.querySelector('#areas ul');
      expect(grid?.className).toMatch(/grid-cols-2 .*md:grid-cols-4 .*lg:grid-cols-6/);
      expect(grid?.querySelectorAll('a')).toHaveLength(locations.length);
      expect(text(page.querySelector('#cta-title'))).toBe(`Need ${service.name}?`);
    }
  });
});

describe('service-in-location pages', () => {
  it('exist for every service and location with the exact title and local facts', async () => {
    await expectServiceInTownPages(site);
    const page = await readPage('/services/emergency-exit-lighting/goole/');
    const crumbs = [...page.querySelectorAll('nav[aria-label="Breadcrumb"] li')].map((li) => text(li).replace(/^\/\s*/, ''));
    expect(crumbs).toEqual(['Home', 'Services', 'Emergency & Exit Lighting', 'Goole']);
    expect(page.querySelectorAll('#at-a-glance ~ ul li')).toHaveLength(4);
    expect(text(page.querySelector('#why'))).toMatch(/NAPIT Approved.*Local Team.*Rapid Response.*5-Star Service/);
    expect(page.querySelectorAll('#process ol li')).toHaveLength(3);
    expect(text(page.querySelector('main'))).toContain('DN14');
    const [business] = jsonLd(page).filter((node) => node['@type'] === 'Electrician');
    expect(business).toMatchObject({ areaServed: { '@type': 'City', name: 'Goole' }, telephone: '01632 960 123' });
    const breadcrumbList = jsonLd(page).find((node) => node['@type'] === 'BreadcrumbList');
    expect((breadcrumbList?.itemListElement as { name: string }[]).map((item) => item.name)).toEqual(crumbs);
  });

  it('is not a doorway page: swapping town names makes the local facts false', async () => {
    const hull = text((await readPage('/services/backup-power-systems/hull/')).querySelector('main'));
    const goole = text((await readPage('/services/backup-power-systems/goole/')).querySelector('main'));
    const swapped = hull.replaceAll('Hull', 'Goole');
    expect(swapped).not.toBe(goole);
    expect(goole).not.toContain('HU1-HU9');
    expect(hull).toContain('HU1-HU9');
  });
});

const testimonials = JSON.parse(await readFile(new URL('../../data/testimonials.json', import.meta.url), 'utf8')) as { quote: string; author: string; company: string; location?: string; rating: number; services?: string[]; industries?: string[]; featured?: boolean }[];
const process = (JSON.parse(await readFile(new URL('../../data/pages/how-we-work.json', import.meta.url), 'utf8')) as { steps: { title: string }[] }).steps;

describe('service pages carry proof and answers (issue 39)', () => {

  it('the survey → quote → work process, a named client of that service where the data has one, and the FAQ given as FAQPage', async () => {
    for (const service of services) {
      const page = await readPage(`/services/${service.slug}/`);
      expect([...page.querySelectorAll('#process ol h3')].map((h3) => text(h3).replace(/^Step \d+: /, '')), service.slug).toEqual(process.map((step) => step.title));
      const expected = testimonials.find((entry) => entry.services?.includes(service.slug)) ?? testimonials.find((entry) => entry.featured);
      const quote = text(page.querySelector('#process blockquote'));
      expect(quote, service.slug).toBe(`“${expected?.quote}”`);
      expect(text(page.querySelector('#process figcaption')), service.slug).toContain(expected?.company ?? '?');
      const questions = [...page.querySelectorAll('#faq details h3')].map(text);
      expect(questions.length, service.slug).toBeGreaterThan(1);
      const faqPage = jsonLd(page).find((node) => node['@type'] === 'FAQPage');
      expect((faqPage?.mainEntity as { name: string }[]).map((entity) => entity.name), service.slug).toEqual(questions);
    }
    // The data pairs some services with a client of their own: those pages show that client, not the fallback.
    const paired = services.filter((service) => testimonials.some((entry) => entry.services?.includes(service.slug)));
    expect(paired.length).toBeGreaterThan(1);
  });
});

const towns = JSON.parse(await readFile(new URL('../../data/locations.json', import.meta.url), 'utf8')) as { slug: string; name: string; faqs: { question: string }[] }[];

const fixedQuote = (JSON.parse(await readFile(new URL('../../data/pages/service-location.json', import.meta.url), 'utf8')) as { testimonial: { quote: string } }).testimonial.quote;

describe('service-in-town pages carry proof and answers (issues 39 and 47)', () => {
  // Every service in towns with a client of their own (Hull has two, Hedon's only is rated 4) and in towns without.
  const pages = services.flatMap((service) => ['hull', 'goole', 'hedon', 'cottingham', 'skidby', 'welton'].map((slug) => ({ service, town: towns.find((entry) => entry.slug === slug)! })));

  it("the process, the brief's one fixed unattributed quote, a named client only of the town or of the service, and the town's questions", async () => {
    let named = 0;
    for (const { service, town } of pages) {
      const where = `${service.slug} in ${town.slug}`;
      const page = await readPage(`/services/${service.slug}/${town.slug}/`);
      expect([...page.querySelectorAll('#process ol h3')].map((h3) => text(h3).replace(/^Step \d+: /, '')), where).toEqual(process.map((step) => step.title));
      const figures = [...page.querySelectorAll('#process figure')];
      // The first: the same words on every page, signed by no one.
      expect(text(figures[0]?.querySelector('blockquote')), where).toBe(`“${fixedQuote}”`);
      expect(text(figures[0]?.querySelector('figcaption')), where).toBe('A commercial client');
      expect(testimonials.some((entry) => text(figures[0]).includes(entry.author)), where).toBe(false);
      // Beside it, at most one named client: of this town, or of this service where the town has none of its own.
      expect(figures.length, where).toBeLessThanOrEqual(2);
      const ofTown = testimonials.filter((entry) => entry.location === town.slug);
      const client = figures[1] && testimonials.find((entry) => text(figures[1]!.querySelector('blockquote')) === `“${entry.quote}”`);
      if (figures[1]) {
        expect(client, where).toBeDefined();
        expect(text(figures[1].querySelector('figcaption')), where).toContain(client!.author);
        if (ofTown.length > 0) expect(client!.location, `${where}: a client of another town while the town has its own`).toBe(town.slug);
        else expect(client!.services, where).toContain(service.slug);
        named += 1;
      } else {
        // Left out only where neither the town nor the service has a client who can stand under "5-Star Service".
        const candidates = ofTown.length > 0 ? ofTown : testimonials.filter((entry) => entry.services?.includes(service.slug));
        expect(candidates.filter((entry) => entry.rating === 5), where).toEqual([]);
      }
      expect([...page.querySelectorAll('#faq details h3')].map(text), where).toEqual(town.faqs.map((faq) => faq.question));
      expect(page.querySelector(`#faq a[href="/services/${service.slug}/#faq"]`), where).not.toBeNull();
      // The town's questions are marked up once, on its area page.
      expect(jsonLd(page).filter((node) => node['@type'] === 'FAQPage'), where).toEqual([]);
    }
    // The named card is exercised, not only its absence.
    expect(named).toBeGreaterThan(services.length);
  });

  it('no quote rated under 5 stars stands on a page that claims "5-Star Service"', async () => {
    const files = (await readdir(realSiteDir(), { recursive: true })).filter((name) => name.endsWith('.html'));
    let claims = 0;
    for (const name of files) {
      // The words as read: a term such as "5-Star" is kept whole in a span of its own.
      const words = (await readFile(join(realSiteDir(), name), 'utf8')).replace(/<[^>]*>/g, '');
      if (!/5-Star Service/i.test(words)) continue;
      claims += 1;
      expect(words.match(/Rated [0-4](\.\d)? out of 5/)?.[0], name).toBeUndefined();
    }
    expect(claims).toBeGreaterThan(services.length);
  });
});

const industries = (JSON.parse(await readFile(new URL('../../data/industries.json', import.meta.url), 'utf8')) as { industries: { slug: string }[] }[]).flatMap((category) => category.industries);

describe('industry pages carry proof and answers (issue 39)', () => {

  it('the process and a named client in that industry where the data has one, beside the FAQ they had', async () => {
    for (const industry of industries) {
      const page = await readPage(`/industries/${industry.slug}/`);
      expect(page.querySelectorAll('#process ol li').length, industry.slug).toBe(process.length);
      const expected = testimonials.find((entry) => entry.industries?.includes(industry.slug)) ?? testimonials.find((entry) => entry.featured);
      expect(text(page.querySelector('#process blockquote')), industry.slug).toBe(`“${expected?.quote}”`);
      expect(page.querySelectorAll('#faq details').length, industry.slug).toBeGreaterThan(1);
    }
    expect(industries.filter((industry) => testimonials.some((entry) => entry.industries?.includes(industry.slug))).length).toBeGreaterThan(1);
  });
});
