import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** The `_redirects` file of the built site, re-read when it changes, so serve answers like the host. */
export function createRedirectRules(dir: string): (pathname: string) => Promise<string | undefined> {
  let cached: { mtimeMs: number; rules: Map<string, string> } | undefined;
  return async (pathname) => {
    const file = join(dir, '_redirects');
    const info = await stat(file).catch(() => undefined);
    if (!info) return undefined;
    if (!cached || cached.mtimeMs !== info.mtimeMs) {
      const rules = new Map<string, string>();
      for (const line of (await readFile(file, 'utf8')).split('\n')) {
        const [from, to, status] = line.trim().split(/\s+/);
        if (from && to && from.startsWith('/') && (status === undefined || status === '301')) rules.set(from, to);
      }
      cached = { mtimeMs: info.mtimeMs, rules };
    }
    return cached.rules.get(pathname);
  };
}
