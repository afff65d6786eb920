import { describe, expect, it } from 'vitest';
import { keepShingles, measurePageModel, type LocalPageModel } from '../../src/seo/indexable-pages.ts';

const page: LocalPageModel = {
  service: 'ups-systems',
  town: 'goole',
  names: { service: 'UPS Systems', town: 'Goole' },
  text: ['UPS systems for the warehouses and cold stores of Goole, fitted and tested by our own engineers on a planned visit.'],
};

describe('measured shingles', () => {
  it('are kept between builds only by a process that builds again (ctsite serve), never by a single build', () => {
    // A single build measures each text once: keeping the texts and sets only held memory while it rendered.
    const first = measurePageModel(page);
    expect(measurePageModel(page).shingles).not.toBe(first.shingles);
    expect(measurePageModel(page).shingles).toEqual(first.shingles);
    keepShingles();
    const kept = measurePageModel(page);
    expect(measurePageModel(page).shingles).toBe(kept.shingles);
    expect(measurePageModel(page, { remember: false }).shingles).not.toBe(kept.shingles);
  });
});
