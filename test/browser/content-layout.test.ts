import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/fixture.ts';
import { useBrowser } from './browser.ts';

// Issue 21, items 11 and 12: the footer's town list shows that it scrolls, long names break where they read
// well, and the review's small mismatches (FAQ width, trust tiles, hero facts, the industries grid).

const browser = useBrowser();
const WIDTHS = [320, 390, 768, 1024, 1280, 1440];
/** The real site is built from data/: its towns are the footer's. */
const locations = (JSON.parse(await readFile(join(projectRoot, 'data', 'locations.json'), 'utf8')) as unknown[]).length;

let shared: Promise<Page> | undefined;

/** `path` at `width`, loaded afresh in the one page the file navigates (the site keeps no state between loads). */
async function at<T>(path: string, width: number, run: (page: Page) => Promise<T>): Promise<T> {
  shared ??= browser.browser.newContext().then((context) => context.newPage());
  const page = await shared;
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${browser.server.url}${path}`);
  return run(page);
}

/** Opens a footer group below 1024 px, where each is a disclosure. */
async function openFooterGroup(page: Page, id: string) {
  const toggle = page.locator(`nav[aria-labelledby="${id}"] button[data-disclosure-toggle]`);
  if (await toggle.isVisible()) await toggle.click();
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The rows a list's items fall in, as counts, e.g. [2, 2] for two rows of two. */
const rowCounts = (page: Page, selector: string) =>
  page.evaluate((items) => {
    const tops = [...document.querySelectorAll(items)].map((item) => Math.round(item.getBoundingClientRect().top));
    const rows = new Map<number, number>();
    for (const top of tops) {
      const row = [...rows.keys()].find((known) => Math.abs(known - top) <= 2) ?? top;
      rows.set(row, (rows.get(row) ?? 0) + 1);
    }
    return [...rows.values()];
  }, selector);

describe("the footer's town list", () => {
  it('shows that it scrolls: 80 units high, a scrollbar, a fade until the end, a name for keyboard users and a link to all areas', async () => {
    for (const width of WIDTHS) {
      const report = await at('/', width, async (page) => {
        await openFooterGroup(page, 'footer-areas');
        const region = page.getByRole('region', { name: 'Service areas (scrollable list)' });
        const box = await region.evaluate((el: HTMLElement) => {
          const style = getComputedStyle(el);
          return {
            height: el.clientHeight,
            scrolls: el.scrollHeight > el.clientHeight + 100,
            scrollbar: el.offsetWidth - el.clientWidth,
            sidewaysInside: el.scrollWidth - el.clientWidth,
            colour: style.scrollbarColor,
            fade: style.getPropertyValue('--footer-fade'),
            focusable: el.tabIndex === 0,
          };
        });
        await region.evaluate((el) => el.scrollTo(0, el.scrollHeight));
        await page.waitForFunction(() => getComputedStyle(document.querySelector('.footer-scroll')!).getPropertyValue('--footer-fade') === '0px');
        const all = page.locator('nav[aria-labelledby="footer-areas"]').getByRole('link', { name: new RegExp(`^All ${locations} areas`) });
        return { ...box, allVisible: await all.isVisible(), allHref: await all.getAttribute('href'), allOutside: await all.evaluate((a) => !a.closest('.footer-scroll')) };
      });
      expect(report, `${width} px`).toEqual({
        height: 320, scrolls: true, scrollbar: report.scrollbar, sidewaysInside: 0, colour: report.colour, fade: '48px', focusable: true,
        allVisible: true, allHref: '/service-areas/', allOutside: true,
      });
      expect(report.scrollbar, `${width} px: scrollbar width`).toBeGreaterThanOrEqual(6);
      expect(report.colour, `${width} px: scrollbar colour`).not.toBe('auto');
    }
  });

  it("breaks long service names only where they read well: never after a word's hyphen, never before '&', at most two lines from 1024 px", async () => {
    for (const width of WIDTHS) {
      const bad = await at('/', width, async (page) => {
        await openFooterGroup(page, 'footer-services');
        await openFooterGroup(page, 'footer-more-services');
        return page.evaluate((wide) => {
          const found: string[] = [];
          for (const link of document.querySelectorAll<HTMLElement>('nav[aria-labelledby="footer-services"] a, nav[aria-labelledby="footer-more-services"] a')) {
            // Each character's line, from its own box.
            const lines: string[] = [];
            let lastTop = -Infinity;
            const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const text = node.textContent ?? '';
              for (let i = 0; i < text.length; i += 1) {
                const range = document.createRange();
                range.setStart(node, i);
                range.setEnd(node, i + 1);
                const rect = range.getBoundingClientRect();
                if (rect.width === 0 && text[i] === ' ') continue;
                if (rect.top > lastTop + 4) lines.push('');
                lastTop = Math.max(lastTop, rect.top);
                lines.push(`${lines.pop() ?? ''}${text[i] ?? ''}`);
              }
            }
            const trimmed = lines.map((line) => line.trim());
            if (trimmed.some((line) => line.startsWith('&'))) found.push(`"${trimmed.join(' | ')}" starts a line with &`);
            if (trimmed.slice(0, -1).some((line) => line.endsWith('-'))) found.push(`"${trimmed.join(' | ')}" breaks after a hyphen`);
            if (wide && trimmed.length > 2) found.push(`"${trimmed.join(' | ')}" takes ${trimmed.length} lines`);
          }
          return found;
        }, width >= 1024);
      });
      expect(bad, `${width} px`).toEqual([]);
    }
  });
});

describe("the review's small mismatches", () => {
  it('FAQ lists are one width on /services/ and the industry pages', async () => {
    for (const width of WIDTHS) {
      const measure = (path: string) => at(path, width, (page) => page.locator('#faq details').first().evaluate((el) => {
        const list = el.parentElement!.getBoundingClientRect();
        return { left: Math.round(list.left), width: Math.round(list.width) };
      }));
      const services = await measure('/services/');
      expect(await measure('/industries/data-centers/'), `${width} px`).toEqual(services);
      expect(await measure('/industries/crop-farms/'), `${width} px`).toEqual(services);
    }
  });

  it('the four trust tiles fill their row to its right edge, in rows of equal count', async () => {
    for (const path of ['/', '/services/', '/about/']) {
      for (const width of WIDTHS) {
        const report = await at(path, width, async (page) => {
          const tiles = 'ul[aria-label="Accreditations and rating"] > li';
          const edges = await page.evaluate((selector) => {
            const items = [...document.querySelectorAll(selector)];
            const list = items[0]!.parentElement!;
            const style = getComputedStyle(list.parentElement!);
            const content = list.parentElement!.getBoundingClientRect();
            const right = content.right - parseFloat(style.paddingRight);
            return { count: items.length, furthest: Math.round(Math.max(...items.map((item) => item.getBoundingClientRect().right))), right: Math.round(right) };
          }, tiles);
          return { ...edges, rows: await rowCounts(page, tiles), sideways: await sideways(page) };
        });
        const where = `${path} at ${width} px`;
        expect(report.count, where).toBe(4);
        expect(Math.abs(report.furthest - report.right), `${where}: last tile ends at ${report.furthest}, the row at ${report.right}`).toBeLessThanOrEqual(1);
        expect(new Set(report.rows).size, `${where}: rows ${report.rows.join('+')}`).toBe(1);
        expect(report.sideways, where).toBe(0);
      }
    }
  });

  it("the home hero's three facts leave none alone on a line: rows of equal count at every width", async () => {
    for (const width of WIDTHS) {
      const rows = await at('/', width, (page) => rowCounts(page, 'ul[aria-label="At a glance"] > li'));
      expect(rows.reduce((a, b) => a + b, 0), `${width} px`).toBe(3);
      expect(new Set(rows).size, `${width} px: rows ${rows.join('+')}`).toBe(1);
    }
  });

  it('"Industries we work in" shows every entry as the same card: a title over its links', async () => {
    for (const width of WIDTHS) {
      const report = await at('/services/', width, async (page) => ({
        cards: await page.evaluate(() => [...document.querySelectorAll('#industries > div > div > ul > li')].map((card) => `${card.className} | h3:${card.querySelectorAll('h3').length} | heading links:${card.querySelectorAll('h3 a').length} | list:${card.querySelectorAll('ul a').length > 0}`)),
        rows: await rowCounts(page, '#industries > div > div > ul > li'),
        sideways: await sideways(page),
      }));
      expect(report.cards.length, `${width} px`).toBeGreaterThan(0);
      expect(new Set(report.cards), `${width} px`).toEqual(new Set([report.cards[0]]));
      expect(report.cards[0]).toMatch(/h3:1 \| heading links:0 \| list:true$/);
      expect(new Set(report.rows).size, `${width} px: rows ${report.rows.join('+')}`).toBe(1);
      expect(report.sideways, `${width} px`).toBe(0);
    }
  });
});
