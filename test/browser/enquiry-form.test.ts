import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from './browser.ts';
import { markOnEvent, markWhenPresent, readMarks } from './page-clock.ts';

const browser = useBrowser();
const TOAST = 'Thank you for your message. We will be in touch shortly!';

describe('enquiry form', () => {
  it('blocks a submit with required fields empty (native validation)', async () => {
    const { page, context } = await browser.open('/contact/');
    await page.locator('#quote button[type="submit"]').click();
    expect(await page.locator('#enquiry-name').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    expect(await page.locator('#quote button[type="submit"]').textContent()).toBe('Submit Enquiry');
    expect(await page.locator('[data-toast]').count()).toBe(0);
    await context.close();
  });

  it('shows "Sending..." for a second, then the toast (top-right from 768 px), and clears every field; nothing is sent', async () => {
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
      const { width, height } = viewport ?? { width: 1280, height: 900 };
      // From 768 px top-right, inside the header's band; on a phone in the action bar's place.
      if (width >= 768) expect(box && box.y >= 0 && box.y + box.height <= 72 && box.x + box.width > width - 40).toBe(true);
      else expect(box && Math.round(box.y + box.height) === height && box.x === 0).toBe(true);
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

  it('places the toast over no field at any width, with the fields at the top of the screen, and announces it', async () => {
    for (const width of [320, 390, 768, 1024, 1280, 1440]) {
      const { page, context } = await browser.open('/contact/', { viewport: { width, height: 800 } });
      await page.fill('#enquiry-name', 'Sam Example');
      await page.fill('#enquiry-email', 'sam@example.com');
      await page.fill('#enquiry-phone', '01632 960 999');
      await page.fill('#enquiry-message', 'EICR for a warehouse unit.');
      // The name and email fields just below the sticky header, where a top-right toast would sit.
      await page.evaluate(() => window.scrollBy(0, (document.querySelector('#enquiry-name')?.getBoundingClientRect().top ?? 0) - 110));
      await page.locator('#quote button[type="submit"]').click();
      const toast = page.locator('[data-toast]');
      await toast.waitFor({ timeout: 2000 });
      const covered = await page.evaluate(() => {
        const box = document.querySelector('[data-toast]')?.getBoundingClientRect();
        if (!box) return ['no toast'];
        return [...document.querySelectorAll<HTMLElement>('#quote :is(input, select, textarea, label, button)')]
          .filter((el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.left < box.right && box.left < r.right && r.top < box.bottom && box.top < r.bottom; })
          .map((el) => el.id || el.textContent?.trim() || el.tagName);
      });
      expect(covered, `${width} px`).toEqual([]);
      expect(await page.getByRole('status').filter({ hasText: TOAST }).count(), `${width} px: announced`).toBe(1);
      await context.close();
    }
  });

  it('without JavaScript explains how to call or email, and submitting sends nothing', async () => {
    const { page, context } = await browser.open('/contact/', { javaScript: false });
    const note = page.locator('#quote').getByText('This form needs JavaScript');
    expect(await note.isVisible()).toBe(true);
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
