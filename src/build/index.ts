import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { loadSiteData } from '../data/load-data.ts';
import { createError } from '../errors/ctsite-error.ts';
import { silentLogger, type Logger } from '../log/logger.ts';
import { renderRoute } from '../render/render-route.tsx';
import { routeDefinitions } from '../routes/definitions/index.ts';
import { createNavigation } from '../routes/navigation.ts';
import { createRouteTable } from '../routes/route-table.ts';
import { createRobotsTxt, createSitemap } from '../seo/sitemap.ts';
import { copyPublicFiles, createPageAssets, hashAsset } from './assets.ts';
import { resolveBuildDate } from './build-date.ts';
import { createRedirectsFile } from './host-files.ts';
import { bundleClient } from './client-bundle.ts';
import { buildStylesheet } from './styles.ts';
import { createStagedWriter, type OutputWriter } from './writer.ts';

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
}

export interface BuildResult {
  pages: number;
  redirects: number;
  files: number;
  bytes: number;
  durationMs: number;
}

/** `ctsite build`: data → route table → assets → render every route → host files → swap into place. */
export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  const started = performance.now();
  const root = resolve(options.root ?? process.cwd());
  const logger = options.logger ?? silentLogger;
  const outDir = resolve(root, options.outDir ?? 'dist');
  guardOutDir(outDir, root);
  const stage = createStageTimer(logger);

  const data = await stage('load data', () => loadSiteData(options.dataDir ?? join(root, 'data')));
  const table = await stage('create route table', async () =>
    createRouteTable(data, routeDefinitions, options.siteUrl ? { siteUrl: options.siteUrl } : {}),
  );
  const stylesheet = hashAsset('site', 'css', await stage('build stylesheet', () => buildStylesheet(root)));
  const script = hashAsset('site', 'js', await stage('bundle client', () => bundleClient(root)));
  const favicon = hashAsset('favicon', 'svg', await readFile(join(root, 'templates/styles/favicon.svg')));
  const assets = createPageAssets({ stylesheet, script, favicon });

  const staged = options.writer ? undefined : await createStagedWriter(outDir);
  const writer = options.writer ?? staged!;
  let files = 0;
  let bytes = 0;
  const write = async (file: string, content: string | Uint8Array) => {
    await writer.write(file, content);
    files += 1;
    bytes += typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength;
  };
  try {
    const context = { data, links: table.links, navigation: createNavigation(data), assets, buildDate: resolveBuildDate(options.env) };
    await stage(`render ${table.routes.length} routes`, async () => {
      for (const route of table.routes) {
        const { html } = renderRoute(route, context);
        await write(route.outFile, html);
        logger.debug(`  ${route.pathname}`);
      }
    });
    await stage('write assets and host files', async () => {
      await write(stylesheet.file, stylesheet.content);
      await write(script.file, script.content);
      await write(favicon.file, favicon.content);
      await write('sitemap.xml', createSitemap(table));
      await write('robots.txt', createRobotsTxt(table));
      await write('_redirects', createRedirectsFile(table));
      files += await copyPublicFiles(join(root, 'public'), writer);
    });
    await staged?.commit();
  } catch (error) {
    await staged?.abort();
    throw error;
  }
  const result = {
    pages: table.routes.length - table.redirects.length,
    redirects: table.redirects.length,
    files,
    bytes,
    durationMs: Math.round(performance.now() - started),
  };
  logger.info(
    `Built ${result.pages} pages and ${result.redirects} redirects: ${result.files} files, ${(result.bytes / 1024 / 1024).toFixed(1)} MB in ${(result.durationMs / 1000).toFixed(2)} s.`,
  );
  return result;
}

function guardOutDir(outDir: string, root: string): void {
  const rootWithSep = root.endsWith('/') ? root : `${root}/`;
  if (outDir === root || rootWithSep.startsWith(`${outDir}/`) || outDir === join(root, 'data') || outDir === join(root, 'src') || outDir === join(root, 'templates')) {
    throw createError('UnsafeOutDir', { outDir });
  }
}

function createStageTimer(logger: Logger) {
  return async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const value = await run();
    logger.info(`  ${name}: ${Math.round(performance.now() - started)} ms`);
    return value;
  };
}
