import { itemsPath, keysPath, propertyPath, type DataIndex } from './data-index.ts';

/** Numbers for paths, shared by every load of the data in a session, so that reads stay comparable. */
export class PathIds {
  readonly #ids = new Map<string, number>();
  id(path: string): number {
    let id = this.#ids.get(path);
    if (id === undefined) {
      id = this.#ids.size;
      this.#ids.set(path, id);
    }
    return id;
  }
}

/** The reads of one page: sorted ids, searched by `readsAny`. */
export type Reads = Uint32Array;

export type ReadTracker<Data extends object> = ReturnType<typeof createReadTracker<Data>>;

/**
 * Wraps the data in proxies that note every property read inside `track` (a page's render, a route
 * definition's expansion). Reads outside it (the frame) are not noted: a rebuild compares its result.
 */
export function createReadTracker<Data extends object>(data: Data, index: DataIndex, ids: PathIds) {
  const proxies = new WeakMap<object, object>();
  const wrappedPaths = new WeakMap<object, string>();
  let reads: Set<number> | undefined;

  const wrapChild = (value: unknown, parentPath: string, name: string): unknown =>
    typeof value === 'object' && value !== null ? (proxies.get(value) ?? wrap(value, index.pathOf.get(value) ?? propertyPath(parentPath, name))) : value;

  const wrap = (target: object, path: string): object => {
    // Ids are looked up once per object and name, in maps only this object's proxy holds.
    let noteRead: (name: string | symbol) => void;
    if (Array.isArray(target)) {
      let items: number | undefined;
      // Any index, `length` or method of an array: the page depends on its elements and their order.
      noteRead = (name) => {
        if (reads && (typeof name === 'string' || name === Symbol.iterator)) reads.add((items ??= ids.id(itemsPath(path))));
      };
    } else {
      const byName = new Map<string, number>();
      noteRead = (name) => {
        if (!reads || typeof name !== 'string') return;
        let id = byName.get(name);
        if (id === undefined) {
          id = ids.id(propertyPath(path, name));
          byName.set(name, id);
        }
        reads.add(id);
      };
    }
    const readOnly = () => {
      throw new TypeError(`the site data is read-only while pages render (tried to change ${path || 'the data'})`);
    };
    const proxy = new Proxy(target, {
      get(object, name) {
        noteRead(name);
        const value: unknown = (object as Record<string | symbol, unknown>)[name];
        return typeof name === 'symbol' ? value : wrapChild(value, path, name);
      },
      has(object, name) {
        noteRead(name);
        return name in object;
      },
      getOwnPropertyDescriptor(object, name) {
        noteRead(name);
        const descriptor = Reflect.getOwnPropertyDescriptor(object, name);
        // Object.entries and spreads read values through the descriptor: hand out wrapped values there too.
        if (descriptor && typeof name === 'string' && typeof descriptor.value === 'object' && descriptor.value !== null) {
          return { ...descriptor, value: wrapChild(descriptor.value, path, name) };
        }
        return descriptor;
      },
      ownKeys(object) {
        if (reads) reads.add(ids.id(Array.isArray(object) ? itemsPath(path) : keysPath(path)));
        return Reflect.ownKeys(object);
      },
      set: readOnly,
      deleteProperty: readOnly,
      defineProperty: readOnly,
    });
    proxies.set(target, proxy);
    wrappedPaths.set(proxy, path);
    return proxy;
  };

  return {
    /** The data, wrapped: what routes expand from and pages render with. */
    data: wrap(data, '') as Data,
    /** The path of a wrapped object, for signatures that name data entries instead of copying them. */
    pathOfWrapped: (value: object) => wrappedPaths.get(value),
    /** Notes a read of a path that is not a property of the data, e.g. a link to another page. */
    note(path: string) {
      reads?.add(ids.id(path));
    },
    /** Runs `run`, returning with its value the reads it made. */
    track<T>(run: () => T): { value: T; reads: Reads } {
      const outer = reads;
      const own = new Set<number>();
      reads = own;
      try {
        const value = run();
        return { value, reads: Uint32Array.from(own).sort() };
      } finally {
        reads = outer;
      }
    },
  };
}

/** Whether a page's reads include any of these ids (sorted or not). */
export function readsAny(reads: Reads, changed: readonly number[]): boolean {
  for (const id of changed) {
    let low = 0;
    let high = reads.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const value = reads[middle] as number;
      if (value === id) return true;
      if (value < id) low = middle + 1;
      else high = middle - 1;
    }
  }
  return false;
}
