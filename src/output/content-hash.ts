import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';

// Every hash ctsite computes, named by what it is for. None defends against anyone: each hashes what
// the site's own authors wrote, so MD5 and SHA-1 are as good as any where they are used.

/**
 * The identity of some content, e.g. a built file: the hex MD5 of its bytes, which S3 reports as the ETag
 * of a one-part upload, so the build's state and the bucket compare without a second hash.
 */
export const contentHash = (bytes: Uint8Array | string): string => createHash('md5').update(bytes).digest('hex');

/** Bytes read at a time when a large file is streamed: such a file costs this much memory, not its size. */
const HASH_CHUNK = 256 * 1024;
/** Files up to this size are read in one call: a stream per page costs more than its bytes. */
const WHOLE_READ_LIMIT = 1024 * 1024;

/** The contentHash of a file and its size as read, e.g. `{ hash: 'd41d…', size: 0 }`; `size` (from a stat) chooses one read or a stream. */
export async function fileContentHash(path: string, size: number): Promise<{ hash: string; size: number }> {
  if (size <= WHOLE_READ_LIMIT) {
    const bytes = await readFile(path);
    return { hash: contentHash(bytes), size: bytes.byteLength };
  }
  const hash = createHash('md5');
  let read = 0;
  for await (const chunk of createReadStream(path, { highWaterMark: HASH_CHUNK }) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    read += chunk.byteLength;
  }
  return { hash: hash.digest('hex'), size: read };
}

/**
 * The 10 hex digits in an asset's name, e.g. `assets/site.3f9a1c2b7d.css`, from SHA-256 (images: SHA-1). Both
 * stay: a new algorithm would rename every published file, and every visitor would fetch them all again.
 */
export const assetNameHash = (content: string | Uint8Array): string => createHash('sha256').update(content).digest('hex').slice(0, 10);

/** The 10 hex digits in the names of an image's variants, e.g. `assets/images/van.1c2b7d3f9a.640.avif`: from SHA-1 (see assetNameHash). */
export const imageNameHash = (bytes: Uint8Array): string => createHash('sha1').update(bytes).digest('hex').slice(0, 10);

/** The key of something cached that is made from `parts`; each part is preceded by its length, so `('ab', 'c')` and `('a', 'bc')` differ. */
export function cacheKey(...parts: readonly (string | Uint8Array)[]): string {
  const hash = createHash('md5');
  for (const part of parts) hash.update(`${typeof part === 'string' ? Buffer.byteLength(part) : part.byteLength}:`).update(part);
  return hash.digest('hex');
}

/** A script as a source in a Content-Security-Policy, e.g. `'sha256-Qm9…='`: CSP accepts SHA-256, -384 and -512, not MD5. */
export const cspScriptSource = (script: string | Uint8Array): string => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The checksum of the deploy ledger kept in the bucket: SHA-256 hex, as the ledgers already stored there were written. */
export const ledgerChecksum = (text: string): string => createHash('sha256').update(text).digest('hex');
