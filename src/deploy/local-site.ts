import { statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { fileContentHash } from '../output/content-hash.ts';
import { statMatches, type OutputState } from '../output/state.ts';
import { createError } from '../errors/ctsite-error.ts';
import { ASSETS_FOLDER, cacheControlFor } from '../hosting/cache-policy.ts';
import { contentTypeFor } from '../hosting/content-types.ts';
import { createHeaderLookup, parseHeaderRules } from '../hosting/header-rules.ts';
import { HOST_FILES } from '../hosting/private-paths.ts';
import { parseRedirectRules } from '../hosting/redirect-rules.ts';
import { pathnameForOutput } from '../routes/output-path.ts';
import { runPool } from './run-pool.ts';
import { listPublishableFiles, type SkippedEntry } from './publishable-files.ts';

/**
 * The upload groups in the order they go live, each finished before the next starts, so that no visitor
 * gets a page whose stylesheet, script or image is not there yet; crawler files point at the pages.
 */
export const DEPLOY_GROUPS = ['assets', 'files', 'pages', 'crawler files'] as const;
type DeployGroup = (typeof DEPLOY_GROUPS)[number];

/** What the object's response headers must be, e.g. `{ contentType: 'text/html; charset=utf-8', ... }`. */
export interface ObjectHeaders {
  contentType: string;
  cacheControl: string;
  /** The redirect target of a redirect page, e.g. `/contact/#emergency`, sent by S3 as a 301. */
  redirect: string | undefined;
}

/** A file of the built site as it is to be stored, e.g. the file `about/index.html` under the key `site/about/index.html`. */
export interface LocalObject {
  key: string;
  file: string;
  path: string;
  size: number;
  md5: string;
  group: DeployGroup;
  headers: ObjectHeaders;
}

const FILES_PER_TURN = 256;

/** Files a build by ctsite always writes: without them the folder is not a built site. */
const REQUIRED_FILES = ['index.html', '_headers', '_redirects'];

/**
 * The built site as a deploy publishes it (host files and private ones left out), with headers from its
 * `_headers` and `_redirects`, and how many files were read to hash (the build's state had the others).
 */
export async function readLocalSite(dir: string, prefix: string, built: OutputState | undefined): Promise<{ objects: LocalObject[]; skipped: SkippedEntry[]; hashed: number }> {
  const [headersOf, redirects] = await Promise.all([
    readFile(join(dir, '_headers'), 'utf8').then((text) => createHeaderLookup(parseHeaderRules(text))),
    readFile(join(dir, '_redirects'), 'utf8').then(parseRedirectRules),
  ]);
  const listed = await listPublishableFiles(dir);
  const files = listed.files.filter((file) => !HOST_FILES.includes(file));
  const objects: LocalObject[] = [];
  let started = 0;
  let hashed = 0;
  await runPool(files, 32, async (file) => {
    // Most files cost a stat alone and never wait: the bucket's listing, running meanwhile, gets a turn.
    if (++started % FILES_PER_TURN === 0) await nextTurn();
    const path = join(dir, file);
    const known = built?.files[file];
    // Synchronous: a file the state describes costs only this stat, and a promise for it cost more than the call.
    const info = statSync(path);
    const changed = !known || !statMatches(info, known);
    // A large file is hashed as a stream: memory grows neither with the site nor with its largest file.
    const { hash: md5, size } = changed ? await fileContentHash(path, info.size) : { hash: known[0], size: info.size };
    if (changed) hashed += 1;
    const pathname = pathnameForOutput(file);
    objects.push({
      key: `${prefix}${file}`,
      file,
      path,
      size,
      md5,
      group: groupOf(file),
      headers: {
        contentType: contentTypeFor(file),
        cacheControl: headersOf(pathname).get('Cache-Control') ?? cacheControlFor(pathname),
        redirect: file.endsWith('.html') ? redirects.get(pathname) : undefined,
      },
    });
  });
  return { objects: objects.sort((a, b) => (a.key < b.key ? -1 : 1)), skipped: listed.skipped, hashed };
}

/** Fails with `NothingToDeploy` unless `dir` holds the files every ctsite build writes; before any request (readLocalSite relies on it). */
export async function checkBuiltSite(dir: string): Promise<void> {
  for (const file of REQUIRED_FILES) {
    if (!(await stat(join(dir, file)).then((info) => info.isFile(), () => false))) throw createError('NothingToDeploy', { dir, missing: file });
  }
}

/** The group of a file of the site, e.g. `assets/site.3f9a1c2b7d.css` → `assets`, `about/index.html` → `pages`. */
export function groupOf(file: string): DeployGroup {
  if (file.startsWith(ASSETS_FOLDER)) return 'assets';
  if (file.endsWith('.html')) return 'pages';
  if (file === 'robots.txt' || /^sitemap[^/]*\.xml$/.test(file)) return 'crawler files';
  return 'files';
}
