import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { PAGE_KINDS, WIDTHS } from './page-kinds.ts';

const browser = useBrowser();
const PHONE_NUMBER = '01632 960 123';

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

describe('phone numbers', () => {
  for (const width of WIDTHS) {
    it(`never wrap inside themselves on any page kind at ${width} px`, async () => {
      const problems: string[] = [];
      for (const [kind, path] of Object.entries(PAGE_KINDS)) {
        const { page, context } = await browser.open(path, { viewport: { width, height: 900 } });
        const { shown, broken } = await page.evaluate(brokenNumbers, PHONE_NUMBER);
        if (shown === 0) problems.push(`${kind}: the number is not shown`);
        problems.push(...broken.map((line) => `${kind}: ${line}`));
        await context.close();
      }
      expect(problems).toEqual([]);
    }, 120_000);
  }
});
