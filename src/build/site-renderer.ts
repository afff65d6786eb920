import type { SiteData } from '../data/site-data.ts';
import { createRenderer, type RouteRenderer } from '../render/render-route.tsx';
import { createNavigation } from '../routes/navigation.ts';
import type { RouteTable } from '../routes/route-table.ts';
import type { PageAssets } from '../../templates/site-context.ts';
import type { ProcessedImage } from './images.ts';

/**
 * What every page of one build shares besides the data and the routes: decided once by the build and
 * sent as it is to render workers, so a page renders to the same bytes on any thread.
 */
export interface RenderSettings {
  assets: PageAssets;
  /** Milliseconds since the epoch (a Date does not survive every hand-over unchanged in meaning). */
  buildDate: number;
  images: [string, ProcessedImage][];
}

export function createSiteRenderer(data: SiteData, table: RouteTable, settings: RenderSettings): RouteRenderer {
  const context = {
    data,
    links: table.links,
    navigation: createNavigation(data),
    assets: settings.assets,
    buildDate: new Date(settings.buildDate),
    images: new Map(settings.images),
  };
  return createRenderer(context, table.notFound);
}
