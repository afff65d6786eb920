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

/** The built site's `_headers` and `_redirects`, answered like the host; in watch mode the CSP also allows `scriptHash`. */
export function createHostRules(dir: string, scriptHash?: string) {
  const headers = createCachedReader(join(dir, '_headers'), (text) => createHeaderLookup(parseHeaderRules(text)));
  const redirects = createCachedReader(join(dir, '_redirects'), parseRedirectRules);
  return {
    async headersFor(pathname: string) {
      const found = (await headers())?.(pathname) ?? new Map<string, string>();
      const policy = found.get('Content-Security-Policy');
      if (scriptHash && policy) found.set('Content-Security-Policy', policy.replace(/script-src ([^;]*)/, `script-src $1 ${scriptHash}`));
      return found;
    },
    redirectFor: async (pathname: string) => (await redirects())?.get(pathname),
  };
}
