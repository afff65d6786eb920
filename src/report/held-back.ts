import { localPageKey, SELECTION_LIMIT, type MeasuredPageModel } from '../seo/indexable-pages.ts';
import { sharedFraction } from '../seo/shingles.ts';

/** Why one page is out of the index: the most it shares with an indexed page of its town or its service. */
export interface HeldBackPage {
  key: string;
  /** The indexed page it shares the most with, e.g. `ups-systems/hull`. */
  closest: string;
  /** The share of its text, e.g. 0.71. */
  shared: number;
  /** Whether it is over the line with an indexed page of the same service elsewhere, or of the same town. */
  by: { service: boolean; town: boolean };
}

/**
 * For each page the selection left out, the indexed pages it shares too much with. The selection takes
 * pages and never drops one, so the page that kept another out is still among the indexed ones.
 */
export function explainHeldBack(measured: readonly MeasuredPageModel[], indexed: ReadonlySet<string>): HeldBackPage[] {
  const taken = measured.filter((page) => indexed.has(localPageKey(page)));
  return measured.flatMap((page) => {
    if (indexed.has(localPageKey(page))) return [];
    let closest: HeldBackPage | undefined;
    const by = { service: false, town: false };
    for (const other of taken) {
      const sameService = other.service === page.service;
      const sameTown = other.town === page.town;
      if (!sameService && !sameTown) continue;
      const shared = sharedFraction(page.shingles, other.shingles);
      if (shared <= SELECTION_LIMIT) continue;
      if (sameService) by.service = true;
      if (sameTown) by.town = true;
      if (!closest || shared > closest.shared) closest = { key: localPageKey(page), closest: localPageKey(other), shared, by };
    }
    return closest ? [closest] : [];
  });
}
