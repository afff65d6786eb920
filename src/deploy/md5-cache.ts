import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, statSync } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { OutputState } from '../build/output-state.ts';

/**
 * Where the MD5s of the site's contents are kept between deploys: with the project's other caches.
 * A deploy run elsewhere (no `node_modules` in the current folder) hashes every file.
 */
export const MD5_CACHE = 'node_modules/.cache/ctsite/deploy-md5.json';

const MD5_HEX = /^[0-9a-f]{32}$/;

/** Bytes read at a time when a file is streamed: a large file costs this much memory, not its size. */
const HASH_CHUNK = 256 * 1024;
/** Files up to this size are read in one call: a stream per page costs more than its bytes. */
const WHOLE_READ_LIMIT = 1024 * 1024;

/**
 * The MD5 of each file a deploy publishes, without reading a file whose content is known. The build's
 * state (`.ctsite-output.json`) names the SHA-1 of each file it wrote, and holds while the file keeps
 * the size and modification time the build gave it (the trust the build itself puts in it to link
 * unchanged files); this cache maps a SHA-1 to the MD5 of the same bytes, so it can never give the MD5
 * of other content. A rebuild that leaves a page as it was, or writes the same bytes anew (a CI
 * runner that keeps the cache), costs a stat, not a read. A file the build did not record is hashed.
 */
export async function createMd5Source(built: OutputState | undefined, project = process.cwd()) {
  const cacheFile = join(project, MD5_CACHE);
  const [cached, hasNodeModules] = await Promise.all([
    readCache(cacheFile),
    stat(join(project, 'node_modules')).then((info) => info.isDirectory(), () => false),
  ]);
  const used = new Map<string, string>();
  let read = 0;
  return {
    /** Size and hex MD5 of a file of the site, e.g. `about/index.html`. */
    async md5(file: string, path: string): Promise<{ size: number; md5: string }> {
      // Synchronous: a known file costs only this stat, and a promise for it cost more than the call.
      const info = statSync(path);
      const sha1 = recordedSha1(built, file, info);
      const known = sha1 === undefined ? undefined : cached.get(sha1);
      if (sha1 !== undefined && typeof known === 'string' && MD5_HEX.test(known)) {
        used.set(sha1, known);
        return { size: info.size, md5: known };
      }
      read += 1;
      const hashed = await hashFile(path, info.size);
      if (sha1 !== undefined && hashed.size === info.size) used.set(sha1, hashed.md5);
      return hashed;
    },
    /** Files read to be hashed so far (the rest came from the cache). */
    get read() {
      return read;
    },
    /** Keeps this deploy's MD5s (only these: the cache never outgrows the site); a failure to write costs the next deploy time, nothing else. */
    async save(): Promise<void> {
      if (!hasNodeModules || sameEntries(cached, used)) return;
      const temporary = `${cacheFile}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
      try {
        await mkdir(dirname(cacheFile), { recursive: true });
        await writeFile(temporary, JSON.stringify({ format: 1, md5: Object.fromEntries(used) }));
        await rename(temporary, cacheFile);
      } catch {
        await rm(temporary, { force: true });
      }
    },
  };
}

function recordedSha1(built: OutputState | undefined, file: string, info: { size: number; mtimeMs: number }): string | undefined {
  const record = built?.files[file];
  return record && record[1] === info.size && record[2] === info.mtimeMs ? record[0] : undefined;
}

async function readCache(file: string): Promise<Map<string, unknown>> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as unknown;
    const md5 = (parsed as { format?: unknown; md5?: unknown }).md5;
    if ((parsed as { format?: unknown }).format !== 1 || typeof md5 !== 'object' || md5 === null) return new Map();
    // Each value is checked when it is used (`cached.get`), not all of them here: a grown site has tens of thousands.
    return new Map(Object.entries(md5) as [string, unknown][]);
  } catch {
    // No cache yet, or one cut short: every file is hashed.
    return new Map();
  }
}

function sameEntries(a: ReadonlyMap<string, unknown>, b: ReadonlyMap<string, string>): boolean {
  if (a.size !== b.size) return false;
  for (const [key, value] of b) if (a.get(key) !== value) return false;
  return true;
}

/** The size and hex MD5 of a file: read in one call when small, as a stream when large. */
export async function hashFile(path: string, size: number): Promise<{ size: number; md5: string }> {
  const hash = createHash('md5');
  if (size <= WHOLE_READ_LIMIT) {
    const bytes = await readFile(path);
    return { size: bytes.byteLength, md5: hash.update(bytes).digest('hex') };
  }
  let read = 0;
  for await (const chunk of createReadStream(path, { highWaterMark: HASH_CHUNK }) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    read += chunk.byteLength;
  }
  return { size: read, md5: hash.digest('hex') };
}
