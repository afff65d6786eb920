import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

interface HeaderRule {
  /** `/assets/*` or an exact path such as `/`. */
  pattern: string;
  headers: [string, string][];
}

/** Parses a `_headers` file (Netlify / Cloudflare Pages syntax): a path, then indented `Name: value` lines. */
export function parseHeaderRules(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && colon > 0) rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

function matches(pattern: string, pathname: string): boolean {
  return pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern;
}

/**
 * The headers the host would add to a response, from the built site's `_headers`, re-read when it
 * changes, so that the preview sends the same Content-Security-Policy and caching as production.
 */
export function createHeaderRules(dir: string): (pathname: string) => Promise<Map<string, string>> {
  let cached: { mtimeMs: number; rules: HeaderRule[] } | undefined;
  return async (pathname) => {
    const file = join(dir, '_headers');
    const info = await stat(file).catch(() => undefined);
    if (!info) return new Map();
    if (!cached || cached.mtimeMs !== info.mtimeMs) cached = { mtimeMs: info.mtimeMs, rules: parseHeaderRules(await readFile(file, 'utf8')) };
    const headers = new Map<string, string>();
    for (const rule of cached.rules) if (matches(rule.pattern, pathname)) for (const [name, value] of rule.headers) headers.set(name, value);
    return headers;
  };
}
