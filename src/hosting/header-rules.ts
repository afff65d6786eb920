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

/**
 * `headersFor`'s answer, for many paths: a grown site's `_headers` has a rule per top-level folder (thousands), so
 * rules are found by the path itself (exact rules) or by its first folder (`/about/*`), and only the
 * other wildcard rules (`/*`) are tried in turn; the order of the rules, which decides the value a
 * header ends with, is kept.
 */
export function createHeaderLookup(rules: readonly HeaderRule[]): (pathname: string) => Map<string, string> {
  const general: number[] = [];
  const exact = new Map<string, number[]>();
  const inFolder = new Map<string, number[]>();
  const add = (map: Map<string, number[]>, key: string, index: number) => (map.get(key) ?? map.set(key, []).get(key)!).push(index);
  rules.forEach((rule, index) => {
    if (!rule.pattern.endsWith('*')) return add(exact, rule.pattern, index);
    const folder = FIRST_FOLDER.exec(rule.pattern)?.[0];
    if (folder) add(inFolder, folder, index);
    else general.push(index);
  });
  // The wildcard rules a folder's paths may match, in file order: the same for every page of the folder.
  const byFolder = new Map<string, number[]>();
  const wildcardsFor = (folder: string) => {
    let found = byFolder.get(folder);
    if (!found) byFolder.set(folder, (found = [...general, ...(inFolder.get(folder) ?? [])].sort((a, b) => a - b)));
    return found;
  };
  return (pathname) => {
    const wildcards = wildcardsFor(FIRST_FOLDER.exec(pathname)?.[0] ?? '');
    const exactly = exact.get(pathname);
    const candidates = exactly ? [...wildcards, ...exactly].sort((a, b) => a - b) : wildcards;
    const headers = new Map<string, string>();
    for (const index of candidates) {
      const rule = rules[index]!;
      if (matches(rule.pattern, pathname)) for (const [name, value] of rule.headers) headers.set(name, value);
    }
    return headers;
  };
}

/** The first folder of a path or pattern, e.g. `/about/` of `/about/team/` and of `/about/*`. */
const FIRST_FOLDER = /^\/[^/]+\//;
