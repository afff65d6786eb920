import type { z } from 'zod';

/**
 * A value read from a data file that may have failed its schema: any field or list item may be missing,
 * but whatever is present has its schema's type, so the cross-checks can run beside the schema errors.
 */
export type Loose<T> = T extends readonly (infer Item)[]
  ? readonly (Loose<Item> | undefined)[]
  : T extends object
    ? { readonly [Key in keyof T]?: Loose<T[Key]> | undefined }
    : T;

/**
 * Replaces every part of `value` that a schema issue points at with `undefined`, in place, keeping keys
 * and list positions (so later JSON paths stay right): what is left is what `Loose` promises.
 */
export function pruneInvalid(value: unknown, issues: readonly z.core.$ZodIssue[]): unknown {
  let root = value;
  for (const issue of issues) {
    const path = issue.path.map((segment) => (typeof segment === 'symbol' ? String(segment) : segment));
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) root = prunePath(root, [...path, key]);
    } else if ((issue.code === 'too_small' || issue.code === 'too_big') && issue.origin === 'array') {
      continue;
    } else {
      root = prunePath(root, path);
    }
  }
  return root;
}

function prunePath(root: unknown, path: readonly PropertyKey[]): unknown {
  if (path.length === 0) return undefined;
  let parent = root;
  for (const segment of path.slice(0, -1)) {
    if (parent === null || typeof parent !== 'object') return root;
    parent = (parent as Record<PropertyKey, unknown>)[segment];
  }
  const last = path[path.length - 1];
  if (parent !== null && typeof parent === 'object' && last !== undefined && Object.hasOwn(parent, last)) {
    (parent as Record<PropertyKey, unknown>)[last] = undefined;
  }
  return root;
}
