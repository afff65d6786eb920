import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/fixture.ts';
import { DESKTOP, PHONE, useBrowser } from './browser.ts';
import { PAGE_KINDS as pageKinds, WIDTHS } from './page-kinds.ts';

const browser = useBrowser();
const axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const screenshots = join(projectRoot, 'test-results', 'screenshots');

async function axe(page: Page) {
  // Evaluated through the DevTools protocol: the site's CSP (rightly) refuses injected inline scripts.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const run = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe.run;
    const result = await run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } });
    return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  });
}

describe('accessibility (axe-core, WCAG 2.2 AA) and screenshots', () => {
  for (const width of WIDTHS) {
    it(`every page kind has zero violations and no sideways scroll at ${width} px, photographed into test-results/screenshots/`, async () => {
      await mkdir(screenshots, { recursive: true });
      const found: string[] = [];
      for (const [kind, path] of Object.entries(pageKinds)) {
        const { page, context } = await browser.open(path, { viewport: { width, height: width < 768 ? 844 : 900 } });
        found.push(...(await axe(page)).map((violation) => `${kind}: ${violation}`));
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) found.push(`${kind}: the page scrolls sideways by ${overflow} px`);
        await page.screenshot({ path: join(screenshots, `${kind}-${width}.png`), fullPage: true });
        await context.close();
      }
      expect(found).toEqual([]);
    }, 180_000);
  }

  for (const [name, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {

    it(`the contact page with the toast shown and a menu open has zero violations at ${viewport.width} px`, async () => {
      const { page, context } = await browser.open('/contact/', { viewport });
      await page.fill('#enquiry-name', 'Sam');
      await page.fill('#enquiry-email', 'sam@example.com');
      await page.fill('#enquiry-phone', '01632 960 999');
      await page.fill('#enquiry-message', 'Hello');
      await page.locator('#quote button[type="submit"]').click();
      await page.locator('[data-toast]').waitFor();
      if (viewport === DESKTOP) await page.locator('li[data-menu="services"] button[data-menu-toggle]').click();
      else await page.locator('button[data-menu-button]').click();
      expect(await axe(page)).toEqual([]);
      await page.screenshot({ path: join(screenshots, `contact-toast-${name}.png`) });
      await context.close();
    });
  }
});
