import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AREA_PAGE_FIRST_SERVICES, AREA_PAGE_SPECS } from '../../templates/pages/area-page.tsx';
import { AREA_SERVICES_PAGE_SPECS } from '../../templates/pages/area-services-page.tsx';
import { projectRoot } from '../helpers/fixture.ts';
import { pagesLongerThan, PHONE, useBrowser, visitPages } from './browser.ts';

const browser = useBrowser();
const towns = JSON.parse(await readFile(join(projectRoot, 'data/locations.json'), 'utf8')) as { slug: string; name: string; featured: boolean; areaPageSlug?: string }[];
const areaPath = (town: (typeof towns)[number]) => `/${town.areaPageSlug ?? `${town.slug}-commercial-electrician`}/`;
const servicesPath = (town: (typeof towns)[number]) => `/services-${town.slug}/`;
const SCREENS = 6;
/** The towns' pages by the town's slug, at the address `path` gives each, e.g. `{ hull: '/commercial-electrician-hull/' }`. */
const pagesOf = (list: typeof towns, path: (town: (typeof towns)[number]) => string) => Object.fromEntries(list.map((town) => [town.slug, path(town)]));

describe('area pages on a phone (issue 39)', () => {
  it(`are at most ${SCREENS} screens long at ${PHONE.width} × ${PHONE.height}, every town; the services are link-styled cards, the rest one tap away`, async () => {
    expect(await pagesLongerThan(browser, pagesOf(towns, areaPath), SCREENS, PHONE)).toEqual([]);

    // One town looked at closely: the cards' titles read as links, the other services open from the disclosure.
    const { page, context } = await browser.open(areaPath(towns[0]!), { viewport: PHONE });
    const cards = page.locator('#services li[data-service]:not(details li)');
    expect(await cards.count()).toBe(AREA_PAGE_FIRST_SERVICES);
    const title = await cards.first().locator('h3 a').evaluate((link) => ({ line: getComputedStyle(link).textDecorationLine, color: getComputedStyle(link).color, body: getComputedStyle(document.body).color }));
    expect(title.line).toBe('underline');
    expect(title.color).not.toBe(title.body);
    const hidden = page.locator('#services details li[data-service] a').first();
    expect(await hidden.isVisible()).toBe(false);
    await page.locator('#services details summary').click();
    expect(await hidden.isVisible()).toBe(true);
    // The local account and the FAQ are in the page, the FAQ's questions visible.
    expect(await page.locator('#faq summary').first().isVisible()).toBe(true);
    await page.getByText(`More about our work in ${towns[0]!.name}`).click();
    expect(await page.locator('#local details p').first().isVisible()).toBe(true);
    await context.close();
  });
});

const services = JSON.parse(await readFile(join(projectRoot, 'data/services.json'), 'utf8')) as { slug: string; technicalSpecs: string[] }[];
/** The six main towns and one small town: the specifications are shown by one template, whatever the town. */
const looked = [...towns.filter((town) => town.featured), towns.find((town) => !town.featured)!];

/**
 * For each `[data-service]` entry of `#services` that is rendered (not inside a closed disclosure), how many of the
 * service's first `count` specifications show: an element whose text is the specification, displayed, with a size.
 */
async function specsShown(page: Page, count: number, specs: Record<string, string[]>): Promise<{ service: string; open: boolean; shown: number }[]> {
  return page.evaluate(
    ({ count, specs }) =>
      [...document.querySelectorAll<HTMLElement>('#services [data-service]')].map((entry) => {
        const service = entry.dataset.service ?? '';
        const items = [...entry.querySelectorAll<HTMLElement>('li, p, span')];
        const visible = (element: HTMLElement) => {
          const box = element.getBoundingClientRect();
          return element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && box.width > 0 && box.height > 0;
        };
        const shown = (specs[service] ?? []).slice(0, count).filter((spec) => items.some((item) => item.textContent?.replace(/\s+/g, ' ').trim() === spec && visible(item))).length;
        return { service, open: !entry.closest('details:not([open])'), shown };
      }),
    { count, specs },
  );
}

const specsBySlug = Object.fromEntries(services.map((service) => [service.slug, service.technicalSpecs]));

describe('area pages show the first 2 specifications of every service (issue 47)', () => {
  it('at every width: the services shown first without opening anything, the rest once the disclosure is open', async () => {
    const missing: string[] = [];
    await visitPages(browser, pagesOf(looked, areaPath), async (page, where) => {
      const closed = await specsShown(page, AREA_PAGE_SPECS, specsBySlug);
      const first = closed.filter((entry) => entry.open);
      if (first.length !== AREA_PAGE_FIRST_SERVICES) missing.push(`${where}: ${first.length} services shown before opening anything`);
      for (const entry of first) if (entry.shown !== AREA_PAGE_SPECS) missing.push(`${where}, closed: ${entry.service} shows ${entry.shown} of its first ${AREA_PAGE_SPECS} specifications`);
      for (const summary of await page.locator('#services details:not([open]) > summary').all()) await summary.click();
      const opened = await specsShown(page, AREA_PAGE_SPECS, specsBySlug);
      if (opened.length !== services.length) missing.push(`${where}: ${opened.length} services listed`);
      for (const entry of opened) if (!entry.open || entry.shown !== AREA_PAGE_SPECS) missing.push(`${where}, opened: ${entry.service} shows ${entry.shown} of its first ${AREA_PAGE_SPECS} specifications`);
    });
    expect(missing).toEqual([]);
  });

  it('link to the portfolio without opening anything, at every width', async () => {
    const hidden: string[] = [];
    await visitPages(browser, pagesOf(looked, areaPath), async (page, where) => {
      const links = page.locator('main a[href="/portfolio/"]');
      const shown = await Promise.all((await links.all()).map(async (link) => (await link.isVisible()) && (await link.evaluate((element) => !element.closest('details:not([open])')))));
      if (!shown.includes(true)) hidden.push(where);
    });
    expect(hidden).toEqual([]);
  });
});

describe('per-area services pages (issue 47)', () => {
  const LONGEST = 8;
  it(`are at most ${LONGEST} screens long at ${PHONE.width} × ${PHONE.height}, every town`, async () => {
    expect(await pagesLongerThan(browser, pagesOf(towns, servicesPath), LONGEST, PHONE)).toEqual([]);
  });

  it(`show the first ${AREA_SERVICES_PAGE_SPECS} specifications of every service without opening anything, at every width`, async () => {
    const missing: string[] = [];
    await visitPages(browser, pagesOf(looked, servicesPath), async (page, where) => {
      const entries = await specsShown(page, AREA_SERVICES_PAGE_SPECS, specsBySlug);
      if (entries.length !== services.length) missing.push(`${where}: ${entries.length} services listed`);
      for (const entry of entries) if (!entry.open || entry.shown !== AREA_SERVICES_PAGE_SPECS) missing.push(`${where}: ${entry.service} shows ${entry.shown} of its first ${AREA_SERVICES_PAGE_SPECS} specifications`);
    });
    expect(missing).toEqual([]);
  });
});
