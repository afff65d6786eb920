/**
 * The measure of how much two local pages say alike (issue 13): the word 6-gram shingles of their text, with
 * the service's and the town's names swapped for placeholders, and the share of the smaller page's shingles
 * that the other page has too. Search engines demote sites whose town pages differ only by a name.
 */

/** Words in a shingle. */
export const SHINGLE_WORDS = 6;
/** The most two indexed pages of one town, or of one service, may share. */
export const MAX_SHARED = 0.5;

/** The names to swap out of a page's text, e.g. `{ service: 'Backup Power Systems', town: 'Goole' }`. */
export interface SwappedNames {
  service: string;
  town: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A page's shingles, each hashed to 32 bits (FNV-1a over its words' hashes): sets of numbers compare fast. */
export function shingleSet(text: string, names: SwappedNames): Set<number> {
  const swapped = text
    .replace(new RegExp(escape(names.service), 'gi'), ' service-name ')
    .replace(new RegExp(`\\b${escape(names.town)}\\b`, 'gi'), ' town-name ');
  const words = swapped.toLowerCase().replace(/[^a-z0-9£%/-]+/g, ' ').split(' ').filter(Boolean).map(hash);
  const set = new Set<number>();
  // Each shingle's hash mixes its six word hashes in order: no string is built per shingle.
  for (let i = 0; i + SHINGLE_WORDS <= words.length; i += 1) {
    let value = 0x811c9dc5;
    for (let k = i; k < i + SHINGLE_WORDS; k += 1) {
      value = Math.imul(value ^ (words[k] ?? 0), 0x01000193);
      value ^= value >>> 15;
    }
    set.add(value >>> 0);
  }
  return set;
}

/** The share of the smaller set that the other holds too: 0 for nothing in common, 1 for one inside the other. */
export function sharedFraction(a: ReadonlySet<number>, b: ReadonlySet<number>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size === 0) return 1;
  let shared = 0;
  for (const item of small) if (large.has(item)) shared += 1;
  return shared / small.size;
}

function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}
