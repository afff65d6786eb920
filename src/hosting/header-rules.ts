/** One block of a `_headers` file, e.g. `/assets/*` with `Cache-Control: public, max-age=31536000, immutable`. */
export interface HeaderRule {
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
 * The headers a host adds to the response for `pathname` (e.g. `/services/`), as `ctsite serve` and
 * `ctsite deploy` both apply them: every matching rule in order, a later value replacing an earlier.
 */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of rules) if (matches(rule.pattern, pathname)) for (const [name, value] of rule.headers) headers.set(name, value);
  return headers;
}
