import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accentColour, useBrowser } from './browser.ts';
import { PAGE_KINDS, SCREENS } from './page-kinds.ts';

// Issue 47, "what a buyer sees" (items 7-10 and 12-14): the small defects a visual review found at 320, 390,
// 768, 1024, 1280 and 1440 px, each checked at the widths where it showed.

const browser = useBrowser();
/** Below this width the navigation is the Menu popover (client/mobile-menu.ts: 64rem). */
const DESKTOP_NAV = 1024;

let shared: Promise<Page> | undefined;

/** `path` loaded afresh at `screen` in the one page the file navigates (the site keeps no state between loads). */
async function at(path: string, screen: { width: number; height: number }): Promise<Page> {
  shared ??= browser.browser.newContext().then((context) => context.newPage());
  const page = await shared;
  await page.setViewportSize(screen);
  await page.goto(`${browser.server.url}${path}`);
  return page;
}

const px = (value: string) => Number.parseFloat(value);

describe('the closing call-to-action band (item 7)', () => {
  it('gives its heading at least half of the band at every width, on every page kind', async () => {
    const crushed: string[] = [];
    let seen = 0;
    for (const screen of SCREENS) {
      for (const [kind, path] of Object.entries(PAGE_KINDS)) {
        const page = await at(path, screen);
        const band = await page.evaluate(() => {
          const heading = document.getElementById('cta-title');
          const row = heading?.closest('section')?.firstElementChild;
          if (!heading || !row) return undefined;
          const style = getComputedStyle(row);
          const inner = row.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
          return { heading: heading.getBoundingClientRect().width, inner };
        });
        if (!band) continue;
        seen += 1;
        // At 768 px the heading was a 217 px column beside the buttons: four lines of 30 px type.
        if (band.heading < band.inner / 2) crushed.push(`${kind} at ${screen.width} px: ${Math.round(band.heading)} of ${Math.round(band.inner)} px`);
      }
    }
    expect(seen, 'pages with the band').toBeGreaterThan(SCREENS.length * 5);
    expect(crushed).toEqual([]);
  });
});

describe('the h1 (item 8)', () => {
  it('has a line height above its font size on every page kind at every width', async () => {
    const tight: string[] = [];
    for (const screen of SCREENS) {
      for (const [kind, path] of Object.entries(PAGE_KINDS)) {
        const page = await at(path, screen);
        const { fontSize, lineHeight } = await page.locator('h1').evaluate((h1) => getComputedStyle(h1));
        // "normal" is above 1 in every font the stack names.
        if (lineHeight !== 'normal' && px(lineHeight) <= px(fontSize)) tight.push(`${kind} at ${screen.width} px: ${lineHeight} for ${fontSize}`);
      }
    }
    expect(tight).toEqual([]);
  });

  it('sets "Commercial Electrician in Hull" on one line where the line has room for it', async () => {
    for (const screen of SCREENS.filter((s) => s.width >= 1280)) {
      const page = await at(PAGE_KINDS['area'] ?? '', screen);
      const lines = await page.locator('h1').evaluate((h1) => Math.round(h1.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(h1).lineHeight)));
      expect(lines, `${screen.width} px`).toBe(1);
    }
  });
});

describe('the enquiry form after an empty submit (item 9)', () => {
  it('shows the focused field and its label whole below the sticky header at every width', async () => {
    for (const screen of SCREENS) {
      const page = await at('/contact/', screen);
      await page.locator('button[data-enquiry-submit]').click();
      await page.waitForFunction(() => document.activeElement?.id === 'enquiry-name');
      const where = await page.evaluate(() => {
        const field = document.activeElement as HTMLElement;
        const label = document.querySelector(`label[for="${field.id}"]`)!;
        return {
          header: document.querySelector('header')!.getBoundingClientRect().bottom,
          label: label.getBoundingClientRect().top,
          field: field.getBoundingClientRect().bottom,
          screen: innerHeight,
        };
      });
      expect(where.label, `${screen.width} px: the label's top under the header's bottom`).toBeGreaterThanOrEqual(where.header);
      expect(where.field, `${screen.width} px: the field's bottom on the screen`).toBeLessThanOrEqual(where.screen);
    }
  });
});

/**
 * Every shown occurrence of each term, laid out as lines: the text of the page is read as one string (a term may
 * span elements, e.g. an email with `<wbr>` in it), spaces may be no-break spaces, and a Range over the term's
 * characters gives a client rect per line box it occupies; two distinct tops mean the term was broken.
 */
function brokenTerms({ terms, within = 'body' }: { terms: string[]; within?: string }) {
  const starts: number[] = [];
  const nodes: Text[] = [];
  let text = '';
  const walker = document.createTreeWalker(document.querySelector(within) ?? document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    starts.push(text.length);
    nodes.push(node);
    text += node.data;
  }
  const locate = (offset: number, end: boolean) => {
    let index = starts.length - 1;
    while (index > 0 && ((starts[index] ?? 0) > offset || (end && starts[index] === offset))) index -= 1;
    return { node: nodes[index]!, offset: offset - (starts[index] ?? 0) };
  };
  const shown: Record<string, number> = {};
  const broken: string[] = [];
  for (const term of terms) {
    const pattern = new RegExp(term.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replaceAll(' ', '[ \\u00a0]'), 'g');
    for (const match of text.matchAll(pattern)) {
      const start = locate(match.index, false);
      const end = locate(match.index + match[0].length, true);
      if (!start.node.parentElement?.checkVisibility({ visibilityProperty: true })) continue;
      const range = document.createRange();
      range.setStart(start.node, start.offset);
      range.setEnd(end.node, end.offset);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
      if (!rects.length) continue;
      shown[term] = (shown[term] ?? 0) + 1;
      const tops: number[] = [];
      for (const rect of rects) if (!tops.some((top) => Math.abs(top - rect.top) < rect.height / 2)) tops.push(rect.top);
      if (tops.length > 1) broken.push(`"${term}" on ${tops.length} lines in "${(start.node.parentElement?.closest('p, li, a, dd, h2, h3') ?? start.node.parentElement)?.textContent?.replace(/\s+/g, ' ').trim().slice(0, 90)}"`);
    }
  }
  return { shown, broken };
}

describe('terms that must not break (item 10)', () => {
  const terms = ['BS 5266-1', '12-month', '24/7', '1-2 hours', '01632 960 123', 'enquiries@example.com'];

  it('keeps each term on one line wherever it appears, on every page kind at every width', async () => {
    const broken: string[] = [];
    const shown = new Set<string>();
    for (const screen of SCREENS) {
      for (const [kind, path] of Object.entries(PAGE_KINDS)) {
        const page = await at(path, screen);
        const found = await page.evaluate(brokenTerms, { terms });
        for (const term of Object.keys(found.shown)) shown.add(term);
        broken.push(...found.broken.map((line) => `${kind} at ${screen.width} px: ${line}`));
      }
    }
    expect([...shown].sort(), 'every term is shown somewhere').toEqual([...terms].sort());
    expect(broken).toEqual([]);
  });

  it("keeps the footer's phone number and email address whole on every page kind at 320 px", async () => {
    for (const [kind, path] of Object.entries(PAGE_KINDS)) {
      const page = await at(path, { width: 320, height: 568 });
      const footer = await page.evaluate(brokenTerms, { terms: ['01632 960 123', 'enquiries@example.com'], within: 'footer' });
      expect(footer.shown['enquiries@example.com'], `${kind}: the email shown`).toBeGreaterThanOrEqual(2);
      expect(footer.broken, kind).toEqual([]);
    }
  });
});

describe('the service pages\' town grid and the footer\'s town list (item 12)', () => {
  it('gives the cards of each row of the town grid one height at every width', async () => {
    for (const screen of SCREENS) {
      const page = await at(PAGE_KINDS['service'] ?? '', screen);
      const uneven = await page.evaluate(() => {
        const rows = new Map<number, number[]>();
        for (const card of document.querySelectorAll('#areas li > a')) {
          const box = card.getBoundingClientRect();
          const row = [...rows.keys()].find((top) => Math.abs(top - box.top) <= 2) ?? box.top;
          rows.set(row, [...(rows.get(row) ?? []), Math.round(box.height)]);
        }
        return [...rows.values()].filter((heights) => new Set(heights).size > 1);
      });
      expect(uneven, `${screen.width} px: rows of unequal cards`).toEqual([]);
    }
  });

  it('leaves no town in the footer list faded or masked at rest', async () => {
    for (const screen of SCREENS) {
      const page = await at('/', screen);
      const toggle = page.locator('nav[aria-labelledby="footer-areas"] button[data-disclosure-toggle]');
      if (await toggle.isVisible()) await toggle.click();
      const faded = await page.locator('.footer-scroll').evaluate((list) => {
        const box = list.getBoundingClientRect();
        const found: string[] = [];
        for (const link of list.querySelectorAll('a')) {
          const text = link.getBoundingClientRect();
          // The names whose text shows in the list's box before it is scrolled.
          if (text.top >= box.bottom) continue;
          for (let element: Element | null = link; element && element !== document.body; element = element.parentElement) {
            const style = getComputedStyle(element);
            if (style.opacity !== '1' || style.maskImage !== 'none' || style.filter !== 'none') found.push(`${link.textContent}: ${element.className || element.tagName} (opacity ${style.opacity}, mask ${style.maskImage.slice(0, 40)})`);
          }
        }
        return found;
      });
      expect(faded, `${screen.width} px`).toEqual([]);
    }
  });
});

describe('the open mobile menu (item 13)', () => {
  it('names its button "Close" while open and shows one solid amber button', async () => {
    for (const screen of SCREENS.filter((s) => s.width < DESKTOP_NAV)) {
      const page = await at('/about/', screen);
      const button = page.locator('button[data-menu-button]');
      expect(await page.getByRole('button', { name: 'Menu', exact: true }).count(), `${screen.width} px: closed`).toBe(1);
      await button.click();
      await page.waitForFunction(() => document.getElementById('site-nav')?.matches(':popover-open'));
      expect(await page.getByRole('button', { name: 'Close', exact: true }).count(), `${screen.width} px: its name while open`).toBe(1);
      if (screen.width >= 352) expect(await button.innerText(), `${screen.width} px: its visible word`).toBe('Close');
      const amber = await page.evaluate(accentColour);
      const solid = await page.locator('#site-nav').evaluate((menu, colour) => {
        return [...menu.querySelectorAll('a, button')]
          .filter((element) => element.checkVisibility() && getComputedStyle(element).backgroundColor === colour)
          .map((element) => element.textContent?.trim());
      }, amber);
      expect(solid, `${screen.width} px: solid amber buttons in the open menu`).toHaveLength(1);
      await page.keyboard.press('Escape');
      expect(await page.getByRole('button', { name: 'Menu', exact: true }).count(), `${screen.width} px: closed again`).toBe(1);
    }
  });
});

describe("the form's service list (item 14)", () => {
  it('shows the whole name of every service when chosen, at every width', async () => {
    for (const screen of SCREENS) {
      const page = await at('/contact/', screen);
      const select = page.locator('#enquiry-service');
      const cut = await select.evaluate((element: HTMLSelectElement) => {
        const style = getComputedStyle(element);
        const room = element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
        const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.2;
        const found: string[] = [];
        for (const option of element.options) {
          element.value = option.value;
          if (style.appearance === 'base-select') {
            // Drawn by the page: a name that does not fit overflows the select, sideways or downwards.
            if (element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight) found.push(`"${option.text}" overflows`);
            continue;
          }
          // Drawn by the browser, which cuts a long name off without a trace: the name must fit beside the arrow,
          // allowed about a line height of room.
          const probe = document.body.appendChild(document.createElement('span'));
          probe.style.cssText = `position:absolute;white-space:nowrap;font:${style.font};letter-spacing:${style.letterSpacing}`;
          probe.textContent = option.text;
          const width = probe.getBoundingClientRect().width;
          probe.remove();
          if (width + lineHeight > room) found.push(`"${option.text}" (${Math.round(width)} px in ${Math.round(room)} px)`);
        }
        element.value = '';
        return found;
      });
      expect(cut, `${screen.width} px`).toEqual([]);
    }
  });
});
