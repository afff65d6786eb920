import { join, relative, resolve, sep } from 'node:path';
import { buildSite } from '../pipeline/index.ts';
import { refuseRemovedPages } from '../pipeline/removed-pages.ts';
import { createInlineScriptCollector, createTableFiles } from '../pipeline/host-files.ts';
import { openSite, type RenderSettings, type Site, type SiteReads } from '../pipeline/open-site.ts';
import { renderSite } from '../pipeline/render-site.ts';
import { createOutputUpdates, type OutputUpdate } from '../output/in-place-update.ts';
import { collectImageRefs } from '../data/image-refs.ts';
import type { SiteData } from '../data/site-data.ts';
import { silentLogger, type Logger } from '../log/logger.ts';
import { createStageTimer } from '../log/stage-timer.ts';
import type { RouteRenderer } from '../render/render-route.tsx';
import { createNavigation } from '../routes/navigation.ts';
import type { ResolvedRoute } from '../routes/types.ts';
import type { Selection } from '../seo/indexable-pages.ts';
import { changedPaths, type DataIndex } from './data-index.ts';
import { PathIds, readsAny, type Reads, type ReadTracker } from './read-tracker.ts';
import { inputSignature, keptDefinitions, linkTargets, signatureOf } from './route-inputs.ts';
import type { RouteId } from '../routes/patterns.ts';

export interface RebuildSessionOptions {
  /** The project folder holding data/, templates/, client/ and public/. */
  root: string;
  outDir: string;
  /** Default: `<root>/data`. */
  dataDir?: string;
  logger?: Logger;
  env?: NodeJS.ProcessEnv;
}

export interface RebuildResult {
  /** `partial`: only the pages the change affects were rendered; `full`: a whole build ran. */
  kind: 'full' | 'partial';
  /** Why a whole build ran, e.g. `templates/styles/site.css changed`. */
  reason?: string;
  /** Pages (and redirects) rendered. */
  rendered: number;
  /** Routes expanded from the data; a partial rebuild keeps the others from the last expansion. */
  expanded: number;
  /** Files whose bytes changed. */
  written: number;
  /** Partial rebuilds: the files written and removed, relative to the output folder. */
  files?: OutputUpdate;
  stylesheet: string;
  durationMs: number;
}

/** What one page read, to tell after a change whether it must be rendered again. */
interface PageInputs {
  outFile: string;
  /** Its address, meta and props (route-inputs.ts). */
  signature: string;
  /** The data paths and links it read while rendering. */
  reads: Reads;
}

/** What the session keeps of the last good build, to compare the next change with. */
interface LastBuild {
  /** The site as opened (its routes before the choice of indexed pages), whose routes and read tracker the next load reuses. */
  site: Site;
  index: DataIndex;
  targets: Map<string, string>;
  pages: Map<string, PageInputs>;
  /** What each route definition read while it expanded into routes. */
  expansion: Map<RouteId, Reads>;
  /** The frame (rendered once, spliced into every page), and the navigation it shows. */
  frame: Buffer;
  navigation: string;
  pictures: string;
  settings: RenderSettings;
  /** The service-in-town pages' measures and which of them are offered to search engines. */
  selection: Selection;
  scriptHashes: Map<string, readonly string[]>;
  publicFiles: readonly string[];
}

/** What a page that has not been rendered yet has read. */
const NO_READS: Reads = new Uint32Array();

/** More pages than this to render again: a whole build, whose memory stays flat and whose swap is atomic. */
const PARTIAL_LIMIT = 1000;

/**
 * `ctsite serve`'s builds: a whole build noting what every page reads, then after each edit under data/
 * only the pages it affects, rendered again (docs/architecture.md, "Serve's partial rebuild").
 */
export function createRebuildSession(options: RebuildSessionOptions) {
  const root = resolve(options.root);
  const outDir = resolve(root, options.outDir);
  const dataDir = resolve(options.dataDir ?? join(root, 'data'));
  const logger = options.logger ?? silentLogger;
  const ids = new PathIds();
  let lastBuild: LastBuild | undefined;
  const updates = createOutputUpdates(outDir);

  /** What a site opened with its reads noted gives the next partial rebuild to compare with. */
  function expanded(site: Site, last?: LastBuild) {
    const reads = site.reads as SiteReads;
    // The last table kept whole (no definition read a change): its links go where they went.
    const targets = last && site.table === last.site.table ? last.targets : linkTargets(site.table);
    return { site, index: reads.index, expansion: reads.expansion, navigation: signatureOf(createNavigation(site.data), reads.tracker), targets };
  }

  /** A whole build, as `ctsite build` makes it, noting what every page reads. */
  async function full(reason?: string): Promise<RebuildResult> {
    lastBuild = undefined;
    // The last partial rebuild's state, still being written, must not land over this build's.
    await updates.settled();
    const pages = new Map<string, PageInputs>();
    let frame: Buffer = Buffer.alloc(0);
    const { result, site, written } = await buildSite({
      root,
      outDir,
      dataDir,
      logger,
      ...(options.env ? { env: options.env } : {}),
      lockHeld: true,
      // A preview never stops on a lost page: it warns, and `ctsite build` and `ctsite deploy` refuse it.
      allowRemovedPages: true,
      noteReads: {
        ids,
        renderer(render, opened) {
          const { tracker } = opened.reads as SiteReads;
          for (const route of opened.table.routes) pages.set(route.key, { outFile: route.outFile, signature: inputSignature(route, tracker), reads: NO_READS });
          frame = render.frame;
          return trackedRenderer(render, tracker, pages);
        },
      },
    });
    const { settings, scriptHashes, publicFiles, selection } = written;
    lastBuild = { ...expanded(site), pages, frame, pictures: picturesOf(site.data), settings, selection, scriptHashes, publicFiles };
    return { kind: 'full', ...(reason ? { reason } : {}), rendered: result.pages + result.redirects, expanded: site.table.routes.length, written: result.written, stylesheet: result.stylesheet, durationMs: result.durationMs };
  }

  /** Only the pages an edit under data/ affects, rendered again and written in place. */
  async function partial(last: LastBuild): Promise<RebuildResult> {
    const started = performance.now();
    const stages: Record<string, number> = {};
    const stage = createStageTimer(silentLogger, stages);
    let dataChanged: number[] = [];
    let keptIds = new Set<RouteId>();
    // A definition that read nothing that changed would expand into the routes it did last time: they are kept.
    const keep = (next: DataIndex) => {
      dataChanged = changedPaths(last.index.values, next.values).map((path) => ids.id(path));
      return (keptIds = keptDefinitions(last.expansion, dataChanged, ids));
    };
    const opened = await openSite({ dataDir, trackReads: ids, stage, reopen: { site: last.site, keep } });
    // New or removed pictures are encoded by the whole build.
    if (picturesOf(opened.data) !== last.pictures) return full('the pictures named by the data changed');
    const { table } = opened;
    const { tracker, expanded: expandedRoutes } = opened.reads as SiteReads;
    const { index, expansion, navigation, targets } = await stage('compare', () => expanded(opened, last));
    const site = await stage('frame', () => opened.renderer(last.settings));
    const everyPage = !site.frame.equals(last.frame) || navigation !== last.navigation;
    const changed = [...dataChanged, ...changedPaths(last.targets, targets).map((path) => ids.id(path))];
    const pages = new Map<string, PageInputs>();
    const affected: ResolvedRoute[] = [];
    await stage('affected', () => {
      for (const route of table.routes) {
        const before = last.pages.get(route.key);
        const signature = before && keptIds.has(route.id) ? before.signature : inputSignature(route, tracker);
        pages.set(route.key, { outFile: route.outFile, signature, reads: before?.reads ?? NO_READS });
        if (everyPage || !before || before.signature !== signature || before.outFile !== route.outFile || readsAny(before.reads, changed)) affected.push(route);
      }
    });
    if (affected.length > PARTIAL_LIMIT) return full(`${affected.length} pages changed`);

    const writer = updates.open();
    const rendered = await stage('render pages', () =>
      renderSite({ table, routes: affected, render: trackedRenderer(site, tracker, pages), writer, scripts: createInlineScriptCollector(new Map(last.scriptHashes)), previous: last.selection }),
    );
    const { scriptHashes, selection } = rendered;
    const kept = new Set([...pages.values()].map((page) => page.outFile));
    const before = [...last.pages.values()].map((page) => page.outFile);
    const remove = before.filter((file) => !kept.has(file));
    if (remove.length > 0) refuseRemovedPages(before, table, { outDir, allow: true, logger });
    for (const file of remove) scriptHashes.delete(file);
    await stage('host files', () => {
      for (const [file, content] of createTableFiles({ table: rendered.table, company: opened.data.company, scriptHashes, publicFiles: last.publicFiles })) writer.write(file, content);
    });
    const files = await stage('write output', () => writer.commit(remove));
    lastBuild = { ...last, site: opened, index, targets, pages, expansion, frame: site.frame, navigation, selection, scriptHashes };
    logger.debug(`  ${Object.entries(stages).map(([name, ms]) => `${name}: ${ms.toFixed(1)} ms`).join(', ')}`);
    return {
      kind: 'partial',
      rendered: rendered.rendered,
      expanded: expandedRoutes,
      written: files.written.length,
      files,
      stylesheet: last.settings.assets.stylesheet,
      durationMs: Math.round(performance.now() - started),
    };
  }

  return {
    /** A whole build, noting what every page reads. */
    full: () => full(),
    /** The routes the next partial rebuild starts from, as expanded (before the choice of indexed pages). */
    routes: () => lastBuild?.site.table.routes,
    /** Rebuilds after these files changed (relative to the project): partially when all are data files and the last build finished. */
    async rebuild(changedFiles: readonly string[]): Promise<RebuildResult> {
      const dataFolder = `${relative(root, dataDir)}${sep}`;
      const other = changedFiles.find((file) => !(file.startsWith(dataFolder) && file.endsWith('.json')));
      if (other !== undefined) return full(`${other} changed`);
      if (!lastBuild) return full('the last build did not finish');
      return partial(lastBuild);
    },
  };
}

export type RebuildSession = ReturnType<typeof createRebuildSession>;

/** A renderer that notes in `pages` what each page reads. */
function trackedRenderer(render: RouteRenderer, tracker: ReadTracker<SiteData>, pages: Map<string, PageInputs>): RouteRenderer {
  return (route) => {
    const { value, reads } = tracker.track(() => render(route));
    const page = pages.get(route.key);
    if (page) page.reads = reads;
    return value;
  };
}

const picturesOf = (data: SiteData) => JSON.stringify(collectImageRefs(data).map(({ ref }) => ref.src));
