import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { processImages } from '../src/pipeline/images.ts';
import { cacheDir } from '../src/cache-dir.ts';
import { createRenderContext, type RenderSettings } from '../src/pipeline/site-renderer.ts';
import { loadSiteData } from '../src/data/load-data.ts';
import { renderRoutePlainly } from '../src/render/render-route.tsx';
import { routeDefinitions } from '../src/routes/definitions/index.ts';
import { createRouteTable } from '../src/routes/route-table.ts';

/**
 * The same routes as the build, rendered and written by the plainest possible loop (the whole page
 * through React, mkdir, write, one page at a time). Only the loop is timed. Given the build's
 * settings, its pages are the bytes the build must have written.
 */
export async function measurePlainRenderLoop(options: { root: string; dataDir?: string; outDir: string; settings: Omit<RenderSettings, 'images'> }): Promise<{ ms: number; pages: number }> {
  const dataDir = options.dataDir ?? join(options.root, 'data');
  const data = await loadSiteData(dataDir);
  const table = createRouteTable(data, routeDefinitions);
  const { images } = await processImages(data, { dataDir, cacheDir: join(cacheDir(options.root), 'images'), emit: () => {} });
  const context = createRenderContext({ data, table, settings: { ...options.settings, images } });
  const started = performance.now();
  for (const route of table.routes) {
    const file = join(options.outDir, route.outFile);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, renderRoutePlainly(route, context));
  }
  return { ms: performance.now() - started, pages: table.routes.length };
}
