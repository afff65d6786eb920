/** Where a build's files go: a staging folder (staged-output.ts), the output updated in place (in-place-update.ts), or memory. */
export interface OutputWriter {
  /** Starts writing `file`, e.g. `services/index.html`; a failure is thrown by the next `ready()` or the commit. */
  write(file: string, content: string | Uint8Array): void;
  /** Resolves once few enough writes are under way, so a producer holds a bounded number of pages; rejects with a failed write. */
  ready(): Promise<void>;
}

/** Keeps every file in memory. */
export class MemoryWriter implements OutputWriter {
  readonly files = new Map<string, string | Uint8Array>();
  write(file: string, content: string | Uint8Array): void {
    this.files.set(file, content);
  }
  async ready(): Promise<void> {}
}

/** Writes nothing: `build --dry-run` reports how many files and bytes a build writes, so it keeps none of them. */
export const discardWriter: OutputWriter = {
  write() {},
  ready: async () => {},
};
