import { entityCode, ENTITY_SOURCE } from './entities.ts';

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

// Word characters after lower-casing: a-z, 0-9, £, %, / and -. Anything else separates words.
const WORD = new Uint8Array(256);
for (const range of [['a', 'z'], ['0', '9']] as const) for (let code = range[0].charCodeAt(0); code <= range[1].charCodeAt(0); code += 1) WORD[code] = 1;
for (const char of '£%/-') WORD[char.charCodeAt(0)] = 1;

/**
 * Each ASCII character's word character once lower-cased (0: a separator). Beyond ASCII only three characters
 * lower-case to a word character: £ itself, the Kelvin sign (k) and İ (i, then a combining dot that separates);
 * every byte of any other character's UTF-8 is a separator. Folding the bytes here spares decoding the page and a
 * lower-cased copy of its text. Tested against toLowerCase() for every code point.
 */
const FOLDED = new Uint8Array(128);
for (let code = 0; code < 128; code += 1) {
  const lower = String.fromCharCode(code).toLowerCase().charCodeAt(0);
  if (WORD[lower] === 1) FOLDED[code] = lower;
}
const POUND = 0xa3;
const KELVIN = 0x212a;
const DOTTED_CAPITAL_I = 0x130;
const FNV_START = 0x811c9dc5;

const ENTITY = new RegExp(`^${ENTITY_SOURCE}`, 'i');

/** The character an entity at `at` stands for, and the entity's length; none where `&` starts no entity, e.g. `&#163;` → £, 6. */
function entityAt(page: Buffer, at: number, to: number): { code: number; length: number } | undefined {
  const name = ENTITY.exec(page.toString('latin1', at, Math.min(at + 32, to)))?.[1];
  const code = name === undefined ? undefined : entityCode(name);
  return code === undefined ? undefined : { code, length: name!.length + 2 };
}

/** The words of the text of some UTF-8 HTML between `from` and `to`, each an FNV-1a hash of its folded characters, into `words`. */
function hashWords(page: Buffer, from: number, to: number): number {
  let count = 0;
  let value = FNV_START;
  let inWord = false;
  for (let i = from; i <= to; i += 1) {
    let unit = i < to ? (page[i] ?? 0) : 32;
    if (unit >= 0x80) {
      // The three characters beyond ASCII that fold to a word character (£ C2 A3, K E2 84 AA, İ C4 B0).
      const next = i + 1 < to ? page[i + 1] : 0;
      if (unit === 0xc2 && next === 0xa3) unit = POUND;
      else if (unit === 0xc4 && next === 0xb0) unit = DOTTED_CAPITAL_I;
      else if (unit === 0xe2 && next === 0x84 && i + 2 < to && page[i + 2] === 0xaa) unit = KELVIN;
      else unit = 0;
      if (unit !== 0) i += unit === KELVIN ? 2 : 1;
    } else if (unit === 0x3c) {
      // A tag is a word boundary.
      let close = i + 1;
      while (close < to && page[close] !== 0x3e) close += 1;
      if (close < to) i = close;
    } else if (unit === 0x26) {
      // An entity is the character it stands for.
      const entity = entityAt(page, i, to);
      if (entity && i + entity.length <= to) {
        i += entity.length - 1;
        unit = entity.code;
      }
    }
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
      value = FNV_START;
      inWord = false;
    }
  }
  return count;
}

let words: Int32Array = new Int32Array(4096);

/** A name's words as hashes, e.g. `Kirk Ella` → two; the placeholders are words of their own (`service-name`). */
function nameWords(name: string): Int32Array {
  const bytes = Buffer.from(name);
  const count = hashWords(bytes, 0, bytes.length);
  return words.slice(0, count);
}
const SERVICE_NAME = nameWords('service-name')[0] ?? 0;
const TOWN_NAME = nameWords('town-name')[0] ?? 0;

/** Replaces each run of `name`'s words in the first `count` words with `placeholder`; the new count. */
function swapName(count: number, name: Int32Array, placeholder: number): number {
  if (name.length === 0) return count;
  let kept = 0;
  for (let i = 0; i < count; ) {
    let k = 0;
    while (k < name.length && i + k < count && words[i + k] === name[k]) k += 1;
    if (k === name.length) {
      words[kept++] = placeholder;
      i += k;
    } else {
      words[kept++] = words[i++] ?? 0;
    }
  }
  return kept;
}

/**
 * A page's shingles: the words of the text of its UTF-8 HTML between `from` and `to` (tags separate words; entities
 * are the characters they stand for), the service's and the town's names, as whole words in any case, swapped for
 * placeholders, and each six words in a row hashed (FNV-1a over the words' FNV-1a hashes): no string is built.
 */
export function shingleSet(page: Buffer, names: SwappedNames, from = 0, to = page.length): Shingles {
  const service = nameWords(names.service);
  const town = nameWords(names.town);
  const count = swapName(swapName(hashWords(page, from, to), service, SERVICE_NAME), town, TOWN_NAME);
  const total = Math.max(0, count - SHINGLE_WORDS + 1);
  const shingles = new Int32Array(total);
  const hashed = words;
  for (let i = 0; i < total; i += 1) {
    let mixed = FNV_START;
    for (let k = i; k < i + SHINGLE_WORDS; k += 1) {
      mixed = Math.imul(mixed ^ (hashed[k] ?? 0), 0x01000193);
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
