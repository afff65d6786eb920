export { build, type BuildOptions, type BuildResult } from './pipeline/index.ts';
export { serve, type ServeOptions, type RunningServer } from './serve/index.ts';
export { createRebuildSession, type RebuildSession, type RebuildResult } from './rebuild/rebuild-session.ts';
export { check, type CheckOptions } from './check/index.ts';
export { report, type ReportOptions } from './report/index.ts';
import type { DeployOptions, DeploySummary } from './deploy/index.ts';
export type { DeployOptions, DeploySummary };
export { loadSiteData } from './data/load-data.ts';
export { describeRoute, listRoutes, routes, type RouteDescription, type RouteSummary, type RoutesOptions } from './page-sources/index.ts';
export { CtsiteError } from './errors/ctsite-error.ts';
export { cacheDir, CACHE_DIR_ENV } from './cache-dir.ts';

/** Bytes per page kind of a built site, for the benchmark. */
export async function measureSiteSizes(dir: string) {
  const [{ readBuiltPages }, { measurePageKinds }] = await Promise.all([import('./check/read-built-pages.ts'), import('./check/budgets.ts')]);
  return measurePageKinds(dir, await readBuiltPages(dir));
}

/** `ctsite deploy` as a function; the AWS SDK loads only when it is called, not with the build. */
export async function deploy(options: DeployOptions): Promise<DeploySummary> {
  return (await import('./deploy/index.ts')).deploy(options);
}
