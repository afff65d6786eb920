import { createHash, randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** The build's files, by path relative to the output folder, e.g. `services/index.html`. */
export type SiteFiles = Map<string, string | Uint8Array>;

export interface WriteStats {
  files: number;
  /** Files whose bytes changed (or are new): written. */
  written: number;
  /** Files identical to the previous output: hard-linked, not rewritten. */
  unchanged: number;
  bytes: number;
}

/** Files written at once; enough to keep the disk busy without exhausting file handles. */
const CONCURRENCY = 64;

/** File → SHA-1 of its bytes, kept beside the output folder (not in it: it is not part of the site). */
type Manifest = Record<string, string>;

const manifestPathFor = (outDir: string) => join(dirname(outDir), `.${basename(outDir)}.manifest.json`);

async function readManifest(outDir: string): Promise<Manifest> {
  try {
    return JSON.parse(await readFile(manifestPathFor(outDir), 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

/**
 * Writes the site into a staging folder beside `outDir` and swaps it in only when every file is
 * there, so a failed or interrupted build never leaves a half-written site. Files whose content hash
 * equals the previous build's are hard-linked from the previous output instead of written, which
 * keeps a rebuild after a small edit cheap. A changed file is a new inode, so the previous output is
 * never modified.
 */
export async function writeSiteAtomically(outDir: string, files: SiteFiles): Promise<WriteStats> {
  const suffix = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const staging = join(dirname(outDir), `.${basename(outDir)}.staging-${suffix}`);
  const previous = join(dirname(outDir), `.${basename(outDir)}.previous-${suffix}`);
  const hadOutput = await stat(outDir).then((info) => info.isDirectory(), () => false);
  const before = hadOutput ? await readManifest(outDir) : {};
  const manifest: Manifest = {};
  const stats: WriteStats = { files: files.size, written: 0, unchanged: 0, bytes: 0 };
  const folders = new Map<string, Promise<unknown>>();
  const ensureFolder = (folder: string) => {
    let made = folders.get(folder);
    if (!made) {
      made = mkdir(folder, { recursive: true });
      folders.set(folder, made);
    }
    return made;
  };

  const place = async (file: string, content: string | Uint8Array) => {
    const target = join(staging, file);
    await ensureFolder(dirname(target));
    const bytes = typeof content === 'string' ? Buffer.from(content) : content;
    stats.bytes += bytes.byteLength;
    const hash = createHash('sha1').update(bytes).digest('base64url');
    manifest[file] = hash;
    if (before[file] === hash && (await hasSize(join(outDir, file), bytes.byteLength))) {
      await link(join(outDir, file), target);
      stats.unchanged += 1;
    } else {
      await writeFile(target, bytes);
      stats.written += 1;
    }
  };

  try {
    const entries = [...files];
    for (let start = 0; start < entries.length; start += CONCURRENCY) {
      await Promise.all(entries.slice(start, start + CONCURRENCY).map(([file, content]) => place(file, content)));
    }
    if (hadOutput) await rename(outDir, previous);
    try {
      await rename(staging, outDir);
    } catch (error) {
      if (hadOutput) await rename(previous, outDir);
      throw error;
    }
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  await writeFile(manifestPathFor(outDir), JSON.stringify(manifest));
  if (hadOutput) await rm(previous, { recursive: true, force: true });
  return stats;
}

/** A guard against an output edited by hand since the manifest was written. */
async function hasSize(path: string, size: number): Promise<boolean> {
  const info = await stat(path).catch(() => undefined);
  return info?.isFile() === true && info.size === size;
}
