import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser } from './browser.ts';
import { layoutShifts } from './layout-shift.ts';
import { markOnEvent, markWhenPresent, readMarks } from './page-clock.ts';

const browser = useBrowser();
/** Spec section 9: a menu closes 150 ms after the pointer leaves (client/menus.ts). */
const MENU_CLOSE_DELAY_MS = 150;

describe('desktop mega-menus', () => {
  it('open on hover and close 150 ms after the pointer leaves', async () => {
    const { page, context } = await browser.open('/about/', { viewport: DESKTOP });
    const panel = page.locator('#menu-services');
    await expect.poll(() => panel.isVisible()).toBe(false);
    await page.hover('li[data-menu="services"] > div > a');
    await expect.poll(() => panel.isVisible()).toBe(true);
    // When it closed is read from the page's own clock (test/browser/page-clock.ts).
    await markOnEvent(page, 'left', 'li[data-menu="services"]', 'mouseleave');
    await markWhenPresent(page, 'closed', '#menu-services[data-open="false"]');
    await page.mouse.move(640, 800);
    await expect.poll(() => panel.isVisible(), { message: 'closed after 150 ms' }).toBe(false);
    const marks = await readMarks(page);
    expect((marks['closed'] ?? 0) - (marks['left'] ?? Infinity), 'still open before 150 ms').toBeGreaterThanOrEqual(MENU_CLOSE_DELAY_MS - 5);
    await context.close();
  });

  it('stays open when the pointer moves back within 150 ms', async () => {
    const { page, context } = await browser.open('/about/');
    // The page's own clock says how long the pointer was away: on a busy machine the test's two moves
    // may land more than 150 ms apart, and then the menu rightly closes. Such a try proves nothing
    // and is made again; a try in which the pointer was back in time must find the menu open.
    await markOnEvent(page, 'left', 'li[data-menu="industries"]', 'mouseleave');
    // The last move of the pointer is the one back, whether or not the panel is still there to enter.
    await markOnEvent(page, 'back', 'html', 'pointermove');
    let away = Infinity;
    for (let attempt = 0; attempt < 5 && away >= MENU_CLOSE_DELAY_MS; attempt += 1) {
      await page.mouse.move(640, 880);
      await page.waitForTimeout(MENU_CLOSE_DELAY_MS * 2);
      await page.hover('li[data-menu="industries"] > div > a');
      const link = await page.locator('#menu-industries a').first().boundingBox();
      await page.mouse.move(640, 880);
      await page.waitForTimeout(50);
      // Straight back onto a link of the panel, without waiting for anything in between.
      await page.mouse.move((link?.x ?? 0) + 5, (link?.y ?? 0) + 5);
      await page.waitForTimeout(300);
      const marks = await readMarks(page);
      away = (marks['back'] ?? 0) - (marks['left'] ?? 0);
      if (away >= MENU_CLOSE_DELAY_MS) continue;
      expect(await page.locator('#menu-industries').isVisible(), `away for ${Math.round(away)} ms`).toBe(true);
      expect(await page.locator('#menu-industries').evaluate((el) => el.getBoundingClientRect().width)).toBe(1200);
    }
    expect(away, 'the pointer was back within 150 ms in one of five tries').toBeLessThan(MENU_CLOSE_DELAY_MS);
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
    for (const path of ['/', '/services/emergency-exit-lighting/goole/', '/contact/']) expect(await layoutShifts(browser, path), path).toEqual([]);
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
  it('opens the one navigation as a popover from a button that reports aria-expanded and aria-controls; Escape closes it', async () => {
    const { page, context } = await browser.open('/', { viewport: PHONE });
    const toggle = page.locator('button[data-menu-button]');
    expect(await page.locator('#site-nav').isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-controls')).toBe('site-nav');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await page.locator('#site-nav').isVisible()).toBe(true);
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    // Call, quote and contact come first, before the sections.
    expect(await page.locator('#site-nav a').first().getAttribute('href')).toMatch(/^tel:/);
    const section = page.locator('li[data-menu="industries"] button[data-menu-toggle]');
    await section.click();
    expect(await page.locator('#menu-industries').isVisible()).toBe(true);
    expect(await page.locator('#menu-services').isVisible(), 'other sections stay closed').toBe(false);
    await page.keyboard.press('Escape');
    expect(await page.locator('#site-nav').isVisible()).toBe(false);
    // The popover's toggle event, which the script mirrors into aria-expanded, is dispatched as a task of its own.
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-menu-button'))).toBe(true);
    await context.close();
  });

  it('works without JavaScript: the sections stand open', async () => {
    const { page, context } = await browser.open('/', { viewport: PHONE, javaScript: false });
    await page.locator('button[data-menu-button]').click();
    await page.locator('#site-nav a', { hasText: 'Dairy Farms' }).click();
    await page.waitForURL('**/industries/dairy-farms/');
    await context.close();
  });

  it('sends the navigation once: the desktop menus and the mobile menu are one element', async () => {
    const { page, context } = await browser.open('/services/emergency-exit-lighting/goole/', { viewport: PHONE });
    expect(await page.locator('nav[aria-label="Main"]').count()).toBe(1);
    expect(await page.locator('header a[href="/industries/dairy-farms/"]').count()).toBe(1);
    await context.close();
  });
});

describe('header', () => {
  it('shows the whole logo, the phone number and a survey or quote action (in the action bar below 768 px), with nothing overflowing or clipped, at every width', async () => {
    for (const width of [320, 390, 768, 1024, 1280, 1440, 1920]) {
      const { page, context } = await browser.open('/services/emergency-exit-lighting/goole/', { viewport: { width, height: 900 } });
      const report = await page.evaluate(() => {
        const bar = document.querySelector('header > div')?.getBoundingClientRect();
        const shown = [...document.querySelectorAll('header *')].filter((el) => {
          const box = el.getBoundingClientRect();
          // Screen-reader-only text is one pixel by design, and not shown.
          return box.width > 1 && box.height > 1 && getComputedStyle(el).visibility !== 'hidden';
        });
        const outside = shown.filter((el) => {
          const box = el.getBoundingClientRect();
          return !bar || box.left < -0.5 || box.right > window.innerWidth + 0.5 || box.top < bar.top - 0.5 || box.bottom > bar.bottom + 0.5;
        });
        const clipped = shown.filter((el) => el instanceof HTMLElement && el.children.length === 0 && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1) && getComputedStyle(el).overflow !== 'visible');
        const targets = shown.filter((el) => el.matches('a, button')).map((el) => ({ el, box: el.getBoundingClientRect() }));
        const overlapping = targets.flatMap((a, i) =>
          targets.slice(i + 1).filter((b) => !a.el.contains(b.el) && !b.el.contains(a.el) && a.box.left < b.box.right - 0.5 && b.box.left < a.box.right - 0.5 && a.box.top < b.box.bottom - 0.5 && b.box.top < a.box.bottom - 0.5)
            .map((b) => `${(a.el.textContent ?? '').trim() || a.el.getAttribute('aria-label')} / ${(b.el.textContent ?? '').trim() || b.el.getAttribute('aria-label')}`),
        );
        const logo = document.querySelector('header a[href="/"]')?.getBoundingClientRect();
        const phone = document.querySelector<HTMLElement>('header a[href^="tel:"]:not(#site-nav *)');
        const actions = [...document.querySelectorAll<HTMLElement>('header a[href="/free-site-survey/"], header a[href="/contact/#quote"]')].filter((a) => a.offsetWidth > 0 && !a.closest('#site-nav'));
        return {
          overlapping,
          outside: outside.map((el) => el.tagName + ' ' + (el.textContent ?? '').trim().slice(0, 30)),
          clipped: clipped.map((el) => el.tagName + ' ' + (el.textContent ?? '').trim().slice(0, 30)),
          logoLines: logo ? Math.round(logo.height) : 0,
          scroll: document.documentElement.scrollWidth - window.innerWidth,
          phoneText: phone?.innerText.trim() ?? '',
          phoneVisible: (phone?.offsetWidth ?? 0) > 0,
          actions: actions.length,
        };
      });
      expect(report.outside, `${width}: outside the bar`).toEqual([]);
      expect(report.overlapping, `${width}: targets over one another`).toEqual([]);
      expect(report.clipped, `${width}: clipped`).toEqual([]);
      expect(report.scroll, `${width}: horizontal scroll`).toBe(0);
      expect(report.logoLines, `${width}: the logo is one block of two lines at most`).toBeLessThanOrEqual(48);
      expect(report.phoneVisible, `${width}: phone`).toBe(true);
      if (width >= 640) expect(report.phoneText, `${width}: the number itself`).toMatch(/01632 960 \d{3}/);
      if (width >= 768) expect(report.actions, `${width}: survey or quote action`).toBeGreaterThan(0);
      else {
        // Below 768 px the action bar at the foot of the screen carries the number and the quote action.
        const bar = page.getByRole('navigation', { name: 'Call or ask for a quote' });
        expect(await bar.locator('a[href^="tel:"]').innerText(), `${width}: the number in the action bar`).toMatch(/01632 960 \d{3}/);
        expect(await bar.locator('a[href="/contact/#quote"]').isVisible(), `${width}: quote action in the action bar`).toBe(true);
      }
      await context.close();
    }
  });
});
