import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/fixture.ts';
import { DESKTOP, PHONE, useBrowser } from './browser.ts';
import { WIDTHS } from './page-kinds.ts';
import { markOnEvent, markWhenPresent, readMarks } from './page-clock.ts';

const browser = useBrowser();
const TOAST = 'Thank you for your message. We will be in touch shortly!';
/** Spec sections 4 and 9: the simulated send takes 1000 ms (client/enquiry-form.ts). */
const SIMULATED_SEND_MS = 1000;
const screenshots = join(projectRoot, 'test-results', 'screenshots');

/**
 * One page for a sweep of widths, on a clock the test can move: the second of "Sending..." is timed on the
 * page's real clock by the test above, and here is skipped at each width (`clock.runFor`), not waited out.
 */
async function openWithClock() {
  const context = await browser.browser.newContext();
  await context.clock.install();
  return { page: await context.newPage(), context };
}

async function fillForm(page: Page) {
  await page.fill('#enquiry-name', 'Sam Example');
  await page.fill('#enquiry-email', 'sam@example.com');
  await page.fill('#enquiry-phone', '01632 960 999');
  await page.fill('#enquiry-message', 'EICR for a warehouse unit.');
}

describe('enquiry form', () => {
  it('blocks a submit with required fields empty (native validation)', async () => {
    const { page, context } = await browser.open('/contact/');
    await page.locator('#quote button[type="submit"]').click();
    expect(await page.locator('#enquiry-name').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    expect(await page.locator('#quote button[type="submit"]').textContent()).toBe('Submit Enquiry');
    expect(await page.locator('[data-toast]').count()).toBe(0);
    await context.close();
  });

  it('shows "Sending..." for a second, then the toast (top-right, below the header), and clears every field; nothing is sent', async () => {
    for (const viewport of [PHONE, undefined]) {
      const { page, context } = await browser.open('/contact/', viewport ? { viewport } : {});
      const requests: string[] = [];
      const logs: string[] = [];
      // Anything but the page's own cached assets (the favicon may load late) would be a send.
      page.on('request', (request) => {
        if (request.method() !== 'GET' || !request.url().startsWith(`${browser.server.url}/assets/`)) requests.push(`${request.method()} ${request.url()}`);
      });
      page.on('console', (message) => logs.push(message.text()));
      const before = page.url();
      await page.fill('#enquiry-name', 'Sam Example');
      await page.fill('#enquiry-email', 'sam@example.com');
      await page.fill('#enquiry-phone', '01632 960 999');
      await page.selectOption('#enquiry-service', 'electrical-testing');
      await page.fill('#enquiry-location', 'Goole');
      await page.fill('#enquiry-message', 'EICR for a warehouse unit.');
      const button = page.locator('#quote button[type="submit"]');
      // The page's own clock times the second from submit to toast (test/browser/page-clock.ts).
      await markOnEvent(page, 'submit', '#quote form', 'submit');
      await markWhenPresent(page, 'toast', '[data-toast]');
      await button.click();
      expect(await button.textContent()).toBe('Sending...');
      expect(await button.isDisabled()).toBe(true);
      const toast = page.locator('[data-toast]');
      await toast.waitFor({ timeout: 10_000 });
      const marks = await readMarks(page);
      // Less 5 ms for the coarsening of the page's clock.
      expect((marks['toast'] ?? 0) - (marks['submit'] ?? Infinity), 'no toast before 1000 ms').toBeGreaterThanOrEqual(995);
      expect(await toast.textContent()).toContain(TOAST);
      expect(await page.locator('[role="status"]').filter({ has: toast }).count()).toBe(1);
      const box = await toast.boundingBox();
      const { width } = viewport ?? DESKTOP;
      // Top-right, just below the 72 px header; on a phone the full width under the header.
      if (width >= 768) expect(box && box.y >= 72 && box.y <= 90 && box.x + box.width > width - 40 && box.x > width / 2).toBe(true);
      else expect(box && box.y === 72 && box.x === 0 && box.width === width).toBe(true);
      expect(await button.textContent()).toBe('Submit Enquiry');
      expect(await button.isDisabled()).toBe(false);
      for (const id of ['name', 'email', 'phone', 'location', 'message', 'service'])
        expect(await page.locator(`#enquiry-${id}`).inputValue(), id).toBe('');
      expect(page.url()).toBe(before);
      expect(requests).toEqual([]);
      expect(logs.join('\n')).not.toMatch(/Sam|sam@example|960 999|warehouse/);
      expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
      await page.getByRole('button', { name: 'Dismiss message' }).click();
      expect(await page.locator('[data-toast]').count()).toBe(0);
      await context.close();
    }
  });

  it('replaces the form with a lasting confirmation, focused, that says what happens next and gives the 24/7 number; the toast, top-right below the header, covers none of it', async () => {
    await mkdir(screenshots, { recursive: true });
    const { page, context } = await openWithClock();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${browser.server.url}/contact/`);
      await fillForm(page);
      const formTop = await page.evaluate(() => (document.querySelector('#quote form')?.getBoundingClientRect().top ?? 0) + scrollY);
      // Sent from the foot of the form, as most people send it: the confirmation's top is then above the screen.
      await page.locator('#quote button[type="submit"]').click();
      await page.clock.runFor(SIMULATED_SEND_MS);
      await page.locator('[data-toast]').waitFor({ timeout: 5000 });
      expect(await page.locator('#quote form').isVisible(), `${width}: form hidden`).toBe(false);
      const done = page.locator('#quote [data-enquiry-done]');
      expect(await done.isVisible(), `${width}: confirmation shown`).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.textContent), `${width}: focus`).toBe('What happens next');
      expect(await done.innerText()).toContain('Monday to Friday 8:00am to 5:00pm');
      const call = done.getByRole('link', { name: /24\/7.*01632 960 123/ });
      expect(await call.getAttribute('href')).toBe('tel:01632960123');
      const layout = await page.evaluate(() => {
        const rect = (el: Element | null) => el?.getBoundingClientRect();
        const toast = rect(document.querySelector('[data-toast]'));
        const header = rect(document.querySelector('header'));
        const confirmation = document.querySelector('[data-enquiry-done]');
        if (!toast || !header || !confirmation) return null;
        const overlaps = (el: Element) => { const r = el.getBoundingClientRect(); return el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && r.left < toast.right && toast.left < r.right && r.top < toast.bottom && toast.top < r.bottom; };
        const targets = [...document.querySelectorAll('header :is(a, button), [data-enquiry-done] :is(h3, p, li, a, button), input, select, textarea')];
        return {
          toast: { top: toast.top, left: toast.left, right: toast.right },
          headerBottom: header.bottom,
          covered: targets.filter(overlaps).map((el) => el.textContent?.replace(/\s+/g, ' ').trim().slice(0, 40) || el.tagName),
          confirmationTop: (rect(confirmation)?.top ?? 0) + scrollY,
          headingTop: rect(confirmation.querySelector('h3'))?.top ?? 0,
        };
      });
      expect(layout, `${width}: layout`).not.toBeNull();
      if (!layout) continue;
      expect(layout.covered, `${width}: covered by the toast`).toEqual([]);
      expect(Math.abs(layout.confirmationTop - formTop), `${width}: in the form's place`).toBeLessThanOrEqual(1);
      expect(layout.toast.top, `${width}: below the header`).toBeGreaterThanOrEqual(layout.headerBottom);
      expect(layout.toast.top - layout.headerBottom, `${width}: just below the header`).toBeLessThanOrEqual(16);
      expect(width - layout.toast.right, `${width}: at the right`).toBeLessThanOrEqual(24);
      if (width < 768) expect([layout.toast.left, layout.toast.right], `${width}: full width on a phone`).toEqual([0, width]);
      expect(layout.headingTop, `${width}: the heading is in view`).toBeGreaterThan(layout.headerBottom);
      expect(layout.headingTop).toBeLessThan(800);
      await page.screenshot({ path: join(screenshots, `contact-confirmation-${width}.png`) });
      await done.getByRole('button', { name: 'Send another enquiry' }).click();
      expect(await done.isVisible(), `${width}: confirmation gone`).toBe(false);
      expect(await page.locator('#quote form').isVisible()).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.id), `${width}: focus back in the form`).toBe('enquiry-name');
      for (const id of ['name', 'email', 'phone', 'location', 'message', 'service']) expect(await page.locator(`#enquiry-${id}`).inputValue(), id).toBe('');
      const name = await page.locator('#enquiry-name').boundingBox();
      expect(name && name.y >= 72 && name.y + name.height <= 800, `${width}: the name field in view`).toBe(true);
    }
    await context.close();
  }, 120_000);

  it('places the toast over no field at any width when sent from the top of the form, and announces it', async () => {
    const { page, context } = await openWithClock();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${browser.server.url}/contact/`);
      await fillForm(page);
      // The name and email fields just below the sticky header, where a top-right toast would sit; Enter sends.
      await page.evaluate(() => window.scrollBy(0, (document.querySelector('#enquiry-name')?.getBoundingClientRect().top ?? 0) - 110));
      await page.locator('#enquiry-email').press('Enter');
      await page.clock.runFor(SIMULATED_SEND_MS);
      await page.locator('[data-toast]').waitFor({ timeout: 5000 });
      const covered = await page.evaluate(() => {
        const box = document.querySelector('[data-toast]')?.getBoundingClientRect();
        if (!box) return ['no toast'];
        // The header's controls, every field, and what replaced them (the copy above the form may be under it for those six seconds).
        return [...document.querySelectorAll<HTMLElement>('header :is(a, button), #quote :is(input, select, textarea, label, button), [data-enquiry-done] :is(h3, p, li, a)')]
          .filter((el) => { const r = el.getBoundingClientRect(); return el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && r.left < box.right && box.left < r.right && r.top < box.bottom && box.top < r.bottom; })
          .map((el) => el.id || el.textContent?.trim() || el.tagName);
      });
      expect(covered, `${width} px`).toEqual([]);
      expect(await page.getByRole('status').filter({ hasText: TOAST }).count(), `${width} px: announced`).toBe(1);
    }
    await context.close();
  });

  it('without JavaScript explains how to call or email, and submitting sends nothing', async () => {
    const { page, context } = await browser.open('/contact/', { javaScript: false });
    const note = page.locator('#quote').getByText('This form needs JavaScript');
    expect(await note.isVisible()).toBe(true);
    expect(await page.locator('[data-enquiry-done]').isVisible(), 'no confirmation without JavaScript').toBe(false);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' || !request.url().startsWith(`${browser.server.url}/assets/`)) requests.push(`${request.method()} ${request.url()}`);
    });
    await page.fill('#enquiry-name', 'Sam');
    await page.fill('#enquiry-email', 'sam@example.com');
    await page.fill('#enquiry-phone', '01632 960 999');
    await page.fill('#enquiry-message', 'Hello');
    await page.locator('#quote button[type="submit"]').click();
    await page.waitForTimeout(300);
    expect(requests).toEqual([]);
    expect(page.url()).not.toContain('Sam');
    expect(await page.locator('#quote form').isVisible()).toBe(true);
    expect(await page.locator('[data-enquiry-done]').isVisible()).toBe(false);
    await context.close();
  });
});

describe('map facade', () => {
  it('loads no third-party frame until "Show map" is pressed', async () => {
    const { page, context } = await browser.open('/contact/');
    const requests: string[] = [];
    await context.route((url) => url.protocol === 'https:', (route) => {
      requests.push(route.request().url());
      return route.abort();
    });
    expect(await page.locator('iframe').count()).toBe(0);
    await page.waitForTimeout(200);
    expect(requests).toEqual([]);
    await page.getByRole('button', { name: 'Show map' }).click();
    await expect.poll(() => page.locator('iframe[title^="Map showing"]').count()).toBe(1);
    await expect.poll(() => requests.some((url) => url.startsWith('https://www.openstreetmap.org/'))).toBe(true);
    await context.close();
  });
});
