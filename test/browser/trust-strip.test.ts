import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/fixture.ts';
import { firstScreenBottom, useBrowser, visitLandingPages, visitPages } from './browser.ts';

const browser = useBrowser();
const data = async <T,>(file: string) => JSON.parse(await readFile(join(projectRoot, 'data', file), 'utf8')) as T;


describe('the trust strip of a landing page (issue 39)', () => {
  it('shows the rating, the registration schemes and the year established in the first screen, above anything fixed, at every width', async () => {
    const testimonials = await data<{ rating: number }[]>('testimonials.json');
    const schemes = (await data<{ name: string; register?: { url: string } }[]>('accreditations.json')).filter((item) => item.register);
    const { established } = await data<{ established: number }>('company.json');
    const average = (testimonials.reduce((sum, item) => sum + item.rating, 0) / testimonials.length).toFixed(1).replace(/\.0$/, '');
    await visitLandingPages(browser, async (page, where) => {
      const strip = page.getByRole('list', { name: 'Why clients choose us' });
      const rating = strip.getByRole('link', { name: `${average} out of 5 from ${testimonials.length} client testimonials` });
      expect(await rating.getAttribute('href'), where).toBe('/testimonials/');
      for (const scheme of schemes) expect(await strip.getByRole('link', { name: `${scheme.name} registered` }).getAttribute('href'), where).toBe(scheme.register?.url);
      expect(await strip.textContent(), where).toContain(`Established ${established}`);
      // In the first screen: its last line above the bottom of the window, and above the phone's fixed action bar.
      const bottom = await strip.evaluate((list) => list.getBoundingClientRect().bottom);
      const covered = await page.evaluate(firstScreenBottom);
      expect(bottom, where).toBeLessThanOrEqual(covered);
    });
  });
});

describe('the proof and answers of a landing page (issue 39)', () => {
  it('shows the survey, quote and work steps, a named client and questions that open, whole and inside the page, at every width', async () => {
    const steps = (await data<{ steps: { title: string }[] }>('pages/how-we-work.json')).steps.map((step) => step.title);
    const wrong: string[] = [];
    await visitLandingPages(browser, async (page, where, screen) => {
      const inside = async (label: string, selector: string) => {
        const found = page.locator(selector).first();
        const box = (await found.isVisible()) ? await found.boundingBox() : null;
        if (!box || box.width < 100) wrong.push(`${where}: ${label} not shown`);
        else if (box.x < 0 || box.x + box.width > screen.width) wrong.push(`${where}: ${label} from x ${Math.round(box.x)} to ${Math.round(box.x + box.width)}`);
      };
      // The steps as cards or, on an area page, by their titles: a visible list that names them in order.
      const lists = await page.locator('main ol').evaluateAll((all) => all.filter((ol) => ol.checkVisibility()).map((ol) => [...ol.children].map((li) => li.textContent ?? '')));
      if (!lists.some((items) => items.length === steps.length && steps.every((step, index) => items[index]?.includes(step)))) wrong.push(`${where}: no visible list of the steps ${steps.join(' → ')}`);
      // A client is named: a person and a company, not "a client". A service in a town shows the brief's unattributed
      // quote first, then the named client (its page in this list is of a town that has one).
      const client = 'main figure:has(blockquote)';
      if (where.startsWith('service-in-location')) await inside("the brief's fixed quote", `${client}:has(figcaption:text-is("A commercial client"))`);
      await inside('the client', `${client} >> nth=-1`);
      const caption = (await page.locator(`${client} figcaption`).last().textContent()) ?? '';
      if (!/^\S.*\S, .+$/.test(caption.trim()) || /a (commercial )?client/i.test(caption)) wrong.push(`${where}: the client's name reads "${caption.trim()}"`);
      await inside('the questions', '#faq details');
      const question = page.locator('#faq details').first();
      if (!(await question.isVisible())) return;
      await question.locator('summary').click();
      if (!(await question.locator('p').isVisible())) wrong.push(`${where}: the first question does not open`);
    });
    expect(wrong).toEqual([]);
  });
});

describe('the home page (issue 47)', () => {
  it('shows the trust strip under its h1 in the first screen, and the six sectors whole and tappable, at every width', async () => {
    const wrong: string[] = [];
    await visitPages(browser, { home: '/' }, async (page, where, screen) => {
      const strip = page.getByRole('list', { name: 'Why clients choose us' });
      if (!(await strip.isVisible())) wrong.push(`${where}: no trust strip`);
      else {
        const h1 = await page.locator('h1').boundingBox();
        const box = await strip.boundingBox();
        const covered = await page.evaluate(firstScreenBottom);
        if (!h1 || !box || box.y < h1.y + h1.height) wrong.push(`${where}: the strip is not under the h1`);
        // In the first screen from 390 × 844 up. On a 320 × 568 phone the hero's facts above the h1 (the years,
        // the approvals, the response) and its six-line headline fill that screen, and the strip follows them.
        else if (screen.width >= 390 && box.y + box.height > covered) wrong.push(`${where}: the strip ends at ${Math.round(box.y + box.height)}, below the first screen (${Math.round(covered)})`);
      }
      for (const sector of ['Farms', 'Factories', 'Warehouses', 'Shops', 'Offices', 'Hospitals']) {
        const link = page.locator('#sectors a').filter({ hasText: new RegExp(`\\b${sector}\\b`, 'i') }).first();
        const box = (await link.isVisible()) ? await link.boundingBox() : null;
        if (!box) wrong.push(`${where}: ${sector} not shown`);
        else if (box.x < 0 || box.x + box.width > screen.width) wrong.push(`${where}: ${sector} from x ${Math.round(box.x)} to ${Math.round(box.x + box.width)}`);
        else if (box.width < 24 || box.height < 24) wrong.push(`${where}: ${sector} is ${Math.round(box.width)} × ${Math.round(box.height)} px`);
        else if (await link.evaluate((a) => a.scrollWidth > a.clientWidth)) wrong.push(`${where}: ${sector}'s name runs out of its box`);
      }
    });
    expect(wrong).toEqual([]);
  });
});
