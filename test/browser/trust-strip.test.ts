import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/fixture.ts';
import { useBrowser, visitLandingPages } from './browser.ts';

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
      const rating = strip.getByRole('link', { name: `${average} out of 5 from ${testimonials.length} client reviews` });
      expect(await rating.getAttribute('href'), where).toBe('/testimonials/');
      for (const scheme of schemes) expect(await strip.getByRole('link', { name: `${scheme.name} registered` }).getAttribute('href'), where).toBe(scheme.register?.url);
      expect(await strip.textContent(), where).toContain(`Established ${established}`);
      // In the first screen: its last line above the bottom of the window, and above the phone's fixed action bar.
      const bottom = await strip.evaluate((list) => list.getBoundingClientRect().bottom);
      const covered = await page.evaluate(() => Math.min(innerHeight, ...[...document.querySelectorAll('body *')].filter((el) => getComputedStyle(el).position === 'fixed' && el.getBoundingClientRect().height > 0 && el.getBoundingClientRect().top > innerHeight / 2).map((el) => el.getBoundingClientRect().top)));
      expect(bottom, where).toBeLessThanOrEqual(covered);
    });
  });
});
