import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { SPEC_INDUSTRIES } from '../../src/data/spec-names.ts';
import { jsonLd, readPage, text } from '../helpers/site.ts';

interface IndustryData {
  slug: string;
  name: string;
  pageTitle: string;
  pageDescription: string;
  serviceSections: { title: string; benefits: string[]; service: string }[];
  faqs: { question: string; answer: string }[];
}
const readData = async <T>(path: string) => JSON.parse(await readFile(new URL(`../../data/${path}`, import.meta.url), 'utf8')) as T;
const categories = await readData<{ slug: string; title: string; industries: IndustryData[] }[]>('industries.json');
const industries = categories.flatMap((category) => category.industries);
const headline = await readData<{ slug: string; target: { service?: string } }[]>('headline-services.json');
const services = await readData<{ slug: string; name: string }[]>('services.json');
const portfolio = await readData<{ projects: { slug: string; title: string; industry: string; services: string[]; highlights: string[] }[] }>('pages/portfolio.json');
const testimonials = await readData<{ quote: string; author: string; rating: number }[]>('testimonials.json');

const HEADLINE_HREFS = [
  '/services/industrial-installations/',
  '/services/electrical-testing/',
  '/services/maintenance-repairs/',
  '/services/emergency-callout/',
  '/services/ev-charger-installation/',
];
const crumbsOf = (page: Document) => [...page.querySelectorAll('nav[aria-label="Breadcrumb"] li')].map((li) => text(li).replace(/^\/\s*/, ''));

describe('industries index', () => {
  it('shows a group per category, the specialized one split into its industries, and links every industry', async () => {
    const page = await readPage('/industries/');
    expect(page.querySelectorAll('h1')).toHaveLength(1);
    const groups = [...page.querySelectorAll('#industry-groups h2')].map(text);
    expect(groups).toEqual([
      ...categories.filter((c) => c.slug !== 'specialized').map((c) => c.title),
      ...categories.find((c) => c.slug === 'specialized')!.industries.map((i) => i.name),
    ]);
    const hrefs = [...page.querySelectorAll('#industry-groups a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toHaveLength(industries.length);
    expect(new Set(hrefs)).toEqual(new Set(industries.map((i) => `/industries/${i.slug}/`)));
    expect(crumbsOf(page)).toEqual(['Home', 'Industries']);
    expect(page.querySelector('#cta-title')).not.toBeNull();
  });
});

describe('industry pages', () => {
  it('exist for every industry of the data (the 18 the specification names among them) with every specified part', async () => {
    expect(industries.map((industry) => industry.slug)).toEqual(expect.arrayContaining([...SPEC_INDUSTRIES]));
    for (const industry of industries) {
      const page = await readPage(`/industries/${industry.slug}/`);
      const where = industry.slug;
      const h1s = page.querySelectorAll('h1');
      expect(h1s, where).toHaveLength(1);
      expect(text(h1s[0]), where).toBe(industry.pageTitle);
      expect(page.querySelector('meta[name="description"]')?.getAttribute('content'), where).toBe(industry.pageDescription);
      expect(crumbsOf(page), where).toEqual(['Home', 'Industries', industry.name]);

      const sections = [...page.querySelectorAll('#services article')];
      expect(sections.length, where).toBeGreaterThanOrEqual(3);
      expect(sections.length, where).toBeLessThanOrEqual(4);
      sections.forEach((section, index) => {
        const spec = industry.serviceSections[index]!;
        expect(text(section.querySelector('h3')), where).toBe(spec.title);
        expect([...section.querySelectorAll('li')].map(text), where).toEqual(spec.benefits);
        expect(section.querySelectorAll('li'), where).toHaveLength(3);
        const links = [...section.querySelectorAll('a')];
        expect(links, where).toHaveLength(1);
        const href = links[0]!.getAttribute('href');
        expect(HEADLINE_HREFS, where).toContain(href);
        expect(href).toBe(`/services/${spec.service}/`);
        // Named as the page it opens (docs/decisions.md#one-name-for-one-thing); test/site/link-names.test.ts checks every such link.
        const target = headline.find((h) => h.slug === spec.service)!.target.service;
        if (target) expect(text(links[0]).replace(/→$/, '')).toBe(services.find((s) => s.slug === target)!.name);
      });

      const questions = [...page.querySelectorAll('#faq details summary h3')].map(text);
      expect(questions, where).toHaveLength(3);
      const faqPage = jsonLd(page).find((node) => node['@type'] === 'FAQPage');
      const entities = faqPage?.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
      expect(entities.map((q) => q.name), where).toEqual(questions);
      expect(entities.map((q) => q.acceptedAnswer.text), where).toEqual([...page.querySelectorAll('#faq details p')].map(text));

      expect(page.querySelector(`main a[href="/contact/?industry=${industry.slug}#quote"]`), where).not.toBeNull();
      expect(page.querySelector('main a[href^="tel:"]'), where).not.toBeNull();

      const service = jsonLd(page).find((node) => node['@type'] === 'Service' || node['@type'] === 'Electrician');
      expect(service, where).toBeDefined();
      expect(JSON.stringify(service)).toContain('"@id":"https://www.example.com/#business"');
      expect(service).toMatchObject({ name: industry.pageTitle, description: industry.pageDescription, url: `https://www.example.com/industries/${industry.slug}/` });
      const breadcrumbList = jsonLd(page).find((node) => node['@type'] === 'BreadcrumbList');
      expect((breadcrumbList?.itemListElement as { name: string }[]).map((item) => item.name)).toEqual(['Home', 'Industries', industry.name]);
      expect(page.querySelector('#cta-title'), where).not.toBeNull();
    }
  });

  it('carries the specification claims on the pages they belong to', async () => {
    const claims: [string, string][] = [
      ['data-centers', '99.99% uptime'],
      ['greenhouses', '30-50%'],
      ['food-processing-facilities', 'IP65'],
      ['food-processing-facilities', 'IP67'],
      ['cold-storage-freezer-facilities', '-40°C'],
      ['storage-warehouses', '30 m'],
    ];
    for (const [slug, claim] of claims) {
      expect(text((await readPage(`/industries/${slug}/`)).querySelector('main')), slug).toContain(claim);
    }
  });

  it('link to their typical portfolio projects', async () => {
    for (const industry of industries) {
      const page = await readPage(`/industries/${industry.slug}/`);
      const projects = portfolio.projects.filter((p) => p.industry === industry.slug);
      expect([...page.querySelectorAll('#projects h3')].map(text), industry.slug).toEqual(projects.map((p) => p.title));
      // Each title links to its case study (issue 48).
      expect([...page.querySelectorAll('#projects h3 a')].map((a) => a.getAttribute('href')), industry.slug).toEqual(projects.map((p) => `/portfolio/${p.slug}/`));
    }
  });
});

describe('portfolio', () => {
  it('lists every project type, linked to its industry and its services', async () => {
    const page = await readPage('/portfolio/');
    expect(crumbsOf(page)).toEqual(['Home', 'Portfolio']);
    expect(text(page.querySelector('main'))).toMatch(/representative project types/i);
    const articles = [...page.querySelectorAll('main article')];
    expect(articles).toHaveLength(portfolio.projects.length);
    for (const project of portfolio.projects) {
      const article = articles.find((a) => text(a.querySelector('h3')) === project.title);
      expect(article, project.title).toBeDefined();
      const hrefs = [...article!.querySelectorAll('a')].map((a) => a.getAttribute('href'));
      expect(hrefs).toContain(`/industries/${project.industry}/`);
      for (const service of project.services) expect(hrefs).toContain(`/services/${service}/`);
      expect([...article!.querySelectorAll('li')].map(text)).toEqual(expect.arrayContaining(project.highlights));
    }
    expect(page.querySelector('#cta-title')).not.toBeNull();
  });
});

describe('testimonials', () => {
  it('shows every testimonial with its rating as text, and no review markup', async () => {
    const page = await readPage('/testimonials/');
    expect(crumbsOf(page)).toEqual(['Home', 'Testimonials']);
    const figures = [...page.querySelectorAll('main figure')];
    expect(figures).toHaveLength(testimonials.length);
    testimonials.forEach((testimonial, index) => {
      const figure = figures[index]!;
      expect(text(figure)).toContain(testimonial.quote);
      expect(text(figure)).toContain(testimonial.author);
      expect(text(figure)).toContain(`Rated ${testimonial.rating} out of 5`);
    });
    expect(jsonLd(page).map((node) => node['@type'])).toEqual(['BreadcrumbList']);
    expect(page.querySelector('#cta-title')).not.toBeNull();
  });
});
