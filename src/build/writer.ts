import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** Where the build's files go; rendering never writes, only this does. */
export interface OutputWriter {
  /** `file` is relative to the output root, e.g. `services/index.html`. */
  write(file: string, content: string | Uint8Array): Promise<void>;
}

/** Keeps every file in memory, for tests and `--dry-run`. */
export class MemoryWriter implements OutputWriter {
  readonly files = new Map<string, string | Uint8Array>();
  async write(file: string, content: string | Uint8Array): Promise<void> {
    this.files.set(file, content);
  }
}

/** Writes into a staging folder beside the output and swaps it in only when the build succeeded. */
export interface StagedWriter extends OutputWriter {
  /** Total bytes written. */
  readonly bytes: number;
  commit(): Promise<void>;
  abort(): Promise<void>;
}

export async function createStagedWriter(outDir: string): Promise<StagedWriter> {
  const suffix = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const staging = join(dirname(outDir), `.${basename(outDir)}.staging-${suffix}`);
  await mkdir(staging, { recursive: true });
  const made = new Set<string>([staging]);
  let bytes = 0;
  return {
    get bytes() {
      return bytes;
    },
    async write(file, content) {
      const target = join(staging, file);
      const folder = dirname(target);
      if (!made.has(folder)) {
        await mkdir(folder, { recursive: true });
        made.add(folder);
      }
      await writeFile(target, content);
      bytes += typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength;
    },
    async commit() {
      const previous = join(dirname(outDir), `.${basename(outDir)}.previous-${suffix}`);
      const hadPrevious = await stat(outDir).then(() => true, () => false);
      if (hadPrevious) await rename(outDir, previous);
      try {
        await rename(staging, outDir);
      } catch (error) {
        if (hadPrevious) await rename(previous, outDir);
        throw error;
      }
      if (hadPrevious) await rm(previous, { recursive: true, force: true });
    },
    async abort() {
      await rm(staging, { recursive: true, force: true });
    },
  };
}
