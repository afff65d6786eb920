import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { markOnEvent, markWhenPresent, readMarks } from './page-clock.ts';

/** Spec section 9: a tooltip opens after 700 ms (client/tooltips.ts). */
const TOOLTIP_DELAY_MS = 700;

const browser = useBrowser();

describe('tooltips', () => {
  it('open after 700 ms on hover; the next opens at once within the 300 ms skip delay; Escape dismisses', async () => {
    const { page, context } = await browser.open('/services/');
    const [first, second] = [page.locator('#tip-napit'), page.locator('#tip-niceic')];
    await page.locator('[aria-describedby="tip-napit"]').scrollIntoViewIfNeeded();
    // Delays are read from the page's own clock (test/browser/page-clock.ts), not the test's.
    await markOnEvent(page, 'entered first', '[aria-describedby="tip-napit"]', 'pointerover');
    await markWhenPresent(page, 'first open', '#tip-napit[data-open="true"]');
    await markOnEvent(page, 'entered second', '[aria-describedby="tip-niceic"]', 'pointerover');
    await markWhenPresent(page, 'second open', '#tip-niceic[data-open="true"]');
    await page.hover('[aria-describedby="tip-napit"]');
    await expect.poll(() => first.isVisible(), { timeout: 5_000 }).toBe(true);
    await page.hover('[aria-describedby="tip-niceic"]');
    await expect.poll(() => second.isVisible()).toBe(true);
    expect(await first.isVisible()).toBe(false);
    const marks = await readMarks(page);
    expect((marks['first open'] ?? 0) - (marks['entered first'] ?? Infinity), 'not before 700 ms').toBeGreaterThanOrEqual(TOOLTIP_DELAY_MS - 5);
    expect((marks['second open'] ?? Infinity) - (marks['entered second'] ?? 0), 'skip delay: opens at once, without the 700 ms').toBeLessThan(TOOLTIP_DELAY_MS);
    await page.keyboard.press('Escape');
    expect(await second.isVisible()).toBe(false);
    await context.close();
  });

  it('open on keyboard focus as well', async () => {
    const { page, context } = await browser.open('/services/');
    await page.locator('[aria-describedby="tip-bs-7671"]').focus();
    await expect.poll(() => page.locator('#tip-bs-7671').isVisible(), { timeout: 5_000 }).toBe(true);
    await context.close();
  });
});
