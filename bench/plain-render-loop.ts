import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { processImages } from '../src/pipeline/images.ts';
import { cacheDir } from '../src/cache-dir.ts';
import { openSite, type RenderSettings } from '../src/pipeline/open-site.ts';
import { renderRoutePlainly } from '../src/render/render-route.tsx';
import { withIndexedPages } from '../src/routes/route-table.ts';
import { localPageKey, measurePage, selectIndexedPages } from '../src/seo/indexable-pages.ts';

/**
 * The same routes as the build, rendered and written by the plainest possible loop (the whole page
 * through React, mkdir, write, one page at a time; the service-in-town pages rendered once more to be
 * measured before the choice of those indexed). Only the loop is timed. Given the build's settings, its
 * pages are the bytes the build must have written.
 */
export async function measurePlainRenderLoop(options: { root: string; dataDir?: string; outDir: string; settings: Omit<RenderSettings, 'images'> }): Promise<{ ms: number; pages: number }> {
  const dataDir = options.dataDir ?? join(options.root, 'data');
  const { data, table, context: contextOf } = await openSite({ dataDir });
  const { images } = await processImages(data, { dataDir, cacheDir: join(cacheDir(options.root), 'images'), emit: () => {} });
  const context = contextOf({ ...options.settings, images });
  const started = performance.now();
  const measured = table.routes.flatMap((route) =>
    route.meta.localPage ? [measurePage(route.meta.localPage, Buffer.from(renderRoutePlainly(route, context)))] : [],
  );
  const indexed = selectIndexedPages(measured);
  for (const route of withIndexedPages(table, (page) => indexed.has(localPageKey(page))).routes) {
    const file = join(options.outDir, route.outFile);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, renderRoutePlainly(route, context));
  }
  return { ms: performance.now() - started, pages: table.routes.length };
}
