/**
 * Where a build's files go: a staging folder swapped in at the end (write-output.ts), the built output
 * updated in place by `ctsite serve` (update-output.ts), or memory for tests and `--dry-run`.
 */
export interface OutputWriter {
  /**
   * Starts writing `file`, relative to the output root, e.g. `services/index.html`. A failure is not
   * thrown here but by the next `ready()` or by the end of the output (its commit).
   */
  write(file: string, content: string | Uint8Array): void;
  /**
   * Resolves once few enough writes are under way: a producer that waits for it between batches holds
   * a bounded number of pages in memory, however many the site has. Rejects with a failed write.
   */
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
