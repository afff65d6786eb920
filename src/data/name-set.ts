/**
 * The names (slugs) of a list whose entries may be unreadable after a schema error: a reference is missing
 * only when every name could be read (an unreadable slug might be the one referred to).
 */
export interface NameSet {
  /** True when `name` is a string and surely not in the list, e.g. `lacks('atlantis')`. */
  lacks(name: unknown): boolean;
  /** The names that could be read, in order, e.g. for a hint. */
  readonly names: readonly string[];
}

export function collectNames(values: readonly unknown[] | undefined): NameSet {
  const names = (values ?? []).filter((value): value is string => typeof value === 'string');
  const complete = values !== undefined && names.length === values.length;
  const set = new Set(names);
  return { names: [...set], lacks: (name) => complete && typeof name === 'string' && !set.has(name) };
}

/** Indexes of every entry whose name appeared earlier in the list; unreadable names are skipped. */
export function findDuplicates(values: readonly unknown[] | undefined): number[] {
  const seen = new Set<string>();
  const duplicates: number[] = [];
  (values ?? []).forEach((value, index) => {
    if (typeof value !== 'string') return;
    if (seen.has(value)) duplicates.push(index);
    else seen.add(value);
  });
  return duplicates;
}
