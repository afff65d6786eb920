import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '../log/logger.ts';
import { decodeLedger, encodeLedger, LEDGER_FILE, secondOf, settledBefore, type DeployLedger, type LedgerEntry } from './deploy-ledger.ts';
import type { WrittenObjects } from './execute.ts';
import type { LocalObject } from './local-site.ts';
import type { ObjectStore, RemoteHead } from './object-store.ts';

/** The destination's ledger, or `undefined` when there is none or it cannot be trusted, said in one line: then every object's headers are read. */
export async function readLedger(store: ObjectStore, destination: { bucket: string; prefix: string }, logger: Logger): Promise<DeployLedger | undefined> {
  const key = `${destination.prefix}${LEDGER_FILE}`;
  const bytes = await store.read(key);
  if (!bytes) {
    logger.info(`  ledger: no ${key} yet: the headers of every object are read`);
    return undefined;
  }
  const decoded = decodeLedger(bytes, destination);
  if ('problem' in decoded) {
    logger.info(`  ledger: ${key} not used (${decoded.problem}): the headers of every object are read, and the ledger written again`);
    return undefined;
  }
  return decoded.ledger;
}

interface LedgerInput {
  bucket: string;
  prefix: string;
  local: readonly LocalObject[];
  /** The headers each compared key was judged by, and which of them came from the previous ledger. */
  heads: ReadonlyMap<string, RemoteHead | undefined>;
  fromLedger: ReadonlySet<string>;
  previous: DeployLedger | undefined;
  writes: WrittenObjects;
  /** Assets no longer used that are still in the bucket, and since when (kept for the grace period). */
  unused: ReadonlyMap<string, number>;
}

/** From this many uploads the ledger keeps them, after a wait for the server's clock; fewer are left to a HEAD next time. */
const LEDGER_UPLOADS_FROM = 32;

/**
 * Writes the ledger last, in one request, and only when it changed: a kill at any point leaves the previous
 * ledger (whose entries for rewritten objects no longer match their LastModified) or the new one. An upload
 * is kept with the ETag and the `Date` it was answered with, once the server's clock has passed that second:
 * a change made after the deploy then always shows as a later LastModified.
 */
export async function writeLedger(store: ObjectStore, input: LedgerInput, logger: Logger): Promise<void> {
  const { bucket, prefix, local, heads, fromLedger, previous, writes, unused } = input;
  const entries = new Map<string, LedgerEntry>();
  for (const object of local) {
    const head = heads.get(object.key);
    if (writes.written.has(object.key) || !head) continue;
    const kept = fromLedger.has(object.key) ? previous?.entries.get(object.key) : undefined;
    if (kept) entries.set(object.key, kept);
    else if (settledBefore(head.lastModified, head.serverTime)) entries.set(object.key, { etag: head.etag, lastModified: head.lastModified, md5: object.md5, headers: object.headers });
  }
  if (writes.written.size >= LEDGER_UPLOADS_FROM) {
    await waitPastLastUpload(store, writes);
    for (const object of local) {
      const written = writes.written.get(object.key);
      if (written?.serverTime !== undefined) entries.set(object.key, { etag: written.etag, lastModified: written.serverTime, uploaded: true, md5: object.md5, headers: object.headers });
    }
  }
  if (previous && sameEntries(previous.entries, entries) && sameUnused(previous.unused, unused)) return;
  const started = performance.now();
  const key = `${prefix}${LEDGER_FILE}`;
  const body = encodeLedger({ bucket, prefix, entries, unused: new Map(unused) });
  // Never cached: it changes with every deploy that writes.
  await store.write(key, body, { contentType: 'application/gzip', cacheControl: 'no-store' });
  logger.info(`  ledger: ${entries.size} of ${local.length} objects kept in ${key}, ${body.byteLength} bytes (${Math.round(performance.now() - started)} ms)`);
}

/** Until the server's clock has passed the second of the last upload's answer; never more than a second after that answer, whatever the estimate of the server's clock says. */
async function waitPastLastUpload(store: ObjectStore, writes: WrittenObjects): Promise<void> {
  // A loop, not Math.max(...): a spread of a grown site's uploads would overflow the call stack.
  let lastSecond = 0;
  for (const written of writes.written.values()) lastSecond = Math.max(lastSecond, secondOf(written.serverTime ?? 0));
  const serverNow = store.serverNow();
  const untilNextSecond = serverNow === undefined ? Number.POSITIVE_INFINITY : (lastSecond + 1) * 1000 - serverNow;
  const wait = Math.min(untilNextSecond, writes.lastAnswerAt + 1000 - performance.now());
  if (wait > 0) await sleep(wait);
}

function sameEntries(a: ReadonlyMap<string, LedgerEntry>, b: ReadonlyMap<string, LedgerEntry>): boolean {
  const id = (entry: LedgerEntry | undefined) => entry && [entry.etag, entry.lastModified, entry.uploaded, entry.md5, entry.headers.contentType, entry.headers.cacheControl, entry.headers.redirect].join('\n');
  return a.size === b.size && [...a].every(([key, entry]) => id(entry) === id(b.get(key)));
}

function sameUnused(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): boolean {
  return a.size === b.size && [...a].every(([key, since]) => b.get(key) === since);
}
