import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/pipeline/index.ts';
import { measureLocalPages } from '../../src/check/local-pages.ts';
import { readBuiltPages } from '../../src/check/read-built-pages.ts';
import { loadSiteData } from '../../src/data/load-data.ts';
import type { SiteData } from '../../src/data/site-data.ts';
import { createMemoryLogger } from '../../src/log/logger.ts';
import type { IndexAddition } from '../../src/report/index-additions.ts';
import type { IndexReport } from '../../src/report/index-report.ts';
import { formatIndexReport, report } from '../../src/report/index.ts';
import { createFixture, projectRoot } from '../helpers/fixture.ts';

let fixture: Awaited<ReturnType<typeof createFixture>>;
let data: SiteData;
let result: IndexReport;
let printed: string[];
/** The small fixture site as built before any addition. */
let builtBefore = '';

beforeAll(async () => {
  fixture = await createFixture({ data: 'small' });
  data = await loadSiteData(fixture.dataDir);
  const logger = createMemoryLogger();
  result = await report({ dataDir: fixture.dataDir, format: 'json', logger });
  printed = logger.lines;
  builtBefore = join(fixture.dir, 'before');
  await build({ root: projectRoot, dataDir: fixture.dataDir, outDir: builtBefore });
}, 120_000);
afterAll(() => fixture.cleanup());

/** `count` words that appear nowhere in the site, unlike the report's own stand-in words: the owner's. */
const ownWords = (tag: string, count: number) => `${Array.from({ length: count }, (_, i) => `owner${tag}${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`).join(' ')}.`;

/** Makes the addition in the fixture's data files, as the owner would, with text of the report's stated length. */
async function addForReal(addition: IndexAddition): Promise<void> {
  const { standIn } = result;
  if (addition.kind === 'project') {
    await fixture.edit('pages/portfolio.json', (json) => {
      const portfolio = json as { projects: Record<string, unknown>[] };
      portfolio.projects.push({
        title: ownWords('title', standIn.projectTitleWords),
        industry: data.pages.portfolio.projects[0]!.industry,
        location: addition.town,
        completed: standIn.projectCompleted,
        scope: ownWords('scope', standIn.projectScopeWords),
        services: addition.services,
        highlights: ['Tested and certified to BS 7671', 'Work planned around the working day'],
        slug: `added-project-${addition.town}`,
        figures: [
          { value: '2 days', label: 'on site' },
          { value: '1', label: 'new distribution board' },
        ],
      });
      return portfolio;
    });
    return;
  }
  await fixture.edit('locations.json', (json) => {
    const town = (json as { slug: string; sectors: string[]; serviceNotes: Record<string, string> }[]).find((t) => t.slug === addition.town)!;
    if (addition.kind === 'sector') town.sectors.push(addition.sector);
    else town.serviceNotes[addition.category] = ownWords('note', standIn.noteWords);
    return json;
  });
}

const indexedPages = async (dir: string) => new Set(measureLocalPages(await readBuiltPages(dir)).filter((page) => page.indexed).map((page) => page.pathname));

describe('ctsite report', () => {
  it('finds additions that bring pages in, and the first one, made for real, indexes exactly the pages it promised', async () => {
    const before = await indexedPages(builtBefore);
    expect(result.indexed).toBe(before.size);
    const first = result.suggestions[0]!;
    expect(first.net).toBeGreaterThan(0);

    await addForReal(first.addition);
    await build({ root: projectRoot, dataDir: fixture.dataDir, outDir: fixture.outDir });

    const after = await indexedPages(fixture.outDir);
    const promised = new Set([...before, ...first.gained].filter((pathname) => !first.lost.includes(pathname)));
    expect([...after].sort()).toEqual([...promised].sort());
    const sitemap = await readFile(join(fixture.outDir, 'sitemap.xml'), 'utf8');
    for (const pathname of first.gained) {
      const html = await readFile(join(fixture.outDir, pathname, 'index.html'), 'utf8');
      expect(html, pathname).not.toContain('noindex');
      expect(sitemap, pathname).toContain(`${pathname}</loc>`);
    }
    for (const pathname of first.lost) expect(sitemap, pathname).not.toContain(`${pathname}</loc>`);
  }, 120_000);

  it('ranks by pages gained less pages lost, across towns and within each', () => {
    const ranked = (list: IndexReport['suggestions']) => list.every((s, i) => i === 0 || list[i - 1]!.net >= s.net);
    expect(result.suggestions.length).toBeGreaterThan(1);
    for (const suggestion of result.suggestions) {
      expect(suggestion.net).toBe(suggestion.gained.length - suggestion.lost.length);
      expect(suggestion.net).toBeGreaterThan(0);
    }
    expect(ranked(result.suggestions)).toBe(true);
    expect(result.suggestions[0]!.net).toBe(Math.max(...result.towns.flatMap((town) => town.suggestions.map((s) => s.net))));
    for (const town of result.towns) expect(ranked(town.suggestions), town.slug).toBe(true);
    expect(result.suggestions).toHaveLength(result.towns.reduce((sum, town) => sum + town.suggestions.length, 0));
    expect(result.towns.map((town) => town.slug)).toEqual(data.locations.map((town) => town.slug));
  });

  it('says where each addition goes, what it assumes, and why pages are held back', () => {
    expect(result.total).toBe(data.services.length * data.locations.length);
    expect(result.heldBack.total).toBe(result.total - result.indexed);
    expect(result.heldBack.byService + result.heldBack.byTown + result.heldBack.byBoth).toBe(result.heldBack.total);
    expect(result.tried).toBeGreaterThan(data.locations.length);
    for (const { addition, where, what, townName } of result.suggestions) {
      const index = data.locations.findIndex((town) => town.slug === addition.town);
      expect(townName).toBe(data.locations[index]!.name);
      expect(what).toContain(townName);
      if (addition.kind === 'sector') expect(where).toBe(`data/locations.json#/${index}/sectors`);
      if (addition.kind === 'project') expect(where).toBe(`data/pages/portfolio.json#/projects, "location": "${addition.town}"`);
    }
    expect(result.assumptions.join('; ')).toContain(`a scope of about ${result.standIn.projectScopeWords} words of your own`);
  });

  it('prints the whole report as one JSON object with --format json, and a to-do list as text', () => {
    expect(printed).toHaveLength(1);
    expect(JSON.parse(printed[0]!)).toEqual(JSON.parse(JSON.stringify(result)));

    const lines = formatIndexReport(result);
    expect(lines[0]).toBe(`${result.indexed} of ${result.total} service-in-town pages are indexed.`);
    expect(lines[1]).toContain(`The other ${result.heldBack.total} are held back`);
    const first = result.suggestions[0]!;
    const at = lines.indexOf('Best first:');
    expect(lines[at + 1]).toBe(`1. ${first.townName}: add ${first.what} (${first.where})`);
    expect(lines[at + 2]).toMatch(new RegExp(`^ +→ \\+${first.net} pages?: indexes ${first.gained.join(', ').replaceAll('/', '\\/')}`));
    const towns = lines.slice(lines.indexOf('By town:') + 1).filter((line) => !line.startsWith(' '));
    expect(towns.map((line) => line.split(':')[0])).toEqual(data.locations.map((town) => town.name));
  });
});
