import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/pipeline/index.ts';
import { IMAGE_DENSITY, neededWidth, type ImageSlot } from '../../src/data/image-slots.ts';
import { createFixture, projectRoot } from '../helpers/fixture.ts';
import { addTownAndHomePhotos, gradientJpeg, HESSLE_ALT, HOME_ALT } from '../helpers/photo.ts';
import { PHONE, DESKTOP, useBrowser, visitPages } from './browser.ts';
import { layoutShifts } from './layout-shift.ts';

/** The pages with a photo in their first screen, and the slot each photo fills. */
const PHOTO_PAGES: Record<string, { path: string; slot: ImageSlot; alt: string }> = {
  'home-photo': { path: '/', slot: 'homeHero', alt: HOME_ALT },
  'area-photo': { path: '/hessle-commercial-electrician/', slot: 'hero', alt: HESSLE_ALT },
  'service-in-location-photo': { path: '/services/new-construction-wiring/hessle/', slot: 'hero', alt: HESSLE_ALT },
};

let fixture: Awaited<ReturnType<typeof createFixture>> | undefined;
/** The small site with a photo of Hessle and a home hero photo, built once for the file. */
async function buildPhotoSite(): Promise<string> {
  fixture = await createFixture({ data: 'small' });
  await addTownAndHomePhotos(fixture);
  // The rest of the owner's real proof (issue 48): a scheme's official mark, a sourced review linked to its page,
  // a case study with two photos, so that axe sees each of them too.
  await writeFile(join(fixture.dataDir, 'images/niceic-mark.jpg'), await gradientJpeg(400, 160, 0x20));
  await writeFile(join(fixture.dataDir, 'images/parlour.jpg'), await gradientJpeg(1600, 1200, 0x60));
  await fixture.edit('accreditations.json', (json) => (json as Record<string, unknown>[]).map((item) => (item['slug'] === 'niceic' ? { ...item, mark: { src: 'images/niceic-mark.jpg', alt: 'NICEIC Approved Contractor' } } : item)));
  await fixture.edit('testimonials.json', (json) => (json as Record<string, unknown>[]).map((item, index) => (index === 0 ? { ...item, sample: undefined, source: 'google', date: '2026-03', url: 'https://g.page/r/example-review' } : item)));
  await fixture.edit('pages/portfolio.json', (json) => {
    const { projects } = json as { projects: Record<string, unknown>[] };
    projects[1]!.photos = [{ src: 'images/parlour.jpg', alt: 'New IP65 lighting over the milking parlour' }, { src: 'images/parlour.jpg', alt: 'The parlour from the pit' }];
    return json;
  });
  await build({ root: projectRoot, dataDir: fixture.dataDir, outDir: fixture.outDir });
  return fixture.outDir;
}

const browser = useBrowser({ site: buildPhotoSite });
afterAll(() => fixture?.cleanup());
const axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const screenshots = join(projectRoot, 'test-results', 'screenshots');

/** axe-core's WCAG 2.2 AA and best-practice rules, as test/browser/accessibility.test.ts runs them. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const run = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe.run;
    const result = await run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } });
    return result.violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  });
}

describe('photos in the first screen', () => {
  it('at every width: the hero photo loads as AVIF, at 4:3, never wider than its sizes say (so the needed width holds)', async () => {
    await mkdir(screenshots, { recursive: true });
    const paths = Object.fromEntries(Object.entries(PHOTO_PAGES).map(([name, { path }]) => [name, path]));
    await visitPages(browser, paths, async (page, where, screen) => {
      const { slot, alt } = PHOTO_PAGES[where.split(' at ')[0]!]!;
      const img = page.locator('section[aria-labelledby="page-title"] picture img');
      await img.scrollIntoViewIfNeeded();
      // Waits for the photo's load event (or its failure), whichever the browser fires.
      await img.evaluate((element: HTMLImageElement) => element.decode().catch(() => undefined));
      const shown = await img.evaluate((element: HTMLImageElement) => ({ loaded: element.complete && element.naturalWidth > 0, format: element.currentSrc.split('.').at(-1), alt: element.alt, width: element.getBoundingClientRect().width, height: element.getBoundingClientRect().height }));
      expect([shown.loaded, shown.format, shown.alt], where).toEqual([true, 'avif', alt]);
      expect(shown.width, where).toBeGreaterThan(0);
      expect(shown.width, `${where}: wider than the ${slot} slot's sizes`).toBeLessThanOrEqual(neededWidth(slot) / IMAGE_DENSITY);
      expect(shown.height / shown.width, where).toBeCloseTo(0.75, 2);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: join(screenshots, `${where.split(' at ')[0]}-${screen.width}.png`) });
    });
  });

  it('nothing shifts while the photo loads: CLS 0 on a phone and a desktop, also when the photo arrives after the first paint', async () => {
    for (const [name, { path }] of Object.entries(PHOTO_PAGES)) {
      for (const viewport of [PHONE, DESKTOP]) expect(await layoutShifts(browser, path, viewport), `${name} at ${viewport.width}`).toEqual([]);
    }
    // On loopback the photo is often there before the first paint, which would hide a box without its size: here it
    // is held back until the page has painted, then let through.
    for (const [name, { path }] of Object.entries(PHOTO_PAGES)) {
      for (const viewport of [PHONE, DESKTOP]) {
        const context = await browser.browser.newContext({ viewport });
        const page = await context.newPage();
        let release: () => void = () => {};
        const held = new Promise<void>((done) => (release = done));
        await page.route('**/assets/images/**', async (route) => {
          await held;
          await route.continue();
        });
        await page.goto(`${browser.server.url}${path}`, { waitUntil: 'domcontentloaded' });
        await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
        release();
        const img = page.locator('section[aria-labelledby="page-title"] picture img');
        await img.evaluate((element: HTMLImageElement) => element.decode());
        const shifts = await page.evaluate(
          () =>
            new Promise<number[]>((done) => {
              // Two frames after the photo decoded: any shift it caused has been recorded.
              requestAnimationFrame(() =>
                requestAnimationFrame(() => {
                  const observer = new PerformanceObserver(() => {});
                  observer.observe({ type: 'layout-shift', buffered: true });
                  done(observer.takeRecords().map((entry) => (entry as unknown as { value: number }).value));
                }),
              );
            }),
        );
        expect(shifts, `${name} at ${viewport.width}, the photo late`).toEqual([]);
        await context.close();
      }
    }
  });

  it('axe finds no violation on the pages with a photo, a scheme mark or a sourced review, on a phone and a desktop', async () => {
    const pages = { ...Object.fromEntries(Object.entries(PHOTO_PAGES).map(([name, { path }]) => [name, path])), testimonials: '/testimonials/', 'case study': '/portfolio/dairy-parlour-rewire/' };
    for (const [name, path] of Object.entries(pages)) {
      for (const viewport of [PHONE, DESKTOP]) {
        const { page, context } = await browser.open(path, { viewport });
        expect(await axeViolations(page), `${name} at ${viewport.width}`).toEqual([]);
        await context.close();
      }
    }
  });
});
