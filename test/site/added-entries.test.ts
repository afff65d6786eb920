import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/pipeline/index.ts';
import { check } from '../../src/check/index.ts';
import { createMemoryLogger } from '../../src/log/logger.ts';
import { createFixture, projectRoot } from '../helpers/fixture.ts';
import { readPage, text } from '../helpers/site.ts';
import {
  areaPath, expectFooterAreas, expectHubs, expectIndustryPages, expectServiceInTownPages, expectServicePages, expectSitemapPage, expectSitemapXml,
  expectSpecificationNames, expectTownPages, readBuiltSite, type BuiltSite, type Town,
} from './site-listings.ts';

// Issue 36, "counts are content": the owner adds a town, a service and an industry as docs/content.md says, and the
// build, `ctsite check` and every page-level promise still hold, the ones that once counted today's totals among them.

/** The town exactly as docs/content.md gives it ("Adding a town"): the README's own example, Elloughton. */
async function documentedTown(): Promise<Town & Record<string, unknown>> {
  const guide = await readFile(join(projectRoot, 'docs/content.md'), 'utf8');
  const example = /## Adding a town\n[\s\S]*?```json\n([\s\S]*?)```/.exec(guide)?.[1];
  if (!example) throw new Error('docs/content.md no longer shows the JSON of a town under "Adding a town"');
  return JSON.parse(example) as Town & Record<string, unknown>;
}

/** A service with what docs/content.md lists: slug, name, description, four technical specs, outcome, sections, category and icon. */
const SERVICE = {
  slug: 'thermal-imaging-surveys',
  name: 'Thermal Imaging Surveys',
  category: 'maintain',
  description: 'Infrared surveys of switchboards, busbars and connections under load, finding hot joints and overloaded circuits before they fail or start a fire.',
  technicalSpecs: [
    'Calibrated infrared cameras used with panels open and circuits carrying their normal load',
    'Temperature rise of each hot spot measured against ambient and similar connections nearby',
    'Findings ranked by urgency with a thermal and a visible image of every fault',
    'Repeat surveys after repairs to confirm the temperature has returned to normal',
  ],
  outcome: 'A ranked list of hot joints and overloaded circuits found while the plant runs, fixed before they trip or burn.',
  sections: [
    {
      heading: 'Seeing faults that a visual check misses',
      paragraphs: [
        'Loose terminations, corroded contacts and unbalanced phases all show up as heat long before they fail. An infrared camera finds them while the installation is working, without switching anything off.',
      ],
    },
    {
      heading: 'Reports insurers accept',
      paragraphs: [
        'Each survey ends with a report of every anomaly, its temperature rise, its likely cause and what to do about it, so maintenance budgets go where the risk is and insurers see the evidence.',
      ],
    },
  ],
  icon: 'thermometer',
};

/** An industry with what docs/content.md lists, in the logistics category. */
const INDUSTRY = {
  slug: 'ports-docks',
  name: 'Ports & Docks',
  description: 'Quayside power, crane supplies and lighting for port estates and docks along the Humber, built for salt, spray and round-the-clock shifts.',
  icon: 'package',
  art: 'distribution',
  pageTitle: 'Electrical Services for Ports & Docks',
  pageDescription: 'Port and dock electricians: quayside supplies, crane and reefer power, flood lighting and testing for estates on the Humber, rated for salt air.',
  intro: [
    'Ports run day and night in salt air, and an outage on a quay stops cranes, reefer containers and the trucks queuing at the gate. We install and maintain quayside distribution, reefer points, high-mast lighting and the supplies of workshops and offices across a port estate, with equipment and glands chosen for a marine atmosphere.',
  ],
  serviceSections: [
    {
      title: 'Quayside power and reefer points',
      benefits: [
        'Feeder pillars and reefer sockets with enclosures rated for spray and salt',
        'Supplies to cranes, conveyors and shore power sized for their starting currents',
        'Distribution laid out so one fault isolates one berth, not the whole quay',
      ],
      service: 'industrial-installations',
    },
    {
      title: 'High-mast and yard lighting',
      benefits: [
        'LED high-mast lighting with even light across container stacks and roadways',
        'Controls that dim empty areas and bring lights up when a vessel works overnight',
        'Masts and fittings inspected on a schedule suited to exposed sites',
      ],
      service: 'maintenance-repairs',
    },
    {
      title: 'Inspection and testing in a marine atmosphere',
      benefits: [
        'EICRs that pay attention to corrosion of enclosures, glands and earthing',
        'Thermal imaging of switchboards feeding cranes and reefer banks',
        'Remedial work planned around tides and shipping schedules',
      ],
      service: 'electrical-testing',
    },
  ],
  faqs: [
    { question: 'Can you work on a quay while ships are loading?', answer: 'Yes. We plan isolations berth by berth with the harbour team so that work on one quay never stops another.' },
    { question: 'Which enclosures do you use near the water?', answer: 'Stainless or marine-grade enclosures with suitable IP ratings and glands, fixed so that spray drains away from the terminals.' },
    { question: 'Do you respond to faults out of hours?', answer: 'Yes. Our emergency line is answered 24/7, and we keep parts for the common crane and reefer supplies in the van.' },
  ],
};

let fixture: Awaited<ReturnType<typeof createFixture>>;
let site: BuiltSite;
let town: Town & Record<string, unknown>;
const logger = createMemoryLogger();

beforeAll(async () => {
  fixture = await createFixture();
  town = await documentedTown();
  await fixture.edit('locations.json', (json) => [...(json as object[]), town]);
  await fixture.edit('services.json', (json) => [...(json as object[]), SERVICE]);
  await fixture.edit('industries.json', (json) => {
    const categories = json as { slug: string; industries: object[] }[];
    categories.find((category) => category.slug === 'logistics')?.industries.push(INDUSTRY);
    return categories;
  });
  await build({ root: projectRoot, dataDir: fixture.dataDir, outDir: fixture.outDir, env: { SOURCE_DATE_EPOCH: '1767225600' } });
  site = await readBuiltSite(fixture.dataDir, fixture.outDir);
}, 240_000);
afterAll(async () => {
  await fixture.cleanup();
});

describe('a town, a service and an industry added as docs/content.md says', () => {
  it('are in the data the site was built from', () => {
    expect(site.towns.map((t) => t.slug)).toContain('elloughton');
    expect(site.services.map((s) => s.slug)).toContain(SERVICE.slug);
    expect(site.industries.map((i) => i.slug)).toContain(INDUSTRY.slug);
  });

  it('pass `ctsite check`', async () => {
    const stdout = { write: () => true };
    const report = await check({ dir: fixture.outDir, dataDir: fixture.dataDir, budgetsFile: join(projectRoot, 'budgets.json'), logger, stdout }).catch((error: unknown) => {
      throw new Error(`ctsite check failed on the grown site:\n${logger.lines.join('\n')}`, { cause: error });
    });
    expect(report.problems).toEqual([]);
  }, 240_000);

  it('have their own pages, titled and headed as their kind is', async () => {
    const area = await readPage('/elloughton-commercial-electrician/', fixture.outDir);
    expect(text(area.querySelector('h1'))).toBe('Commercial Electrician in Elloughton');
    expect(text(area.querySelector('main'))).toContain('Elloughton Dale');
    expect(text((await readPage('/services-elloughton/', fixture.outDir)).querySelector('h1'))).toBe('Electrical Services in Elloughton');

    const service = await readPage(`/services/${SERVICE.slug}/`, fixture.outDir);
    expect(text(service.querySelector('h1'))).toBe(SERVICE.name);
    expect([...service.querySelectorAll('#overview aside li')].map(text)).toEqual(SERVICE.technicalSpecs);
    expect(text(service.querySelector('#cta-title'))).toBe(`Need ${SERVICE.name}?`);

    const industry = await readPage(`/industries/${INDUSTRY.slug}/`, fixture.outDir);
    expect(text(industry.querySelector('h1'))).toBe(INDUSTRY.pageTitle);
    expect(industry.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(INDUSTRY.pageDescription);
    expect([...industry.querySelectorAll('#services article h3')].map(text)).toEqual(INDUSTRY.serviceSections.map((section) => section.title));
  });

  it('have the service-in-town pages of the new town and of the new service, the new pair among them', async () => {
    for (const service of site.services) {
      const page = await readPage(`/services/${service.slug}/elloughton/`, fixture.outDir);
      expect(text(page.querySelector('title')), service.slug).toBe(`${service.name} in Elloughton – Expert Local Electricians`);
    }
    for (const each of site.towns) {
      const page = await readPage(`/services/${SERVICE.slug}/${each.slug}/`, fixture.outDir);
      expect(text(page.querySelector('h1')), each.slug).toContain(each.name);
    }
    const pair = await readPage(`/services/${SERVICE.slug}/elloughton/`, fixture.outDir);
    expect(text(pair.querySelector('main'))).toContain('HU15');
  });

  it('are linked from the hubs and the navigation that list their kind', async () => {
    const home = await readPage('/', fixture.outDir);
    const hrefs = (page: Document, selector: string) => [...page.querySelectorAll(`${selector} a`)].map((a) => a.getAttribute('href'));
    expect(hrefs(home, 'nav[aria-labelledby="footer-areas"]')).toContain(areaPath(town));
    expect(hrefs(home, 'nav[aria-labelledby="footer-more-services"]')).toContain(`/services/${SERVICE.slug}/`);
    expect(hrefs(home, '#menu-services')).toContain(`/services/${SERVICE.slug}/`);
    expect(hrefs(home, '#menu-industries')).toContain(`/industries/${INDUSTRY.slug}/`);
    expect(hrefs(await readPage('/services/', fixture.outDir), '#all-services')).toContain(`/services/${SERVICE.slug}/`);
    expect(hrefs(await readPage('/service-areas/', fixture.outDir), '#more-areas')).toContain(areaPath(town));
    expect(hrefs(await readPage('/industries/', fixture.outDir), '#industry-groups')).toContain(`/industries/${INDUSTRY.slug}/`);
    const sitemap = await readPage('/sitemap/', fixture.outDir);
    expect(hrefs(sitemap, '#area-pages')).toContain(areaPath(town));
    expect(hrefs(sitemap, '#locations')).toContain('/services-elloughton/');
    expect(hrefs(sitemap, '#all-services')).toContain(`/services/${SERVICE.slug}/`);
    expect(hrefs(sitemap, '#industries')).toContain(`/industries/${INDUSTRY.slug}/`);
    // Its nearby towns, as the entry lists them.
    expect(hrefs(await readPage(areaPath(town), fixture.outDir), '#nearby')).toEqual(expect.arrayContaining(['/brough-commercial-electrician/', '/welton-commercial-electrician/']));
  });

  it('are in sitemap.xml', async () => {
    const urls = await expectSitemapXml(site);
    for (const pathname of ['/elloughton-commercial-electrician/', '/services-elloughton/', `/services/${SERVICE.slug}/`, `/industries/${INDUSTRY.slug}/`]) expect(urls).toContain(pathname);
  });

  it('keep the promises the real site is tested for, counted from the grown data', async () => {
    expectSpecificationNames(site);
    await expectTownPages(site);
    await expectServicePages(site);
    await expectServiceInTownPages(site);
    await expectIndustryPages(site);
    await expectHubs(site);
    await expectSitemapPage(site);
    await expectFooterAreas(site);
  });
});
