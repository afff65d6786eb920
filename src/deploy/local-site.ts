import { statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { HOST_FILES } from '../build/host-files.ts';
import { fileContentHash } from '../build/content-hash.ts';
import { statMatches, type FileRecord, type OutputState } from '../build/output-state.ts';
import { createError } from '../errors/ctsite-error.ts';
import { ASSETS_FOLDER, cacheControlFor } from '../hosting/cache-policy.ts';
import { contentTypeFor } from '../hosting/content-types.ts';
import { createHeaderLookup, parseHeaderRules } from '../hosting/header-rules.ts';
import { parseRedirectRules } from '../hosting/redirect-rules.ts';
import { pathnameForOutput } from '../routes/output-path.ts';
import { runPool } from './run-pool.ts';
import { listPublishableFiles, type SkippedEntry } from './publishable-files.ts';

/**
 * The upload groups in the order they go live, each finished before the next starts, so that no
 * visitor gets a page whose stylesheet, script or image is not there yet: content-hashed assets,
 * other files (og-image.png), pages, then what points crawlers at the pages (sitemap, robots.txt).
 */
export const DEPLOY_GROUPS = ['assets', 'files', 'pages', 'crawler files'] as const;
export type DeployGroup = (typeof DEPLOY_GROUPS)[number];

/** What the object's response headers must be, e.g. `{ contentType: 'text/html; charset=utf-8', ... }`. */
export interface ObjectHeaders {
  contentType: string;
  cacheControl: string;
  /** The redirect target of a redirect page, e.g. `/contact/#emergency`, sent by S3 as a 301. */
  redirect: string | undefined;
}

/** A file of the built site as it is to be stored, e.g. `about/index.html` under the key `site/about/index.html`. */
export interface LocalObject {
  /** The object key: the prefix and the file, e.g. `site/about/index.html`. */
  key: string;
  /** The file relative to the site folder, e.g. `about/index.html`. */
  file: string;
  path: string;
  size: number;
  /** Hex MD5 of the bytes, what S3 reports as the ETag of a single-part upload. */
  md5: string;
  group: DeployGroup;
  headers: ObjectHeaders;
}

/** Files taken between two turns of the event loop. */
const FILES_PER_TURN = 256;

/** Files a build by ctsite always writes: without them the folder is not a built site. */
const REQUIRED_FILES = ['index.html', '_headers', '_redirects'];

/** The built site as a deploy publishes it: its objects, and what it leaves out (dotfiles, links). */
export interface LocalSite {
  objects: LocalObject[];
  skipped: SkippedEntry[];
  /** Files read to be hashed; the others' MD5s were known from the build's state. */
  hashed: number;
}

/**
 * Reads the built site for a deploy: every regular file except the host files and the private ones, its
 * MD5, its group, and its headers from the site's own `_headers` and `_redirects` (what `ctsite serve`
 * applies too). Only hashes are kept, and a large file is hashed as a stream, so memory grows neither
 * with the site nor with its largest file. A file the build's state describes (`built`: its MD5, and
 * the size and mtime the build gave it, which an edit changes) is not read at all.
 */
export async function readLocalSite(dir: string, prefix: string, built: OutputState | undefined): Promise<LocalSite> {
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
    const { hash: md5, size, read } = await hashOf(path, built?.files[file]);
    if (read) hashed += 1;
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

/** A file's MD5 and size: from the build's state while its record of the file holds (the size and mtime the build gave it, which an edit changes), else read and hashed. */
async function hashOf(path: string, record: FileRecord | undefined): Promise<{ hash: string; size: number; read: boolean }> {
  // Synchronous: a file the state describes costs only this stat, and a promise for it cost more than the call.
  const info = statSync(path);
  if (record && statMatches(info, record)) return { hash: record[0], size: info.size, read: false };
  return { ...(await fileContentHash(path, info.size)), read: true };
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
