/**
 * The key prefix the site lives under, as `site/` (or `''` for the bucket's root), from what a person
 * types: `site`, `/site/`, `releases/site`. Refuses `.`/`..` segments, empty segments and backslashes.
 */
export function normalizePrefix(value: string | undefined): string {
  const trimmed = (value ?? '').replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return '';
  const segments = trimmed.split('/');
  if (trimmed.includes('\\') || segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    throw new Error(`a folder path such as site or releases/site, without empty, "." or ".." parts (got "${value}")`);
  }
  return `${trimmed}/`;
}
