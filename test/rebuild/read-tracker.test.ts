import { describe, expect, it } from 'vitest';
import { changedPaths, indexData } from '../../src/rebuild/data-index.ts';
import { createReadTracker, PathIds, readsAny } from '../../src/rebuild/read-tracker.ts';

const sample = () => ({
  company: { name: 'CT Electrical', phone: { display: '01632 960 123' } },
  locations: [
    { slug: 'goole', name: 'Goole', localCopy: ['A port town.', 'Second paragraph.'] },
    { slug: 'hull', name: 'Hull', localCopy: ['A city.'] },
  ],
  faqs: [{ question: 'Q1' }, { question: 'Q2' }],
});

describe('data paths', () => {
  it('names entries by slug, so a one-word edit changes one path and inserting a town renames none', () => {
    const before = sample();
    const edited = sample();
    edited.locations[0]!.localCopy[0] = 'A harbour town.';
    expect(changedPaths(indexData(before).values, indexData(edited).values)).toEqual(['locations[goole].localCopy#items']);

    const grown = sample();
    grown.locations.unshift({ slug: 'airmyn', name: 'Airmyn', localCopy: ['A village.'] });
    const changed = changedPaths(indexData(before).values, indexData(grown).values);
    expect(changed).toContain('locations#items');
    expect(changed).toContain('locations[airmyn].name');
    expect(changed.some((path) => path.startsWith('locations[goole]') || path.startsWith('locations[hull]'))).toBe(false);
  });

  it('elements without a slug are named by their index', () => {
    const index = indexData(sample());
    expect(index.values.get('faqs[1].question')).toBe('Q2');
  });
});

describe('the read tracker', () => {
  it('notes what a render reads, by path, and nothing read outside tracking', () => {
    const data = sample();
    const ids = new PathIds();
    const tracker = createReadTracker(data, indexData(data), ids);
    void tracker.data.company.name;
    const { value, reads } = tracker.track(() => {
      const goole = tracker.data.locations.find((location) => location.slug === 'goole');
      return `${goole?.name}: ${goole?.localCopy.join(' ')} ${tracker.data.company.phone.display}`;
    });
    expect(value).toBe('Goole: A port town. Second paragraph. 01632 960 123');
    const read = (path: string) => readsAny(reads, [ids.id(path)]);
    expect(read('locations#items')).toBe(true);
    expect(read('locations[goole].name')).toBe(true);
    expect(read('locations[goole].localCopy#items')).toBe(true);
    expect(read('company.phone.display')).toBe(true);
    expect(read('company.name')).toBe(false);
    expect(read('locations[hull].name')).toBe(false);
    // `find` compared Goole's slug, and stopped there: Hull was never looked at.
    expect(read('locations[goole].slug')).toBe(true);
    expect(read('locations[hull].slug')).toBe(false);
  });

  it('notes enumerated keys and links, and hands out the same wrapper for the same entry', () => {
    const data = sample();
    const ids = new PathIds();
    const tracker = createReadTracker(data, indexData(data), ids);
    const { reads } = tracker.track(() => {
      void Object.keys(tracker.data.company);
      tracker.note('route:area|location=goole');
    });
    expect(readsAny(reads, [ids.id('company#keys')])).toBe(true);
    expect(readsAny(reads, [ids.id('route:area|location=goole')])).toBe(true);
    expect(tracker.data.locations[0]).toBe(tracker.data.locations[0]);
    expect(tracker.pathOfWrapped(tracker.data.locations[1]!)).toBe('locations[hull]');
  });

  it('after a reload, wrappers handed out before read the new load at their path, and their reads are noted', () => {
    const data = sample();
    const ids = new PathIds();
    const tracker = createReadTracker(data, indexData(data), ids);
    // As a kept route's props hold it from the load it expanded from.
    const goole = tracker.data.locations[0]!;
    const edited = sample();
    edited.locations[0]!.localCopy[0] = 'A harbour town.';
    edited.locations.reverse();
    tracker.reload(edited, indexData(edited));
    const { value, reads } = tracker.track(() => goole.localCopy.join(' '));
    expect(value).toBe('A harbour town. Second paragraph.');
    expect(readsAny(reads, [ids.id('locations[goole].localCopy#items')])).toBe(true);
    expect(tracker.data.locations[1]).toBe(goole);
    expect(Array.isArray(goole.localCopy)).toBe(true);
    expect({ ...goole }).toEqual(edited.locations[1]);
  });

  it('refuses changes to the data while pages render', () => {
    const data = sample();
    const tracker = createReadTracker(data, indexData(data), new PathIds());
    expect(() => {
      tracker.data.company.name = 'Other';
    }).toThrow('the site data is read-only while pages render (tried to change company)');
    expect(data.company.name).toBe('CT Electrical');
  });
});
