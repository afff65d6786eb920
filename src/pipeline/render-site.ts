import type { RouteRenderer } from '../render/render-route.tsx';
import { withIndexedPages, type RouteTable } from '../routes/route-table.ts';
import type { ResolvedRoute } from '../routes/types.ts';
import { localPageKey, measurePage, selectIndexedPages, type MeasuredPage, type Selection } from '../seo/indexable-pages.ts';
import { createInlineScriptCollector, type InlineScripts } from './host-files.ts';
import type { OutputWriter } from '../output/writer.ts';

export interface RenderSiteOptions {
  table: RouteTable;
  /** What to render: every route for a build, those an edit affects for `ctsite serve`. */
  routes: readonly ResolvedRoute[];
  render: RouteRenderer;
  writer: OutputWriter;
  /** The other pages' inline script hashes, where only some render again (`ctsite serve`). */
  scripts?: InlineScripts;
  /** The choice the pages not rendered now were written with, and their measures (`ctsite serve`'s partial rebuild). */
  previous?: Selection;
}

export interface RenderedSite {
  /** The table as written: the chosen service-in-town pages offered to search engines, for sitemap.xml. */
  table: RouteTable;
  /** Every service-in-town page's measure and the keys of those chosen: where the next partial rebuild starts. */
  selection: Selection;
  /** Each page's inline script hashes, for the Content-Security-Policy in `_headers`. */
  scriptHashes: InlineScripts['byFile'];
  /** Pages (and redirects) rendered, each counted once. */
  rendered: number;
}

/**
 * Renders the routes into the writer, and chooses on what the service-in-town pages say which of them search engines
 * are offered (docs/decisions.md#which-local-pages-are-indexed). Those pages render first, as noindex, and are measured
 * as `ctsite check` measures the built pages; the selection runs over them all; then the other routes render, and
 * each service-in-town page whose written robots meta differs from the choice (on a fresh build, the few chosen)
 * renders again over its first write. Holding those pages until the choice instead would hold most of a large site.
 */
export async function renderSite(options: RenderSiteOptions): Promise<RenderedSite> {
  const { table, render, writer, previous } = options;
  const scripts = options.scripts ?? createInlineScriptCollector();
  const local = options.routes.filter((route) => route.meta.localPage);
  const measuredNow = new Map<string, MeasuredPage>();
  const measuring: RouteRenderer = (route) => {
    const html = render(route);
    const page = route.meta.localPage;
    if (page) measuredNow.set(localPageKey(page), measurePage(page, html));
    return html;
  };
  await renderRoutes(local, measuring, writer, scripts);

  const measured = new Map<string, MeasuredPage>();
  for (const route of table.routes) {
    const key = route.meta.localPage && localPageKey(route.meta.localPage);
    const found = key && (measuredNow.get(key) ?? previous?.measured.get(key));
    if (key && found) measured.set(key, found);
  }
  // No service-in-town page measured again and none added or gone: the choice over the same measures is the last one.
  const unchanged = previous && measuredNow.size === 0 && measured.size === previous.measured.size;
  const indexed = unchanged ? previous.indexed : selectIndexedPages([...measured.values()]);
  const decided = withIndexedPages(table, (page) => indexed.has(localPageKey(page)));
  // Pages rendered now were written as noindex; the others as the previous selection had them.
  const again: ResolvedRoute[] = [];
  let notRenderedYet = 0;
  for (const route of decided.routes) {
    if (!route.meta.localPage) continue;
    const key = localPageKey(route.meta.localPage);
    const renderedNow = measuredNow.has(key);
    if (!renderedNow && !previous?.measured.has(key)) continue;
    if (indexed.has(key) === (!renderedNow && previous?.indexed.has(key) === true)) continue;
    again.push(route);
    if (!renderedNow) notRenderedYet += 1;
  }
  const rest = options.routes.filter((route) => !route.meta.localPage);
  await renderRoutes([...rest, ...again], render, writer, scripts);
  return { table: decided, selection: { measured, indexed }, scriptHashes: scripts.byFile, rendered: options.routes.length + notRenderedYet };
}

/** Pages rendered between two turns of the event loop, so that a signal (Ctrl-C) or a message from serve is heard during a long build. */
const BATCH = 24;

/** Renders `routes` into `writer`, noting each page's inline scripts. */
async function renderRoutes(routes: readonly ResolvedRoute[], render: RouteRenderer, writer: OutputWriter, scripts: InlineScripts): Promise<void> {
  for (let start = 0; start < routes.length; start += BATCH) {
    for (const route of routes.slice(start, start + BATCH)) {
      const html = render(route);
      scripts.scan(route.outFile, html);
      writer.write(route.outFile, html);
    }
    await new Promise<void>((resume) => setImmediate(resume));
  }
}
