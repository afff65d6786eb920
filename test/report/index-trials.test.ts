import { describe, expect, it } from 'vitest';
import { openSite, readOnlySettings } from '../../src/pipeline/open-site.ts';
import { renderSite } from '../../src/pipeline/render-site.ts';
import { MemoryWriter } from '../../src/output/writer.ts';
import type { SiteData } from '../../src/data/site-data.ts';
import { additionsFor, applyAddition, describeAddition, pagesTouched } from '../../src/report/index-additions.ts';
import { createIndexTrials, type ReportSite } from '../../src/report/index-trials.ts';
import { createRenderer } from '../../src/render/render-route.tsx';
import { routeDefinitions } from '../../src/routes/definitions/index.ts';
import { createNavigation } from '../../src/routes/navigation.ts';
import { createRouteTable } from '../../src/routes/route-table.ts';
import { FIXTURE_DATA } from '../helpers/fixture.ts';

// The small fixture site: the trials are a computation over any data; its towns give every kind of addition.
const opened = await openSite({ dataDir: FIXTURE_DATA.small });
const { data } = opened;
const settings = readOnlySettings(data);
const siteOf = (changed: SiteData): ReportSite => {
  const table = createRouteTable(changed, routeDefinitions);
  return { data: changed, table, context: { ...opened.context(settings), data: changed, links: table.links, navigation: createNavigation(changed) } };
};

/** The build's own selection, from scratch, over data with the addition made: its route table, its pages rendered and measured. */
async function selectFromScratch(changed: SiteData): Promise<Set<string>> {
  const { table, context } = siteOf(changed);
  const local = table.routes.filter((route) => route.meta.localPage);
  const { selection } = await renderSite({ table, routes: local, render: createRenderer(context, table.notFound), writer: new MemoryWriter() });
  return new Set(selection.indexed);
}

describe("ctsite report's trials", () => {
  it('agree with the build selecting from scratch, for every kind of addition, cascades and displaced pages included', async () => {
    const trials = createIndexTrials(siteOf(data));
    expect(trials.indexed).toEqual(await selectFromScratch(data));
    const additions = data.locations.flatMap((town) => additionsFor(data, town, (_category, services) => services));
    // Every ninth addition: projects and sectors of many towns, within a few seconds.
    const sample = additions.filter((_, index) => index % 9 === 0);
    expect(new Set(sample.map((addition) => addition.kind))).toEqual(new Set(['project', 'sector']));
    let displaced = 0;
    for (const addition of sample) {
      const { gained, lost } = trials.try(addition);
      const after = await selectFromScratch(applyAddition(data, addition, trials.month));
      const label = JSON.stringify(addition);
      expect(gained.sort(), label).toEqual([...after].filter((key) => !trials.indexed.has(key)).sort());
      expect(lost.sort(), label).toEqual([...trials.indexed].filter((key) => !after.has(key)).sort());
      if (lost.length > 0) displaced += 1;
    }
    // The sample exercises the hard case: an addition that takes a page out of the index.
    expect(displaced).toBeGreaterThan(0);
  }, 120_000);

  it('try a note for a category a town has none for, where it goes in the data', async () => {
    const goole = data.locations.findIndex((town) => town.slug === 'goole');
    const notes = Object.fromEntries(Object.entries(data.locations[goole]!.serviceNotes).filter(([category]) => category !== 'comply'));
    const without = { ...data, locations: data.locations.map((town, index) => (index === goole ? { ...town, serviceNotes: notes } : town)) };
    const town = without.locations[goole]!;
    const note = additionsFor(without, town, (_category, services) => services).find((addition) => addition.kind === 'note');
    expect(note).toEqual({ kind: 'note', town: 'goole', category: 'comply' });
    expect(describeAddition(without, note!, (file) => `data/${file}`)).toEqual({
      what: 'a note on Testing, safety & compliance for Goole',
      where: `data/locations.json#/${goole}/serviceNotes/comply`,
    });
    const comply = without.services.filter((service) => service.category === 'comply').map((service) => ({ service: service.slug, town: 'goole' }));
    expect(pagesTouched(without, note!)).toEqual(comply);
    const trials = createIndexTrials(siteOf(without));
    const { gained, lost } = trials.try(note!);
    const after = await selectFromScratch(applyAddition(without, note!, trials.month));
    expect(gained.sort()).toEqual([...after].filter((key) => !trials.indexed.has(key)).sort());
    expect(lost).toEqual([...trials.indexed].filter((key) => !after.has(key)));
  });
});
