/** The addresses nearest to `pathname` by edit distance (ties all kept, at most three), e.g. for a mistyped address. */
export function closestAddresses(pathname: string, pathnames: readonly string[]): string[] {
  if (pathnames.length === 0) return [];
  const distances = pathnames.map((candidate) => editDistance(pathname, candidate));
  const best = Math.min(...distances);
  return pathnames.filter((_, index) => distances[index] === best).slice(0, 3);
}

/** Levenshtein's distance: the fewest characters inserted, deleted or replaced to turn `a` into `b`. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length] as number;
}
