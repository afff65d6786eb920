import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '../log/logger.ts';
import { decodeLedger, encodeLedger, LEDGER_FILE, secondOf, settledBefore, type DeployLedger, type LedgerEntry } from './deploy-ledger.ts';
import type { WrittenObjects } from './execute.ts';
import type { LocalObject } from './local-site.ts';
import type { ObjectStore, RemoteEntry, RemoteHead } from './object-store.ts';
import { runPool } from './run-pool.ts';

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

/** From this many uploads the ledger keeps them, after a wait for the server's clock and a second look; fewer are left to a HEAD next time. */
const LEDGER_UPLOADS_FROM = 32;

/** HEAD requests (32 at a time) that cost about one page of the listing (1,000 keys, one page after another). */
const HEADS_PER_LIST_PAGE = 32;

/**
 * Writes the ledger last, in one request, and only when it changed: a kill at any point leaves the previous
 * ledger (whose entries for rewritten objects no longer match their LastModified) or the new one. An upload
 * is kept only with the ETag it was answered with and a LastModified no later than that answer's second.
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
    const seen = await lookAgain(store, prefix, writes, local.length);
    for (const object of local) {
      const written = writes.written.get(object.key);
      const now = seen.get(object.key);
      if (!written || !now || now.etag !== written.etag || written.serverTime === undefined) continue;
      if (!settledBefore(now.lastModified, now.listedAt) || secondOf(now.lastModified) > secondOf(written.serverTime)) continue;
      entries.set(object.key, { etag: now.etag, lastModified: now.lastModified, md5: object.md5, headers: object.headers });
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

/**
 * The uploaded objects as the bucket shows them once the server's clock has passed the last upload's
 * second (`listedAt`: the server's clock at the answer): a HEAD each, or one listing when its pages are fewer.
 */
async function lookAgain(store: ObjectStore, prefix: string, writes: WrittenObjects, siteSize: number): Promise<Map<string, RemoteEntry>> {
  // A loop, not Math.max(...): a spread of a grown site's uploads would overflow the call stack.
  let lastSecond = 0;
  for (const written of writes.written.values()) lastSecond = Math.max(lastSecond, secondOf(written.serverTime ?? 0));
  // Never more than a second after the last answer, whatever the estimate of the server's clock says.
  const serverNow = store.serverNow();
  const untilNextSecond = serverNow === undefined ? Number.POSITIVE_INFINITY : (lastSecond + 1) * 1000 - serverNow;
  const wait = Math.min(untilNextSecond, writes.lastAnswerAt + 1000 - performance.now());
  if (wait > 0) await sleep(wait);
  const seen = new Map<string, RemoteEntry>();
  if (writes.written.size <= HEADS_PER_LIST_PAGE * Math.max(1, Math.ceil(siteSize / 1000))) {
    await runPool([...writes.written.keys()], HEADS_PER_LIST_PAGE, async (key) => {
      const head = await store.head(key);
      if (head) seen.set(key, { key, etag: head.etag, lastModified: head.lastModified, listedAt: head.serverTime });
    });
  } else {
    for (const entry of await store.list(prefix)) seen.set(entry.key, entry);
  }
  return seen;
}

function sameEntries(a: ReadonlyMap<string, LedgerEntry>, b: ReadonlyMap<string, LedgerEntry>): boolean {
  const id = (entry: LedgerEntry | undefined) => entry && [entry.etag, entry.lastModified, entry.md5, entry.headers.contentType, entry.headers.cacheControl, entry.headers.redirect].join('\n');
  return a.size === b.size && [...a].every(([key, entry]) => id(entry) === id(b.get(key)));
}

function sameUnused(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): boolean {
  return a.size === b.size && [...a].every(([key, since]) => b.get(key) === since);
}
