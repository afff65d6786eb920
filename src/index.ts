export { build, type BuildOptions, type BuildResult } from './build/index.ts';
export { serve, type ServeOptions, type RunningServer } from './serve/index.ts';
export { check, type CheckOptions } from './check/index.ts';
export { loadSiteData } from './data/load-data.ts';
export { CtsiteError } from './errors/ctsite-error.ts';
