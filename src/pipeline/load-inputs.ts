import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { findExampleDomains } from '../data/sample/example-domains.ts';
import { findSampleContent } from '../data/sample/find-sample-content.ts';
import type { SampleItem } from '../data/sample/sample-item.ts';
import { createError, CtsiteError } from '../errors/ctsite-error.ts';
import type { StageTimer } from '../log/stage-timer.ts';
import { hashAsset, type HashedAsset } from './assets.ts';
import { bundleClient } from './client-bundle.ts';
import { openSite, type OpenSiteOptions, type Site } from './open-site.ts';
import { buildStylesheet } from './styles.ts';

/** What a build starts from: the site opened (data and routes), the content-hashed assets, and the data's sample content. */
export interface BuildInputs {
  site: Site;
  assets: { stylesheet: HashedAsset; script: HashedAsset; favicon: HashedAsset };
  /** Entries of the data that stand in for real ones (src/data/sample/): they build, and are counted. */
  sample: SampleItem[];
}

/** What a build reads from the project folder besides the data: absent when ctsite runs in another folder. */
const PROJECT_FILES = ['templates/styles/site.css', 'templates/styles/favicon.svg', 'client/main.ts'];

/** Opens the site and builds the assets side by side: the assets do not depend on the data. */
export async function loadInputs(options: OpenSiteOptions & { root: string; stage: StageTimer }): Promise<BuildInputs> {
  const { root, dataDir, stage } = options;
  const missing = (await Promise.all(PROJECT_FILES.map((file) => access(join(root, file)).then(() => [], () => [file])))).flat();
  if (missing.length > 0) throw createError('NotAProject', { root, missing: missing.join(', ') });
  const [site, css, js, icon, found] = await Promise.all([
    openSite(options),
    stage('build stylesheet', () => buildStylesheet(root)),
    stage('bundle client', () => bundleClient(root)),
    readFile(join(root, 'templates/styles/favicon.svg')),
    // Sample content builds as any other (the preview needs it); the build only counts it. A missing
    // data folder is load data's to report.
    findSampleContent(dataDir).catch((error: unknown) => {
      if (error instanceof CtsiteError && error.code === 'SampleCheckNoData') return [];
      throw error;
    }),
  ]);
  // `--site-url` replaces the data's address in every page: the data's example.com one is not published.
  const replaced = options.siteUrl !== undefined && findExampleDomains(options.siteUrl).length === 0;
  const sample = replaced ? found.filter((item) => !(item.file.endsWith('/company.json') && item.path.join('.') === 'siteUrl')) : found;
  return { site, sample, assets: { stylesheet: hashAsset('site', 'css', css), script: hashAsset('site', 'js', js), favicon: hashAsset('favicon', 'svg', icon) } };
}
