import { join, resolve } from 'node:path';

/** The environment variable that chooses the cache folder, e.g. `CTSITE_CACHE_DIR=/tmp/ctsite-cache`. */
export const CACHE_DIR_ENV = 'CTSITE_CACHE_DIR';

/**
 * Where ctsite keeps what it can make again between runs: picture encodings (`images/`), the stylesheet
 * (`site-*.css`), the client bundle (`client-*.json`), external links' results (`external-links.json`) and V8's
 * compiled code for its own modules (`v8/`, chosen in bin/ctsite.js by the same rule). `CTSITE_CACHE_DIR` names
 * the folder (relative to the current folder); without it, `node_modules/.cache/ctsite` in the project folder.
 * The tests point it at a temporary folder, so that a test run leaves the user's cache as it was.
 */
export function cacheDir(project: string): string {
  const chosen = process.env[CACHE_DIR_ENV];
  return chosen ? resolve(chosen) : join(project, 'node_modules/.cache/ctsite');
}
