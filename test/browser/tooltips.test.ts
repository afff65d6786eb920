import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';

const browser = useBrowser();

describe('tooltips', () => {
  it('open after 700 ms on hover; the next opens at once within the 300 ms skip delay; Escape dismisses', async () => {
    const { page, context } = await browser.open('/services/');
    const [first, second] = [page.locator('#tip-napit'), page.locator('#tip-niceic')];
    await page.locator('[aria-describedby="tip-napit"]').scrollIntoViewIfNeeded();
    await page.hover('[aria-describedby="tip-napit"]');
    await page.waitForTimeout(450);
    expect(await first.isVisible(), 'not yet at 450 ms').toBe(false);
    await page.waitForTimeout(450);
    expect(await first.isVisible(), 'open after 700 ms').toBe(true);
    await page.hover('[aria-describedby="tip-niceic"]');
    await page.waitForTimeout(100);
    expect(await first.isVisible()).toBe(false);
    expect(await second.isVisible(), 'skip delay: opens at once').toBe(true);
    await page.keyboard.press('Escape');
    expect(await second.isVisible()).toBe(false);
    await context.close();
  });

  it('open on keyboard focus as well', async () => {
    const { page, context } = await browser.open('/services/');
    await page.locator('[aria-describedby="tip-bs-7671"]').focus();
    await page.waitForTimeout(800);
    expect(await page.locator('#tip-bs-7671').isVisible()).toBe(true);
    await context.close();
  });
});
