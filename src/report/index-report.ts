import { fillPattern, routePatterns } from '../routes/patterns.ts';
import { localPageKey, type MeasuredPage } from '../seo/indexable-pages.ts';
import { MAX_SHARED, sharedFraction } from '../seo/shingles.ts';
import { additionsFor, describeAddition, NOTE_WORDS, PROJECT_SCOPE_WORDS, PROJECT_TITLE_WORDS, type IndexAddition } from './index-additions.ts';
import { createIndexTrials, type ReportSite } from './index-trials.ts';

/** One addition the owner could make and what it would do to the index, e.g. a sector for Goole: +4. */
export interface IndexSuggestion {
  addition: IndexAddition;
  townName: string;
  /** What to add, in words, e.g. `a project of Testing, safety & compliance work in Goole, listing …`. */
  what: string;
  /** Where it goes, e.g. `data/locations.json#/2/sectors`. */
  where: string;
  /** The pages it brings into the index, e.g. `/services/ups-systems/goole/`. */
  gained: string[];
  /** The pages it takes out: the selection is greedy, and a page with more text can displace another. */
  lost: string[];
  /** Pages gained less pages lost: what the suggestions are ranked by. */
  net: number;
}

/** A town's pages and its suggestions, best first. */
export interface TownReport {
  slug: string;
  name: string;
  indexed: number;
  total: number;
  suggestions: IndexSuggestion[];
}

/** `ctsite report`'s answer: where the index stands, why pages are held back and what would bring more in. */
export interface IndexReport {
  indexed: number;
  total: number;
  /** Pages held back, and how many of them by a page of their own service, of their own town, or both. */
  heldBack: { total: number; byService: number; byTown: number; byBoth: number; limit: number };
  /** What each addition assumes of the owner's own text, in words. */
  assumptions: string[];
  /** The same in figures: words of a note, of a project's title and scope, and the month a project is completed. */
  standIn: { noteWords: number; projectTitleWords: number; projectScopeWords: number; projectCompleted: string };
  /** Every addition that brings pages in (net), best first. */
  suggestions: IndexSuggestion[];
  towns: TownReport[];
  /** How many additions were tried, and in how many milliseconds. */
  tried: number;
  ms: number;
}

/** Tries every addition for every town against today's data with the build's own selection, ranked by the pages it brings in. */
export function createIndexReport(site: ReportSite, options: { dataLabel?: string } = {}): IndexReport {
  const { data } = site;
  const started = performance.now();
  const file = (name: string) => `${options.dataLabel ?? 'data'}/${name}`;
  const trials = createIndexTrials(site);
  const heldBack = explainHeldBack(trials.measured, trials.indexed);
  const heldBackByKey = new Map(heldBack.map((page) => [page.key, page]));
  const pathname = (key: string) => {
    const [service = '', location = ''] = key.split('/');
    return fillPattern(routePatterns.serviceInLocation, { service, location });
  };

  const tried = new Set<IndexAddition['kind']>();
  const towns = data.locations.map((town): TownReport => {
    // A project lists at most four services: of a larger category, the ones whose pages here are nearest the line.
    const nearestTheLine = (_category: string, services: string[]) => [...services].sort((a, b) => distanceToLine(heldBackByKey, `${a}/${town.slug}`) - distanceToLine(heldBackByKey, `${b}/${town.slug}`));
    const suggestions = additionsFor(data, town, nearestTheLine)
      .map((addition): IndexSuggestion => {
        tried.add(addition.kind);
        const { gained, lost } = trials.try(addition);
        return { addition, townName: town.name, ...describeAddition(data, addition, file), gained: gained.map(pathname).sort(), lost: lost.map(pathname).sort(), net: gained.length - lost.length };
      })
      .filter((suggestion) => suggestion.net > 0)
      .sort(bySuggestion);
    const indexed = data.services.filter((service) => trials.indexed.has(`${service.slug}/${town.slug}`)).length;
    return { slug: town.slug, name: town.name, indexed, total: data.services.length, suggestions };
  });

  return {
    indexed: trials.indexed.size,
    total: trials.measured.length,
    heldBack: {
      total: heldBack.length,
      byService: heldBack.filter((page) => page.by.service && !page.by.town).length,
      byTown: heldBack.filter((page) => page.by.town && !page.by.service).length,
      byBoth: heldBack.filter((page) => page.by.town && page.by.service).length,
      limit: MAX_SHARED,
    },
    assumptions: [
      ...(tried.has('note') ? [`a note of about ${NOTE_WORDS} words of your own`] : []),
      ...(tried.has('project') ? [`a project in the town itself, completed ${trials.month} or later, with a title of about ${PROJECT_TITLE_WORDS} words and a scope of about ${PROJECT_SCOPE_WORDS} words of your own`] : []),
      ...(tried.has('sector') ? [`a sector brings its paragraphs from ${file('sector-services.json')} to the pages of the services it is paired with`] : []),
    ],
    standIn: { noteWords: NOTE_WORDS, projectTitleWords: PROJECT_TITLE_WORDS, projectScopeWords: PROJECT_SCOPE_WORDS, projectCompleted: trials.month },
    suggestions: towns.flatMap((town) => town.suggestions).sort(bySuggestion),
    towns,
    tried: trials.trials,
    ms: Math.round(performance.now() - started),
  };
}

/** Most pages brought in first; then fewer taken out; then in the order of the data. */
function bySuggestion(a: IndexSuggestion, b: IndexSuggestion): number {
  return b.net - a.net || a.lost.length - b.lost.length;
}

/** How far over the line a page is; an indexed page last, as a project need not list its service to keep it in. */
function distanceToLine(heldBack: ReadonlyMap<string, HeldBackPage>, key: string): number {
  const page = heldBack.get(key);
  return page ? page.shared - MAX_SHARED : Number.POSITIVE_INFINITY;
}

/** Why one page is out of the index: the most it shares with an indexed page of its town or its service. */
interface HeldBackPage {
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
function explainHeldBack(measured: readonly MeasuredPage[], indexed: ReadonlySet<string>): HeldBackPage[] {
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
      if (shared <= MAX_SHARED) continue;
      if (sameService) by.service = true;
      if (sameTown) by.town = true;
      if (!closest || shared > closest.shared) closest = { key: localPageKey(page), closest: localPageKey(other), shared, by };
    }
    return closest ? [closest] : [];
  });
}
