import { decodeText } from './entities.ts';
import { shingleSet, type Shingles, type SwappedNames } from './shingles.ts';

const TRAIL_START = Buffer.from('<nav aria-label="Breadcrumb"');
const TRAIL_END = Buffer.from('</nav>');
const MAIN_START = Buffer.from('<main');
const MAIN_END = Buffer.from('</main>');

/** The service's and the town's names from the page's breadcrumb trail: Home / Services / {service} / {town}. */
function namesOf(page: Buffer, from: number): SwappedNames | undefined {
  const start = page.indexOf(TRAIL_START, from);
  const end = start < 0 ? -1 : page.indexOf(TRAIL_END, start);
  const trail = end < 0 ? '' : page.toString('utf8', start, end);
  const crumbs = [...trail.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((match) => decodeText((match[1] ?? '').replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim().replace(/^\/\s*/, ''));
  const [service, town] = crumbs.slice(-2);
  return crumbs.length >= 4 && service && town ? { service, town } : undefined;
}

/**
 * A rendered service-in-town page, in UTF-8, as the index measure sees it: the names in its breadcrumb trail and the
 * shingles of the text of its <main>. The build chooses the indexed pages with it, and `ctsite check` tests the built pages with it.
 */
export function measureLocalPage(page: Buffer): { names: SwappedNames; shingles: Shingles } | undefined {
  const start = page.indexOf(MAIN_START);
  // The trail stands in <main>: looked for from there, not through the head and the header.
  const names = namesOf(page, Math.max(0, start));
  if (!names) return undefined;
  const open = start < 0 ? -1 : page.indexOf(0x3e, start);
  const end = page.lastIndexOf(MAIN_END);
  return { names, shingles: open < 0 || end < open ? new Int32Array() : shingleSet(page, names, open + 1, end) };
}
