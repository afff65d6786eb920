/**
 * Edit distance between two strings (optimal string alignment: insertions, deletions, substitutions, and
 * two neighbouring characters swapped as one edit, the commonest slip when typing a slug: "wetlon").
 */
export function editDistance(a: string, b: string): number {
  // Three rows of the table suffice: a swap looks two rows back.
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, (before[j - 2] as number) + 1);
      current[j] = best;
    }
    before = previous;
    previous = current;
  }
  return previous[b.length] as number;
}

/**
 * The name nearest to `wanted` when it is close enough to be the one meant: at most one edit in three
 * characters of the shorter (so "weltn" finds "welton", "atlantis" finds nothing). Ties go to the first.
 */
export function nearestName(wanted: string, names: readonly string[]): string | undefined {
  let nearest: string | undefined;
  let nearestDistance = Infinity;
  for (const name of names) {
    const distance = editDistance(wanted, name);
    const allowed = Math.max(1, Math.floor(Math.min(wanted.length, name.length) / 3));
    if (distance <= allowed && distance < nearestDistance) {
      nearest = name;
      nearestDistance = distance;
    }
  }
  return nearest;
}
