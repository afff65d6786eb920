import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { loadSiteData } from '../data/load-data.ts';
import { findExampleDomains } from '../data/sample/example-domains.ts';
import { findSampleContent } from '../data/sample/find-sample-content.ts';
import { formatSampleLine } from '../data/sample/format-sample-report.ts';
import { createError, CtsiteError } from '../errors/ctsite-error.ts';
import { silentLogger, type Logger } from '../log/logger.ts';
import { createStageTimer } from '../log/stage-timer.ts';
import { routeDefinitions } from '../routes/definitions/index.ts';
import { createRouteTable } from '../routes/route-table.ts';
import { createPageAssets, hashAsset, readPublicFiles } from './assets.ts';
import { resolveBuildDate } from './build-date.ts';
import { createInlineScriptCollector, createTableFiles } from './host-files.ts';
import { bundleClient } from './client-bundle.ts';
import { buildStylesheet } from './styles.ts';
import { processImages } from './images.ts';
import { renderPages } from './render-pages.ts';
import { chooseWorkers, renderInWorkers } from './render-parallel.ts';
import { createSiteRenderer, type RenderSettings } from './site-renderer.ts';
import { createPagePool } from '../render/page-pool.ts';
import type { SiteData } from '../data/site-data.ts';
import type { RouteRenderer } from '../render/render-route.tsx';
import type { RouteTable } from '../routes/route-table.ts';
import type { RouteDefinition } from '../routes/define-route.ts';
import { guardOutDir } from './output-guard.ts';
import { stageOutput } from './write-output.ts';
import type { OutputWriter } from './writer.ts';

export interface BuildOptions {
  /** The project folder holding data/, templates/ and public/. Default: the current folder. */
  root?: string;
  /** Default: `<root>/data`. */
  dataDir?: string;
  /** Default: `<root>/dist`. Ignored when `writer` is given. Replaced only when missing, empty or an earlier ctsite output (src/build/output-guard.ts). */
  outDir?: string;
  /** Replace an output folder that ctsite did not write (never one holding the project, its data or a tracked file). */
  force?: boolean;
  /** Overrides the company data's site URL, e.g. for a staging host. */
  siteUrl?: string;
  /** Write somewhere else than the output folder, e.g. a MemoryWriter for tests and --dry-run. */
  writer?: OutputWriter;
  logger?: Logger;
  env?: NodeJS.ProcessEnv;
  /** Render worker threads; 0 renders on this thread. Default: one per core but one from PARALLEL_FROM_ROUTES routes, where that is two or more, else 0. */
  workers?: number;
  /** `ctsite serve`'s partial rebuilds watch a full build through these (src/rebuild/); pages then render on this thread. */
  hooks?: BuildHooks;
}

export interface BuildHooks {
  /** Given the validated data: the data the routes expand from and the pages render with. */
  data(data: SiteData): SiteData;
  /** The route definitions the route table expands. */
  definitions(definitions: readonly RouteDefinition[]): readonly RouteDefinition[];
  /** The renderer every route renders with, in place of `createSiteRenderer`'s. */
  renderer(data: SiteData, table: RouteTable, settings: RenderSettings): RouteRenderer;
  /** Once the output is in place: what a later partial rebuild starts from. */
  built(site: BuiltSite): void;
}

export interface BuiltSite {
  table: RouteTable;
  settings: RenderSettings;
  /** Each page's inline script hashes, for the Content-Security-Policy in `_headers`. */
  scriptHashes: Map<string, readonly string[]>;
  /** The files copied from public/, e.g. `og-image.png`. */
  publicFiles: readonly string[];
}

export interface BuildResult {
  pages: number;
  redirects: number;
  files: number;
  /** Files whose bytes differ from the previous output (all of them on a first build). */
  written: number;
  bytes: number;
  /** Milliseconds per stage, e.g. `{ 'load data': 35, ... }`, for the benchmark. */
  stages: Record<string, number>;
  /** The stylesheet's hashed URL, e.g. `/assets/site.3f9a1c2b7d.css`. */
  stylesheet: string;
  /** Every page's assets (hashed URLs) and build date: what a page needs to render as this build did. */
  settings: Omit<RenderSettings, 'images'>;
  /** Picture variants encoded by this build (the rest came from the cache). */
  imagesEncoded: number;
  /** Render worker threads used (0: rendered on the main thread). */
  workers: number;
  /** Entries of the data that stand in for real ones (src/data/sample/), e.g. 31 for today's data. */
  sampleEntries: number;
  durationMs: number;
}

/** `ctsite build`: data → route table → assets → render every route → host files → swap into place. */
export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  const started = performance.now();
  const root = resolve(options.root ?? process.cwd());
  const logger = options.logger ?? silentLogger;
  const outDir = resolve(root, options.outDir ?? 'dist');
  const dataDir = resolve(root, options.dataDir ?? 'data');
  if (!options.writer) await guardOutDir({ outDir, root, dataDir, force: options.force === true });
  const stages: Record<string, number> = {};
  const stage = createStageTimer(logger, stages);

  // The staging folder and its placement thread are made while the data loads: a thread takes ~100 ms to
  // come online, and pages rendered before that pile up in fresh memory.
  const staging = options.writer ? undefined : stageOutput(outDir, logger);
  // Its failure is reported where the build waits for it, after the data's: not as an unhandled rejection meanwhile.
  staging?.catch(() => undefined);
  /** `work`'s result; if it fails, the staging folder is removed first. */
  const orAbandon = async <T>(work: Promise<T>): Promise<T> => {
    try {
      return await work;
    } catch (error) {
      await staging?.then((staged) => staged.abort(), () => undefined);
      throw error;
    }
  };
  // The assets do not depend on the data: they are built while it loads.
  const hooks = options.hooks;
  const [loaded, css, js, icon, found] = await orAbandon(
    Promise.all([
      stage('load data', () => loadSiteData(dataDir)),
      stage('build stylesheet', () => buildStylesheet(root)),
      stage('bundle client', () => bundleClient(root)),
      readFile(join(root, 'templates/styles/favicon.svg')),
      // Sample content builds as any other (the preview needs it); the build only counts it. A missing
      // data folder is load data's to report.
      findSampleContent(dataDir).catch((error: unknown) => {
        if (error instanceof CtsiteError && error.code === 'SampleCheckNoData') return [];
        throw error;
      }),
    ]),
  );
  const data = hooks ? hooks.data(loaded) : loaded;
  // `--site-url` replaces the data's address in every page: the data's example.com one is not published.
  const sample = options.siteUrl && findExampleDomains(options.siteUrl).length === 0 ? found.filter((item) => !(item.file.endsWith('/company.json') && item.path.join('.') === 'siteUrl')) : found;
  const table = await orAbandon(stage('create route table', () => createRouteTable(data, hooks ? hooks.definitions(routeDefinitions) : routeDefinitions, options.siteUrl ? { siteUrl: options.siteUrl } : {})));
  const stylesheet = hashAsset('site', 'css', css);
  const script = hashAsset('site', 'js', js);
  const favicon = hashAsset('favicon', 'svg', icon);
  const assets = createPageAssets({ stylesheet, script, favicon });

  const workers = hooks ? 0 : chooseWorkers(table.routes.length, options.workers);
  const staged = await staging;
  const pending: Promise<void>[] = [];
  let bytes = 0;
  let files = 0;
  const inlineScripts = createInlineScriptCollector();
  // Pages are rendered into buffers that are used again once placed (src/render/page-pool.ts).
  const pool = createPagePool();
  const emit = (file: string, content: string | Uint8Array) => {
    if (file.endsWith('.html') && typeof content !== 'string') inlineScripts.scan(file, content);
    files += 1;
    bytes += typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength;
    if (staged) staged.place(file, content, typeof content !== 'string' && pool.owns(content) ? (bytes) => pool.adopt(bytes) : undefined);
    else if (options.writer) pending.push(options.writer.write(file, content));
  };
  let written: number;
  let imagesEncoded: number;
  const buildDate = resolveBuildDate(options.env).getTime();
  try {
    const { images, encoded } = await stage('process images', () =>
      processImages(data, { dataDir, cacheDir: join(root, 'node_modules/.cache/ctsite/images'), emit }),
    );
    imagesEncoded = encoded;
    const settings: RenderSettings = { assets, buildDate, images };
    const ready = staged ? () => staged.ready() : () => Promise.resolve();
    await stage(`render ${table.routes.length} routes`, () =>
      workers > 0
        ? renderInWorkers(table.routes, { workers, input: { data, settings, ...(options.siteUrl ? { siteUrl: options.siteUrl } : {}) }, emit, ready })
        : renderPages(table.routes, hooks ? hooks.renderer(data, table, settings) : createSiteRenderer(data, table, settings, undefined, staged ? pool : undefined, { shareMarkup: true }), emit, ready),
    );
    emit(stylesheet.file, stylesheet.content);
    emit(script.file, script.content);
    emit(favicon.file, favicon.content);
    const publicFiles = await readPublicFiles(join(root, 'public'));
    for (const [file, content] of publicFiles) emit(file, content);
    const site = { table, settings, scriptHashes: inlineScripts.byFile, publicFiles: [...publicFiles.keys()] };
    for (const [file, content] of createTableFiles({ ...site, company: data.company })) emit(file, content);
    written = await stage('write output', async () => {
      await Promise.all(pending);
      return staged ? (await staged.commit({ sample })).written : files;
    });
    hooks?.built(site);
  } catch (error) {
    await staged?.abort();
    throw staged ? explainWriteFailure(error, outDir) : error;
  }
  const local = table.routes.filter((route) => route.id === 'serviceInLocation');
  const result = {
    pages: table.routes.length - table.redirects.length,
    /** Service-in-town pages, and how many of them are offered to search engines (src/seo/local-index.ts). */
    localPages: { total: local.length, indexed: local.filter((route) => route.inSitemap).length },
    redirects: table.redirects.length,
    files,
    written,
    bytes,
    stages,
    stylesheet: stylesheet.url,
    settings: { assets, buildDate },
    imagesEncoded,
    workers,
    sampleEntries: sample.length,
    durationMs: Math.round(performance.now() - started),
  };
  logger.info(
    `Built ${result.pages} pages and ${result.redirects} redirects: ${result.files} files (${result.written} changed), ${(result.bytes / 1024 / 1024).toFixed(1)} MB in ${(result.durationMs / 1000).toFixed(2)} s${result.workers > 0 ? ` (${result.workers} render workers)` : ''}.`,
  );
  logger.info(`Indexed ${result.localPages.indexed} of ${result.localPages.total} service-in-town pages; the rest say too little of their own and are noindex, follow, out of sitemap.xml.`);
  if (sample.length > 0) logger.info(formatSampleLine(sample));
  return result;
}

/** A file-system error while writing the output (a full disk, a read-only folder) is an expected failure, not a bug. */
function explainWriteFailure(error: unknown, outDir: string): unknown {
  const { code, syscall } = (error ?? {}) as NodeJS.ErrnoException;
  const reasons: Record<string, string> = {
    ENOSPC: 'no space left on the device',
    EDQUOT: 'the disk quota is used up',
    EROFS: 'the file system is read-only',
    EACCES: 'permission denied',
    EPERM: 'operation not permitted',
    EMFILE: 'too many open files',
    ENFILE: 'too many open files',
  };
  const reason = code ? reasons[code] : undefined;
  if (!reason || !syscall) return error;
  return createError('OutputWriteFailed', { outDir, reason: `${reason} (${code} in ${syscall})` }, { cause: error });
}
