import { join, relative, resolve, sep } from 'node:path';
import { explainWriteFailure } from '../output/write-failure.ts';
import { createInlineScriptCollector, createTableFiles } from '../pipeline/host-files.ts';
import { loadInputs } from '../pipeline/load-inputs.ts';
import { guardOutDir } from '../output/guard.ts';
import { renderRoutes } from '../pipeline/render-routes.ts';
import { createSiteRenderer, type RenderSettings } from '../pipeline/site-renderer.ts';
import { openOutputUpdate, type OutputUpdate } from '../output/in-place-update.ts';
import { stageOutput } from '../output/staged-output.ts';
import { writeSite } from '../pipeline/write-site.ts';
import { collectImageRefs } from '../data/image-refs.ts';
import { loadSiteData } from '../data/load-data.ts';
import type { SiteData } from '../data/site-data.ts';
import { silentLogger, type Logger } from '../log/logger.ts';
import { createStageTimer, type StageTimer } from '../log/stage-timer.ts';
import type { RouteRenderer } from '../render/render-route.tsx';
import { routeDefinitions } from '../routes/definitions/index.ts';
import { createNavigation } from '../routes/navigation.ts';
import { createRouteTable } from '../routes/route-table.ts';
import type { ResolvedRoute } from '../routes/types.ts';
import { keepShingles } from '../seo/indexable-pages.ts';
import { changedPaths, indexData, type DataIndex } from './data-index.ts';
import { createReadTracker, PathIds, readsAny, type Reads, type ReadTracker } from './read-tracker.ts';
import { inputSignature, linkTargets, signatureOf, trackedDefinitions, trackLinks } from './route-inputs.ts';
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
  // Each rebuild expands the routes again: the pages whose text an edit left alone are not measured again.
  keepShingles();
  const root = resolve(options.root);
  const outDir = resolve(root, options.outDir);
  const dataDir = resolve(options.dataDir ?? join(root, 'data'));
  const logger = options.logger ?? silentLogger;
  const ids = new PathIds();
  let lastBuild: LastBuild | undefined;

  /** The data indexed and wrapped, and the route table it expands into, noting what each definition read. */
  async function expand(data: SiteData, stage: StageTimer) {
    const index = indexData(data);
    const tracker = createReadTracker(data, index, ids);
    const expansion = new Map<RouteId, Reads>();
    const table = await stage('create route table', () => createRouteTable(tracker.data, trackedDefinitions(routeDefinitions, tracker, expansion)));
    const navigation = signatureOf(createNavigation(tracker.data), tracker);
    return { index, tracker, expansion, table, navigation, targets: linkTargets(table) };
  }

  /** A whole build into a staging folder swapped in at the end, as `ctsite build` makes it, noting what every page reads. */
  async function full(reason?: string): Promise<RebuildResult> {
    lastBuild = undefined;
    const started = performance.now();
    const stage = createStageTimer(logger);
    await guardOutDir({ outDir, root, dataDir, force: false });
    const inputs = await loadInputs({ root, dataDir, stage });
    const { tracker, table, ...expanded } = await expand(inputs.data, stage);
    const pages = new Map<string, PageInputs>();
    for (const route of table.routes) pages.set(route.key, { outFile: route.outFile, signature: inputSignature(route, tracker), reads: NO_READS });
    const output = await stageOutput(outDir, logger);
    let frame: Buffer = Buffer.alloc(0);
    const fail = async (error: unknown): Promise<never> => {
      await output.abort();
      throw explainWriteFailure(error, outDir);
    };
    const site = await writeSite({
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
        return trackedRenderer(render, tracker, pages);
      },
    }).catch(fail);
    const { written } = await stage('write output', () => output.commit({ sample: inputs.sample })).catch(fail);
    const { settings, scriptHashes, publicFiles } = site;
    lastBuild = { ...expanded, pages, frame, pictures: picturesOf(inputs.data), settings, scriptHashes, publicFiles };
    const durationMs = Math.round(performance.now() - started);
    logger.info(`Built ${table.routes.length} routes (${written} files changed) in ${(durationMs / 1000).toFixed(2)} s.`);
    return { kind: 'full', ...(reason ? { reason } : {}), rendered: table.routes.length, written, stylesheet: settings.assets.stylesheet, durationMs };
  }

  /** Only the pages an edit under data/ affects, rendered again and written in place. */
  async function partial(last: LastBuild): Promise<RebuildResult> {
    const started = performance.now();
    const stages: Record<string, number> = {};
    const stage = createStageTimer(silentLogger, stages);
    const loaded = await stage('load data', () => loadSiteData(dataDir));
    // New or removed pictures are encoded by the whole build.
    if (picturesOf(loaded) !== last.pictures) return full('the pictures named by the data changed');
    const { index, tracker, expansion, table, navigation, targets } = await expand(loaded, stage);
    const site = createSiteRenderer({ data: tracker.data, table, settings: last.settings, links: trackLinks(table.links, tracker) });
    const everyPage = !site.frame.equals(last.frame) || navigation !== last.navigation;
    const changed = [...changedPaths(last.index.values, index.values), ...changedPaths(last.targets, targets)].map((path) => ids.id(path));

    // A definition that read nothing that changed expanded into the routes it did last time.
    const expandedAlike = new Set([...last.expansion].filter(([, reads]) => !readsAny(reads, changed)).map(([id]) => id));
    const pages = new Map<string, PageInputs>();
    const affected: ResolvedRoute[] = [];
    for (const route of table.routes) {
      const before = last.pages.get(route.key);
      const signature = before && expandedAlike.has(route.id) ? before.signature : inputSignature(route, tracker);
      pages.set(route.key, { outFile: route.outFile, signature, reads: before?.reads ?? NO_READS });
      if (everyPage || !before || before.signature !== signature || before.outFile !== route.outFile || readsAny(before.reads, changed)) affected.push(route);
    }
    if (affected.length > PARTIAL_LIMIT) return full(`${affected.length} pages changed`);

    const writer = openOutputUpdate(outDir);
    const scriptHashes = await stage('render pages', () => renderRoutes(affected, trackedRenderer(site, tracker, pages), writer, createInlineScriptCollector(new Map(last.scriptHashes))));
    const kept = new Set([...pages.values()].map((page) => page.outFile));
    const remove = [...last.pages.values()].map((page) => page.outFile).filter((file) => !kept.has(file));
    for (const file of remove) scriptHashes.delete(file);
    for (const [file, content] of createTableFiles({ table, company: loaded.company, scriptHashes, publicFiles: last.publicFiles })) writer.write(file, content);
    const files = await stage('write output', () => writer.commit(remove));
    lastBuild = { ...last, index, targets, pages, expansion, frame: site.frame, navigation, scriptHashes };
    logger.debug(`  ${Object.entries(stages).map(([name, ms]) => `${name}: ${ms.toFixed(1)} ms`).join(', ')}`);
    return {
      kind: 'partial',
      rendered: affected.length,
      written: files.written.length,
      files,
      stylesheet: last.settings.assets.stylesheet,
      durationMs: Math.round(performance.now() - started),
    };
  }

  return {
    /** A whole build, noting what every page reads. */
    full: () => full(),
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
