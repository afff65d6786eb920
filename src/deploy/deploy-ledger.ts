import { gunzipSync, gzipSync } from 'node:zlib';
import { ledgerChecksum } from '../output/content-hash.ts';
import { z } from 'zod';
import type { ObjectHeaders } from './local-site.ts';
import type { RemoteEntry, RemoteHead } from './object-store.ts';

/** The ledger's name under the prefix (as existing buckets hold it): a dotfile, never in a site, served, counted or deleted. */
export const LEDGER_FILE = '.ctsite-deploy-state.json.gz';

// Stored in every ledger already written: kept as it is.
const FORMAT = 'ctsite-deploy-state';
const VERSION = 1;

/**
 * What the bucket held after a deploy, per key. Any write to an object gives it a new LastModified, so an
 * object listed with the same ETag and LastModified is the one kept in the ledger, headers included.
 */
export interface LedgerEntry {
  etag: string;
  /** As listed; for an upload kept from the answer to it (`uploaded`), that answer's `Date`: the latest LastModified the upload can carry. */
  lastModified: number;
  /**
   * Kept from the upload's answer, not from a listing: the object listed with this ETag and a LastModified in that
   * second or before is the one uploaded (a later write, in a later second, moves it past), without a second look.
   */
  uploaded?: true;
  /** Hex MD5 of the content (the ETag is not one after a multipart upload). */
  md5: string;
  headers: ObjectHeaders;
}

/** The ledger of one bucket and prefix; keys are object keys, e.g. `site/about/index.html`. */
export interface DeployLedger {
  bucket: string;
  prefix: string;
  entries: Map<string, LedgerEntry>;
  /** Assets the site no longer uses, kept for the grace period: when a deploy first found each unused (ms, the server's clock). */
  unused: Map<string, number>;
}

/** Whether a key, relative to the prefix, is a ledger (this prefix's, or a nested prefix's seen from the root). */
export function isLedgerFile(file: string): boolean {
  return file === LEDGER_FILE || file.endsWith(`/${LEDGER_FILE}`);
}

/** `[file, etag, lastModified, md5 ('' when it is the ETag), index into headers]`, and `1` after them for an upload kept from its answer, so that 30,000 keys stay small. */
const ledgerSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(VERSION),
  bucket: z.string(),
  prefix: z.string(),
  /** Each distinct `[Content-Type, Cache-Control, redirect or '']` once. */
  headers: z.array(z.tuple([z.string(), z.string(), z.string()])),
  /** Checked one by one (`isEntry`): a schema per entry cost more than the rest of a deploy with no change. */
  entries: z.array(z.unknown()),
  /** `[file, ms]`: absent when no asset waits out its grace period, so ledgers written before it are read as they were. */
  unused: z.array(z.tuple([z.string(), z.number().int()])).optional(),
  /** SHA-256 of the JSON of the fields above: a ledger cut short or edited is never used. */
  checksum: z.string(),
});

type StoredEntry = [file: string, etag: string, lastModified: number, md5: string, headers: number, uploaded?: 1];
type LedgerBody = Omit<z.infer<typeof ledgerSchema>, 'checksum' | 'entries'> & { entries: StoredEntry[] };

function isEntry(value: unknown): value is StoredEntry {
  return (
    Array.isArray(value) &&
    (value.length === 5 || (value.length === 6 && value[5] === 1)) &&
    typeof value[0] === 'string' &&
    typeof value[1] === 'string' &&
    Number.isInteger(value[2]) &&
    typeof value[3] === 'string' &&
    Number.isInteger(value[4]) &&
    (value[4] as number) >= 0
  );
}

function checksumOf(body: LedgerBody): string {
  const { format, version, bucket, prefix, headers, entries, unused } = body;
  return ledgerChecksum(JSON.stringify({ format, version, bucket, prefix, headers, entries, ...(unused ? { unused } : {}) }));
}

/** The ledger as stored: gzipped JSON with a version and a checksum. */
export function encodeLedger(ledger: DeployLedger): Uint8Array {
  const headers: [string, string, string][] = [];
  const indexOf = new Map<string, number>();
  const entries = [...ledger.entries]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, entry]): StoredEntry => {
      const triple: [string, string, string] = [entry.headers.contentType, entry.headers.cacheControl, entry.headers.redirect ?? ''];
      const id = JSON.stringify(triple);
      let index = indexOf.get(id);
      if (index === undefined) {
        index = headers.push(triple) - 1;
        indexOf.set(id, index);
      }
      const stored: StoredEntry = [key.slice(ledger.prefix.length), entry.etag, entry.lastModified, entry.md5 === entry.etag ? '' : entry.md5, index];
      if (entry.uploaded) stored.push(1);
      return stored;
    });
  const unused = [...ledger.unused].sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, since]): [string, number] => [key.slice(ledger.prefix.length), since]);
  const body: LedgerBody = { format: FORMAT, version: VERSION, bucket: ledger.bucket, prefix: ledger.prefix, headers, entries, ...(unused.length > 0 ? { unused } : {}) };
  return gzipSync(JSON.stringify({ ...body, checksum: checksumOf(body) }));
}

/** The most a ledger may unpack to: about 600,000 objects' entries, twenty times a site of 34,000 pages. */
export const LEDGER_MAX_BYTES = 64 * 1024 * 1024;

/** The ledger read back, or why it cannot be used (`checksum mismatch`, `written for s3://other/`…): a doubtful ledger is not used at all. */
export function decodeLedger(bytes: Uint8Array, expected: { bucket: string; prefix: string }): { ledger: DeployLedger } | { problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(gunzipSync(bytes, { maxOutputLength: LEDGER_MAX_BYTES }).toString('utf8'));
  } catch (error) {
    // A megabyte of gzip can unpack to gigabytes: anyone who can write to the bucket could stop every deploy.
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return { problem: `larger than ${LEDGER_MAX_BYTES / 1024 / 1024} MiB once unpacked` };
    return { problem: 'not gzipped JSON' };
  }
  const parsed = ledgerSchema.safeParse(json);
  if (!parsed.success) {
    const version = (json as { version?: unknown } | null)?.version;
    return { problem: typeof version === 'number' && version !== VERSION ? `version ${version}, not ${VERSION}` : 'not a ctsite deploy ledger' };
  }
  const { checksum, ...rest } = parsed.data;
  if (!rest.entries.every(isEntry)) return { problem: 'not a ctsite deploy ledger' };
  const body: LedgerBody = { ...rest, entries: rest.entries };
  if (checksumOf(body) !== checksum) return { problem: 'checksum mismatch' };
  if (body.bucket !== expected.bucket || body.prefix !== expected.prefix) return { problem: `written for s3://${body.bucket}/${body.prefix}` };
  const entries = new Map<string, LedgerEntry>();
  for (const [file, etag, lastModified, md5, index, uploaded] of body.entries) {
    const triple = body.headers[index];
    if (!triple) return { problem: 'an entry names headers that are not there' };
    entries.set(`${body.prefix}${file}`, { etag, lastModified, ...(uploaded ? { uploaded: true } : {}), md5: md5 || etag, headers: { contentType: triple[0], cacheControl: triple[1], redirect: triple[2] || undefined } });
  }
  const unused = new Map((body.unused ?? []).map(([file, since]) => [`${body.prefix}${file}`, since]));
  return { ledger: { bucket: body.bucket, prefix: body.prefix, entries, unused } };
}

/**
 * The headers of a listed object as the ledger has them, only if listed with the very ETag and LastModified kept
 * there (for an upload kept from its answer: a LastModified no later than that answer's second); else `undefined` (HEAD it).
 */
export function headFromLedger(entry: LedgerEntry | undefined, listed: RemoteEntry): RemoteHead | undefined {
  if (!entry || entry.etag !== listed.etag || listed.lastModified === undefined) return undefined;
  const same = entry.uploaded ? secondOf(listed.lastModified) <= secondOf(entry.lastModified) : listed.lastModified === entry.lastModified;
  if (!same) return undefined;
  return { etag: entry.etag, lastModified: listed.lastModified, ...entry.headers, md5: entry.md5 };
}

/** Whole seconds: S3 lists LastModified and sends `Date` to the second. */
export function secondOf(ms: number): number {
  return Math.floor(ms / 1000);
}

/**
 * Whether an object seen by an answer given at `seenAt` can go in the ledger: only an answer from a later
 * second than `lastModified` shows every later write (even in that same second) as a later LastModified.
 */
export function settledBefore(lastModified: number | undefined, seenAt: number | undefined): lastModified is number {
  return lastModified !== undefined && seenAt !== undefined && secondOf(lastModified) < secondOf(seenAt);
}
