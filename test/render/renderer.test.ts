import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteData } from '../../src/data/load-data.ts';
import { createRenderer, renderRoutePlainly } from '../../src/render/render-route.tsx';
import { routeDefinitions } from '../../src/routes/definitions/index.ts';
import { createNavigation } from '../../src/routes/navigation.ts';
import { createRouteTable } from '../../src/routes/route-table.ts';
import { projectRoot } from '../helpers/fixture.ts';

describe('createRenderer', () => {
  it('gives byte for byte what rendering each whole page through React gives, for every route', async () => {
    const data = await loadSiteData(join(projectRoot, 'data'));
    const table = createRouteTable(data, routeDefinitions);
    const context = {
      data,
      links: table.links,
      navigation: createNavigation(data),
      assets: { stylesheet: '/assets/site.css', script: '/assets/site.js', favicon: '/assets/favicon.svg' },
      buildDate: new Date(0),
      images: new Map(),
    };
    const render = createRenderer(context, table.notFound);
    const different = table.routes.filter((route) => render(route).toString() !== renderRoutePlainly(route, context)).map((route) => route.pathname);
    expect(different).toEqual([]);
    const services = render(table.find('/services/') ?? table.notFound).toString();
    expect(services).toContain('<a href="/services/" aria-current="page"');
  }, 60_000);
});
