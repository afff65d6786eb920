import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/fixture.ts';
import { accentColour, PHONE, useBrowser, visitLandingPages } from './browser.ts';
import { layoutShifts } from './layout-shift.ts';
import { WIDTHS } from './page-kinds.ts';

const browser = useBrowser();
const screenshots = join(projectRoot, 'test-results', 'screenshots');

/** The action bar's box, or null where it is not shown. */
const barBox = (page: Page) => page.evaluate(() => {
  const bar = document.querySelector<HTMLElement>('nav.action-bar');
  if (!bar || bar.offsetHeight === 0) return null;
  const box = bar.getBoundingClientRect();
  return { top: box.top, bottom: box.bottom };
});

describe('the action bar on a phone', () => {
  it('offers "Call 24/7" with the number and "Get Your Free Quote" below 768 px, and is not shown from 768 px', async () => {
    for (const width of WIDTHS) {
      const { page, context } = await browser.open('/services/backup-power-systems/hull/', { viewport: { width, height: 800 } });
      const bar = page.getByRole('navigation', { name: 'Call or ask for a quote' });
      if (width < 768) {
        expect(await bar.isVisible(), `${width}`).toBe(true);
        expect(await bar.locator('a[href^="tel:"]').innerText()).toMatch(/Call 24\/7\s+01632 960 123/);
        // The site's one wording for the quote, in two lines as the call's label beside it.
        // The page's service and town ride along (docs/decisions.md#quote-links).
        expect((await bar.locator('a[href="/contact/?service=backup-power-systems&town=hull#quote"]').innerText()).replace(/\s+/g, ' ')).toBe('Get Your Free Quote');
        const box = await barBox(page);
        expect(box?.bottom, `${width}: at the bottom of the screen`).toBe(800);
      } else {
        expect(await bar.isVisible(), `${width}`).toBe(false);
      }
      await context.close();
    }
  });

  it('makes calling the primary action: "Call 24/7" solid amber and first, "Get Your Free Quote" outlined beside it', async () => {
    await mkdir(screenshots, { recursive: true });
    for (const width of [320, 390]) {
      const { page, context } = await browser.open('/', { viewport: { width, height: 844 } });
      const { call, quote } = await page.evaluate(() => {
        const look = (selector: string) => {
          const el = document.querySelector(selector);
          if (!el) return null;
          const style = getComputedStyle(el);
          const box = el.getBoundingClientRect();
          return { background: style.backgroundColor, border: parseFloat(style.borderTopWidth), left: box.left, top: box.top };
        };
        return { call: look('nav.action-bar a[href^="tel:"]'), quote: look('nav.action-bar a[href="/contact/#quote"]') };
      });
      // The accent itself: below 768 px no other button is filled with it.
      const primary = await page.evaluate(accentColour);
      expect(call?.background, `${width}: the call is the site's solid amber`).toBe(primary);
      expect(quote?.background, `${width}: the quote is not filled`).toBe('rgba(0, 0, 0, 0)');
      expect(quote?.border, `${width}: the quote is outlined`).toBeGreaterThan(0);
      expect(call && quote && call.left < quote.left && call.top === quote.top, `${width}: call first, quote beside it`).toBe(true);
      await page.locator('nav.action-bar').screenshot({ path: join(screenshots, `action-bar-${width}.png`) });
      await context.close();
    }
  });

  it('never covers the focused element: forty tabs through the contact page, each focus clear of the bar', async () => {
    const { page, context } = await browser.open('/contact/', { viewport: PHONE });
    const covered: string[] = [];
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press('Tab');
      const report = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement | null;
        const bar = document.querySelector<HTMLElement>('nav.action-bar');
        if (!focused || focused === document.body || !bar || bar.contains(focused) || bar.offsetHeight === 0) return null;
        const box = focused.getBoundingClientRect();
        const barTop = bar.getBoundingClientRect().top;
        return box.bottom > barTop + 0.5 ? `${focused.tagName} "${(focused.textContent ?? '').trim().slice(0, 30)}" ends at ${Math.round(box.bottom)}, bar starts at ${Math.round(barTop)}` : null;
      });
      if (report) covered.push(report);
    }
    expect(covered).toEqual([]);
    await context.close();
  });

  it('steps aside while a form field has focus, when the on-screen keyboard needs the room', async () => {
    const { page, context } = await browser.open('/contact/', { viewport: PHONE });
    await page.getByLabel('Email').first().focus();
    expect(await barBox(page)).toBeNull();
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    expect(await barBox(page)).not.toBeNull();
    await context.close();
  });

  it('leaves the end of the page readable: the last line of the footer is above the bar', async () => {
    const { page, context } = await browser.open('/about/', { viewport: PHONE });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastLine = await page.evaluate(() => document.querySelector('footer p:last-child')?.getBoundingClientRect().bottom ?? 0);
    const bar = await barBox(page);
    expect(lastLine).toBeLessThanOrEqual(bar?.top ?? 0);
    await context.close();
  });

  it('shifts nothing on a phone (cumulative layout shift 0)', async () => {
    for (const path of ['/', '/contact/', '/services/backup-power-systems/hull/']) expect(await layoutShifts(browser, path, PHONE), path).toEqual([]);
  });
});

describe("the landing pages' call and quote", () => {
  it('are offered once on a phone, by the action bar, not repeated in the hero above it; from 768 px the hero offers them', async () => {
    await visitLandingPages(browser, async (page, where, { width }) => {
      const hero = page.locator('section[aria-labelledby="page-title"]');
      const shown = async (selector: string) => (await hero.locator(selector).first().isVisible()) && (await hero.locator(selector).first().boundingBox()) !== null;
      expect(await shown('a[href^="tel:"]'), `${where}: the hero's call`).toBe(width >= 768);
      expect(await shown('a[href^="/contact/?"][href$="#quote"]'), `${where}: the hero's quote`).toBe(width >= 768);
      expect(await page.getByRole('navigation', { name: 'Call or ask for a quote' }).isVisible(), `${where}: the bar`).toBe(width < 768);
    });
  });
});

describe('the first screen of the home page on a phone', () => {
  it('shows the years, the approvals and the emergency response above the action bar, at 320 × 568 too', async () => {
    for (const viewport of [PHONE, { width: 320, height: 568 }]) {
      const { page, context } = await browser.open('/', { viewport });
      const facts = await page.locator('[aria-label="At a glance"] li').evaluateAll((items) => items.map((li) => ({ text: (li.textContent ?? '').replace(/\s+/g, ' ').trim(), bottom: li.getBoundingClientRect().bottom })));
      const bar = await barBox(page);
      expect(facts.map((fact) => fact.text)).toEqual(["35+ years' combined experience", 'NAPIT & NICEIC approved', '24/7 call-out, 1-2 hours response']);
      for (const fact of facts) expect(fact.bottom, `${viewport.width}: ${fact.text}`).toBeLessThanOrEqual(bar?.top ?? 0);
      await context.close();
    }
  });
});

describe("the home page's hero facts", () => {
  it('look like facts, not controls: no filled or outlined pill, at every width', async () => {
    await mkdir(screenshots, { recursive: true });
    for (const width of WIDTHS) {
      const { page, context } = await browser.open('/', { viewport: { width, height: 900 } });
      const pills = await page.evaluate(() =>
        [...document.querySelectorAll('[aria-label="At a glance"] li, [aria-label="At a glance"] li *')]
          .filter((el) => {
            const style = getComputedStyle(el);
            return style.backgroundColor !== 'rgba(0, 0, 0, 0)' || style.boxShadow !== 'none' || parseFloat(style.borderTopWidth) > 0 || parseFloat(style.borderLeftWidth) > 0;
          })
          .map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim()),
      );
      expect(pills, `${width}`).toEqual([]);
      await page.locator('main section').first().screenshot({ path: join(screenshots, `home-hero-${width}.png`) });
      await context.close();
    }
  });
});

describe('the footer', () => {
  it('is at most 1.3 screens tall on a 390 px phone, its groups opening from their heading rows', async () => {
    const { page, context } = await browser.open('/contact/', { viewport: PHONE });
    const footer = page.locator('footer');
    const closed = (await footer.boundingBox())?.height ?? Infinity;
    expect(closed).toBeLessThanOrEqual(1.3 * PHONE.height);
    const group = page.locator('nav[aria-labelledby="footer-areas"]');
    const toggle = group.getByRole('button', { name: 'Service areas' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await group.getByRole('link', { name: /Goole/ }).isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await group.getByRole('link', { name: /Goole/ }).isVisible()).toBe(true);
    await context.close();
  });

  it('stands open without JavaScript and from 1024 px, with no toggles shown', async () => {
    for (const [viewport, javaScript] of [[PHONE, false], [{ width: 1024, height: 800 }, true], [{ width: 1440, height: 900 }, true]] as const) {
      const { page, context } = await browser.open('/contact/', { viewport, javaScript });
      const hidden = await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('footer nav a')].filter((a) => a.offsetHeight === 0).length);
      expect(hidden, `${viewport.width} px, JavaScript ${javaScript}`).toBe(0);
      expect(await page.locator('footer button[data-disclosure-toggle]').first().isVisible()).toBe(false);
      await context.close();
    }
  });

  it('never breaks the email address mid-word, nor a social link across lines, at any width', async () => {
    for (const width of WIDTHS) {
      const { page, context } = await browser.open('/contact/', { viewport: { width, height: 800 } });
      const report = await page.evaluate(() => {
        const email = document.querySelector('footer a[href^="mailto:"] > span');
        const lines = email ? [...email.getClientRects()].length : 0;
        const text = email?.textContent ?? '';
        const social = [...document.querySelectorAll<HTMLElement>('footer ul[aria-label="Social media"] a')].filter((a) => a.getClientRects().length !== 1 || a.offsetHeight > 48).map((a) => a.innerText);
        return { lines, text, social };
      });
      expect(report.text).toBe('enquiries@example.com');
      expect(report.lines, `${width}: email lines`).toBe(1);
      expect(report.social, `${width}: social links on two lines`).toEqual([]);
      await context.close();
    }
  });
});
