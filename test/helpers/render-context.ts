import { join } from 'node:path';
import { createRenderContext } from '../../src/pipeline/site-renderer.ts';
import { loadSiteData } from '../../src/data/load-data.ts';
import type { RenderContext } from '../../src/render/render-route.tsx';
import { routeDefinitions } from '../../src/routes/definitions/index.ts';
import { createRouteTable, type RouteTable } from '../../src/routes/route-table.ts';
import { projectRoot } from './fixture.ts';

/** The real data's route table and a render context with fixed asset URLs and build date. */
export async function createTestRenderContext(): Promise<{ table: RouteTable; context: RenderContext }> {
  const data = await loadSiteData(join(projectRoot, 'data'));
  const table = createRouteTable(data, routeDefinitions);
  const assets = { stylesheet: '/assets/site.css', script: '/assets/site.js', favicon: '/assets/favicon.svg' };
  return { table, context: createRenderContext({ data, table, settings: { assets, buildDate: 0, images: new Map() } }) };
}
