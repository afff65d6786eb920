import type { SiteData } from '../data/site-data.ts';
import { createRenderer, type RenderContext, type RouteRenderer } from '../render/render-route.tsx';
import { createNavigation } from '../routes/navigation.ts';
import type { RouteTable } from '../routes/route-table.ts';
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

/** The context every page of a build renders with: the build's, a worker's and the benchmark floor's. */
export function createRenderContext(data: SiteData, table: RouteTable, settings: RenderSettings): RenderContext {
  return { data, links: table.links, navigation: createNavigation(data), assets: settings.assets, buildDate: new Date(settings.buildDate), images: settings.images };
}

export function createSiteRenderer(data: SiteData, table: RouteTable, settings: RenderSettings): RouteRenderer {
  return createRenderer(createRenderContext(data, table, settings), table.notFound);
}
