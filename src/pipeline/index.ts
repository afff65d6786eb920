import { resolve } from 'node:path';
import { silentLogger, type Logger } from '../log/logger.ts';
import { createStageTimer } from '../log/stage-timer.ts';
import type { PathIds } from '../rebuild/read-tracker.ts';
import type { FramedRenderer, RouteRenderer } from '../render/render-route.tsx';
import { formatSampleLine } from '../data/sample/format-sample-report.ts';
import { loadInputs } from './load-inputs.ts';
import type { RenderSettings, Site } from './open-site.ts';
import { guardOutDir } from '../output/guard.ts';
import { lockOutput } from '../output/lock.ts';
import { explainWriteFailure } from '../output/write-failure.ts';
import { stageOutput } from '../output/staged-output.ts';
import { refuseRemovedPages } from './removed-pages.ts';
import { writeSite, type WrittenSite } from './write-site.ts';
import type { OutputWriter } from '../output/writer.ts';

export interface BuildOptions {
  /** The project folder holding data/, templates/ and public/. Default: the current folder. */
  root?: string;
  /** Default: `<root>/data`. */
  dataDir?: string;
  /** Default: `<root>/dist`. Ignored when `writer` is given. Replaced only when missing, empty or an earlier ctsite output (src/output/guard.ts). */
  outDir?: string;
  /** Replace an output folder that ctsite did not write (never one holding the project, its data or a tracked file). */
  force?: boolean;
  /** Overrides the company data's site URL, e.g. for a staging host. */
  siteUrl?: string;
  /** Write somewhere else than the output folder, e.g. a MemoryWriter for tests and --dry-run. */
  writer?: OutputWriter;
  /**
   * Let pages of the last output go with no redirect, with a warning; without it, such a page stops the build
   * (src/pipeline/removed-pages.ts). `ctsite serve`, a preview, always lets them go.
   */
  allowRemovedPages?: boolean;
  logger?: Logger;
  env?: NodeJS.ProcessEnv;
}

export interface BuildResult {
  pages: number;
  redirects: number;
  /** Service-in-town pages, and how many of them are offered to search engines (src/seo/indexable-pages.ts). */
  localPages: { total: number; indexed: number };
  files: number;
  /** Files whose bytes differ from the previous output (all of them on a first build, or with a `writer`). */
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
  /** Entries of the data that stand in for real ones (src/data/sample/), e.g. 31 for today's data. */
  sampleEntries: number;
  durationMs: number;
}

/** `ctsite build`: data and assets → route table → a staging folder → pictures, pages and files → swap into place. */
export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  return (await buildSite(options)).result;
}

/** What `ctsite serve`'s whole rebuild asks of a build besides the files: what every page reads (src/rebuild/). */
export interface ReadNoting {
  /** Numbers the data's paths, the same across the rebuilds of one session. */
  ids: PathIds;
  /** The build's renderer, wrapped to note what each page reads; asked for once the site is open. */
  renderer(render: FramedRenderer, site: Site): RouteRenderer;
}

/** A build, with the site it opened and what it wrote: where a partial rebuild of `ctsite serve` starts from. */
export async function buildSite(options: BuildOptions & { noteReads?: ReadNoting; lockHeld?: boolean }): Promise<{ result: BuildResult; site: Site; written: WrittenSite }> {
  const started = performance.now();
  const root = resolve(options.root ?? process.cwd());
  const outDir = resolve(root, options.outDir ?? 'dist');
  const dataDir = resolve(root, options.dataDir ?? 'data');
  const { siteUrl, env, noteReads } = options;
  const logger = options.logger ?? silentLogger;
  const stages: Record<string, number> = {};
  const stage = createStageTimer(logger, stages);

  if (!options.writer) await guardOutDir({ outDir, root, dataDir, force: options.force === true });
  // One writer per output folder (src/output/lock.ts); a MemoryWriter writes none, and `ctsite serve`'s server
  // process holds the lock for the rebuilds its child process makes.
  const unlock = options.writer || options.lockHeld ? undefined : lockOutput(outDir, 'ctsite build');
  try {
    const inputs = await loadInputs({ root, dataDir, siteUrl, stage, ...(noteReads ? { trackReads: noteReads.ids } : {}) });
    const { site } = inputs;
    const output = options.writer ? undefined : await stageOutput(outDir, logger);
    // By file: a service-in-town page the build chooses for search engines is written twice (src/pipeline/render-site.ts).
    const sizes = new Map<string, number>();
    const target = options.writer ?? output;
    const writer: OutputWriter = {
      write(file, content) {
        sizes.set(file, typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength);
        target?.write(file, content);
      },
    };
    let written: WrittenSite;
    let changed = 0;
    try {
      if (output) refuseRemovedPages(output.previousFiles, site.table, { outDir, allow: options.allowRemovedPages === true, logger });
      written = await writeSite({ inputs, writer, root, dataDir, env, stage, renderer: (settings) => (noteReads ? noteReads.renderer(site.renderer(settings), site) : site.renderer(settings)) });
      await stage('write output', async () => {
        changed = output ? (await output.commit({ sample: inputs.sample })).written : sizes.size;
      });
    } catch (error) {
      await output?.abort();
      throw output ? explainWriteFailure(error, outDir) : error;
    }

    const { table } = written;
    const local = table.routes.filter((route) => route.meta.localPage);
    const result: BuildResult = {
      pages: table.routes.length - table.redirects.length,
      localPages: { total: local.length, indexed: local.filter((route) => route.inSitemap).length },
      redirects: table.redirects.length,
      files: sizes.size,
      bytes: [...sizes.values()].reduce((sum, size) => sum + size, 0),
      written: changed,
      stages,
      stylesheet: written.settings.assets.stylesheet,
      settings: { assets: written.settings.assets, buildDate: written.settings.buildDate },
      imagesEncoded: written.imagesEncoded,
      sampleEntries: inputs.sample.length,
      durationMs: Math.round(performance.now() - started),
    };
    const megabytes = `${(result.bytes / 1024 / 1024).toFixed(1)} MB`;
    const seconds = `${(result.durationMs / 1000).toFixed(2)} s`;
    // With a writer of its own (--dry-run's, a test's), nothing reached the output folder: say what a build would write there.
    logger.info(
      options.writer
        ? `Built ${result.pages} pages and ${result.redirects} redirects: would write ${result.files} files, ${megabytes}, to ${options.outDir ?? 'dist'}; nothing written there, in ${seconds}.`
        : `Built ${result.pages} pages and ${result.redirects} redirects: ${result.files} files (${result.written} changed), ${megabytes} in ${seconds}.`,
    );
    logger.info(`Indexed ${result.localPages.indexed} of ${result.localPages.total} service-in-town pages; the rest say too little of their own and are noindex, follow, out of sitemap.xml.`);
    if (inputs.sample.length > 0) logger.info(formatSampleLine(inputs.sample));
    return { result, site, written };
  } finally {
    unlock?.();
  }
}
