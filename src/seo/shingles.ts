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

/** A page's distinct shingles, hashed to 32 bits, ascending: a Set would box half of them (40 bytes a shingle), and two sorted arrays compare in one merge. */
export type Shingles = Int32Array;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const spaced = (name: string) => escape(name).replace(/\s+/g, '\\s+');

// One pattern per name: a site has a few dozen names and measures each hundreds of times.
const patterns = new Map<string, RegExp>();
function pattern(source: string): RegExp {
  let found = patterns.get(source);
  if (!found) {
    if (patterns.size > 10_000) patterns.clear();
    found = new RegExp(source, 'gi');
    patterns.set(source, found);
  }
  return found;
}

// Word characters after lower-casing: a-z, 0-9, £, %, / and -. Anything else separates words.
const WORD = new Uint8Array(256);
for (const range of [['a', 'z'], ['0', '9']] as const) for (let code = range[0].charCodeAt(0); code <= range[1].charCodeAt(0); code += 1) WORD[code] = 1;
for (const char of '£%/-') WORD[char.charCodeAt(0)] = 1;

/**
 * Each ASCII character's word character once lower-cased (0: a separator). Beyond ASCII only three code
 * units lower-case to a word character: £ itself, the Kelvin sign (k) and İ (i, then a combining dot that
 * separates). Folding here instead of calling toLowerCase() spares a copy of the text that V8 makes slowly
 * for the two-byte strings the pages are (en dashes, curly quotes): ~30 ms of a build. Tested against
 * toLowerCase() for every code point.
 */
const FOLDED = new Uint8Array(128);
for (let code = 0; code < 128; code += 1) {
  const lower = String.fromCharCode(code).toLowerCase().charCodeAt(0);
  if (WORD[lower] === 1) FOLDED[code] = lower;
}
const POUND = 0xa3;
const KELVIN = 0x212a;
const DOTTED_CAPITAL_I = 0x130;

let words: Int32Array = new Int32Array(4096);

/** A page's shingles (FNV-1a over its words' FNV-1a hashes, in order): no string is built per word or shingle. */
export function shingleSet(text: string, names: SwappedNames): Shingles {
  // A name's words may stand apart by any white space: pages are measured as rendered, spaces and line breaks as they are.
  const swapped = text.replace(pattern(spaced(names.service)), ' service-name ').replace(pattern(`\\b${spaced(names.town)}\\b`), ' town-name ');
  let count = 0;
  let value = 0x811c9dc5;
  let inWord = false;
  for (let i = 0; i <= swapped.length; i += 1) {
    const unit = i < swapped.length ? swapped.charCodeAt(i) : 32;
    const code = unit < 128 ? (FOLDED[unit] ?? 0) : unit === POUND ? POUND : unit === KELVIN ? 0x6b : unit === DOTTED_CAPITAL_I ? 0x69 : 0;
    if (code !== 0) {
      value = Math.imul(value ^ code, 0x01000193);
      inWord = true;
      // İ lower-cases to i and a combining dot: the word ends after the i.
      if (unit !== DOTTED_CAPITAL_I) continue;
    }
    if (inWord) {
      if (count === words.length) {
        const bigger = new Int32Array(words.length * 2);
        bigger.set(words);
        words = bigger;
      }
      words[count++] = value;
      value = 0x811c9dc5;
      inWord = false;
    }
  }
  const total = Math.max(0, count - SHINGLE_WORDS + 1);
  const shingles = new Int32Array(total);
  for (let i = 0; i < total; i += 1) {
    let mixed = 0x811c9dc5;
    for (let k = i; k < i + SHINGLE_WORDS; k += 1) {
      mixed = Math.imul(mixed ^ (words[k] ?? 0), 0x01000193);
      mixed ^= mixed >>> 15;
    }
    shingles[i] = mixed;
  }
  sortInPlace(shingles);
  let distinct = 0;
  for (let i = 0; i < total; i += 1) if (i === 0 || shingles[i] !== shingles[distinct - 1]) shingles[distinct++] = shingles[i] ?? 0;
  return distinct === total ? shingles : shingles.slice(0, distinct);
}

let spare = new Int32Array(1024);

/**
 * Sorts 32-bit hashes ascending, as signed numbers: a radix sort of four byte-wide passes, about five times faster than
 * Int32Array.prototype.sort for the thousand-odd shingles of a page (a build sorts one set for each service-in-town page).
 */
function sortInPlace(values: Int32Array): void {
  if (spare.length < values.length) spare = new Int32Array(values.length * 2);
  let from: Int32Array = values;
  let to: Int32Array = spare.subarray(0, values.length);
  const counts = new Uint32Array(256);
  for (let shift = 0; shift < 32; shift += 8) {
    counts.fill(0);
    // The top byte's sign bit flipped, so that negative numbers come first.
    const flip = shift === 24 ? 0x80 : 0;
    for (let i = 0; i < from.length; i += 1) {
      const bucket = (((from[i] ?? 0) >>> shift) & 0xff) ^ flip;
      counts[bucket] = (counts[bucket] ?? 0) + 1;
    }
    let start = 0;
    for (let bucket = 0; bucket < 256; bucket += 1) {
      const count = counts[bucket] ?? 0;
      counts[bucket] = start;
      start += count;
    }
    for (let i = 0; i < from.length; i += 1) {
      const value = from[i] ?? 0;
      const bucket = ((value >>> shift) & 0xff) ^ flip;
      const at = counts[bucket] ?? 0;
      to[at] = value;
      counts[bucket] = at + 1;
    }
    [from, to] = [to, from];
  }
}

/** The share of the smaller page's shingles that the other holds too: 0 for nothing in common, 1 for one inside the other. */
export function sharedFraction(a: Shingles, b: Shingles): number {
  const [small, large] = a.length <= b.length ? [a, b] : [b, a];
  if (small.length === 0) return 1;
  let shared = 0;
  let i = 0;
  let j = 0;
  while (i < small.length && j < large.length) {
    const x = small[i] ?? 0;
    const y = large[j] ?? 0;
    if (x === y) {
      shared += 1;
      i += 1;
      j += 1;
    } else if (x < y) i += 1;
    else j += 1;
  }
  return shared / small.length;
}
