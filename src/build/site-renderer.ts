import type { SiteData } from '../data/site-data.ts';
import { createRenderer, type ChromeRenderer, type RenderContext, type RendererOptions } from '../render/render-route.tsx';
import { createNavigation } from '../routes/navigation.ts';
import type { RouteTable } from '../routes/route-table.ts';
import type { Links } from '../routes/types.ts';
import type { PagePool } from '../render/page-pool.ts';
import type { PageAssets } from '../../templates/site-context.ts';
import type { ImageSet } from './images.ts';

/**
 * What every page of one build shares besides the data and the routes: decided once by the build and
 * sent as it is to render workers, so a page renders to the same bytes on any thread.
 */
export interface RenderSettings {
  assets: PageAssets;
  /** Milliseconds since the epoch: unlike a Date, it reads the same after a trip through JSON (the bench's). */
  buildDate: number;
  images: ImageSet;
}

/**
 * The context every page of a build renders with: the build's, a worker's and the benchmark floor's.
 * `links` replaces the table's, e.g. to note which pages a page links to.
 */
export function createRenderContext(data: SiteData, table: RouteTable, settings: RenderSettings, links: Links = table.links): RenderContext {
  return { data, links, navigation: createNavigation(data), assets: settings.assets, buildDate: new Date(settings.buildDate), images: settings.images };
}

export function createSiteRenderer(data: SiteData, table: RouteTable, settings: RenderSettings, links?: Links, pool?: PagePool, options?: RendererOptions): ChromeRenderer {
  return createRenderer(createRenderContext(data, table, settings, links), table.notFound, pool, options);
}
