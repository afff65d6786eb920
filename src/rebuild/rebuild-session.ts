import { join, relative, resolve, sep } from 'node:path';
import { explainWriteFailure } from '../build/index.ts';
import { createInlineScriptCollector, createTableFiles } from '../build/host-files.ts';
import { loadInputs } from '../build/load-inputs.ts';
import { guardOutDir } from '../build/output-guard.ts';
import { renderRoutes } from '../build/render-routes.ts';
import { createSiteRenderer, type RenderSettings } from '../build/site-renderer.ts';
import { openOutputUpdate, type OutputUpdate } from '../build/update-output.ts';
import { stageOutput } from '../build/write-output.ts';
import { writeSite, type WrittenSite } from '../build/write-site.ts';
import { collectImageRefs } from '../data/image-refs.ts';
import { loadSiteData } from '../data/load-data.ts';
import type { SiteData } from '../data/site-data.ts';
import { silentLogger, type Logger } from '../log/logger.ts';
import { createStageTimer } from '../log/stage-timer.ts';
import type { RouteRenderer } from '../render/render-route.tsx';
import { routeDefinitions } from '../routes/definitions/index.ts';
import { createNavigation } from '../routes/navigation.ts';
import { createRouteTable } from '../routes/route-table.ts';
import type { ResolvedRoute } from '../routes/types.ts';
import { keepShingles } from '../seo/indexable-pages.ts';
import { changedPaths, indexData, type DataIndex } from './data-index.ts';
import { createReadTracker, PathIds, readsAny, type Reads, type ReadTracker } from './read-tracker.ts';
import { inputSignature, linkTargets, recordingDefinitions, signatureOf, trackLinks } from './route-inputs.ts';
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
  /** Files whose bytes changed. */
  written: number;
  /** Partial rebuilds: the files written and removed, relative to the output folder. */
  files?: OutputUpdate;
  /** Milliseconds per stage: the build's, or a partial rebuild's (`render pages`, `write output`...), for the benchmark. */
  stages: Record<string, number>;
  stylesheet: string;
  durationMs: number;
}

/** What one page was rendered from, to tell after a change whether it must be rendered again. */
interface PageRecord {
  outFile: string;
  /** Its address, meta and props (route-inputs.ts). */
  signature: string;
  /** The data paths and links it read while rendering. */
  reads: Reads;
}

/** The last good output and what it was made from. */
interface SessionState {
  index: DataIndex;
  targets: Map<string, string>;
  pages: Map<string, PageRecord>;
  /** What each route definition read while it expanded into routes. */
  expansion: Map<RouteId, Reads>;
  /** The frame (header and footer, rendered once, spliced into every page), and the navigation it shows. */
  frame: Buffer;
  navigation: string;
  pictures: string;
  settings: RenderSettings;
  scriptHashes: Map<string, readonly string[]>;
  publicFiles: readonly string[];
}

/** What a page that has not been rendered yet has read. */
const NO_READS: Reads = new Uint32Array();

/** More pages than this to render again: a whole build, whose memory stays flat and whose swap is atomic. */
const PARTIAL_LIMIT = 1000;

/**
 * `ctsite serve`'s builds. The first is a whole build that records, for every page, the data values
 * (read-tracker.ts) and links it read while rendering. After an edit under data/, the data is loaded
 * again and compared value by value with the last load, and only these pages are rendered again:
 * - those that read a value that changed, or link to a page whose address changed or that is gone;
 * - those whose address, meta or props changed (values computed while the route table expands,
 *   such as drive times and nearby towns, are compared there);
 * - new pages; and all of them when the header, footer or navigation changed.
 * The sitemap and host files are made again from the new route table; only files whose bytes differ
 * are written, and the files of pages that are gone are removed. A change to templates, styles,
 * client code, public files or pictures runs a whole build.
 */
export function createRebuildSession(options: RebuildSessionOptions) {
  // Each rebuild expands the routes again: the pages whose text an edit left alone are not measured again.
  keepShingles();
  const root = resolve(options.root);
  const outDir = resolve(root, options.outDir);
  const dataDir = resolve(options.dataDir ?? join(root, 'data'));
  const logger = options.logger ?? silentLogger;
  const ids = new PathIds();
  let state: SessionState | undefined;

  /** A whole build into a staging folder swapped in at the end, as `ctsite build` makes it, noting what every page reads. */
  async function full(reason?: string): Promise<RebuildResult> {
    state = undefined;
    const started = performance.now();
    const stages: Record<string, number> = {};
    const stage = createStageTimer(logger, stages);
    await guardOutDir({ outDir, root, dataDir, force: false });
    const inputs = await loadInputs({ root, dataDir, stage });
    const index = indexData(inputs.data);
    const tracker = createReadTracker(inputs.data, index, ids);
    const expansion = new Map<RouteId, Reads>();
    const table = await stage('create route table', () => createRouteTable(tracker.data, recordingDefinitions(routeDefinitions, tracker, expansion)));
    const output = await stageOutput(outDir, logger);
    const reads = new Map<string, Reads>();
    let frame: Buffer = Buffer.alloc(0);
    let site: WrittenSite;
    let written: number;
    try {
      site = await writeSite({
        inputs: { ...inputs, data: tracker.data },
        table,
        writer: output,
        root,
        dataDir,
        env: options.env,
        stage,
        renderer: (settings) => {
          const render = createSiteRenderer({ data: tracker.data, table, settings, links: trackLinks(table.links, tracker) });
          frame = render.frame;
          return recordingRenderer(render, tracker, reads);
        },
      });
      written = (await stage('write output', () => output.commit({ sample: inputs.sample }))).written;
    } catch (error) {
      await output.abort();
      throw explainWriteFailure(error, outDir);
    }
    const pages = new Map<string, PageRecord>();
    for (const route of table.routes) pages.set(route.key, { outFile: route.outFile, signature: inputSignature(route, tracker), reads: reads.get(route.key) ?? NO_READS });
    state = {
      index,
      targets: linkTargets(table),
      pages,
      expansion,
      frame,
      navigation: signatureOf(createNavigation(tracker.data), tracker),
      pictures: picturesOf(inputs.data),
      settings: site.settings,
      scriptHashes: site.scriptHashes,
      publicFiles: site.publicFiles,
    };
    const durationMs = Math.round(performance.now() - started);
    logger.info(`Built ${table.routes.length} routes (${written} files changed) in ${(durationMs / 1000).toFixed(2)} s.`);
    return { kind: 'full', ...(reason ? { reason } : {}), rendered: table.routes.length, written, stylesheet: site.settings.assets.stylesheet, stages, durationMs };
  }

  /** Only the pages an edit under data/ affects, rendered again and written in place. */
  async function partial(last: SessionState): Promise<RebuildResult> {
    const started = performance.now();
    const stages: Record<string, number> = {};
    const stage = createStageTimer(silentLogger, stages);
    const loaded = await stage('load data', () => loadSiteData(dataDir));
    // New or removed pictures are encoded by the whole build.
    if (picturesOf(loaded) !== last.pictures) return full('the pictures named by the data changed');
    const index = indexData(loaded);
    const tracker = createReadTracker(loaded, index, ids);
    const expansion = new Map<RouteId, Reads>();
    const table = await stage('create route table', () => createRouteTable(tracker.data, recordingDefinitions(routeDefinitions, tracker, expansion)));
    const site = createSiteRenderer({ data: tracker.data, table, settings: last.settings, links: trackLinks(table.links, tracker) });
    const navigation = signatureOf(createNavigation(tracker.data), tracker);
    const targets = linkTargets(table);
    const everyPage = !site.frame.equals(last.frame) || navigation !== last.navigation;
    const changed = [...changedPaths(last.index, index), ...changedTargets(last.targets, targets)]
      .map((path) => ids.known(path))
      .filter((id) => id !== undefined);

    // A definition that read nothing that changed expanded into the routes it did last time.
    const expandedAgain = new Set(
      [...expansion.keys()].filter((id) => {
        const before = last.expansion.get(id);
        return !before || readsAny(before, changed);
      }),
    );
    const pages = new Map<string, PageRecord>();
    const affected: ResolvedRoute[] = [];
    for (const route of table.routes) {
      const before = last.pages.get(route.key);
      const signature = before && !expandedAgain.has(route.id) ? before.signature : inputSignature(route, tracker);
      pages.set(route.key, { outFile: route.outFile, signature, reads: before?.reads ?? NO_READS });
      if (everyPage || !before || before.signature !== signature || before.outFile !== route.outFile || readsAny(before.reads, changed)) affected.push(route);
    }
    if (affected.length > PARTIAL_LIMIT) return full(`${affected.length} pages changed`);

    const writer = openOutputUpdate(outDir);
    const reads = new Map<string, Reads>();
    const scriptHashes = await stage('render pages', () => renderRoutes(affected, recordingRenderer(site, tracker, reads), writer, createInlineScriptCollector(new Map(last.scriptHashes))));
    for (const [key, pageReads] of reads) {
      const page = pages.get(key);
      if (page) page.reads = pageReads;
    }
    const kept = new Set([...pages.values()].map((page) => page.outFile));
    const remove = [...last.pages.values()].map((page) => page.outFile).filter((file) => !kept.has(file));
    for (const file of remove) scriptHashes.delete(file);
    for (const [file, content] of createTableFiles({ table, company: loaded.company, scriptHashes, publicFiles: last.publicFiles })) writer.write(file, content);
    const files = await stage('write output', () => writer.commit(remove));
    state = { ...last, index, targets, pages, expansion, frame: site.frame, navigation, scriptHashes };
    logger.debug(`  ${Object.entries(stages).map(([name, ms]) => `${name}: ${ms.toFixed(1)} ms`).join(', ')}`);
    return {
      kind: 'partial',
      rendered: affected.length,
      written: files.written.length,
      files,
      stylesheet: last.settings.assets.stylesheet,
      stages,
      durationMs: Math.round(performance.now() - started),
    };
  }

  return {
    /** A whole build, recording what every page reads. */
    full: () => full(),
    /**
     * Rebuilds after these files changed (relative to the project folder, as the watcher reports
     * them): partially when they are all data files and the last build succeeded, else in whole.
     * A failure leaves the output and the session as they were.
     */
    async rebuild(changedFiles: readonly string[]): Promise<RebuildResult> {
      const dataFolder = `${relative(root, dataDir)}${sep}`;
      const other = changedFiles.find((file) => !(file.startsWith(dataFolder) && file.endsWith('.json')));
      if (other !== undefined) return full(`${other} changed`);
      if (!state) return full('the last build did not finish');
      return partial(state);
    },
  };
}

export type RebuildSession = ReturnType<typeof createRebuildSession>;

/** A renderer that records what each page reads, by route key. */
function recordingRenderer(render: RouteRenderer, tracker: ReadTracker<SiteData>, reads: Map<string, Reads>): RouteRenderer {
  return (route) => {
    const recorded = tracker.record(() => render(route));
    reads.set(route.key, recorded.reads);
    return recorded.value;
  };
}

/** Link paths whose page is new, gone or at another address. */
function changedTargets(before: Map<string, string>, after: Map<string, string>): string[] {
  const changed = [...after].filter(([path, pathname]) => before.get(path) !== pathname).map(([path]) => path);
  for (const path of before.keys()) if (!after.has(path)) changed.push(path);
  return changed;
}

const picturesOf = (data: SiteData) => JSON.stringify(collectImageRefs(data).map(({ ref }) => ref.src));
