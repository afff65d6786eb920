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

/** One wrapper: the object at its path in the load it was last reached through. */
interface Wrapped {
  proxy: object;
  target: object;
  generation: number;
}

/**
 * Wraps the data in proxies that note every property read inside `track` (a page's render, a route
 * definition's expansion). Reads outside it (the frame) are not noted: a rebuild compares its result.
 *
 * A wrapper stands for a path, not for one load's object: after `reload`, a wrapper handed out earlier reads the
 * new load's object at its path. So routes a partial rebuild keeps from the last expansion (their props hold
 * wrappers) render the new data, and their pages' reads are noted here.
 */
export function createReadTracker<Data extends object>(data: Data, index: DataIndex, ids: PathIds) {
  // Arrays and objects apart: a path whose value turns from one into the other needs a wrapper of its kind.
  const byPath = { array: new Map<string, Wrapped>(), object: new Map<string, Wrapped>() };
  const wrappedPaths = new WeakMap<object, string>();
  /** This load's objects, for the wrappers reached through it (the common case: one lookup, no path built). */
  let byTarget = new WeakMap<object, Wrapped>();
  let generation = 0;
  let current = index;
  let reads: Set<number> | undefined;

  const wrapChild = (value: unknown, parentPath: string, name: string): unknown =>
    typeof value === 'object' && value !== null ? (byTarget.get(value)?.proxy ?? wrap(value, current.pathOf.get(value) ?? propertyPath(parentPath, name))) : value;

  /** A wrapper reached from a route kept from an earlier load: it finds its path's object in this one. */
  const targetOf = (wrapped: Wrapped, path: string, isArray: boolean): object => {
    if (wrapped.generation !== generation) {
      const found = current.objectAt.get(path);
      // An entry gone from the data is read as it was: only a page that is not rendered again can still hold it.
      if (found && Array.isArray(found) === isArray) {
        wrapped.target = found;
        byTarget.set(found, wrapped);
      }
      wrapped.generation = generation;
    }
    return wrapped.target;
  };

  const wrap = (target: object, path: string): object => {
    const isArray = Array.isArray(target);
    const kind = isArray ? byPath.array : byPath.object;
    let wrapped = kind.get(path);
    if (!wrapped) {
      wrapped = { proxy: createProxy(path, isArray), target, generation };
      kind.set(path, wrapped);
    }
    wrapped.target = target;
    wrapped.generation = generation;
    byTarget.set(target, wrapped);
    return wrapped.proxy;
  };

  const createProxy = (path: string, isArray: boolean): object => {
    // Ids are looked up once per path and name, in maps only this path's proxy holds.
    let noteRead: (name: string | symbol) => void;
    if (isArray) {
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
    let wrapped: Wrapped | undefined;
    const target = () => targetOf((wrapped ??= (isArray ? byPath.array : byPath.object).get(path) as Wrapped), path, isArray);
    // The proxy's own target is a stand-in of the same kind (Array.isArray must answer for the data); every trap reads
    // the load's object. JSON's properties are configurable, so the stand-in never contradicts what a trap reports.
    const proxy = new Proxy(isArray ? [] : {}, {
      get(_stand, name) {
        noteRead(name);
        const value: unknown = (target() as Record<string | symbol, unknown>)[name];
        return typeof name === 'symbol' ? value : wrapChild(value, path, name);
      },
      has(_stand, name) {
        noteRead(name);
        return name in target();
      },
      getOwnPropertyDescriptor(_stand, name) {
        noteRead(name);
        const descriptor = Reflect.getOwnPropertyDescriptor(target(), name);
        // Object.entries and spreads read values through the descriptor: hand out wrapped values there too.
        if (descriptor && typeof name === 'string' && typeof descriptor.value === 'object' && descriptor.value !== null) {
          return { ...descriptor, value: wrapChild(descriptor.value, path, name) };
        }
        return descriptor;
      },
      ownKeys() {
        if (reads) reads.add(ids.id(isArray ? itemsPath(path) : keysPath(path)));
        return Reflect.ownKeys(target());
      },
      set: readOnly,
      deleteProperty: readOnly,
      defineProperty: readOnly,
    });
    wrappedPaths.set(proxy, path);
    return proxy;
  };

  const root = wrap(data, '') as Data;
  return {
    /** The data, wrapped: what routes expand from and pages render with. */
    data: root,
    /** The path of a wrapped object, for signatures that name data entries instead of copying them. */
    pathOfWrapped: (value: object) => wrappedPaths.get(value),
    /** Makes every wrapper, `data` and those handed out before, read this load of the data. */
    reload(next: Data, nextIndex: DataIndex) {
      generation += 1;
      current = nextIndex;
      byTarget = new WeakMap();
      wrap(next, '');
    },
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
