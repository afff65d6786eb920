import { basename } from 'node:path';
import { collectImageRefs } from '../data/image-refs.ts';
import { createError, CtsiteError } from '../errors/ctsite-error.ts';
import { loadSiteData } from '../data/load-data.ts';
import type { SiteData } from '../data/site-data.ts';
import { silentLogger } from '../log/logger.ts';
import { createStageTimer, type StageTimer } from '../log/stage-timer.ts';
import { indexData, type DataIndex } from '../rebuild/data-index.ts';
import { createReadTracker, type PathIds, type Reads, type ReadTracker } from '../rebuild/read-tracker.ts';
import { trackedDefinitions, trackLinks } from '../rebuild/route-inputs.ts';
import { createRenderer, type FramedRenderer, type RenderContext } from '../render/render-route.tsx';
import type { RouteDefinition } from '../routes/define-route.ts';
import { routeDefinitions } from '../routes/definitions/index.ts';
import { createNavigation } from '../routes/navigation.ts';
import type { RouteId } from '../routes/patterns.ts';
import { createRouteTable, type RouteTable } from '../routes/route-table.ts';
import type { PageAssets } from '../../templates/site-context.ts';
import type { ImageSet, ProcessedImage } from '../data/image-slots.ts';

/** What every page of one build shares besides the data and the routes: decided once by the build. */
export interface RenderSettings {
  assets: PageAssets;
  /** Milliseconds since the epoch, e.g. from SOURCE_DATE_EPOCH: the legal pages' "last updated". */
  buildDate: number;
  images: ImageSet;
}

export interface OpenSiteOptions {
  dataDir: string;
  /** Overrides the data's site URL, e.g. for a staging host. */
  siteUrl?: string | undefined;
  /** Note what each route definition and each page reads, numbering the data's paths with these ids (`ctsite serve`, `ctsite routes`). */
  trackReads?: PathIds;
  /**
   * `ctsite serve`'s partial rebuild: the last site opened with reads noted, whose wrappers then read this load, and
   * which of its definitions, given this load's index, expand into the same routes (their routes are kept).
   */
  reopen?: { site: Site; keep(index: DataIndex): ReadonlySet<RouteId> };
  stage?: StageTimer;
}

/** What the reads of the route definitions and pages are noted with. */
export interface SiteReads {
  /** The data's values by path, to compare with the next load. */
  index: DataIndex;
  tracker: ReadTracker<SiteData>;
  /** What each route definition read while it expanded into routes (a kept one: when it last expanded). */
  expansion: Map<RouteId, Reads>;
  /** How many routes were expanded from the data rather than kept from the last expansion. */
  expanded: number;
}

/** A site opened: its data, its routes, and the context its pages render with. */
export interface Site {
  /** The data as loaded and checked (wrapped to note reads where they are noted). */
  data: SiteData;
  table: RouteTable;
  reads?: SiteReads;
  /** The context every page renders with, given the build's settings; its links note the pages linked to where reads are noted. */
  context(settings: RenderSettings): RenderContext;
  /** The renderer of every route: the header and footer rendered once, from the not-found page. */
  renderer(settings: RenderSettings): FramedRenderer;
}

/**
 * Loads the data and expands the route table: what every command that renders or names pages starts from (build,
 * serve's rebuilds, `ctsite routes`, `ctsite report`, the benchmark's plain render loop and the tests).
 */
export async function openSite(options: OpenSiteOptions): Promise<Site> {
  // No closure here may read `options` or `reopen`: the site's closures would keep them, and with them the last
  // site, which kept the one before: one more site held at every save.
  const { dataDir, siteUrl, trackReads, reopen } = options;
  const stage = options.stage ?? createStageTimer(silentLogger);
  const loaded = await stage('load data', () => loadSiteData(dataDir));
  const index = trackReads && (await stage('index data', () => indexData(loaded)));
  const previous = reopen?.site.reads;
  const tracker = index && trackReads && (previous?.tracker ?? createReadTracker(loaded, index, trackReads));
  if (index && previous) previous.tracker.reload(loaded, index);
  const kept = index && reopen ? reopen.keep(index) : new Set<RouteId>();
  const expansion = new Map<RouteId, Reads>([...(previous?.expansion ?? [])].filter(([id]) => kept.has(id)));
  const data = tracker?.data ?? loaded;
  const definitions = tracker ? trackedDefinitions(routeDefinitions, tracker, expansion) : routeDefinitions;
  const keep = reopen && { table: reopen.site.table, definitions: kept };
  const table = await expandRoutes(stage, data, definitions, dataDir, { ...(siteUrl ? { siteUrl } : {}), ...(keep ? { keep } : {}) });
  const links = tracker ? trackLinks(table.links, tracker) : table.links;
  const context = (settings: RenderSettings): RenderContext => ({
    data,
    links,
    // Made outside any page's tracking: the navigation comes from the whole site's data, not one page's.
    navigation: createNavigation(data),
    assets: settings.assets,
    buildDate: new Date(settings.buildDate),
    images: settings.images,
  });
  return {
    data,
    table,
    ...(index && tracker ? { reads: { index, tracker, expansion, expanded: table.routes.filter((route) => !kept.has(route.id)).length } } : {}),
    context,
    renderer: (settings) => createRenderer(context(settings), table.notFound),
  };
}

/** Apart from openSite: a closure there would keep `options` (and the last site's routes) as long as the site lives. */
function expandRoutes(stage: StageTimer, data: SiteData, definitions: readonly RouteDefinition[], dataDir: string, options: Parameters<typeof createRouteTable>[2]): Promise<RouteTable> {
  return stage('create route table', () => {
    try {
      return createRouteTable(data, definitions, options);
    } catch (error) {
      throw namedInFolder(error, basename(dataDir));
    }
  });
}

/**
 * The route table names the data files it checks (the owner's redirects) as `data/…`; shown, as loading shows every
 * file, in the folder the editor knows, e.g. `content/redirects.json` for `--data content`.
 */
function namedInFolder(error: unknown, folder: string): unknown {
  if (!(error instanceof CtsiteError) || error.code !== 'InvalidData' || folder === 'data') return error;
  return createError('InvalidData', { issues: error.issues.map((issue) => ({ ...issue, file: issue.file.replace(/^data\//, `${folder}/`) })) });
}

/** Pictures are not encoded where nothing is written: every page gets a stand-in of the right shape. */
const STAND_IN_PICTURE: ProcessedImage = { width: 1, height: 1, sources: [], fallback: { url: '/', width: 1 } };

/** The settings of pages rendered to be read, never written (`ctsite routes`, `ctsite report`): no assets, no pictures encoded. */
export function readOnlySettings(data: SiteData): RenderSettings {
  return { assets: { stylesheet: '/', favicon: '/' }, buildDate: 0, images: new Map(collectImageRefs(data).map(({ ref }) => [ref.src, STAND_IN_PICTURE])) };
}
