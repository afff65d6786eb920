import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser } from './browser.ts';

// Issue 48, item 4 (docs/decisions.md#quote-links): a quote link carries the page's service and town, and the form
// opened from it starts with the service chosen (or "Other", the service named in the message) and the town filled.

const browser = useBrowser();

/** The form's fields a quote link fills, as the browser holds them. */
const fields = (page: Page) =>
  page.evaluate(() => {
    const value = (name: string) => (document.querySelector<HTMLInputElement>(`#quote form [name="${name}"]`)?.value ?? null);
    return { service: value('service'), location: value('location'), message: value('message') };
  });

/** Follows the quote link at `selector` and waits until the contact page has loaded, its scripts run. */
async function follow(page: Page, selector: string): Promise<URL> {
  await Promise.all([page.waitForURL(/\/contact\/\?/, { waitUntil: 'load' }), page.locator(selector).click()]);
  return new URL(page.url());
}

describe('a quote link fills the form with where it comes from', () => {
  it('from a service in a town whose service the list names: the service chosen, the town filled, the message left to the visitor', async () => {
    const { page, context } = await browser.open('/services/new-construction-wiring/hull/', { viewport: DESKTOP });
    const url = await follow(page, 'section[aria-labelledby="page-title"] a[href*="#quote"]');
    expect(Object.fromEntries(url.searchParams)).toEqual({ service: 'new-construction-wiring', town: 'hull' });
    expect(await fields(page)).toEqual({ service: 'industrial-installations', location: 'Hull', message: '' });
    // The list shows the choice by the name of what it stands for.
    expect(await page.locator('#quote select[name="service"] option:checked').textContent()).toBe('New Construction Wiring');
    await context.close();
  });

  it('from a service in a town the list does not name, through the phone\'s action bar: "Other", the service named in the message', async () => {
    const { page, context } = await browser.open('/services/backup-power-systems/goole/', { viewport: PHONE });
    await follow(page, 'nav.action-bar a.action-quote');
    expect(await fields(page)).toEqual({ service: 'other', location: 'Goole', message: 'Enquiry about: Backup Power Systems' });
    await context.close();
  });

  it('from an area page and an industry page: the town, or the industry in the message', async () => {
    const { page, context } = await browser.open('/commercial-electrician-hull/', { viewport: DESKTOP });
    await follow(page, 'section[aria-labelledby="cta-title"] a[href*="#quote"]');
    expect(await fields(page)).toEqual({ service: '', location: 'Hull', message: '' });
    await page.goto(`${browser.server.url}/industries/cold-storage-freezer-facilities/`);
    const title = await page.locator('h1').textContent();
    await follow(page, 'section[aria-labelledby="cta-title"] a[href*="#quote"]');
    expect(await fields(page)).toEqual({ service: '', location: '', message: `Enquiry about: ${title}` });
    await context.close();
  });

  it('never replaces what the visitor typed before the script ran, and fills the rest', async () => {
    const context = await browser.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    // The page's script is held until the visitor has typed.
    let release: (() => Promise<void>) | undefined;
    const held = new Promise<void>((resolve) =>
      void page.route('**/assets/*.js', (route: Route) => {
        release = () => route.continue();
        resolve();
      }),
    );
    await page.goto(`${browser.server.url}/contact/?service=backup-power-systems&town=hull#quote`, { waitUntil: 'commit' });
    await held;
    await page.locator('#enquiry-location').fill('Brough');
    await page.locator('#enquiry-message').fill('Our warehouse needs a generator.');
    await release?.();
    await page.waitForLoadState('load');
    expect(await fields(page)).toEqual({ service: 'other', location: 'Brough', message: 'Our warehouse needs a generator.' });
    await context.close();
  });

  it('ignores what it does not know: a script, another object\'s keys, a name in place of a slug', async () => {
    const { page, context } = await browser.open('/contact/', { viewport: DESKTOP });
    const dialogs: string[] = [];
    const errors: string[] = [];
    page.on('dialog', (dialog) => void dialog.dismiss().then(() => dialogs.push(dialog.message())));
    page.on('pageerror', (error) => errors.push(error.message));
    const scripts = await page.locator('script').count();
    for (const query of [
      `service=${encodeURIComponent('<script>alert(1)</script>')}&town=${encodeURIComponent('<img src=x onerror=alert(2)>')}`,
      'service=__proto__&town=constructor&industry=toString',
      'service=other&town=Hull&industry=Cold%20Storage',
      'service=industrial-installations&location=hull&message=hello',
    ]) {
      await page.goto(`${browser.server.url}/contact/?${query}#quote`, { waitUntil: 'load' });
      expect(await fields(page), query).toEqual({ service: '', location: '', message: '' });
      expect(await page.locator('script').count(), query).toBe(scripts);
      expect(await page.evaluate(() => document.body.innerHTML.includes('alert(')), query).toBe(false);
    }
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('with JavaScript off still opens the form', async () => {
    const { page, context } = await browser.open('/services/backup-power-systems/hull/', { viewport: PHONE, javaScript: false });
    const url = await follow(page, 'nav.action-bar a.action-quote');
    expect(url.pathname).toBe('/contact/');
    expect(url.hash).toBe('#quote');
    // The form scrolled to, its heading below the sticky header and in the first screen.
    const top = await page.evaluate(() => document.querySelector('#quote-title')?.getBoundingClientRect().top ?? -1);
    expect(top).toBeGreaterThan(0);
    expect(top).toBeLessThan(PHONE.height / 2);
    expect(await page.locator('#enquiry-name').isVisible()).toBe(true);
    await context.close();
  });
});
