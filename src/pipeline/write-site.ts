import { join } from 'node:path';
import { cacheDir } from '../cache-dir.ts';
import type { StageTimer } from '../log/stage-timer.ts';
import type { RouteRenderer } from '../render/render-route.tsx';
import type { RouteTable } from '../routes/route-table.ts';
import type { Selection } from '../seo/indexable-pages.ts';
import { readPublicFiles } from './assets.ts';
import { createTableFiles, type InlineScripts } from './host-files.ts';
import { processImages } from './images.ts';
import type { BuildInputs } from './load-inputs.ts';
import type { RenderSettings } from './open-site.ts';
import { renderSite } from './render-site.ts';
import type { OutputWriter } from '../output/writer.ts';

export interface WriteSiteOptions {
  inputs: BuildInputs;
  writer: OutputWriter;
  /** The project folder: public/ and the picture cache are found from it. */
  root: string;
  dataDir: string;
  env?: NodeJS.ProcessEnv | undefined;
  stage: StageTimer;
  /** The renderer of every route: the site's, or `ctsite serve`'s, which notes what each page reads. */
  renderer(settings: RenderSettings): RouteRenderer;
}

/** What a written site was made with: what a later partial rebuild of `ctsite serve` starts from. */
export interface WrittenSite {
  /** The table as written: the service-in-town pages the build chose offered to search engines. */
  table: RouteTable;
  /** The service-in-town pages' measures and the choice made on them. */
  selection: Selection;
  settings: RenderSettings;
  /** Each page's inline script hashes, for the Content-Security-Policy in `_headers`. */
  scriptHashes: InlineScripts['byFile'];
  /** The files copied from public/, e.g. `og-image.png`. */
  publicFiles: readonly string[];
  /** Picture variants encoded (the rest came from the cache). */
  imagesEncoded: number;
}

/** Every file of the site into `writer`: the pictures, the pages, the assets, public/, then sitemap, robots and host files. */
export async function writeSite(options: WriteSiteOptions): Promise<WrittenSite> {
  const { inputs, writer, root, stage } = options;
  const { data, table } = inputs.site;
  const { images, encoded } = await stage('process images', () =>
    processImages(data, { dataDir: options.dataDir, cacheDir: join(cacheDir(root), 'images'), emit: (file, content) => writer.write(file, content) }),
  );
  const { stylesheet, script, favicon } = inputs.assets;
  // The asset manifest the templates read: which hashed file each asset is.
  const settings: RenderSettings = { assets: { stylesheet: stylesheet.url, favicon: favicon.url, script: script.url }, buildDate: buildDate(options.env), images };
  const rendered = await stage(`render ${table.routes.length} routes`, () => renderSite({ table, routes: table.routes, render: options.renderer(settings), writer }));
  const { scriptHashes, selection } = rendered;
  for (const asset of [stylesheet, script, favicon]) writer.write(asset.file, asset.content);
  const publicFiles = await readPublicFiles(join(root, 'public'));
  for (const [file, content] of publicFiles) writer.write(file, content);
  for (const [file, content] of createTableFiles({ table: rendered.table, company: data.company, scriptHashes, publicFiles: [...publicFiles.keys()] })) writer.write(file, content);
  return { table: rendered.table, selection, settings, scriptHashes, publicFiles: [...publicFiles.keys()], imagesEncoded: encoded };
}

/** The build date: from SOURCE_DATE_EPOCH when set (reproducible builds), otherwise now. */
function buildDate(env: NodeJS.ProcessEnv = process.env): number {
  const epoch = env.SOURCE_DATE_EPOCH;
  return epoch && /^\d+$/.test(epoch) ? Number(epoch) * 1000 : Date.now();
}
