import { gunzipSync, gzipSync } from 'node:zlib';
import { stateChecksum } from '../build/content-hash.ts';
import { z } from '../data/zod.ts';
import type { ObjectHeaders } from './local-site.ts';
import type { RemoteEntry, RemoteHead } from './object-store.ts';

/**
 * The deploy state's name under the prefix. A dotfile: a site never holds one (dotfiles are never
 * published), `ctsite serve` never serves one, and the deploy neither counts nor deletes it.
 */
export const STATE_FILE = '.ctsite-deploy-state.json.gz';

/** The state's own headers: never cached, it changes with every deploy that writes. */
export const STATE_HEADERS = { contentType: 'application/gzip', cacheControl: 'no-store' } as const;

const FORMAT = 'ctsite-deploy-state';
const VERSION = 1;

/**
 * What the bucket held after a deploy, per key: the listing's ETag and LastModified of the object and
 * the headers it is known to carry, e.g. `{ etag: '3f…', lastModified: 1767225600000, md5: '3f…', headers }`.
 * Any write to an object (a new upload, a metadata change by the console or `aws s3 cp
 * --metadata-directive REPLACE`, another tool's sync) gives it a new LastModified, so an object listed
 * with the same ETag and LastModified is the one that was recorded, headers included.
 */
export interface StateEntry {
  etag: string;
  /** Milliseconds since 1970 (whole seconds on S3), e.g. 1767225600000. */
  lastModified: number;
  /** Hex MD5 of the content (the ETag is not one after a multipart upload). */
  md5: string;
  headers: ObjectHeaders;
}

/** The state of one bucket and prefix; keys are object keys, e.g. `site/about/index.html`. */
export interface DeployState {
  bucket: string;
  prefix: string;
  entries: Map<string, StateEntry>;
}

/** Whether a key, relative to the prefix, is a deploy state (this prefix's, or a nested prefix's seen from the root). */
export function isStateFile(file: string): boolean {
  return file === STATE_FILE || file.endsWith(`/${STATE_FILE}`);
}

/** `[etag, lastModified, md5 ('' when it is the ETag), index into headers]` by file, so that 30,000 keys stay small. */
const stateSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(VERSION),
  bucket: z.string(),
  prefix: z.string(),
  /** Each distinct `[Content-Type, Cache-Control, redirect or '']` once. */
  headers: z.array(z.tuple([z.string(), z.string(), z.string()])),
  /** Checked one by one as they are read (`isEntry`): a schema per entry cost more than the rest of a deploy with no change. */
  entries: z.array(z.unknown()),
  /** SHA-256 of the JSON of the four fields above: a state cut short or edited is never used. */
  checksum: z.string(),
});

type StoredEntry = [file: string, etag: string, lastModified: number, md5: string, headers: number];
type StateBody = Omit<z.infer<typeof stateSchema>, 'checksum' | 'entries'> & { entries: StoredEntry[] };

function isEntry(value: unknown): value is StoredEntry {
  return (
    Array.isArray(value) &&
    value.length === 5 &&
    typeof value[0] === 'string' &&
    typeof value[1] === 'string' &&
    Number.isInteger(value[2]) &&
    typeof value[3] === 'string' &&
    Number.isInteger(value[4]) &&
    (value[4] as number) >= 0
  );
}

function checksumOf(body: StateBody): string {
  const { format, version, bucket, prefix, headers, entries } = body;
  return stateChecksum(JSON.stringify({ format, version, bucket, prefix, headers, entries }));
}

/** The state as stored: gzipped JSON with a version and a checksum. */
export function encodeState(state: DeployState): Uint8Array {
  const headers: [string, string, string][] = [];
  const indexOf = new Map<string, number>();
  const entries = [...state.entries]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, entry]): StoredEntry => {
      const triple: [string, string, string] = [entry.headers.contentType, entry.headers.cacheControl, entry.headers.redirect ?? ''];
      const id = JSON.stringify(triple);
      let index = indexOf.get(id);
      if (index === undefined) {
        index = headers.push(triple) - 1;
        indexOf.set(id, index);
      }
      return [key.slice(state.prefix.length), entry.etag, entry.lastModified, entry.md5 === entry.etag ? '' : entry.md5, index];
    });
  const body: StateBody = { format: FORMAT, version: VERSION, bucket: state.bucket, prefix: state.prefix, headers, entries };
  return gzipSync(JSON.stringify({ ...body, checksum: checksumOf(body) }));
}

/**
 * The state read back, or why it cannot be used (`not gzip`, `checksum mismatch`, `written for
 * s3://other/`…): a state that is doubtful in any way is not used at all.
 */
export function decodeState(bytes: Uint8Array, expected: { bucket: string; prefix: string }): { state: DeployState } | { problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(gunzipSync(bytes).toString('utf8'));
  } catch {
    return { problem: 'not gzipped JSON' };
  }
  const parsed = stateSchema.safeParse(json);
  if (!parsed.success) {
    const version = (json as { version?: unknown } | null)?.version;
    return { problem: typeof version === 'number' && version !== VERSION ? `version ${version}, not ${VERSION}` : 'not a ctsite deploy state' };
  }
  const { checksum, ...rest } = parsed.data;
  if (!rest.entries.every(isEntry)) return { problem: 'not a ctsite deploy state' };
  const body: StateBody = { ...rest, entries: rest.entries };
  if (checksumOf(body) !== checksum) return { problem: 'checksum mismatch' };
  if (body.bucket !== expected.bucket || body.prefix !== expected.prefix) return { problem: `written for s3://${body.bucket}/${body.prefix}` };
  const entries = new Map<string, StateEntry>();
  for (const [file, etag, lastModified, md5, index] of body.entries) {
    const triple = body.headers[index];
    if (!triple) return { problem: 'an entry names headers that are not there' };
    entries.set(`${body.prefix}${file}`, { etag, lastModified, md5: md5 || etag, headers: { contentType: triple[0], cacheControl: triple[1], redirect: triple[2] || undefined } });
  }
  return { state: { bucket: body.bucket, prefix: body.prefix, entries } };
}

/**
 * The headers a listed object is known to carry, from the state: only when the state describes this
 * key and the listing shows the very ETag and LastModified it recorded; otherwise `undefined` (HEAD it).
 */
export function headFromState(entry: StateEntry | undefined, listed: RemoteEntry): RemoteHead | undefined {
  if (!entry || listed.lastModified === undefined) return undefined;
  if (entry.etag !== listed.etag || entry.lastModified !== listed.lastModified) return undefined;
  return { etag: entry.etag, lastModified: entry.lastModified, contentType: entry.headers.contentType, cacheControl: entry.headers.cacheControl, redirect: entry.headers.redirect, md5: entry.md5 };
}

/** Whole seconds: S3 lists LastModified and sends `Date` to the second. */
export function secondOf(ms: number): number {
  return Math.floor(ms / 1000);
}

/**
 * Whether an object seen with `lastModified` by an answer the server gave at `seenAt` can be recorded.
 * A later write in the same second as `lastModified` would keep both the second and (for a metadata
 * change) the ETag, and look like the recorded object; a write after `seenAt` falls in a later second
 * only if `seenAt` is already past the second of `lastModified`.
 */
export function settledBefore(lastModified: number | undefined, seenAt: number | undefined): lastModified is number {
  return lastModified !== undefined && seenAt !== undefined && secondOf(lastModified) < secondOf(seenAt);
}
