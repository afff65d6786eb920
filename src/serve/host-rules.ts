import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { createHeaderLookup, parseHeaderRules } from '../hosting/header-rules.ts';
import { parseRedirectRules } from '../hosting/redirect-rules.ts';

/** Reads a host file of the built site through `parse`, again only when the file changed (a rebuild). */
function createCachedReader<T>(file: string, parse: (text: string) => T): () => Promise<T | undefined> {
  let cached: { mtimeMs: number; value: T } | undefined;
  return async () => {
    const info = await stat(file).catch(() => undefined);
    if (!info) return undefined;
    if (!cached || cached.mtimeMs !== info.mtimeMs) cached = { mtimeMs: info.mtimeMs, value: parse(await readFile(file, 'utf8')) };
    return cached.value;
  };
}

/**
 * The headers the host would add to a response, from the built site's `_headers`, so that the preview
 * sends the same Content-Security-Policy and caching as production.
 */
export function createHeaderRules(dir: string): (pathname: string) => Promise<Map<string, string>> {
  const read = createCachedReader(join(dir, '_headers'), (text) => createHeaderLookup(parseHeaderRules(text)));
  return async (pathname) => (await read())?.(pathname) ?? new Map<string, string>();
}

/** The `_redirects` file of the built site, so that serve answers like the host. */
export function createRedirectRules(dir: string): (pathname: string) => Promise<string | undefined> {
  const read = createCachedReader(join(dir, '_redirects'), parseRedirectRules);
  return async (pathname) => (await read())?.get(pathname);
}
