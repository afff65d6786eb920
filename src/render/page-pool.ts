/**
 * Page buffers used again once their page is on disk. A fresh build encodes 37 MB of pages; into
 * fresh memory, the first touch of each memory page cost more than the encoding itself (a fresh
 * build's render spent ~250 ms there, ~150 ms with buffers reused: README, Performance). Pages are
 * taken from buffers of a few sizes (powers of two) and given back by whoever wrote them; a page
 * never given back is left to the garbage collector, so a consumer that keeps pages loses nothing
 * but the reuse.
 */
export interface PagePool {
  /** `length` bytes for a page: a view of a free buffer, or of a new one. */
  take(length: number): Buffer;
  /** The page's bytes are no longer read or referenced by anyone: its buffer may hold another page. */
  give(page: Uint8Array): void;
  /** Whether this pool lent the page's memory, e.g. to move it to the placement thread and adopt it back. */
  owns(page: Uint8Array): boolean;
  /**
   * Memory this pool lent, back from another thread: moved there and back, it is a new ArrayBuffer
   * here (the lent one is left empty), held by no one else, so it may hold another page.
   */
  adopt(page: Uint8Array): void;
}

/** Smaller pages are not pooled: Node's own pool serves allocations under 4 KB, and few pages are small. */
const SMALLEST = 16 * 1024;
/** Larger pages are allocated each on their own, as before. */
const LARGEST = 1024 * 1024;
/**
 * Free buffers kept per size, at most: as many as pages can be in flight at once (`MAX_IN_FLIGHT` in
 * src/build/write-output.ts), so steady rendering finds one free; a burst beyond it is let go.
 */
const KEPT_PER_SIZE = 256;

export function createPagePool(): PagePool {
  const free = new Map<number, ArrayBuffer[]>();
  // Only buffers this pool made are taken back, each at most once (a double give would hand one
  // buffer to two pages).
  const lent = new WeakSet<ArrayBuffer>();
  const keep = (buffer: ArrayBuffer) => {
    const list = free.get(buffer.byteLength) ?? [];
    if (list.length < KEPT_PER_SIZE) list.push(buffer);
    free.set(buffer.byteLength, list);
  };
  return {
    take(length) {
      if (length < SMALLEST || length > LARGEST) return Buffer.allocUnsafeSlow(length);
      const size = 2 ** Math.ceil(Math.log2(length));
      const buffer = free.get(size)?.pop() ?? (Buffer.allocUnsafeSlow(size).buffer as ArrayBuffer);
      lent.add(buffer);
      return Buffer.from(buffer, 0, length);
    },
    give(page) {
      const buffer = page.buffer;
      if (!(buffer instanceof ArrayBuffer) || !lent.has(buffer)) return;
      lent.delete(buffer);
      keep(buffer);
    },
    owns(page) {
      return page.buffer instanceof ArrayBuffer && lent.has(page.buffer);
    },
    adopt(page) {
      const buffer = page.buffer;
      if (buffer instanceof ArrayBuffer && buffer.byteLength >= SMALLEST && buffer.byteLength <= 2 * LARGEST && Number.isInteger(Math.log2(buffer.byteLength))) keep(buffer);
    },
  };
}
