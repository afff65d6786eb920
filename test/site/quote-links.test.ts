import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPage, realSiteDir } from '../helpers/site.ts';
import { areaPath, readRealSite } from './site-listings.ts';

// Issue 48, item 4: quote links carry where they come from (docs/decisions.md#quote-links). The pages of a service, a
// town, a service in a town and an industry link the form as /contact/?service=…&town=…#quote (or ?industry=…), and
// the contact page carries what each value fills in.

const site = await readRealSite();
const headlines = JSON.parse(await readFile(new URL('../../data/headline-services.json', import.meta.url), 'utf8')) as { slug: string; target: { service?: string } }[];

/** The quote form's links of a page, as URLs: in its main content and in the phone's action bar. */
function quoteLinks(page: Document): { where: string; url: URL }[] {
  const found: { where: string; url: URL }[] = [];
  for (const [where, selector] of [['main', 'main a[href^="/contact/"]'], ['action bar', 'nav.action-bar a[href^="/contact/"]']] as const) {
    for (const link of page.querySelectorAll(selector)) {
      const url = new URL(link.getAttribute('href') ?? '', 'https://site.test');
      if (url.pathname === '/contact/' && url.hash === '#quote') found.push({ where, url });
    }
  }
  return found;
}

const paramsOf = (url: URL) => Object.fromEntries(url.searchParams);

describe('quote links carry where they come from', () => {
  const hull = site.towns.find((town) => town.slug === 'hull')!;
  const goole = site.towns.find((town) => town.slug === 'goole')!;
  const industry = site.industries[0]!;
  const cases = [
    { kind: 'service in a town', path: '/services/backup-power-systems/hull/', params: { service: 'backup-power-systems', town: 'hull' } },
    { kind: 'service in a town (a headline service)', path: '/services/new-construction-wiring/goole/', params: { service: 'new-construction-wiring', town: 'goole' } },
    { kind: 'service', path: '/services/emergency-exit-lighting/', params: { service: 'emergency-exit-lighting' } },
    { kind: 'area (Hull, its own address)', path: areaPath(hull), params: { town: 'hull' } },
    { kind: 'area', path: areaPath(goole), params: { town: 'goole' } },
    { kind: 'per-area services', path: '/services-goole/', params: { town: 'goole' } },
    { kind: 'industry', path: `/industries/${industry.slug}/`, params: { industry: industry.slug } },
  ];

  it.each(cases)('$kind: the hero, the closing band and the action bar link the form with the page\'s params', async ({ path, params }) => {
    const page = await readPage(path);
    const links = quoteLinks(page);
    // The hero's quote (from 768 px), the closing band's and the phone's action bar's.
    expect(page.querySelector('section[aria-labelledby="page-title"] a[href*="#quote"]')?.getAttribute('href'), path).toMatch(/^\/contact\/\?/);
    expect(page.querySelector('section[aria-labelledby="cta-title"] a[href*="#quote"]')?.getAttribute('href'), path).toMatch(/^\/contact\/\?/);
    expect(links.filter((link) => link.where === 'action bar'), path).toHaveLength(1);
    const pageLevel = links.filter(({ url }) => url.searchParams.size > 0 && !(path.startsWith('/services-') && url.searchParams.has('service')));
    expect(pageLevel.length, path).toBeGreaterThanOrEqual(3);
    for (const { where, url } of pageLevel) expect(paramsOf(url), `${path}, ${where}: ${url.search}`).toEqual(params);
    // No quote link on such a page is bare.
    expect(links.filter(({ url }) => url.search === ''), path).toEqual([]);
  });

  it('the per-area services page asks for each service in the town', async () => {
    const page = await readPage('/services-goole/');
    const asks = [...page.querySelectorAll('#services li[data-service]')].map((item) => ({
      service: item.getAttribute('data-service'),
      href: [...item.querySelectorAll('a')].find((a) => /Request a quote/.test(a.textContent ?? ''))?.getAttribute('href'),
    }));
    expect(asks).toHaveLength(site.services.length);
    for (const { service, href } of asks) expect(href).toBe(`/contact/?service=${service}&town=goole#quote`);
  });

  it('every quote link of every page names a real service, town or industry, those of the page it is on', async () => {
    const dir = realSiteDir();
    const services = new Set(site.services.map((service) => service.slug));
    const towns = new Set(site.towns.map((town) => town.slug));
    const industries = new Set(site.industries.map((each) => each.slug));
    const files = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('.html'));
    const wrong: string[] = [];
    let withParams = 0;
    for (const file of files) {
      const html = await readFile(join(dir, file), 'utf8');
      const kind = /<body data-page-kind="([^"]+)"/.exec(html)?.[1];
      for (const [, href] of html.matchAll(/href="(\/contact\/\?[^"]*)"/g)) {
        const url = new URL((href ?? '').replaceAll('&amp;', '&'), 'https://site.test');
        withParams += 1;
        const { service, town, industry, ...other } = paramsOf(url);
        const problems = [
          url.hash !== '#quote' && `leads to ${url.hash || 'the top'}, not #quote`,
          Object.keys(other).length > 0 && `unknown params ${Object.keys(other).join(', ')}`,
          service !== undefined && !services.has(service) && `no service "${service}"`,
          town !== undefined && !towns.has(town) && `no town "${town}"`,
          industry !== undefined && !industries.has(industry) && `no industry "${industry}"`,
          // A service-in-town page's links name its own service and town.
          kind === 'serviceInLocation' && `/${file}` !== `/services/${service}/${town}/index.html` && `not this page's service and town`,
          !['service', 'serviceInLocation', 'area', 'areaServices', 'industry'].includes(kind ?? '') && `on a ${kind} page`,
        ].filter(Boolean);
        if (problems.length > 0) wrong.push(`${file}: ${href} (${problems.join('; ')})`);
      }
    }
    expect(wrong).toEqual([]);
    // Every service-in-town page at least (each has three such links).
    expect(withParams).toBeGreaterThanOrEqual(3 * site.services.length * site.towns.length);
  });

  it('other pages link the bare form', async () => {
    for (const path of ['/', '/about/', '/services/', '/service-areas/', '/industries/']) {
      const links = quoteLinks(await readPage(path));
      expect(links.length, path).toBeGreaterThan(0);
      expect(links.map(({ url }) => url.search), path).toEqual(links.map(() => ''));
    }
  });
});

describe('the contact page fills the form from a quote link', () => {
  it('carries, for every service, town and industry, what its value fills in, naming only choices the form has', async () => {
    const page = await readPage('/contact/');
    const root = page.querySelector('#quote[data-quote-prefill]');
    const table = JSON.parse(root?.getAttribute('data-quote-prefill') ?? '{}') as Record<string, Record<string, Record<string, string>>>;
    const options = [...(root?.querySelectorAll('select[name="service"] option') ?? [])].map((option) => option.getAttribute('value'));
    expect(Object.keys(table)).toEqual(['service', 'town', 'industry']);
    for (const service of site.services) {
      const headline = headlines.find((each) => each.target.service === service.slug);
      expect(table.service?.[service.slug], service.slug).toEqual(headline ? { service: headline.slug } : { service: 'other', message: `Enquiry about: ${service.name}` });
      expect(options).toContain(table.service?.[service.slug]?.service);
    }
    // The headline services that stand for a catalogue service, each chosen by it.
    expect(Object.values(table.service ?? {}).filter((fill) => fill.service !== 'other')).toHaveLength(headlines.filter((each) => each.target.service).length);
    for (const town of site.towns) expect(table.town?.[town.slug], town.slug).toEqual({ location: town.name });
    for (const each of site.industries) expect(table.industry?.[each.slug], each.slug).toEqual({ message: `Enquiry about: ${each.pageTitle}` });
    // The form has the fields the table fills.
    for (const name of ['service', 'location', 'message']) expect(root?.querySelector(`form [name="${name}"]`), name).not.toBeNull();
  });
});
