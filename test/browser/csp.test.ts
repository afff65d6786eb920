import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser } from './browser.ts';

const browser = useBrowser();

const pageKinds = [
  '/', '/services/', '/services/emergency-exit-lighting/', '/services/emergency-exit-lighting/goole/',
  '/commercial-electrician-hull/', '/services-beverley/', '/service-areas/', '/industries/',
  '/industries/data-centers/', '/about/', '/contact/', '/free-site-survey/', '/portfolio/', '/testimonials/',
  '/sitemap/', '/privacy-policy/', '/terms-conditions/', '/no-such-page/', '/services/teleportation/goole/',
  '/services/industrial-installations/index.html',
];

describe('Content-Security-Policy', () => {
  it('is sent with every page, from the built _headers', async () => {
    const response = await fetch(`${browser.server.url}/contact/`);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain('frame-src https://www.openstreetmap.org');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('would catch a violation (control: an injected inline script is refused and reported)', async () => {
    const { page, context } = await browser.open('/about/');
    // The refusal is reported on the console: waited for, however busy the machine (the time-out only guards a hang).
    const reported = page.waitForEvent('console', { predicate: (message) => /Content Security Policy/i.test(message.text()), timeout: 30_000 });
    await page.addScriptTag({ content: 'window.injected = true;' }).catch(() => undefined);
    await reported;
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
    await context.close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`reports no violation on any page kind, with its behaviour exercised, at ${viewport.width} px`, async () => {
      const violations: string[] = [];
      // One page navigated from kind to kind: the listener, the init script and the block on third parties
      // stay with it, and each navigation is a new document with its own policy and its own record.
      const context = await browser.browser.newContext({ viewport });
      await context.route((url) => url.protocol === 'https:', (route) => route.abort());
      const page = await context.newPage();
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as { cspViolations: string[] }).cspViolations ??= [];
          (window as unknown as { cspViolations: string[] }).cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      let path = '';
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(`${path}: ${message.text()}`);
      });
      for (path of pageKinds) {
        await page.goto(`${browser.server.url}${path}`);
        await page.waitForLoadState('load');
        if (path === '/contact/') {
          await page.fill('#enquiry-name', 'Sam');
          await page.fill('#enquiry-email', 'sam@example.com');
          await page.fill('#enquiry-phone', '01632 960 999');
          await page.fill('#enquiry-message', 'Hello');
          await page.locator('#quote button[type="submit"]').click();
          await page.locator('[data-toast]').waitFor();
          await page.getByRole('button', { name: 'Show map' }).click();
          await page.locator('iframe').waitFor();
        }
        const caught = await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
        violations.push(...caught.map((v) => `${path}: ${v}`));
      }
      await context.close();
      expect(violations).toEqual([]);
    }, 120_000);
  }
});
