import { editDistance } from '../data/nearest-name.ts';

/** The addresses nearest to `pathname` by edit distance (ties all kept, at most three), e.g. for a mistyped address. */
export function closestAddresses(pathname: string, pathnames: readonly string[]): string[] {
  if (pathnames.length === 0) return [];
  const distances = pathnames.map((candidate) => editDistance(pathname, candidate));
  const best = Math.min(...distances);
  return pathnames.filter((_, index) => distances[index] === best).slice(0, 3);
}
