import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/fixture.ts';
import { DESKTOP, useBrowser, visitLandingPages } from './browser.ts';
import { PAGE_KINDS } from './page-kinds.ts';

const browser = useBrowser();
const industries = (JSON.parse(await readFile(join(projectRoot, 'data/industries.json'), 'utf8')) as { industries: { slug: string }[] }[]).flatMap((category) => category.industries);
/** One area page for each town picture (src/data/schemas/art.ts), of one of the towns the data gives it to. */
const towns = JSON.parse(await readFile(join(projectRoot, 'data/locations.json'), 'utf8')) as { slug: string; art: string; areaPageSlug?: string }[];
const townPictures = [...new Map(towns.map((town) => [town.art, `/${town.areaPageSlug ?? `${town.slug}-commercial-electrician`}/`])).values()];
/**
 * Room kept free at the left, right and top edges of the 400 × 300 drawing, which are the card's edges: a shape
 * that reaches them reads as cut off (the lorry's cab did). The ground may run off the bottom edge.
 */
const MARGIN = 6;

describe('the illustrations (issue 39)', () => {
  it('are drawn inside their card, nothing cut off at its edge: every page kind, every industry and every town picture', async () => {
    const context = await browser.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const cut: string[] = [];
    for (const path of [...Object.values(PAGE_KINDS), ...industries.map((industry) => `/industries/${industry.slug}/`), ...townPictures]) {
      await page.goto(`${browser.server.url}${path}`);
      // Each shape of each drawing; a band across the whole width (a field, the sky) is a background, meant to bleed.
      const shapes = await page.locator('svg[viewBox="0 0 400 300"]').evaluateAll((drawings) =>
        drawings.flatMap((drawing) =>
          [...drawing.querySelectorAll('path, rect, circle, ellipse, line, polyline, polygon')].map((shape) => {
            const element = shape as SVGGraphicsElement;
            const box = element.getBBox();
            // The shape's own box, moved by its transforms into the drawing's 400 × 300 units.
            const toDrawing = (drawing as SVGSVGElement).getScreenCTM()?.inverse().multiply(element.getScreenCTM() ?? new DOMMatrix());
            const corners = [[box.x, box.y], [box.x + box.width, box.y], [box.x, box.y + box.height], [box.x + box.width, box.y + box.height]].map(([x, y]) => new DOMPoint(x, y).matrixTransform(toDrawing));
            const xs = corners.map((point) => point.x);
            const ys = corners.map((point) => point.y);
            return { shape: shape.outerHTML.slice(0, 80), left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys), width: Math.max(...xs) - Math.min(...xs) };
          }),
        ),
      );
      for (const box of shapes) {
        if (box.width >= 400 - 2 * MARGIN) continue;
        if (box.left < MARGIN || box.top < MARGIN || box.right > 400 - MARGIN) cut.push(`${path}: ${box.shape} drawn from (${Math.round(box.left)}, ${Math.round(box.top)}) to (${Math.round(box.right)}, ${Math.round(box.bottom)})`);
      }
    }
    expect(cut).toEqual([]);
    await context.close();
  });

  it('show on every landing page at every width, whole, without pushing the headline or the call out of the first screen', async () => {
    const wrong: string[] = [];
    await visitLandingPages(browser, async (page, where, screen) => {
      const hero = page.locator('section[aria-labelledby="page-title"]');
      const box = async (selector: string) => {
        const found = await hero.locator(selector).first().boundingBox();
        if (!found) throw new Error(`${where}: no visible ${selector} in the hero`);
        return { left: found.x, top: found.y, right: found.x + found.width, bottom: found.y + found.height, width: found.width };
      };
      const picture = await box('svg[viewBox="0 0 400 300"]');
      const title = await box('h1');
      // The hero's words and actions: breadcrumbs, headline, proof, lead and, from 768 px, the call and the quote.
      const text = await box('div:has(> h1)');
      // A picture, not an icon, and all of it on the page.
      if (picture.width < 150 || picture.left < 0 || picture.right > screen.width) wrong.push(`${where}: picture ${Math.round(picture.width)} px wide from x ${Math.round(picture.left)} to ${Math.round(picture.right)}`);
      // Beside the text or after it, never above the headline or the actions.
      if (picture.left < text.right && picture.top < text.bottom) wrong.push(`${where}: picture at y ${Math.round(picture.top)} comes before the end of the hero's text (y ${Math.round(text.bottom)})`);
      if (title.bottom > screen.height) wrong.push(`${where}: headline ends at y ${Math.round(title.bottom)}, below the first screen`);
      // A call in the first screen: the hero's, or on a phone the action bar's.
      const calls = await page.locator('a[href^="tel:"]').evaluateAll((links) => links.filter((link) => {
        const box = link.getBoundingClientRect();
        return link.checkVisibility() && box.height > 0 && box.top >= 0 && box.bottom <= innerHeight && (link.closest('.action-bar') || link.closest('section[aria-labelledby="page-title"]'));
      }).length);
      if (calls === 0) wrong.push(`${where}: no call in the first screen`);
    });
    expect(wrong).toEqual([]);
  });
});
