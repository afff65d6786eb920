import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { measureLocalPages, overSharedPairs } from '../../src/check/local-pages.ts';
import { decodeText } from '../../src/seo/entities.ts';
import { readBuiltPages } from '../../src/check/read-built-pages.ts';
import { MAX_SHARED } from '../../src/seo/shingles.ts';
import { readPage, realSiteDir, text } from '../helpers/site.ts';

const readData = async <T,>(file: string) => JSON.parse(await readFile(new URL(`../../data/${file}`, import.meta.url), 'utf8')) as T;
type Town = { slug: string; name: string; sectors: string[]; serviceNotes: Record<string, string>; landmark: string };
const towns = await readData<Town[]>('locations.json');
const services = await readData<{ slug: string; name: string; category: string }[]>('services.json');
const sectors = await readData<{ slug: string; name: string }[]>('sectors.json');
const pairings = await readData<{ sector: string; service: string; copy: string }[]>('sector-services.json');
const pages = measureLocalPages(await readBuiltPages(realSiteDir()));
const indexed = pages.filter((page) => page.indexed);
/** The text a reader sees in a page's <main>. */
const mainText = (html: string) => decodeText((/<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '').replace(/<[^>]*>/g, ' '));

describe('service-in-town pages that earn their place', () => {
  it(`share at most ${MAX_SHARED * 100}% of their text, for every indexed pair of one town or one service (word 6-gram shingles, names swapped)`, () => {
    expect(pages).toHaveLength(services.length * towns.length);
    expect(indexed.length).toBeGreaterThan(0);
    expect(overSharedPairs(pages).map(({ a, b, shared }) => `${a} ~ ${b}: ${Math.round(shared * 100)}%`)).toEqual([]);
  });

  it('keep the rest as working pages with noindex, follow, out of sitemap.xml; the indexed ones are in it', async () => {
    const sitemap = await readFile(join(realSiteDir(), 'sitemap.xml'), 'utf8');
    for (const page of pages) {
      const html = await readFile(join(realSiteDir(), page.pathname, 'index.html'), 'utf8');
      expect(html.includes('<meta name="robots" content="noindex, follow"/>'), page.pathname).toBe(!page.indexed);
      expect(sitemap.includes(`${page.pathname}</loc>`), page.pathname).toBe(page.indexed);
      expect(html, page.pathname).toContain('<h1');
    }
  });

  it("say why the service matters to the town's own sectors, with the town's note for the service's category", async () => {
    for (const [serviceSlug, townSlug] of [['power-distribution-switchgear', 'hull'], ['emergency-exit-lighting', 'swanland'], ['backup-power-systems', 'goole']] as const) {
      const service = services.find((s) => s.slug === serviceSlug)!;
      const town = towns.find((t) => t.slug === townSlug)!;
      const local = text((await readPage(`/services/${serviceSlug}/${townSlug}/`)).querySelector('#local'));
      expect(local, `${serviceSlug}/${townSlug}`).toContain(town.serviceNotes[service.category]!.slice(0, 60));
      const expected = town.sectors.flatMap((slug) => pairings.filter((p) => p.sector === slug && p.service === serviceSlug));
      for (const pairing of expected) {
        expect(local).toContain(`For ${sectors.find((s) => s.slug === pairing.sector)!.name} premises`);
        expect(local).toContain(pairing.copy.slice(0, 60));
      }
    }
  });

  it('show the nearest projects of the service, nearest first, with town, month and distance', async () => {
    const page = await readPage('/services/lighting-installation-retrofit/hessle/');
    const projects = [...page.querySelectorAll('#local li')].map(text).filter((line) => /completed/.test(line));
    expect(projects.length).toBe(2);
    expect(projects[0]).toMatch(/completed (January|February|March|April|May|June|July|August|September|October|November|December) 20\d\d/);
    const miles = projects.map((line) => (/(\d+) miles? away/.exec(line)?.[1] ?? '0')).map(Number);
    expect(miles[0]!).toBeLessThanOrEqual(miles[1]!);
  });

  it('hold the swap test: swapping two indexed pages’ town names leaves text false for the other', () => {
    const byPath = new Map(indexed.map((page) => [page.pathname, page]));
    const texts = new Map<string, string>();
    const read = (pathname: string) => texts.get(pathname) ?? '';
    return Promise.all([...byPath.keys()].map(async (pathname) => texts.set(pathname, mainText(await readFile(join(realSiteDir(), pathname, 'index.html'), 'utf8'))))).then(() => {
      for (const a of indexed) for (const b of indexed) {
        if (a === b) continue;
        expect(read(a.pathname).replaceAll(a.town, b.town), `${a.pathname} → ${b.pathname}`).not.toBe(read(b.pathname));
      }
    });
  });

  it('state the years of local service the specification gives location pages, in the lead, without the landmark', async () => {
    const { experience } = await readData<{ experience: { locations: string } }>('company.json');
    expect(experience.locations).toBe('over 15 years');
    for (const town of towns) {
      for (const service of ['backup-power-systems', 'new-construction-wiring']) {
        const lead = text((await readPage(`/services/${service}/${town.slug}/`)).querySelector('#page-title ~ p'));
        const sentence = lead.split(/(?<=\.) /).find((part) => part.includes(experience.locations)) ?? '';
        expect(sentence, `${service}/${town.slug}`).toMatch(new RegExp(`^Serving businesses in ${town.name} \\([A-Z0-9 -]+\\) for over 15 years, [^,.]+ from our Broomfleet base\\.$`));
        expect(sentence).not.toContain(town.landmark);
      }
    }
  });

  it('use no template sentence that puts a landmark where it reads oddly ("local service around the village pond")', async () => {
    for (const town of towns) {
      for (const pathname of [`/services/backup-power-systems/${town.slug}/`, `/services-${town.slug}/`]) {
        const page = text((await readPage(pathname)).querySelector('main'));
        expect(page, pathname).not.toContain(`premises around ${town.landmark}`);
        expect(page, pathname).not.toContain(`service around ${town.landmark}`);
      }
    }
  });
});
