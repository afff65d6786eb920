import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/fixture.ts';
import { DESKTOP, useBrowser } from './browser.ts';
import { WIDTHS } from './page-kinds.ts';

const browser = useBrowser();
const screenshots = join(projectRoot, 'test-results', 'screenshots');
/** The real site is built from data/: every service there is listed. */
const services = (JSON.parse(await readFile(join(projectRoot, 'data', 'services.json'), 'utf8')) as unknown[]).length;

async function visit(path: string, javaScript = true, viewport = DESKTOP) {
  const logs: string[] = [];
  const { page, context } = await browser.open('/', { javaScript, viewport });
  page.on('console', (message) => logs.push(message.text()));
  const response = await page.goto(`${browser.server.url}${path}`);
  const text = async (selector: string) => ((await page.locator(selector).first().textContent()) ?? '').trim();
  return { page, context, logs, status: response?.status(), text };
}

describe('not-found page', () => {
  it('answers 404 with "Page Under Development" and logs the path', async () => {
    const { context, logs, status, text } = await visit('/no-such-page/');
    expect(status).toBe(404);
    expect(await text('h1')).toBe('Page Under Development');
    expect(logs).toContain('404 Error: User attempted to access non-existent route: /no-such-page/');
    await context.close();
  });

  it('offers the top tasks (services, areas, contact) and the 24/7 number, with JavaScript and without', async () => {
    for (const javaScript of [true, false]) {
      const { page, context } = await visit('/no-such-page/', javaScript);
      const main = page.locator('main');
      for (const [name, href] of [['Our services', '/services/'], ['Areas we cover', '/service-areas/'], ['Contact us', '/contact/']])
        expect(await main.getByRole('link', { name, exact: true }).getAttribute('href'), name).toBe(href);
      const call = main.getByRole('link', { name: /^Call 24\/7/ });
      expect(await call.getAttribute('href')).toBe('tel:01632960123');
      expect(await call.isVisible()).toBe(true);
      await context.close();
    }
  });

  it('has buttons to home and contact under the message, before the top tasks, at every width, with JavaScript and without', async () => {
    await mkdir(screenshots, { recursive: true });
    for (const javaScript of [true, false]) {
      for (const width of javaScript ? WIDTHS : [320, 1280]) {
        const { page, context } = await visit('/no-such-page/', javaScript, { width, height: 900 });
        const layout = await page.evaluate(() => {
          const main = document.querySelector('main');
          const link = (name: string) => [...(main?.querySelectorAll('a') ?? [])].find((a) => a.textContent?.trim() === name);
          const look = (el: Element | undefined) => {
            if (!el) return null;
            const style = getComputedStyle(el);
            const box = el.getBoundingClientRect();
            return { href: el.getAttribute('href'), top: box.top, bottom: box.bottom, height: box.height, filled: style.backgroundColor !== 'rgba(0, 0, 0, 0)', outlined: parseFloat(style.borderTopWidth) > 0 };
          };
          return {
            home: look(link('Back to Home')),
            contact: look(link('Contact Us')),
            message: main?.querySelector('[data-not-found-message]')?.getBoundingClientRect().bottom ?? 0,
            tasks: main?.querySelector('[data-not-found-generic] ul')?.getBoundingClientRect().top ?? 0,
          };
        });
        const where = `${width} px, JavaScript ${javaScript}`;
        // Filled where it is the screen's one solid button; below 768 px the action bar's call is, and it is outlined.
        expect(layout.home, where).toMatchObject({ href: '/', filled: width >= 768, outlined: width < 768 });
        expect(layout.contact, where).toMatchObject({ href: '/contact/', outlined: true });
        for (const button of [layout.home, layout.contact]) {
          expect(button && button.top > layout.message && button.bottom < layout.tasks, `${where}: under the message, above the top tasks`).toBe(true);
          expect(button?.height, `${where}: one line`).toBeLessThanOrEqual(48);
        }
        if (javaScript) await page.screenshot({ path: join(screenshots, `not-found-top-${width}.png`) });
        await context.close();
      }
    }
  });

  it('under /services/ shows "Service Not Found" with the slug and every service', async () => {
    const { page, context, text } = await visit('/services/teleportation/');
    expect(await text('h1')).toBe('Service Not Found');
    expect(await text('[data-not-found-message]')).toBe('The service "teleportation" could not be found. Please check our available services below.');
    expect(await page.locator('[data-list="services"] a').count()).toBe(services);
    // The services are listed once: the top tasks give way to the list, and the 24/7 number stays.
    const serviceLinks = await page.locator('main a[href^="/services/"]:visible').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(serviceLinks.length).toBe(new Set(serviceLinks).size);
    expect(await page.locator('main').getByRole('link', { name: 'Our services', exact: true }).isVisible()).toBe(false);
    expect(await page.locator('main').getByRole('link', { name: /^Call 24\/7/ }).isVisible()).toBe(true);
    expect(await page.locator('[data-list="locations"]').isVisible()).toBe(false);
    // The variant's own two buttons take the place of home and contact.
    expect(await page.getByRole('link', { name: 'Back to Home' }).isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'View All Services' }).getAttribute('href')).toBe('/services/');
    expect(await page.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact/');
    expect(await page.title()).toMatch(/^Service Not Found/);
    await context.close();
  });

  it('says "Service Not Found" for the specification\'s own form of the address, without the trailing slash', async () => {
    const { context, status, text } = await visit('/services/teleportation');
    expect(status).toBe(404);
    expect(await text('h1')).toBe('Service Not Found');
    expect(await text('[data-not-found-message]')).toBe('The service "teleportation" could not be found. Please check our available services below.');
    await context.close();
  });

  it('names a missing service and location, a missing location, a missing service', async () => {
    const cases: [string, string, string][] = [
      ['/services/teleportation/atlantis/', 'Service or Location Not Found', 'Service "teleportation" and location "atlantis" could not be found.'],
      ['/services/backup-power-systems/atlantis/', 'Location Not Found', 'Location "atlantis" could not be found.'],
      ['/services/teleportation/goole/', 'Service Not Found', 'Service "teleportation" could not be found.'],
      // A headline alias is a service address (issue 47): after it, an unknown town is the missing part.
      ['/services/industrial-installations/nowhere/', 'Location Not Found', 'Location "nowhere" could not be found.'],
      ['/services/emergency-callout/nowhere', 'Location Not Found', 'Location "nowhere" could not be found.'],
    ];
    for (const [path, title, message] of cases) {
      const { page, context, text } = await visit(path);
      expect(await text('h1'), path).toBe(title);
      expect(await text('[data-not-found-message]'), path).toBe(message);
      expect(await page.locator('[data-list="services"]').isVisible()).toBe(true);
      expect(await page.locator('[data-list="locations"]').isVisible()).toBe(true);
      await context.close();
    }
  });

  it('without JavaScript shows the generic page', async () => {
    const { page, context, text } = await visit('/services/teleportation/', false);
    expect(await text('h1')).toBe('Page Under Development');
    expect(await page.locator('[data-not-found-variant]').isVisible()).toBe(false);
    await context.close();
  });
});

describe('redirect pages', () => {
  it('take a headline alias followed by a town to the catalogue service in that town, with and without the slash', async () => {
    for (const path of ['/services/industrial-installations/hull/', '/services/industrial-installations/hull']) {
      const { page, context, text } = await visit(path);
      expect(new URL(page.url()).pathname, path).toBe('/services/new-construction-wiring/hull/');
      expect(await text('h1'), path).toMatch(/New Construction Wiring/);
      await context.close();
    }
  });

  it('replace history with location.replace, and work without JavaScript by meta refresh', async () => {
    for (const javaScript of [true, false]) {
      const { page, context } = await browser.open('/', { javaScript });
      const length = await page.evaluate(() => history.length);
      // The page itself, as a host without redirect rules serves it (ctsite serve would answer 301).
      await page.goto(`${browser.server.url}/services/industrial-installations/index.html`);
      await page.waitForURL('**/services/new-construction-wiring/');
      if (javaScript) expect(await page.evaluate(() => history.length)).toBe(length + 1);
      await context.close();
    }
  });
});
