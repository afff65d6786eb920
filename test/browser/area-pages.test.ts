import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREA_PAGE_FIRST_SERVICES } from '../../templates/pages/area-page.tsx';
import { projectRoot } from '../helpers/fixture.ts';
import { PHONE, useBrowser } from './browser.ts';

const browser = useBrowser();
const towns = JSON.parse(await readFile(join(projectRoot, 'data/locations.json'), 'utf8')) as { slug: string; name: string; areaPageSlug?: string }[];
const areaPath = (town: (typeof towns)[number]) => `/${town.areaPageSlug ?? `${town.slug}-commercial-electrician`}/`;
const SCREENS = 6;

describe('area pages on a phone (issue 39)', () => {
  it(`are at most ${SCREENS} screens long at ${PHONE.width} × ${PHONE.height}, every town; the services are link-styled cards, the rest one tap away`, async () => {
    const context = await browser.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const long: string[] = [];
    for (const town of towns) {
      await page.goto(`${browser.server.url}${areaPath(town)}`);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      if (height > SCREENS * PHONE.height) long.push(`${town.slug}: ${height} px, ${(height / PHONE.height).toFixed(1)} screens`);
    }
    expect(long).toEqual([]);

    // One town looked at closely: the cards' titles read as links, the other services open from the disclosure.
    await page.goto(`${browser.server.url}${areaPath(towns[0]!)}`);
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
