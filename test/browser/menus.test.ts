import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser } from './browser.ts';

const browser = useBrowser();

describe('desktop mega-menus', () => {
  it('open on hover and close 150 ms after the pointer leaves', async () => {
    const { page, context } = await browser.open('/about/', { viewport: DESKTOP });
    const panel = page.locator('#menu-services');
    await expect.poll(() => panel.isVisible()).toBe(false);
    await page.hover('li[data-menu="services"] > div > a');
    await expect.poll(() => panel.isVisible()).toBe(true);
    await page.mouse.move(640, 800);
    await page.waitForTimeout(60);
    expect(await panel.isVisible(), 'still open before 150 ms').toBe(true);
    await page.waitForTimeout(250);
    expect(await panel.isVisible(), 'closed after 150 ms').toBe(false);
    await context.close();
  });

  it('stays open when the pointer moves back within 150 ms', async () => {
    const { page, context } = await browser.open('/about/');
    await page.hover('li[data-menu="industries"] > div > a');
    const link = await page.locator('#menu-industries a').first().boundingBox();
    await page.mouse.move(640, 880);
    await page.waitForTimeout(50);
    // Straight back onto a link of the panel, without waiting for anything in between.
    await page.mouse.move((link?.x ?? 0) + 5, (link?.y ?? 0) + 5);
    await page.waitForTimeout(300);
    expect(await page.locator('#menu-industries').isVisible()).toBe(true);
    expect(await page.locator('#menu-industries').evaluate((el) => el.getBoundingClientRect().width)).toBe(1200);
    await context.close();
  });

  it('are disclosures operable by keyboard: Enter opens, Escape closes and returns focus', async () => {
    const { page, context } = await browser.open('/about/');
    const toggle = page.locator('li[data-menu="services"] button[data-menu-toggle]');
    await expect.poll(() => toggle.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.getAttribute('aria-controls')).toBe('menu-services');
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('#menu-services').isVisible()).toBe(true);
    expect(await page.locator('#menu-services').evaluate((el) => el.getBoundingClientRect().width)).toBe(800);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('#menu-services') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('menu-services');
    await context.close();
  });

  it('a click on the toggle of a menu the pointer opened keeps it open; a second click or a click elsewhere closes it', async () => {
    const { page, context } = await browser.open('/about/');
    const toggle = page.locator('li[data-menu="areas"] button[data-menu-toggle]');
    const panel = page.locator('#menu-areas');
    await toggle.click();
    expect(await panel.isVisible()).toBe(true);
    await page.mouse.move(640, 880);
    await page.waitForTimeout(300);
    expect(await panel.isVisible(), 'pinned open after leaving').toBe(true);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await page.mouse.click(20, 880);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('shift nothing when the script starts (cumulative layout shift 0)', async () => {
    for (const path of ['/', '/services/emergency-exit-lighting/goole/', '/contact/']) {
      const { page, context } = await browser.open(path);
      const shift = await page.evaluate(
        () =>
          new Promise<number>((done) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => done(total), 500);
          }),
      );
      expect(shift, path).toBe(0);
      await context.close();
    }
  });

  it('never traps focus: tabbing past the last link closes the menu', async () => {
    const { page, context } = await browser.open('/about/');
    const toggle = page.locator('li[data-menu="contact"] button[data-menu-toggle]');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const count = await page.locator('#menu-contact a').count();
    for (let i = 0; i < count + 1; i += 1) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[data-menu="contact"]'))).toBeNull();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('without JavaScript: the top-level items are links to index pages and panels open on hover', async () => {
    const { page, context } = await browser.open('/about/', { javaScript: false });
    expect(await page.locator('button[data-menu-toggle]').first().isVisible()).toBe(false);
    expect(await page.locator('li[data-menu="industries"] > div > a').getAttribute('href')).toBe('/industries/');
    await page.hover('li[data-menu="industries"] > div > a');
    await expect.poll(() => page.locator('#menu-industries').isVisible()).toBe(true);
    await context.close();
  });
});

describe('mobile menu', () => {
  it('toggles with a button that reports aria-expanded and aria-controls, and closes on Escape', async () => {
    const { page, context } = await browser.open('/', { viewport: PHONE });
    const toggle = page.locator('details[data-mobile-menu] > summary');
    expect(await page.locator('#mobile-menu').isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-controls')).toBe('mobile-menu');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await page.locator('#mobile-menu').isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await page.locator('#mobile-menu').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');
    await context.close();
  });

  it('works without JavaScript', async () => {
    const { page, context } = await browser.open('/', { viewport: PHONE, javaScript: false });
    await page.locator('details[data-mobile-menu] > summary').click();
    await page.locator('#mobile-menu summary', { hasText: 'Industries' }).click();
    await page.locator('#mobile-menu a', { hasText: 'Dairy Farms' }).click();
    await page.waitForURL('**/industries/dairy-farms/');
    await context.close();
  });
});
