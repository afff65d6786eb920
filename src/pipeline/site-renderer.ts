import type { ImageSet } from '../data/image-slots.ts';
import type { SiteData } from '../data/site-data.ts';
import { createRenderer, type FramedRenderer, type RenderContext } from '../render/render-route.tsx';
import { createNavigation } from '../routes/navigation.ts';
import type { RouteTable } from '../routes/route-table.ts';
import type { Links } from '../routes/types.ts';
import type { PageAssets } from '../../templates/site-context.ts';

/** What every page of one build shares besides the data and the routes: decided once by the build. */
export interface RenderSettings {
  assets: PageAssets;
  /** Milliseconds since the epoch, e.g. from SOURCE_DATE_EPOCH: the legal pages' "last updated". */
  buildDate: number;
  images: ImageSet;
}

export interface SiteRendererOptions {
  data: SiteData;
  table: RouteTable;
  settings: RenderSettings;
  /** Replaces the table's links, e.g. to note which pages a page links to (`ctsite serve`). */
  links?: Links;
}

/** The context every page of a build renders with: the build's, and the benchmark's plain render loop. */
export function createRenderContext({ data, table, settings, links = table.links }: SiteRendererOptions): RenderContext {
  return { data, links, navigation: createNavigation(data), assets: settings.assets, buildDate: new Date(settings.buildDate), images: settings.images };
}

/** The renderer of a build: every route, with the header and footer rendered once from the not-found page. */
export function createSiteRenderer(options: SiteRendererOptions): FramedRenderer {
  return createRenderer(createRenderContext(options), options.table.notFound);
}
