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

/** Starts `ctsite serve` on the real site and one headless Chromium for the test file. */
export function useBrowser(): BrowserFixture {
  const fixture = {} as BrowserFixture;
  beforeAll(async () => {
    fixture.server = await serve({ dir: inject('realSiteDir'), port: 0, watch: false });
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

/**
 * Opens one page of each landing kind (page-kinds.ts) at each of the screens, one browser context per screen
 * navigated from kind to kind (the site keeps no state between pages), and hands each to `visit` with a label
 * such as "area at 390 × 844" for failure messages.
 */
export async function visitLandingPages(fixture: BrowserFixture, visit: (page: Page, where: string, screen: (typeof SCREENS)[number]) => Promise<void>): Promise<void> {
  for (const screen of SCREENS) {
    const context = await fixture.browser.newContext({ viewport: screen });
    const page = await context.newPage();
    for (const kind of LANDING) {
      await page.goto(`${fixture.server.url}${PAGE_KINDS[kind] ?? '/'}`);
      await visit(page, `${kind} at ${screen.width} × ${screen.height}`, screen);
    }
    await context.close();
  }
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
