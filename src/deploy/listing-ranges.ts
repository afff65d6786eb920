/** Keys a page of a bucket listing holds: S3's most, and what S3-compatible stores default to. */
export const LISTING_PAGE = 1000;

/** Listing requests in flight at once at most: a few, so that a grown bucket is not hit harder than a page at a time needs. */
export const MAX_LISTING_RANGES = 8;

/**
 * Where to split a bucket's listing into ranges listed side by side, from the keys expected there
 * (the built site's), e.g. for 33,000 keys the 7 keys after which ranges 2 to 8 start. A listing is a
 * chain of pages, each asked for with the last one's token: against S3 each page is a round trip, so a
 * grown site spends its deploy waiting on one page after another. Each boundary ends a whole page of
 * the range before it, so the ranges together send as many requests as one chain would. The ranges
 * cover every key whatever the bucket holds (`inRange`); the expected keys only make them even.
 * `keys` are sorted (compareKeys).
 */
export function listingBoundaries(keys: readonly string[], pageSize = LISTING_PAGE, maxRanges = MAX_LISTING_RANGES): string[] {
  const pages = Math.ceil(keys.length / pageSize);
  const ranges = Math.min(maxRanges, pages);
  if (ranges < 2) return [];
  const pagesPerRange = Math.ceil(pages / ranges);
  const boundaries: string[] = [];
  for (let index = pagesPerRange * pageSize - 1; index < keys.length - 1; index += pagesPerRange * pageSize) boundaries.push(keys[index] as string);
  return boundaries;
}

/**
 * S3's order of keys: by their UTF-8 bytes, which is the order of their code points (JavaScript's `<`
 * compares UTF-16 units, which differs for characters past U+FFFF against those from U+E000).
 */
export function compareKeys(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index += 1) {
    const unitA = a.charCodeAt(index);
    const unitB = b.charCodeAt(index);
    if (unitA !== unitB) return (a.codePointAt(index) as number) - (b.codePointAt(index) as number);
  }
  return a.length - b.length;
}

/** Whether `key` belongs to the range that starts after `after` and ends with `last` (inclusive); `undefined` is open. */
export function inRange(key: string, after: string | undefined, last: string | undefined): boolean {
  return (after === undefined || compareKeys(key, after) > 0) && (last === undefined || compareKeys(key, last) <= 0);
}
