import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/pipeline/index.ts';
import { ratingBasis } from '../../templates/components/review-sources.ts';
import { createFixture, projectRoot } from '../helpers/fixture.ts';
import { loadDataError } from '../helpers/data-error.ts';
import { text } from '../helpers/site.ts';

type Entry = Record<string, unknown>;

describe('where a rating comes from', () => {
  it('names its source, or each source with its count when they are mixed', () => {
    const of = (...sources: (string | undefined)[]) => sources.map((source) => ({ source })) as Parameters<typeof ratingBasis>[0];
    expect(ratingBasis(of('own', 'own'))).toBe('2 client testimonials');
    expect(ratingBasis(of('google'))).toBe('1 Google review');
    expect(ratingBasis(of('trustpilot', 'trustpilot', 'trustpilot'))).toBe('3 Trustpilot reviews');
    expect(ratingBasis(of('google', 'own', 'google', 'checkatrade'))).toBe('4 reviews: 2 on Google, 1 sent to us, 1 on Checkatrade');
    // A stand-in that says nothing counts as sent to the company.
    expect(ratingBasis(of(undefined, 'own'))).toBe('2 client testimonials');
  });
});

describe('real proof in the data (issue 48, item 8)', () => {
  let fixture: Awaited<ReturnType<typeof createFixture>>;
  beforeAll(async () => {
    fixture = await createFixture({ data: 'small' });
    await mkdir(join(fixture.dataDir, 'images'), { recursive: true });
    await sharp({ create: { width: 400, height: 160, channels: 3, background: '#123456' } }).png().toFile(join(fixture.dataDir, 'images/niceic-mark.png'));
    await fixture.edit('testimonials.json', (json) =>
      (json as Entry[]).map((item, index) => {
        const real = { ...item, sample: undefined };
        return index === 0 ? { ...real, source: 'google', date: '2026-03', url: 'https://g.page/r/example-review' } : index === 1 ? { ...real, source: 'checkatrade', date: '2025-11' } : item;
      }),
    );
    await fixture.edit('accreditations.json', (json) =>
      (json as Entry[]).map((item) => (item['slug'] === 'niceic' ? { ...item, mark: { src: 'images/niceic-mark.png', alt: 'NICEIC Approved Contractor' } } : item)),
    );
    await build({ root: projectRoot, dataDir: fixture.dataDir, outDir: fixture.outDir });
  });
  afterAll(async () => {
    await fixture.cleanup();
  });
  const page = async (path: string) => parseHTML(await readFile(join(fixture.outDir, path, 'index.html'), 'utf8')).document;

  it('shows with each quote where and when it was given, linked to the review where the data has its page', async () => {
    const testimonials = JSON.parse(await readFile(join(fixture.dataDir, 'testimonials.json'), 'utf8')) as { author: string; source: string }[];
    const document = await page('testimonials');
    const captions = [...document.querySelectorAll('figcaption')];
    const caption = (author: string) => captions.find((node) => text(node.querySelector('span')) === author);
    const google = caption(testimonials[0]!.author);
    expect(text(google)).toContain('Google review, March 2026');
    expect(google?.querySelector('a')?.getAttribute('href')).toBe('https://g.page/r/example-review');
    const checkatrade = caption(testimonials[1]!.author);
    expect(text(checkatrade)).toContain('Checkatrade review, November 2025');
    expect(checkatrade?.querySelector('a')).toBeNull();
  });

  it('says in the trust strip and beside the marks where the rating comes from', async () => {
    const count = (JSON.parse(await readFile(join(fixture.dataDir, 'testimonials.json'), 'utf8')) as unknown[]).length;
    const basis = `${count} reviews: ${count - 2} sent to us, 1 on Google, 1 on Checkatrade`;
    const home = await page('');
    expect(text(home.querySelector('a[href="/testimonials/"]:has(svg)'))).toMatch(new RegExp(`out of 5 ?from ${basis}$`));
    const service = await page('services/new-construction-wiring');
    expect(text(service.querySelector('[aria-label="Why clients choose us"] a[href="/testimonials/"]'))).toMatch(new RegExp(`out of 5 from ${basis}$`));
  });

  it("shows a scheme's official mark in place of the drawn emblem, and the emblem where there is none", async () => {
    const home = await page('');
    const niceic = home.querySelector('[aria-describedby="tip-niceic"]')?.closest('li');
    const img = niceic?.querySelector('picture img');
    expect(img?.getAttribute('alt')).toBe('NICEIC Approved Contractor');
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['400', '160']);
    expect(niceic?.querySelector('picture source[type="image/avif"]')).not.toBeNull();
    expect(niceic?.querySelector(':scope > svg')).toBeNull();
    const napit = home.querySelector('[aria-describedby="tip-napit"]')?.closest('li');
    expect(napit?.querySelector(':scope > svg')).not.toBeNull();
    expect(napit?.querySelector('picture')).toBeNull();
  });

  it('refuses a real testimonial that does not say where and when it was given', async () => {
    const bad = await createFixture({ data: 'small' });
    try {
      await bad.edit('testimonials.json', (json) => (json as Entry[]).map((item, index) => (index === 2 ? { ...item, sample: undefined, source: undefined, date: undefined } : item)));
      const { report } = await loadDataError(bad.dataDir);
      expect(report).toContain('data/testimonials.json');
      expect(report).toMatch(/\(#\/2\/source\): a real testimonial says where and when it was given: add "source", e\.g\. "google"/);
      expect(report).toMatch(/\(#\/2\/date\): a real testimonial says where and when it was given: add "date", e\.g\. "2025-03"/);
    } finally {
      await bad.cleanup();
    }
  });
});
