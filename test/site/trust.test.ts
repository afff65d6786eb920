import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { jsonLd, readPage, realSiteDir, text } from '../helpers/site.ts';

const readData = async <T,>(file: string) => JSON.parse(await readFile(new URL(`../../data/${file}`, import.meta.url), 'utf8')) as T;
const accreditations = await readData<{ slug: string; name: string; kind: string; register?: { url: string; label: string } }[]>('accreditations.json');
const testimonials = await readData<{ rating?: number }[]>('testimonials.json');

describe('trust at a glance', () => {
  it('opens the home page with the years, the approvals and the emergency response', async () => {
    const page = await readPage('/');
    const facts = [...page.querySelectorAll('[aria-label="At a glance"] li')].map(text);
    expect(facts).toEqual(["35+ years' combined experience", 'NAPIT & NICEIC approved', '24/7 call-out, 1-2 hours response']);
    // Before the page's one h1, so it is in the first screen of a phone.
    expect(page.querySelector('[aria-label="At a glance"] ~ h1')).not.toBeNull();
  });

  it('shows each scheme as a mark that links to its public register, and the standard without one', async () => {
    for (const pathname of ['/', '/services/', '/about/']) {
      const page = await readPage(pathname);
      for (const item of accreditations) {
        const mark = page.querySelector(`[aria-describedby="tip-${item.slug}"]`)?.closest('li');
        expect(mark?.querySelector('svg'), `${pathname} ${item.name}: emblem`).not.toBeNull();
        const link = mark?.querySelector('a');
        if (item.kind === 'scheme') {
          expect(link?.getAttribute('href'), `${pathname} ${item.name}`).toBe(item.register?.url);
          expect(text(link)).toBe(item.register?.label);
        } else expect(link, `${pathname} ${item.name}`).toBeNull();
      }
    }
  });

  it('gives the testimonials’ average and count beside the marks, and no review markup', async () => {
    const ratings = testimonials.map((t) => t.rating ?? 5);
    const average = (ratings.reduce((a, b) => a + b, 0) / ratings.length).toFixed(1);
    for (const pathname of ['/', '/services/', '/about/']) {
      const page = await readPage(pathname);
      const summary = page.querySelector('a[href="/testimonials/"]:has(svg)');
      expect(text(summary), pathname).toBe(`${average} out of 5 from ${ratings.length} client testimonials`);
      const types = jsonLd(page).map((node) => String(node['@type']));
      expect(types.filter((type) => /Review|AggregateRating/.test(type)), pathname).toEqual([]);
      expect(JSON.stringify(jsonLd(page))).not.toMatch(/aggregateRating|"review"/);
    }
  });
});

describe('experience claims (issue 39)', () => {
  it('say whose years they are wherever a figure appears: the team\'s combined 35+, the company\'s 15+', async () => {
    const { experience } = await readData<{ experience: { home: string; about: string } }>('company.json');
    const files = (await readdir(realSiteDir(), { recursive: true })).filter((file) => file.endsWith('.html'));
    const unclear: string[] = [];
    for (const file of files) {
      // Parsed only where the figure is in the markup at all: a figure in the text is in the file as written.
      const html = await readFile(`${realSiteDir()}/${file}`, 'utf8');
      if (!html.includes(experience.home) && !html.includes(experience.about)) continue;
      const words = text((await readPage(`/${file}`)).body);
      for (const [figure, whose] of [[experience.home, "years' combined experience"], [experience.about, 'years in business']] as const) {
        for (let at = words.indexOf(`${figure} `); at >= 0; at = words.indexOf(`${figure} `, at + 1)) {
          if (!words.startsWith(`${figure} ${whose}`, at)) unclear.push(`${file}: "${words.slice(at, at + 40)}"`);
        }
      }
    }
    expect(unclear).toEqual([]);
  });
});
