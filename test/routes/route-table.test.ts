import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteData } from '../../src/data/load-data.ts';
import type { SiteData } from '../../src/data/site-data.ts';
import { routeDefinitions } from '../../src/routes/definitions/index.ts';
import { createRouteTable, type RouteTable } from '../../src/routes/route-table.ts';
import type { RouteRef } from '../../src/routes/types.ts';
import { projectRoot } from '../helpers/fixture.ts';

describe("the route table's links", () => {
  let data: SiteData;
  let table: RouteTable;
  beforeAll(async () => {
    data = await loadSiteData(join(projectRoot, 'data'));
    table = createRouteTable(data, routeDefinitions);
  });
  const resolve = (ref: unknown) => table.links.hrefTo(ref as RouteRef);

  it('resolves every route by its id and params, with the names in any order', () => {
    for (const route of table.routes) {
      expect(resolve({ id: route.id, params: route.params })).toBe(route.pathname);
      const reversed = Object.fromEntries(Object.entries(route.params).reverse());
      expect(resolve({ id: route.id, params: reversed, hash: 'top' })).toBe(`${route.pathname}#top`);
    }
    expect(resolve({ id: 'home' })).toBe('/');
  });

  it('refuses a reference that names no route: an unknown value, a wrong, missing or extra param, values swapped', () => {
    const service = data.services[0]?.slug ?? '';
    const location = data.locations[0]?.slug ?? '';
    const refs = [
      { id: 'area', params: { location: 'atlantis' } },
      { id: 'area', params: { town: location } },
      { id: 'area', params: { location, service } },
      { id: 'area', params: {} },
      { id: 'area' },
      { id: 'home', params: { location } },
      { id: 'serviceInLocation', params: { service } },
      { id: 'serviceInLocation', params: { service, location, extra: 'x' } },
      { id: 'serviceInLocation', params: { service: location, location: service } },
      { id: 'serviceInLocation', params: { service, place: location } },
    ];
    for (const ref of refs) expect(() => resolve(ref), JSON.stringify(ref)).toThrow(expect.objectContaining({ code: 'UnknownLink' }));
  });

  it("writes the quote form's address with where the request comes from, and refuses a slug with no page (docs/decisions.md#quote-links)", () => {
    const { quoteForm } = table.links;
    expect(quoteForm()).toBe('/contact/#quote');
    expect(quoteForm({})).toBe('/contact/#quote');
    // In one order whatever the object's: service, town, industry.
    expect(quoteForm({ town: 'hull', service: 'backup-power-systems' })).toBe('/contact/?service=backup-power-systems&town=hull#quote');
    expect(quoteForm({ town: 'goole' })).toBe('/contact/?town=goole#quote');
    expect(quoteForm({ industry: 'crop-farms' })).toBe('/contact/?industry=crop-farms#quote');
    for (const from of [{ service: 'atlantis' }, { town: 'backup-power-systems' }, { industry: 'hull' }, { service: 'industrial-installations' }]) {
      expect(() => quoteForm(from), JSON.stringify(from)).toThrow(expect.objectContaining({ code: 'UnknownLink' }));
    }
  });
});
