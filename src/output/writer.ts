/** Where a build's files go: a staging folder (staged-output.ts), the output updated in place (in-place-update.ts), or memory. */
export interface OutputWriter {
  /** Writes `file`, e.g. `services/index.html` (or, for `ctsite serve`'s updates, collects it for the commit); throws a failed write. */
  write(file: string, content: string | Uint8Array): void;
}

/** Keeps every file in memory. */
export class MemoryWriter implements OutputWriter {
  readonly files = new Map<string, string | Uint8Array>();
  write(file: string, content: string | Uint8Array): void {
    this.files.set(file, content);
  }
}

/** Writes nothing: `build --dry-run` reports how many files and bytes a build writes, so it keeps none of them. */
export const discardWriter: OutputWriter = {
  write() {},
};
