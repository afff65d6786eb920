import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadSiteData } from '../data/load-data.ts';
import { renderRoutePlainly } from '../render/render-route.tsx';
import { routeDefinitions } from '../routes/definitions/index.ts';
import { createNavigation } from '../routes/navigation.ts';
import { createRouteTable } from '../routes/route-table.ts';

/**
 * The floor the build is measured against: the same routes rendered and written by the plainest
 * possible loop (render, mkdir, write, one page at a time). Only the loop is timed.
 */
export async function measureFloor(options: { root: string; outDir: string }): Promise<{ ms: number; pages: number }> {
  const data = await loadSiteData(join(options.root, 'data'));
  const table = createRouteTable(data, routeDefinitions);
  const assets = { stylesheet: '/assets/site.css', script: '/assets/site.js', favicon: '/assets/favicon.svg' };
  const context = { data, links: table.links, navigation: createNavigation(data), assets, buildDate: new Date(0), images: new Map() };
  const started = performance.now();
  for (const route of table.routes) {
    const file = join(options.outDir, route.outFile);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, renderRoutePlainly(route, context));
  }
  return { ms: performance.now() - started, pages: table.routes.length };
}
