/** Parses a `_redirects` file (Netlify / Cloudflare Pages syntax) into address → target, keeping the 301 rules. */
export function parseRedirectRules(text: string): Map<string, string> {
  const rules = new Map<string, string>();
  for (const line of text.split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (from && to && from.startsWith('/') && (status === undefined || status === '301')) rules.set(from, to);
  }
  return rules;
}
