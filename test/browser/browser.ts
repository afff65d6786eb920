import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { serve, type RunningServer } from '../../src/serve/index.ts';
import { LANDING, PAGE_KINDS, SCREENS } from './page-kinds.ts';

/** The system Chromium (Debian's package); no browser is ever downloaded. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

export interface BrowserFixture {
  browser: Browser;
  server: RunningServer;
  /** A new page at `viewport`, with JavaScript on or off. */
  open(path: string, options?: { viewport?: { width: number; height: number }; javaScript?: boolean }): Promise<{ page: Page; context: BrowserContext }>;
}

/**
 * Starts `ctsite serve` on the real site (or on the folder `site` builds, e.g. a fixture with photos or an enquiry
 * endpoint) and one headless Chromium for the test file.
 */
export function useBrowser(options: { site?: () => Promise<string> } = {}): BrowserFixture {
  const fixture = {} as BrowserFixture;
  beforeAll(async () => {
    fixture.server = await serve({ dir: options.site ? await options.site() : inject('realSiteDir'), port: 0, watch: false });
    fixture.browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync',
      ],
      // Playwright gives every launch a fresh, empty user-data dir of its own.
    });
    fixture.open = async (path, options = {}) => {
      const context = await fixture.browser.newContext({ viewport: options.viewport ?? DESKTOP, javaScriptEnabled: options.javaScript ?? true });
      const page = await context.newPage();
      await page.goto(`${fixture.server.url}${path}`);
      return { page, context };
    };
  });
  afterAll(async () => {
    await fixture.browser?.close();
    await fixture.server?.close();
  });
  return fixture;
}

/** What `visitPages` hands over for each page: the page, a label such as "area at 390 × 844", the screen. */
export type PageVisit = (page: Page, where: string, screen: (typeof SCREENS)[number]) => Promise<void>;

/**
 * Opens each of `paths` (by label, e.g. `{ hull: '/commercial-electrician-hull/' }`) at each of the screens, one
 * browser context per screen navigated from page to page (the site keeps no state between pages), and hands each
 * to `visit` with a label such as "hull at 390 × 844" for failure messages.
 */
export async function visitPages(fixture: BrowserFixture, paths: Record<string, string>, visit: PageVisit): Promise<void> {
  for (const screen of SCREENS) {
    const context = await fixture.browser.newContext({ viewport: screen });
    const page = await context.newPage();
    for (const [label, path] of Object.entries(paths)) {
      await page.goto(`${fixture.server.url}${path}`);
      await visit(page, `${label} at ${screen.width} × ${screen.height}`, screen);
    }
    await context.close();
  }
}

/** `visitPages` over one page of each landing kind (page-kinds.ts). */
export function visitLandingPages(fixture: BrowserFixture, visit: PageVisit): Promise<void> {
  return visitPages(fixture, Object.fromEntries(LANDING.map((kind) => [kind, PAGE_KINDS[kind] ?? '/'])), visit);
}

/**
 * Where the first screen ends for a reader: the top of anything fixed in the screen's lower half (the phone's
 * action bar), else the bottom of the window: `page.evaluate(firstScreenBottom)`.
 */
export function firstScreenBottom(): number {
  const fixed = [...document.querySelectorAll('body *')].filter((el) => getComputedStyle(el).position === 'fixed' && el.getBoundingClientRect().height > 0 && el.getBoundingClientRect().top > innerHeight / 2);
  return Math.min(innerHeight, ...fixed.map((el) => el.getBoundingClientRect().top));
}

/**
 * Which of `paths` (by label) are longer than `screens` screens at `viewport`, as "label: 5,100 px, 6.0 screens"
 * lines for a failure message.
 */
export async function pagesLongerThan(fixture: BrowserFixture, paths: Record<string, string>, screens: number, viewport: { width: number; height: number }): Promise<string[]> {
  const context = await fixture.browser.newContext({ viewport });
  const page = await context.newPage();
  const long: string[] = [];
  for (const [label, path] of Object.entries(paths)) {
    await page.goto(`${fixture.server.url}${path}`);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    if (height > screens * viewport.height) long.push(`${label}: ${height} px, ${(height / viewport.height).toFixed(1)} screens`);
  }
  await context.close();
  return long;
}

/**
 * The site's amber as the page's browser computes it, whatever the stylesheet's notation (Tailwind 4 writes oklch),
 * to compare with a computed background: `page.evaluate(accentColour)`.
 */
export function accentColour(): string {
  const probe = document.body.appendChild(document.createElement('span'));
  probe.style.backgroundColor = 'var(--color-amber-400)';
  const amber = getComputedStyle(probe).backgroundColor;
  probe.remove();
  return amber;
}
