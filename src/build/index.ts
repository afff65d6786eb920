import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { loadSiteData } from '../data/load-data.ts';
import { createError } from '../errors/ctsite-error.ts';
import { silentLogger, type Logger } from '../log/logger.ts';
import { createStageTimer } from '../log/stage-timer.ts';
import { routeDefinitions } from '../routes/definitions/index.ts';
import { createRouteTable } from '../routes/route-table.ts';
import { createRobotsTxt, createSitemap } from '../seo/sitemap.ts';
import { createPageAssets, hashAsset, readPublicFiles } from './assets.ts';
import { resolveBuildDate } from './build-date.ts';
import { createHeadersFile, createInlineScriptCollector, createRedirectsFile, createS3WebsiteConfiguration } from './host-files.ts';
import { bundleClient } from './client-bundle.ts';
import { buildStylesheet } from './styles.ts';
import { processImages } from './images.ts';
import { renderPages } from './render-pages.ts';
import { chooseWorkers, renderInWorkers } from './render-parallel.ts';
import { createSiteRenderer, type RenderSettings } from './site-renderer.ts';
import { stageOutput } from './write-output.ts';
import type { OutputWriter } from './writer.ts';

export interface BuildOptions {
  /** The project folder holding data/, templates/ and public/. Default: the current folder. */
  root?: string;
  /** Default: `<root>/data`. */
  dataDir?: string;
  /** Default: `<root>/dist`. Ignored when `writer` is given. */
  outDir?: string;
  /** Overrides the company data's site URL, e.g. for a staging host. */
  siteUrl?: string;
  /** Write somewhere else than the output folder, e.g. a MemoryWriter for tests and --dry-run. */
  writer?: OutputWriter;
  logger?: Logger;
  env?: NodeJS.ProcessEnv;
  /** Render worker threads; 0 renders on this thread. Default: as many as cores from PARALLEL_FROM_ROUTES routes, else 0. */
  workers?: number;
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
  durationMs: number;
}

/** `ctsite build`: data → route table → assets → render every route → host files → swap into place. */
export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  const started = performance.now();
  const root = resolve(options.root ?? process.cwd());
  const logger = options.logger ?? silentLogger;
  const outDir = resolve(root, options.outDir ?? 'dist');
  guardOutDir(outDir, root);
  const stages: Record<string, number> = {};
  const stage = createStageTimer(logger, stages);

  // The assets do not depend on the data: they are built while it loads.
  const [data, css, js, icon] = await Promise.all([
    stage('load data', () => loadSiteData(options.dataDir ?? join(root, 'data'))),
    stage('build stylesheet', () => buildStylesheet(root)),
    stage('bundle client', () => bundleClient(root)),
    readFile(join(root, 'templates/styles/favicon.svg')),
  ]);
  const table = await stage('create route table', () => createRouteTable(data, routeDefinitions, options.siteUrl ? { siteUrl: options.siteUrl } : {}));
  const stylesheet = hashAsset('site', 'css', css);
  const script = hashAsset('site', 'js', js);
  const favicon = hashAsset('favicon', 'svg', icon);
  const assets = createPageAssets({ stylesheet, script, favicon });

  const workers = chooseWorkers(table.routes.length, options.workers);
  const staged = options.writer ? undefined : await stageOutput(outDir);
  const pending: Promise<void>[] = [];
  let bytes = 0;
  let files = 0;
  const topLevelFiles: string[] = [];
  const inlineScripts = createInlineScriptCollector();
  const emit = (file: string, content: string | Uint8Array) => {
    if (file.endsWith('.html') && typeof content !== 'string') inlineScripts.scan(content);
    files += 1;
    if (!file.includes('/')) topLevelFiles.push(file);
    bytes += typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength;
    if (staged) staged.place(file, content);
    else if (options.writer) pending.push(options.writer.write(file, content));
  };
  let written: number;
  let imagesEncoded: number;
  const buildDate = resolveBuildDate(options.env).getTime();
  try {
    const { images, encoded } = await stage('process images', () =>
      processImages(data, { dataDir: options.dataDir ?? join(root, 'data'), cacheDir: join(root, 'node_modules/.cache/ctsite/images'), emit }),
    );
    imagesEncoded = encoded;
    const settings: RenderSettings = { assets, buildDate, images };
    const ready = staged ? () => staged.ready() : () => Promise.resolve();
    await stage(`render ${table.routes.length} routes`, () =>
      workers > 0
        ? renderInWorkers(table.routes, { workers, input: { data, settings, ...(options.siteUrl ? { siteUrl: options.siteUrl } : {}) }, emit, ready })
        : renderPages(table.routes, createSiteRenderer(data, table, settings), emit, ready),
    );
    emit(stylesheet.file, stylesheet.content);
    emit(script.file, script.content);
    emit(favicon.file, favicon.content);
    emit('sitemap.xml', createSitemap(table));
    emit('robots.txt', createRobotsTxt(table));
    for (const [file, content] of await readPublicFiles(join(root, 'public'))) emit(file, content);
    emit('_redirects', createRedirectsFile(table));
    emit('s3-website.json', createS3WebsiteConfiguration());
    // Last: it names every top-level file for its caching rule.
    emit('_headers', createHeadersFile({ table, company: data.company, scriptHashes: inlineScripts.hashes(), topLevelFiles }));
    written = await stage('write output', async () => {
      await Promise.all(pending);
      return staged ? (await staged.commit()).written : files;
    });
  } catch (error) {
    await staged?.abort();
    throw error;
  }
  const result = {
    pages: table.routes.length - table.redirects.length,
    redirects: table.redirects.length,
    files,
    written,
    bytes,
    stages,
    stylesheet: stylesheet.url,
    settings: { assets, buildDate },
    imagesEncoded,
    workers,
    durationMs: Math.round(performance.now() - started),
  };
  logger.info(
    `Built ${result.pages} pages and ${result.redirects} redirects: ${result.files} files (${result.written} changed), ${(result.bytes / 1024 / 1024).toFixed(1)} MB in ${(result.durationMs / 1000).toFixed(2)} s${result.workers > 0 ? ` (${result.workers} render workers)` : ''}.`,
  );
  return result;
}

function guardOutDir(outDir: string, root: string): void {
  const rootWithSep = root.endsWith('/') ? root : `${root}/`;
  if (outDir === root || rootWithSep.startsWith(`${outDir}/`) || outDir === join(root, 'data') || outDir === join(root, 'src') || outDir === join(root, 'templates')) {
    throw createError('UnsafeOutDir', { outDir });
  }
}
