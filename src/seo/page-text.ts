import { shingleSet, type Shingles, type SwappedNames } from './shingles.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
/** Text as the page's HTML escapes it, as the data holds it, e.g. `Fire &amp; Security` → `Fire & Security`. */
export const decodeText = (html: string) =>
  html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) =>
    name.startsWith('#x') || name.startsWith('#X') ? String.fromCodePoint(parseInt(name.slice(2), 16)) : name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : (ENTITIES[name.toLowerCase()] ?? entity),
  );

/** Text as a reader sees it: every tag a word boundary, entities decoded (white space as it stands: the measure splits words at any). */
const textOf = (html: string) => decodeText(html.replace(/<[^>]*>/g, ' '));

/** The text a reader sees in a page's <main>. */
export function mainText(html: string): string {
  return textOf(/<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '');
}

/** The service's and the town's names from the page's breadcrumb trail: Home / Services / {service} / {town}. */
function namesOf(html: string): SwappedNames | undefined {
  const trail = /<nav aria-label="Breadcrumb"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  const crumbs = [...trail.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((match) => textOf(match[1] ?? '').replace(/\s+/g, ' ').trim().replace(/^\/\s*/, ''));
  const [service, town] = crumbs.slice(-2);
  return crumbs.length >= 4 && service && town ? { service, town } : undefined;
}

/**
 * A rendered service-in-town page as the index measure sees it: the names in its breadcrumb trail and the shingles of
 * its main text. The build chooses the indexed pages with it, and `ctsite check` tests the built pages with it.
 */
export function measureLocalPage(html: string): { names: SwappedNames; shingles: Shingles } | undefined {
  const names = namesOf(html);
  return names && { names, shingles: shingleSet(mainText(html), names) };
}
