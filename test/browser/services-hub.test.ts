import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { WIDTHS } from './page-kinds.ts';

const browser = useBrowser();

describe('the services hub (issue 39)', () => {
  it('shows the featured services with titles of at most two lines at every width, and does not repeat them in full below', async () => {
    for (const width of WIDTHS) {
      const context = await browser.browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${browser.server.url}/services/`);
      const cards = await page.locator('#featured article').evaluateAll((articles) =>
        articles.map((article) => {
          const heading = article.querySelector('h3');
          const lineHeight = parseFloat(getComputedStyle(heading ?? article).lineHeight);
          return { title: heading?.textContent ?? '', lines: Math.round((heading?.getBoundingClientRect().height ?? 0) / lineHeight), description: article.querySelector('p')?.textContent ?? '' };
        }),
      );
      expect(cards.length, `${width} px`).toBeGreaterThan(1);
      for (const card of cards) {
        expect(card.lines, `${width} px: "${card.title}"`).toBeLessThanOrEqual(2);
        // Listed again in the full list (the specification's "every service"), but by name: its description once.
        const times = await page.evaluate((text) => [...document.querySelectorAll('main p')].filter((p) => p.textContent === text).length, card.description);
        expect(times, `${width} px: the description of "${card.title}"`).toBe(1);
        expect(await page.locator('#all-services').getByRole('link', { name: card.title, exact: true }).count(), card.title).toBe(1);
      }
      await context.close();
    }
  });
});
