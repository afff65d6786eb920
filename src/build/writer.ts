/** Where a build's files go instead of the output folder, e.g. memory for tests and `--dry-run`. */
export interface OutputWriter {
  /** `file` is relative to the output root, e.g. `services/index.html`. */
  write(file: string, content: string | Uint8Array): Promise<void>;
}

/** Keeps every file in memory. */
export class MemoryWriter implements OutputWriter {
  readonly files = new Map<string, string | Uint8Array>();
  async write(file: string, content: string | Uint8Array): Promise<void> {
    this.files.set(file, content);
  }
}
