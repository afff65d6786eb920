import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/fixture.ts';
import { heroDrawing } from '../helpers/site.ts';
import { areaPath, type Town } from './site-listings.ts';

// Issue 39, item 3: a town's picture belongs to it. The six main towns each have a drawing of their own landmark;
// any other town shows its kind of place; a service in a town shows the town's picture with the service's mark.

const towns = JSON.parse(await readFile(join(projectRoot, 'data/locations.json'), 'utf8')) as (Town & { art: string; landmark: string })[];
const services = JSON.parse(await readFile(join(projectRoot, 'data/services.json'), 'utf8')) as { slug: string }[];

describe("a town's picture", () => {
  it('is its own landmark on each main town\'s area page, a picture no other town shows', async () => {
    const main = towns.filter((town) => town.featured);
    expect(main.length).toBeGreaterThan(0);
    const pictures = new Map<string, string>();
    for (const town of towns) pictures.set(town.slug, (await heroDrawing(areaPath(town))).shapes);
    for (const town of main) {
      const alike = towns.filter((other) => other.slug !== town.slug && pictures.get(other.slug) === pictures.get(town.slug));
      expect(alike.map((other) => other.slug), `${town.name} (${town.landmark})`).toEqual([]);
    }
  });

  it("is its kind of place on any other town's area page, the same for every town of that kind", async () => {
    const byArt = new Map<string, Set<string>>();
    for (const town of towns.filter((each) => !each.featured)) {
      const found = byArt.get(town.art) ?? new Set<string>();
      found.add((await heroDrawing(areaPath(town))).shapes);
      byArt.set(town.art, found);
    }
    for (const [art, pictures] of byArt) expect(pictures.size, art).toBe(1);
    // Kinds of place look different from one another.
    const distinct = new Set([...byArt.values()].map((pictures) => [...pictures][0]));
    expect(distinct.size).toBe(byArt.size);
  });

  it("is the town's own on its service pages, with the service's mark laid on it", async () => {
    for (const town of [towns.find((each) => each.featured), towns.find((each) => !each.featured)]) {
      if (!town) continue;
      const area = await heroDrawing(areaPath(town));
      for (const service of services.slice(0, 3)) {
        const page = await heroDrawing(`/services/${service.slug}/${town.slug}/`);
        expect(page.shapes, `${service.slug} in ${town.slug}`).toBe(area.shapes);
        expect(page.badge, `${service.slug} in ${town.slug}`).toBe(true);
      }
    }
  });
});
