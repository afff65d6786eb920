import { createHash, randomBytes } from 'node:crypto';
import { link, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export interface WriteStats {
  files: number;
  /** Files whose bytes changed (or are new): written. */
  written: number;
  /** Files identical to the previous output: hard-linked, not rewritten. */
  unchanged: number;
  bytes: number;
}

/** File → SHA-1 of its bytes, kept beside the output folder (not in it: it is not part of the site). */
export type Manifest = Record<string, string>;

/** A file's entry in the manifest: the SHA-1 of its bytes. */
export const manifestHash = (bytes: Uint8Array) => createHash('sha1').update(bytes).digest('base64url');

export const manifestPathFor = (outDir: string) => join(dirname(outDir), `.${basename(outDir)}.manifest.json`);

/**
 * The next output, assembled in a staging folder beside `outDir` while pages are still rendering
 * (the file system works on its own threads meanwhile), and swapped in only by `commit()`, so a
 * failed or interrupted build never leaves a half-written site. Files whose content hash equals the
 * previous build's are hard-linked from the previous output instead of written; a changed file is a
 * new inode, so the previous output is never modified.
 */
export interface StagedOutput {
  /** Starts placing a file; `commit()` waits for every placement. */
  place(file: string, content: string | Uint8Array): void;
  /**
   * Resolves once few enough placements are under way: a producer that waits for it between batches
   * holds a bounded number of pages in memory, however many the site has.
   */
  ready(): Promise<void>;
  commit(): Promise<WriteStats>;
  abort(): Promise<void>;
}

export async function stageOutput(outDir: string): Promise<StagedOutput> {
  await recoverInterruptedBuilds(outDir);
  const suffix = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const staging = join(dirname(outDir), `.${basename(outDir)}.staging-${suffix}`);
  const previous = join(dirname(outDir), `.${basename(outDir)}.previous-${suffix}`);
  const hadOutput = await stat(outDir).then((info) => info.isDirectory(), () => false);
  const before: Manifest = hadOutput ? await readFile(manifestPathFor(outDir), 'utf8').then((text) => JSON.parse(text) as Manifest, () => ({})) : {};
  const manifest: Manifest = {};
  const stats: WriteStats = { files: 0, written: 0, unchanged: 0, bytes: 0 };
  const placements: Promise<void>[] = [];
  let inFlight = 0;
  let waiting: (() => void)[] = [];
  active.add(staging);
  const folders = new Map<string, Promise<unknown>>();
  const ensureFolder = (folder: string) => {
    let made = folders.get(folder);
    if (!made) {
      made = mkdir(folder, { recursive: true });
      folders.set(folder, made);
    }
    return made;
  };

  const placeNow = async (file: string, bytes: Uint8Array, hash: string) => {
    const target = join(staging, file);
    await ensureFolder(dirname(target));
    if (before[file] === hash && (await hasSize(join(outDir, file), bytes.byteLength))) {
      await link(join(outDir, file), target);
      stats.unchanged += 1;
    } else {
      await writeFile(target, bytes);
      stats.written += 1;
    }
  };

  return {
    place(file, content) {
      const bytes = typeof content === 'string' ? Buffer.from(content) : content;
      const hash = manifestHash(bytes);
      manifest[file] = hash;
      stats.files += 1;
      stats.bytes += bytes.byteLength;
      inFlight += 1;
      placements.push(
        placeNow(file, bytes, hash).finally(() => {
          inFlight -= 1;
          if (waiting.length > 0 && inFlight <= MAX_IN_FLIGHT / 2) {
            for (const resume of waiting) resume();
            waiting = [];
          }
        }),
      );
    },
    ready() {
      if (inFlight <= MAX_IN_FLIGHT) return Promise.resolve();
      return new Promise((resume) => waiting.push(resume));
    },
    async commit() {
      await Promise.all(placements);
      if (hadOutput) await rename(outDir, previous);
      try {
        await rename(staging, outDir);
      } catch (error) {
        if (hadOutput) await rename(previous, outDir);
        throw error;
      }
      await writeFile(manifestPathFor(outDir), JSON.stringify(manifest));
      if (hadOutput) await rm(previous, { recursive: true, force: true });
      active.delete(staging);
      return stats;
    },
    async abort() {
      await Promise.allSettled(placements);
      await rm(staging, { recursive: true, force: true });
      active.delete(staging);
    },
  };
}

/** Files being written at once before `ready()` makes the producer wait: enough to keep the disk busy. */
const MAX_IN_FLIGHT = 256;

/** Builds under way in this process, so that Ctrl-C or a kill signal can remove their staging folders. */
const active = new Set<string>();

/**
 * A build killed outright (SIGKILL, power loss) cannot clean up after itself: the next build removes
 * the staging folders of processes that no longer run, and if one died between its two renames, puts
 * its previous output back where it was.
 */
async function recoverInterruptedBuilds(outDir: string): Promise<void> {
  const parent = dirname(outDir);
  const prefix = `.${basename(outDir)}.`;
  const names = await readdir(parent).catch(() => [] as string[]);
  const outExists = await stat(outDir).then(() => true, () => false);
  for (const name of names) {
    const match = /^(staging|previous)-(\d+)-[0-9a-f]+$/.exec(name.slice(prefix.length));
    if (!name.startsWith(prefix) || !match || isRunning(Number(match[2]))) continue;
    const path = join(parent, name);
    if (match[1] === 'previous' && !outExists) await rename(path, outDir);
    else await rm(path, { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A guard against an output edited by hand since the manifest was written. */
async function hasSize(path: string, size: number): Promise<boolean> {
  const info = await stat(path).catch(() => undefined);
  return info?.isFile() === true && info.size === size;
}

/** Removes the staging folders of builds under way; for signal handlers, which cannot wait. */
export function abandonStagingFolders(): void {
  for (const folder of active) rmSync(folder, { recursive: true, force: true });
  active.clear();
}
