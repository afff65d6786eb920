import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { processImages } from '../build/images.ts';
import { createRenderContext, type RenderSettings } from '../build/site-renderer.ts';
import { loadSiteData } from '../data/load-data.ts';
import { renderRoutePlainly } from '../render/render-route.tsx';
import { routeDefinitions } from '../routes/definitions/index.ts';
import { createRouteTable } from '../routes/route-table.ts';

/**
 * The floor the build is measured against: the same routes rendered and written by the plainest
 * possible loop (the whole page through React, mkdir, write, one page at a time). Only the loop is
 * timed. Given the build's settings, its pages are the bytes the build must have written.
 */
export async function measureFloor(options: { root: string; dataDir?: string; outDir: string; settings: Omit<RenderSettings, 'images'> }): Promise<{ ms: number; pages: number }> {
  const dataDir = options.dataDir ?? join(options.root, 'data');
  const data = await loadSiteData(dataDir);
  const table = createRouteTable(data, routeDefinitions);
  const { images } = await processImages(data, { dataDir, cacheDir: join(options.root, 'node_modules/.cache/ctsite/images'), emit: () => {} });
  const context = createRenderContext({ data, table, settings: { ...options.settings, images } });
  const started = performance.now();
  for (const route of table.routes) {
    const file = join(options.outDir, route.outFile);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, renderRoutePlainly(route, context));
  }
  return { ms: performance.now() - started, pages: table.routes.length };
}
