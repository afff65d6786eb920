/**
 * Every value of the loaded data by a stable path (`company.phone.display`; an object's `#keys`, an
 * array's `#items`, its elements by unique slug, `locations[goole]`, else by index): the unit in which
 * a partial rebuild compares two loads and notes a page's reads. An object or array stands only for its
 * kind, so a page that only checks that `image` exists does not depend on the picture.
 */
export interface DataIndex {
  /** The path of every object and array of the data. */
  pathOf: WeakMap<object, string>;
  /** The object or array at each path: where a wrapper kept from an earlier load finds its path in this one. */
  objectAt: Map<string, object>;
  /** Value of every path, compared with `Object.is` by `changedPaths`. */
  values: Map<string, unknown>;
}

/** Stands for an object or an array where a path's value is compared: its content has paths of its own. */
const OBJECT = Symbol('object');
const ARRAY = Symbol('array');

export const itemsPath = (arrayPath: string) => `${arrayPath}#items`;
export const keysPath = (objectPath: string) => `${objectPath}#keys`;
export const propertyPath = (objectPath: string, name: string) => (objectPath === '' ? name : `${objectPath}.${name}`);

export function indexData(data: object): DataIndex {
  const pathOf = new WeakMap<object, string>();
  const values = new Map<string, unknown>();
  const objectAt = new Map<string, object>();
  const visit = (value: object, path: string) => {
    // Data loaded from JSON is a tree, but a shared object is indexed once, under its first path.
    if (pathOf.has(value)) return;
    pathOf.set(value, path);
    objectAt.set(path, value);
    if (Array.isArray(value)) {
      const names = elementNames(value);
      values.set(itemsPath(path), JSON.stringify(value.map((element, index) => (isObject(element) ? `[${names[index]}]` : element))));
      value.forEach((element, index) => {
        if (isObject(element)) visit(element, `${path}[${names[index]}]`);
      });
      return;
    }
    const keys = Object.keys(value);
    values.set(keysPath(path), keys.join('\n'));
    for (const key of keys) {
      const child = (value as Record<string, unknown>)[key];
      const childPath = propertyPath(path, key);
      if (isObject(child)) {
        values.set(childPath, Array.isArray(child) ? ARRAY : OBJECT);
        visit(child, childPath);
      } else {
        values.set(childPath, child);
      }
    }
  };
  visit(data, '');
  return { pathOf, objectAt, values };
}

/** The paths whose value differs between two loads (an index's values, or link targets), including paths only one has. */
export function changedPaths(before: Map<string, unknown>, after: Map<string, unknown>): string[] {
  const changed: string[] = [];
  for (const [path, value] of after) {
    if (!Object.is(before.get(path), value) || !before.has(path)) changed.push(path);
  }
  for (const path of before.keys()) if (!after.has(path)) changed.push(path);
  return changed;
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** Elements with a unique slug are named by it, the others by their index. */
function elementNames(array: readonly unknown[]): string[] {
  const slugs = array.map((element) => (isObject(element) && typeof (element as { slug?: unknown }).slug === 'string' ? (element as { slug: string }).slug : undefined));
  const counts = new Map<string, number>();
  for (const slug of slugs) if (slug !== undefined) counts.set(slug, (counts.get(slug) ?? 0) + 1);
  // A slug that looks like an index could collide with one: such slugs are prefixed.
  return slugs.map((slug, index) => (slug !== undefined && counts.get(slug) === 1 ? (/^\d+$/.test(slug) ? `slug:${slug}` : slug) : String(index)));
}
