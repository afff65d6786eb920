/**
 * The key prefix the site lives under, `site/` (or `''`), from `site`, `/site/` or `releases/site`;
 * refuses `.`/`..` segments, empty segments and backslashes.
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
