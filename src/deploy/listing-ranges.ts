/** Keys a page of a bucket listing holds: S3's most, and what S3-compatible stores default to. */
const LISTING_PAGE = 1000;

/** Listing requests in flight at once at most: a grown bucket is not hit much harder than a page at a time. */
const MAX_LISTING_RANGES = 8;

/**
 * Where to split a listing into ranges listed side by side (each S3 page is a round trip), from the sorted
 * keys expected there; each boundary ends a whole page, so the ranges send no more requests than one chain.
 */
export function listingBoundaries(keys: readonly string[]): string[] {
  const pages = Math.ceil(keys.length / LISTING_PAGE);
  const ranges = Math.min(MAX_LISTING_RANGES, pages);
  if (ranges < 2) return [];
  const step = Math.ceil(pages / ranges) * LISTING_PAGE;
  const boundaries: string[] = [];
  for (let index = step - 1; index < keys.length - 1; index += step) boundaries.push(keys[index] as string);
  return boundaries;
}

/** S3's order of keys: by UTF-8 bytes, i.e. by code points (`<` compares UTF-16 units, which differs past U+FFFF). */
export function compareKeys(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index += 1) {
    if (a.charCodeAt(index) !== b.charCodeAt(index)) return (a.codePointAt(index) as number) - (b.codePointAt(index) as number);
  }
  return a.length - b.length;
}

/** Whether `key` belongs to the range that starts after `after` and ends with `last` (inclusive); `undefined` is open. */
export function inRange(key: string, after: string | undefined, last: string | undefined): boolean {
  return (after === undefined || compareKeys(key, after) > 0) && (last === undefined || compareKeys(key, last) <= 0);
}
