import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/pipeline/index.ts';
import { createFixture, projectRoot } from '../helpers/fixture.ts';
import { realSiteDir } from '../helpers/site.ts';
import { useBrowser } from './browser.ts';
import { fieldsNamed, startFormEndpoint, type FormEndpoint, type ReceivedPost } from './form-endpoint.ts';
import { SCREENS } from './page-kinds.ts';

/**
 * The enquiry forms with `enquiryForm.endpoint` set (docs/decisions.md#the-enquiry-form-and-its-toast): the small
 * fixture site built to post to a form service on 127.0.0.1 that this file starts (./form-endpoint.ts).
 */
let endpoint: FormEndpoint;
let cleanup = async () => {};
let siteDir = '';
const browser = useBrowser({
  site: async () => {
    endpoint = await startFormEndpoint();
    const fixture = await createFixture({ data: 'small' });
    cleanup = fixture.cleanup;
    await fixture.edit('company.json', (json) => ({ ...(json as object), enquiryForm: { endpoint: endpoint.url, subject: 'Website enquiry', honeypotField: '_gotcha' } }));
    await build({ root: projectRoot, dataDir: fixture.dataDir, outDir: fixture.outDir, env: { SOURCE_DATE_EPOCH: '1767225600' } });
    siteDir = fixture.outDir;
    return siteDir;
  },
});
afterAll(async () => {
  await endpoint?.close();
  await cleanup();
});

const TOAST = 'Thank you for your message. We will be in touch shortly!';
const screenshots = join(projectRoot, 'test-results', 'screenshots');
const axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const QUOTE = { name: 'Sam Example', email: 'sam@example.com', phone: '01632 960 999', service: 'electrical-testing', location: 'Goole', message: 'EICR for a warehouse unit.' };
const SURVEY = { name: 'Jo Example', email: 'jo@example.com', phone: '01632 960 998', location: 'Unit 4, Howden' };

async function fillQuote(page: Page) {
  await page.fill('#enquiry-name', QUOTE.name);
  await page.fill('#enquiry-email', QUOTE.email);
  await page.fill('#enquiry-phone', QUOTE.phone);
  await page.selectOption('#enquiry-service', QUOTE.service);
  await page.fill('#enquiry-location', QUOTE.location);
  await page.fill('#enquiry-message', QUOTE.message);
}

async function fillSurvey(page: Page) {
  await page.fill('#survey-name', SURVEY.name);
  await page.fill('#survey-email', SURVEY.email);
  await page.fill('#survey-phone', SURVEY.phone);
  await page.fill('#survey-location', SURVEY.location);
  await page.getByRole('checkbox', { name: 'Tuesday' }).check();
  await page.getByRole('checkbox', { name: 'Thursday' }).check();
}

/** Every field of the quote form as it arrived, by name. */
function quoteFields(post: ReceivedPost) {
  return Object.fromEntries(['name', 'email', 'phone', 'service', 'location', 'message', 'enquiryType', '_subject', '_gotcha'].map((name) => [name, fieldsNamed(post, name)]));
}

const EXPECTED_QUOTE = {
  ...Object.fromEntries(Object.entries(QUOTE).map(([name, value]) => [name, [value]])),
  enquiryType: ['quote'],
  _subject: ['Website enquiry'],
  _gotcha: [''],
};

/** The quote form's fields in the page, as typed (they must survive every failure). */
async function quoteValues(page: Page) {
  return Object.fromEntries(await Promise.all(Object.keys(QUOTE).map(async (name) => [name, await page.locator(`#enquiry-${name}`).inputValue()] as const)));
}

/** After a failed send: the form and its fields as typed, the not-sent message (an alert) with the phone and email, the button ready again, no toast. */
async function expectNotSent(page: Page, where: string) {
  const error = page.locator('#quote [data-enquiry-error]');
  await error.waitFor({ timeout: 20_000 });
  expect(await error.innerText(), where).toMatch(/^Your message was not sent\./);
  expect(await page.locator('#quote [role="alert"] [data-enquiry-error]').count(), `${where}: announced`).toBe(1);
  expect(await error.getByRole('link', { name: '01632 960 123' }).getAttribute('href'), where).toBe('tel:01632960123');
  expect(await error.getByRole('link', { name: 'enquiries@example.com' }).getAttribute('href'), where).toBe('mailto:enquiries@example.com');
  expect(await quoteValues(page), `${where}: every field kept`).toEqual(QUOTE);
  const button = page.locator('#quote button[type="submit"]');
  expect([await button.textContent(), await button.isDisabled()], where).toEqual(['Submit Enquiry', false]);
  expect(await page.locator('[data-toast]').count(), `${where}: no toast`).toBe(0);
  expect(await page.locator('#quote [data-enquiry-done]').isVisible(), `${where}: no confirmation`).toBe(false);
}

/** The next post to arrive, or a failure as soon as the page says it was not sent (e.g. the CSP refused it). */
function nextPost(page: Page, form: string): Promise<ReceivedPost> {
  return Promise.race([
    endpoint.next(),
    page.locator(`${form} [data-enquiry-error]`).waitFor({ timeout: 30_000 }).then(() => {
      throw new Error(`${form}: the page says the message was not sent, and nothing arrived`);
    }),
  ]);
}

async function axe(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const run = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe.run;
    const result = await run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } });
    return result.violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  });
}

describe('enquiry form with an endpoint', () => {
  it('posts every field with fetch (Accept: application/json), shows "Sending..." until the 2xx answer, then the toast and the confirmation', async () => {
    endpoint.mode = 'accept';
    const { page, context } = await browser.open('/contact/');
    const form = page.locator('#quote form');
    expect([await form.getAttribute('method'), await form.getAttribute('action')]).toEqual(['post', endpoint.url]);
    await fillQuote(page);
    // Held until the test has seen "Sending...": the endpoint answers only when told.
    endpoint.mode = 'silent';
    const arriving = nextPost(page, '#quote');
    await page.locator('#quote button[type="submit"]').click();
    const post = await arriving;
    const button = page.locator('#quote button[type="submit"]');
    expect([await button.textContent(), await button.isDisabled()]).toEqual(['Sending...', true]);
    expect(await page.locator('[data-toast]').count(), 'no toast before the answer').toBe(0);
    expect(quoteFields(post)).toEqual(EXPECTED_QUOTE);
    expect(post.accept).toBe('application/json');
    expect(post.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    await context.close();
    endpoint.mode = 'accept';

    const second = await browser.open('/contact/');
    await fillQuote(second.page);
    const again = nextPost(second.page, '#quote');
    await second.page.locator('#quote button[type="submit"]').click();
    expect(quoteFields(await again)).toEqual(EXPECTED_QUOTE);
    await second.page.locator('[data-toast]').waitFor();
    expect(await second.page.locator('[data-toast]').textContent()).toContain(TOAST);
    expect(await second.page.locator('#quote [data-enquiry-done]').isVisible()).toBe(true);
    expect(await second.page.evaluate(() => document.activeElement?.textContent)).toBe('What happens next');
    await second.context.close();
  });

  it('with JavaScript off, is a real form: the browser posts every field and shows the service\'s answer; no "needs JavaScript" note', async () => {
    endpoint.mode = 'accept';
    const { page, context } = await browser.open('/contact/', { javaScript: false });
    expect(await page.locator('#quote').getByText('This form needs JavaScript').count()).toBe(0);
    await fillQuote(page);
    const arriving = endpoint.next();
    await page.locator('#quote button[type="submit"]').click();
    const post = await arriving;
    expect(quoteFields(post)).toEqual(EXPECTED_QUOTE);
    expect(post.accept).not.toContain('application/json');
    await page.waitForURL(endpoint.url);
    expect(await page.locator('body').innerText()).toContain('your message was received');
    await context.close();
  });

  it('on a 500 answer keeps every field and says the message was not sent, with the phone and email, at every width', async () => {
    await mkdir(screenshots, { recursive: true });
    endpoint.mode = 'fail';
    for (const screen of SCREENS) {
      const { page, context } = await browser.open('/contact/', { viewport: screen });
      await fillQuote(page);
      await page.locator('#quote button[type="submit"]').click();
      await expectNotSent(page, `${screen.width} px`);
      const box = await page.locator('#quote [data-enquiry-error]').boundingBox();
      expect(box && box.y >= 72 && box.y + box.height <= screen.height, `${screen.width} px: the message in view`).toBe(true);
      await page.screenshot({ path: join(screenshots, `contact-not-sent-${screen.width}.png`) });
      await context.close();
    }
    endpoint.mode = 'accept';
  }, 120_000);

  it('when nothing answers within 15 s, gives up, keeps every field and says so (the page clock runs the 15 s)', async () => {
    endpoint.mode = 'silent';
    const context = await browser.browser.newContext();
    await context.clock.install();
    const page = await context.newPage();
    await page.goto(`${browser.server.url}/contact/`);
    await fillQuote(page);
    const arriving = endpoint.next();
    await page.locator('#quote button[type="submit"]').click();
    await arriving;
    await page.clock.runFor(14_000);
    expect(await page.locator('#quote button[type="submit"]').textContent(), 'still waiting after 14 s').toBe('Sending...');
    expect(await page.locator('#quote [data-enquiry-error]').isVisible()).toBe(false);
    await page.clock.runFor(1_000);
    await expectNotSent(page, 'after 15 s');
    await context.close();
    endpoint.mode = 'accept';
  });

  it('when the connection is refused, keeps every field and says so; sent again once the service is back, it goes', async () => {
    const { page, context } = await browser.open('/contact/');
    await fillQuote(page);
    await endpoint.stop();
    try {
      await page.locator('#quote button[type="submit"]').click();
      await expectNotSent(page, 'refused');
    } finally {
      await endpoint.restart();
    }
    const arriving = endpoint.next();
    await page.locator('#quote button[type="submit"]').click();
    expect(quoteFields(await arriving)).toEqual(EXPECTED_QUOTE);
    await page.locator('[data-toast]').waitFor();
    expect(await page.locator('#quote [data-enquiry-error]').isVisible(), 'the message goes once sent').toBe(false);
    await context.close();
  });

  it('drops a post whose honeypot is filled (no request arrives), a field that people, screen readers and autofill never meet', async () => {
    const { page, context } = await browser.open('/contact/');
    const trap = page.locator('#quote input[name="_gotcha"]');
    expect(await trap.getAttribute('tabindex')).toBe('-1');
    expect(await trap.getAttribute('autocomplete')).toBe('off');
    expect(await trap.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true);
    expect(await page.locator('label[for="enquiry-_gotcha"]').textContent()).toBe('Leave this field empty');
    // Clipped to a pixel (Tailwind's sr-only), as its label is: nothing of either shows.
    const shown = await trap.evaluate((el) => { const holder = el.parentElement; const box = holder?.getBoundingClientRect(); return holder && box ? { area: box.width * box.height, overflow: getComputedStyle(holder).overflow } : null; });
    expect(shown, 'not visible').toEqual({ area: 1, overflow: 'hidden' });
    await fillQuote(page);
    await trap.evaluate((el: HTMLInputElement) => (el.value = 'https://spam.example'));
    const before = endpoint.received.length;
    await page.locator('#quote button[type="submit"]').click();
    // A sent post would arrive before its answer, and the toast comes after the answer.
    await page.locator('[data-toast]').waitFor();
    expect(endpoint.received.length).toBe(before);
    await context.close();
  });

  it('the survey page books a survey with its own short form: the post arrives marked as a survey request; its closing band leads to the form', async () => {
    endpoint.mode = 'accept';
    const { page, context } = await browser.open('/free-site-survey/');
    const band = page.locator('section[aria-labelledby="cta-title"]');
    const book = band.getByRole('link', { name: 'Book Free Survey' });
    expect(await book.getAttribute('href')).toBe('/free-site-survey/#book');
    await book.click();
    await page.waitForURL(/#book$/);
    for (const [id, autocomplete] of [['name', 'name'], ['email', 'email'], ['phone', 'tel'], ['location', 'address-level2']]) {
      expect(await page.locator(`#survey-${id}`).getAttribute('autocomplete'), id).toBe(autocomplete);
      expect(await page.locator(`label[for="survey-${id}"]`).isVisible(), `${id} has a visible label`).toBe(true);
    }
    await fillSurvey(page);
    const arriving = nextPost(page, '#book');
    await page.locator('#book button[type="submit"]').click();
    const post = await arriving;
    expect(Object.fromEntries(['enquiryType', 'name', 'email', 'phone', 'location', 'days', '_subject'].map((name) => [name, fieldsNamed(post, name)]))).toEqual({
      enquiryType: ['survey'], name: [SURVEY.name], email: [SURVEY.email], phone: [SURVEY.phone], location: [SURVEY.location], days: ['Tuesday', 'Thursday'], _subject: ['Website enquiry'],
    });
    await page.locator('[data-toast]').waitFor();
    expect(await page.locator('#book [data-enquiry-done]').isVisible()).toBe(true);
    await context.close();
  });

  it('the survey form, on a failure, keeps what was typed and says so at every width', async () => {
    endpoint.mode = 'fail';
    for (const screen of SCREENS) {
      const { page, context } = await browser.open('/free-site-survey/#book', { viewport: screen });
      await fillSurvey(page);
      await page.locator('#book button[type="submit"]').click();
      const error = page.locator('#book [data-enquiry-error]');
      await error.waitFor();
      expect(await error.innerText()).toMatch(/^Your message was not sent\./);
      expect(await page.locator('#survey-location').inputValue()).toBe(SURVEY.location);
      expect(await page.getByRole('checkbox', { name: 'Tuesday' }).isChecked()).toBe(true);
      await page.screenshot({ path: join(screenshots, `survey-not-sent-${screen.width}.png`) });
      await context.close();
    }
    endpoint.mode = 'accept';
  }, 120_000);

  it('Content-Security-Policy: admits exactly the endpoint\'s origin for the post and the fetch, and blocks another origin', async () => {
    const headers = await readFile(join(siteDir, '_headers'), 'utf8');
    expect(headers).toContain(`connect-src 'self' ${endpoint.origin};`);
    expect(headers).toContain(`form-action 'self' ${endpoint.origin};`);
    // Without an endpoint (the real site) the policy is as before.
    const real = await readFile(join(realSiteDir(), '_headers'), 'utf8');
    expect(real).toContain("connect-src 'self';");
    expect(real).toContain("form-action 'self';");

    const { page, context } = await browser.open('/contact/');
    const other = 'http://127.0.0.1:9/elsewhere';
    const result = await page.evaluate(
      async ({ allowed, other }) => {
        const violations: string[] = [];
        document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.effectiveDirective} ${event.blockedURI}`));
        const tryFetch = (url: string) => fetch(url, { method: 'POST', body: new URLSearchParams({ probe: '1' }), headers: { Accept: 'application/json' } }).then((response) => `answered ${response.status}`, () => 'refused');
        const endpointAnswer = await tryFetch(allowed);
        const otherAnswer = await tryFetch(other);
        const form = Object.assign(document.createElement('form'), { method: 'post', action: other });
        document.body.append(form);
        form.submit();
        await new Promise((resolve) => setTimeout(resolve, 0));
        for (let i = 0; i < 50 && violations.length < 2; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
        return { endpointAnswer, otherAnswer, violations };
      },
      { allowed: endpoint.url, other },
    );
    expect(result.endpointAnswer).toBe('answered 200');
    expect(result.otherAnswer).toBe('refused');
    expect(result.violations).toEqual(expect.arrayContaining([`connect-src ${other}`, `form-action ${other}`]));
    await context.close();
  });

  it('axe: zero violations on the contact and survey pages with an endpoint: idle, after a failure, and sent', async () => {
    const found: string[] = [];
    for (const [path, anchor, fill] of [['/contact/', '#quote', fillQuote], ['/free-site-survey/', '#book', fillSurvey]] as const) {
      const { page, context } = await browser.open(path);
      found.push(...(await axe(page)).map((v) => `${path} idle: ${v}`));
      await fill(page);
      endpoint.mode = 'fail';
      await page.locator(`${anchor} button[type="submit"]`).click();
      await page.locator(`${anchor} [data-enquiry-error]`).waitFor();
      found.push(...(await axe(page)).map((v) => `${path} not sent: ${v}`));
      endpoint.mode = 'accept';
      await page.locator(`${anchor} button[type="submit"]`).click();
      await page.locator('[data-toast]').waitFor();
      found.push(...(await axe(page)).map((v) => `${path} sent: ${v}`));
      await context.close();
    }
    expect(found).toEqual([]);
  }, 120_000);
});
