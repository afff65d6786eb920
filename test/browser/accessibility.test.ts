import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/fixture.ts';
import { accentColour, DESKTOP, PHONE, useBrowser } from './browser.ts';
import { PAGE_KINDS as pageKinds, WIDTHS } from './page-kinds.ts';

const browser = useBrowser();
const axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const screenshots = join(projectRoot, 'test-results', 'screenshots');
const PHONE_NUMBER = '01632 960 123';

/**
 * Runs axe-core, given to the page beforehand through the DevTools protocol (`page.evaluate(axeSource)`
 * or `context.addInitScript(axeSource)`): the site's CSP (rightly) refuses injected inline scripts.
 */
async function axe(page: Page) {
  return page.evaluate(async () => {
    const run = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe.run;
    const result = await run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } });
    return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  });
}

/**
 * Every shown occurrence of the number, as the lines its text is laid out on: a Range over just the
 * number's characters gives one client rect per line box it occupies, so two distinct tops mean the
 * number was broken (as "01632 960 / 123" was in the 404 page's emergency button).
 */
function brokenNumbers(phone: string) {
  const found = { shown: 0, broken: [] as string[] };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (let at = text.indexOf(phone); at >= 0; at = text.indexOf(phone, at + phone.length)) {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + phone.length);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
      if (!rects.length) continue;
      found.shown += 1;
      const tops: number[] = [];
      for (const rect of rects) if (!tops.some((top) => Math.abs(top - rect.top) < rect.height / 2)) tops.push(rect.top);
      if (tops.length > 1) found.broken.push(`"${(node.parentElement?.closest('a, p, li') ?? node.parentElement)?.textContent?.replace(/\s+/g, ' ').trim()}" on ${tops.length} lines`);
    }
  }
  return found;
}

/**
 * The screens of the page, half a screen apart, that show more than one solid amber button, with their labels:
 * one at most, the phone's action bar included (its call is that button on a phone), so that the main action
 * of a screen is never in doubt. Leaves the page scrolled to the top.
 */
function crowdedScreens(amber: string): string[] {
  // Not the skip link, clipped away until it has focus.
  const solid = [...document.querySelectorAll('a, button')].filter((element) => getComputedStyle(element).backgroundColor === amber && !element.matches('.sr-only:not(:focus)'));
  const crowded: string[] = [];
  for (let y = 0; y < document.documentElement.scrollHeight; y += Math.round(innerHeight / 2)) {
    scrollTo(0, y);
    const shown = solid.filter((element) => {
      const box = element.getBoundingClientRect();
      // Not a closed menu's panel (hidden, transparent).
      return element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && box.height > 0 && box.top < innerHeight && box.bottom > 0;
    });
    if (shown.length > 1) crowded.push(`at y ${y}: ${shown.map((element) => `"${(element.textContent ?? '').replace(/\s+/g, ' ').trim()}"`).join(', ')}`);
  }
  scrollTo(0, 0);
  return crowded;
}

/**
 * The widths axe-core runs at: one in each range of the stylesheet's breakpoints (sm 640, md 768, lg 1024,
 * xl 1280, and min-[22rem] and min-[400px] in templates/), the scripts' only one (64rem) among them. 1440 px
 * is in 1280's range, and its content is laid out in the same 80rem (max-w-7xl) column, so axe finds the same
 * there; it is still checked for sideways scroll and wrapped numbers, and photographed.
 */
const AXE_WIDTHS = [320, 390, 768, 1024, 1280];

/**
 * One visit of every page kind per width serves every check made of the page as it loads: the visits,
 * not the checks, are what take the time. One page per width is navigated from kind to kind; the site
 * keeps no state between pages (no storage, no cookies), so each load is as a first visit's. Below 768 px
 * the screen is 844 px high: no width on these pages depends on the height, so neither does a line break.
 */
describe('every page kind at every width', () => {
  for (const width of WIDTHS) {
    describe(`at ${width} px, photographed into test-results/screenshots/`, () => {
      const found = { violations: [] as string[], sideways: [] as string[], phoneNumbers: [] as string[], solids: [] as string[] };
      beforeAll(async () => {
        await mkdir(screenshots, { recursive: true });
        const context = await browser.browser.newContext({ viewport: { width, height: width < 768 ? 844 : 900 } });
        // Given once for every page of the context; it does nothing until run.
        if (AXE_WIDTHS.includes(width)) await context.addInitScript(axeSource);
        const page = await context.newPage();
        for (const [kind, path] of Object.entries(pageKinds)) {
          await page.goto(`${browser.server.url}${path}`);
          if (AXE_WIDTHS.includes(width)) found.violations.push(...(await axe(page)).map((violation) => `${kind}: ${violation}`));
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          if (overflow > 0) found.sideways.push(`${kind}: the page scrolls sideways by ${overflow} px`);
          const { shown, broken } = await page.evaluate(brokenNumbers, PHONE_NUMBER);
          if (shown === 0) found.phoneNumbers.push(`${kind}: the number is not shown`);
          found.phoneNumbers.push(...broken.map((line) => `${kind}: ${line}`));
          found.solids.push(...(await page.evaluate(crowdedScreens, await page.evaluate(accentColour))).map((screen) => `${kind} ${screen}`));
          // JPEG: to look at, and made in about half a PNG's time (the area page is 13,000 px tall at 390 px).
          await page.screenshot({ path: join(screenshots, `${kind}-${width}.jpg`), fullPage: true, type: 'jpeg', quality: 90 });
        }
        await context.close();
      }, 240_000);

      it.runIf(AXE_WIDTHS.includes(width))('has zero axe-core violations (WCAG 2.2 AA)', () => {
        expect(found.violations).toEqual([]);
      });

      it('does not scroll sideways', () => {
        expect(found.sideways).toEqual([]);
      });

      it('shows the phone number, never wrapped inside itself', () => {
        expect(found.phoneNumbers).toEqual([]);
      });

      it('has at most one solid amber button in any screen, scrolled through half a screen at a time', () => {
        expect(found.solids).toEqual([]);
      });
    });
  }
});

describe('accessibility (axe-core, WCAG 2.2 AA) of a page changed by use', () => {
  for (const [name, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    it(`the contact page with the toast shown and a menu open has zero violations at ${viewport.width} px`, async () => {
      await mkdir(screenshots, { recursive: true });
      const { page, context } = await browser.open('/contact/', { viewport });
      await page.fill('#enquiry-name', 'Sam');
      await page.fill('#enquiry-email', 'sam@example.com');
      await page.fill('#enquiry-phone', '01632 960 999');
      await page.fill('#enquiry-message', 'Hello');
      await page.locator('#quote button[type="submit"]').click();
      await page.locator('[data-toast]').waitFor();
      if (viewport === DESKTOP) await page.locator('li[data-menu="services"] button[data-menu-toggle]').click();
      else await page.locator('button[data-menu-button]').click();
      await page.evaluate(axeSource);
      expect(await axe(page)).toEqual([]);
      await page.screenshot({ path: join(screenshots, `contact-toast-${name}.png`) });
      await context.close();
    });

    it(`the contact page opened from a quote link, its form filled in from it, has zero violations at ${viewport.width} px`, async () => {
      const { page, context } = await browser.open('/contact/?service=backup-power-systems&town=hull#quote', { viewport });
      // Issue 48, item 4: "Other" chosen, the service named in the message, the town filled (client/prefill.ts).
      expect(await page.locator('#enquiry-location').inputValue()).toBe('Hull');
      expect(await page.locator('#enquiry-message').inputValue()).toBe('Enquiry about: Backup Power Systems');
      await page.evaluate(axeSource);
      expect(await axe(page)).toEqual([]);
      await page.screenshot({ path: join(screenshots, `contact-prefilled-${name}.png`) });
      await context.close();
    });
  }
});
