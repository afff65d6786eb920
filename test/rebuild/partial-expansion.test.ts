import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSite } from '../../src/pipeline/open-site.ts';
import { createRebuildSession, type RebuildResult, type RebuildSession } from '../../src/rebuild/rebuild-session.ts';
import type { ResolvedRoute } from '../../src/routes/types.ts';
import { createFixture, projectRoot } from '../helpers/fixture.ts';

interface Town {
  slug: string;
  name: string;
  localCopy: string[];
  coordinates: { latitude: number };
}

let fixture: Awaited<ReturnType<typeof createFixture>>;
let session: RebuildSession;
let routeCount: number;

beforeAll(async () => {
  fixture = await createFixture({ data: 'small' });
  session = createRebuildSession({ root: projectRoot, dataDir: fixture.dataDir, outDir: fixture.outDir, env: { SOURCE_DATE_EPOCH: '1767225600' } });
  routeCount = (await session.full()).expanded;
}, 60_000);
afterAll(async () => {
  await fixture.cleanup();
});

async function editTown(slug: string, change: (town: Town) => void): Promise<RebuildResult> {
  await fixture.edit('locations.json', (json) => {
    const town = (json as Town[]).find((candidate) => candidate.slug === slug);
    if (!town) throw new Error(`the fixture has no ${slug}`);
    change(town);
    return json;
  });
  return session.rebuild([relative(projectRoot, join(fixture.dataDir, 'locations.json'))]);
}

/** What a route is to every reader of the table, its props named by the values they hold (wrappers read as plain JSON). */
const described = (route: ResolvedRoute) => JSON.stringify([route.key, route.kind, route.pathname, route.outFile, route.inSitemap, route.meta, route.redirectTo ?? null, route.props]);

/** The session's routes, kept and expanded, must be those a fresh expansion of the same data gives, in the same order. */
async function expectSameAsFreshExpansion(): Promise<void> {
  const fresh = (await openSite({ dataDir: fixture.dataDir })).table.routes;
  const kept = session.routes() ?? [];
  expect(kept.map((route) => route.key)).toEqual(fresh.map((route) => route.key));
  // Named by key, so that a failure says which routes differ rather than printing the table.
  expect(kept.filter((route, index) => described(route) !== described(fresh[index] as ResolvedRoute)).map((route) => route.key)).toEqual([]);
}

describe("serve's partial rebuild expands only the route definitions that read a changed value", () => {
  it("a word in one town's copy expands and renders no more than the routes that read it", async () => {
    const result = await editTown('goole', (goole) => {
      goole.localCopy[0] = (goole.localCopy[0] ?? '').replace(/\bport\b/, 'harbour');
    });
    expect(result.kind).toBe('partial');
    // No definition reads a town's long copy as it expands (only Goole's area page shows it): none is expanded again,
    // every route is kept. A whole-table expansion would count every route of the site here.
    expect(routeCount).toBeGreaterThan(400);
    expect(result.expanded).toBe(0);
    expect(result.rendered).toBe(1);
    await expectSameAsFreshExpansion();
  }, 60_000);

  it('a value a definition reads as it expands (a town moved) expands that definition again, and the kept routes stay exact', async () => {
    const result = await editTown('howden', (howden) => {
      howden.coordinates.latitude += 0.05;
    });
    expect(result.kind).toBe('partial');
    expect(result.expanded).toBeGreaterThan(0);
    expect(result.expanded).toBeLessThan(routeCount);
    await expectSameAsFreshExpansion();
    // A second edit keeps routes from the first partial rebuild's table, not the whole build's.
    const moved = await editTown('goole', (goole) => {
      goole.localCopy[0] = `${goole.localCopy[0] ?? ''} Moored barges.`;
    });
    expect(moved.expanded).toBe(0);
    await expectSameAsFreshExpansion();
  }, 60_000);
});
