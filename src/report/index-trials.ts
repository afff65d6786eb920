import type { SiteData } from '../data/site-data.ts';
import { createServiceLocationPages } from '../routes/service-location-pages.ts';
import { localPageKey, measurePageModel, selectMeasuredPages, type MeasuredPageModel } from '../seo/indexable-pages.ts';
import { sharedFraction, type Shingles } from '../seo/shingles.ts';
import { applyAddition, latestMonth, pagesTouched, type IndexAddition } from './index-additions.ts';

/**
 * Today's selection of indexed pages, and `try(addition)`: the pages the addition touches are modelled and measured
 * again as the build does, the rest keep today's measure, and the build's selection runs over them all again.
 */
export function createIndexTrials(data: SiteData) {
  const pages = createServiceLocationPages(data);
  const models = data.services.flatMap((service) => data.locations.map((town) => pages.model(pages.props(service, town))));
  const measured: MeasuredPageModel[] = models.map((model) => measurePageModel(model));
  const position = new Map(measured.map((page, index) => [localPageKey(page), index]));
  const shared = rememberShared();
  const indexed = selectMeasuredPages(measured, { shared });
  const previous = { measured: new Map(measured.map((page) => [localPageKey(page), page])), indexed };
  const month = latestMonth(data);
  let trials = 0;

  return {
    /** Every page, measured as the build measures it. */
    measured: measured as readonly MeasuredPageModel[],
    /** The keys of the pages indexed today. */
    indexed: indexed as ReadonlySet<string>,
    /** The month a stand-in project is completed. */
    month,
    get trials() {
      return trials;
    },
    /** The `service/town` keys of the pages the addition brings in and takes out. */
    try(addition: IndexAddition): { gained: string[]; lost: string[] } {
      trials += 1;
      const changed = applyAddition(data, addition, month);
      const changedPages = createServiceLocationPages(changed);
      const services = new Map(changed.services.map((service) => [service.slug, service]));
      const towns = new Map(changed.locations.map((town) => [town.slug, town]));
      const trial = [...measured];
      for (const ref of pagesTouched(changed, addition)) {
        const service = services.get(ref.service);
        const town = towns.get(ref.town);
        const at = position.get(localPageKey(ref));
        if (!service || !town || at === undefined) continue;
        const model = changedPages.model(changedPages.props(service, town));
        // A project far from a town leaves its pages as they were: their measure stands.
        if (!sameText(model.text, models[at]?.text ?? [])) trial[at] = measurePageModel(model, { remember: false });
      }
      const after = selectMeasuredPages(trial, { shared, previous });
      return { gained: [...after].filter((key) => !indexed.has(key)), lost: [...indexed].filter((key) => !after.has(key)) };
    },
  };
}

/** sharedFraction, remembered by pair: the trials compare mostly the same pairs, so hundreds cost little more than one selection each. */
function rememberShared(): (a: Shingles, b: Shingles) => number {
  const ids = new WeakMap<Shingles, number>();
  const known = new Map<number, number>();
  let next = 0;
  const idOf = (set: Shingles) => {
    let id = ids.get(set);
    if (id === undefined) {
      id = next++;
      ids.set(set, id);
    }
    return id;
  };
  return (a, b) => {
    // The measure is symmetric: one entry serves both orders. 2^26 ids is far more pages than any trial run measures.
    const [p, q] = [idOf(a), idOf(b)];
    const key = Math.min(p, q) * 2 ** 26 + Math.max(p, q);
    let value = known.get(key);
    if (value === undefined) {
      value = sharedFraction(a, b);
      known.set(key, value);
    }
    return value;
  };
}

const sameText = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((part, index) => part === b[index]);
