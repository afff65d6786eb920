/** One block of a `_headers` file, e.g. `/assets/*` with `Cache-Control: public, max-age=31536000, immutable`. */
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
 * The headers a host adds to the response for `pathname` (e.g. `/services/`), as `ctsite serve` and
 * `ctsite deploy` both apply them: every matching rule in order, a later value replacing an earlier.
 */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of rules) if (matches(rule.pattern, pathname)) for (const [name, value] of rule.headers) headers.set(name, value);
  return headers;
}

/**
 * `headersFor`'s answer, for many paths: a grown site has a rule per top-level folder (thousands), so only
 * the rules of the path itself, of its first folder and the general wildcards are tried, in file order.
 */
export function createHeaderLookup(rules: readonly HeaderRule[]): (pathname: string) => Map<string, string> {
  // By the path an exact rule names, `/about/*` for the wildcards inside a first folder, `*` for the others (`/*`).
  const byKey = new Map<string, number[]>();
  rules.forEach((rule, index) => {
    const key = rule.pattern.endsWith('*') ? `${FIRST_FOLDER.exec(rule.pattern)?.[0] ?? ''}*` : rule.pattern;
    (byKey.get(key) ?? byKey.set(key, []).get(key)!).push(index);
  });
  return (pathname) => {
    const folder = FIRST_FOLDER.exec(pathname)?.[0];
    const inFolder = folder ? (byKey.get(`${folder}*`) ?? []) : [];
    const candidates = [...(byKey.get('*') ?? []), ...inFolder, ...(byKey.get(pathname) ?? [])];
    return headersFor(candidates.sort((a, b) => a - b).map((index) => rules[index]!), pathname);
  };
}

/** The first folder of a path or pattern, e.g. `/about/` of `/about/team/` and of `/about/*`. */
const FIRST_FOLDER = /^\/[^/]+\//;
