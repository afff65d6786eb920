import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { keepShingles, measurePageModel, selectIndexedPages, type LocalPageModel } from '../../src/seo/indexable-pages.ts';
import { shingleSet } from '../../src/seo/shingles.ts';

// A full collection, so that what is left on the heap is what is still reachable.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
setFlagsFromString('--no-expose-gc');

const WORDS = 'fitted tested planned visit engineers warehouses cold stores switchboards cables batteries inverters generators lighting panels circuits'.split(' ');

/** `count` pages, each with its own text of about 120 words. */
function pages(count: number, seed: string): LocalPageModel[] {
  return Array.from({ length: count }, (_, index) => ({
    service: 'ups-systems',
    town: `town-${index % 10}`,
    names: { service: 'UPS Systems', town: 'Goole' },
    text: [Array.from({ length: 120 }, (_, at) => `${WORDS[(at * 7 + index) % WORDS.length]}${(at * 31 + index) % 97}`).join(' ') + ` page${index} ${seed}`],
  }));
}

/** The heap in use after a full collection. (Not the array buffers: the test runner's messages pass through them, megabytes at a time.) */
function memoryInUse(): number {
  collect();
  return process.memoryUsage().heapUsed;
}

/** Bytes still held after measuring `count` new texts, compared with before. */
function heldAfterMeasuring(count: number, options?: { remember: boolean }): number {
  // The texts stay reachable till the end (as a build's data does): only what measuring adds is counted.
  const models = pages(count, `held-${Math.random()}`);
  // Compiled code and the name patterns made before the count starts.
  for (const model of pages(200, 'warm-up')) measurePageModel(model, { remember: false });
  const before = memoryInUse();
  for (const model of models) measurePageModel(model, options);
  const held = memoryInUse() - before;
  models.length = 0;
  return held;
}

const page: LocalPageModel = {
  service: 'ups-systems',
  town: 'goole',
  names: { service: 'UPS Systems', town: 'Goole' },
  text: ['UPS systems for the warehouses and cold stores of Goole, fitted and tested by our own engineers on a planned visit.'],
};

// In this order: a process keeps shingles once a rebuild session (ctsite serve) has started, and from then on.
describe('measured shingles', () => {
  it('take no memory after a single build has measured them: a build of thousands of pages peaks no higher for them', () => {
    // 6,000 texts' shingles, if they were kept: about 1.5 MB of heap (their arrays' contents are outside it).
    expect(heldAfterMeasuring(6_000)).toBeLessThan(500_000);
  });

  it('in ctsite serve, are what a fresh measure gives after any edit of a text or a name, and select the same pages', () => {
    keepShingles();
    const fresh = (model: LocalPageModel) => shingleSet(model.text.join(' '), model.names);
    expect(measurePageModel(page).shingles).toEqual(fresh(page));
    const edited = { ...page, text: ['UPS systems for the cold stores of Goole, fitted by our own engineers.'] };
    expect(measurePageModel(edited).shingles).toEqual(fresh(edited));
    const renamed = { ...page, town: 'hull', names: { ...page.names, town: 'Hull' } };
    expect(measurePageModel(renamed).shingles).toEqual(fresh(renamed));
    expect(measurePageModel(renamed).shingles).not.toEqual(measurePageModel(page).shingles);
    const reserviced = { ...page, names: { ...page.names, service: 'Cold Stores' } };
    expect(measurePageModel(reserviced).shingles).toEqual(fresh(reserviced));
    // The selection a rebuild makes with kept shingles is the one a fresh build makes.
    const many = [page, edited, renamed, ...pages(30, 'selection')];
    const first = selectIndexedPages(many);
    expect(selectIndexedPages(many)).toEqual(first);
    expect(selectIndexedPages([...many].reverse())).toEqual(first);
  });

  it('in ctsite serve, stay in memory for the next rebuild, but not the many texts ctsite report tries', () => {
    expect(heldAfterMeasuring(6_000, { remember: false })).toBeLessThan(500_000);
    // The measure can tell: the same number kept by a session.
    expect(heldAfterMeasuring(6_000)).toBeGreaterThan(1_000_000);
  });
});
