import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '../log/logger.ts';
import { decodeState, encodeState, secondOf, settledBefore, STATE_FILE, STATE_HEADERS, type DeployState, type StateEntry } from './deploy-state.ts';
import type { WriteRecord } from './execute.ts';
import type { LocalObject } from './local-site.ts';
import type { ObjectStore, RemoteHead } from './object-store.ts';
import type { DeployPlan } from './plan.ts';
import { runPool } from './run-pool.ts';

/** Where a destination's state lives, e.g. `site/.ctsite-deploy-state.json.gz`. */
export function stateKey(prefix: string): string {
  return `${prefix}${STATE_FILE}`;
}

/**
 * The destination's deploy state, or `undefined` when there is none or it cannot be trusted (cut short,
 * edited, another version or destination), said in one line: then every object's headers are read.
 */
export async function readDeployState(store: ObjectStore, destination: { bucket: string; prefix: string }, logger: Logger): Promise<DeployState | undefined> {
  const key = stateKey(destination.prefix);
  const bytes = await store.read(key);
  if (!bytes) {
    logger.info(`  state: no ${key} yet: the headers of every object are read`);
    return undefined;
  }
  const decoded = decodeState(bytes, destination);
  if ('problem' in decoded) {
    logger.info(`  state: ${key} not used (${decoded.problem}): the headers of every object are read, and the state written again`);
    return undefined;
  }
  return decoded.state;
}

export interface StateInput {
  bucket: string;
  prefix: string;
  local: readonly LocalObject[];
  plan: DeployPlan;
  /** The headers each compared key was judged by, and which of them came from the previous state. */
  heads: ReadonlyMap<string, RemoteHead | undefined>;
  fromState: ReadonlySet<string>;
  previous: DeployState | undefined;
  record: WriteRecord;
}

/**
 * Below this many uploads a deploy leaves the objects it uploaded out of the state, and ends at once:
 * the next deploy reads their headers, a request each. From this many on it records them, which costs
 * waiting for the server's clock to pass the second of the last upload and looking at them again.
 */
export const RECORD_WRITES_FROM = 32;

/** HEAD requests (32 at a time) that cost about one page of the listing (1,000 keys, one page after another). */
const HEADS_PER_LIST_PAGE = 32;

/**
 * Writes the state after everything else, in one request, so that a deploy killed at any point leaves
 * the previous state (whose entries for rewritten objects no longer match their LastModified) or the
 * new one, never half of one. It is not written when nothing in it changed.
 *
 * Each entry must be true of the object as listed with that ETag and LastModified, and stay true of it
 * while the listing shows them: an entry is made only from an answer the server gave in a later second
 * than the object's LastModified (`settledBefore`), so any write after that answer shows as a later
 * LastModified.
 * - An object left alone is recorded as the previous state had it, or as its HEAD answer showed it.
 * - An object uploaded now (PUT answers carry the ETag but not the LastModified) is looked at again once
 *   the server's clock has passed the second of the last upload: by HEAD, or by listing the bucket when
 *   that is fewer requests. It is recorded only with the ETag the upload was answered with and a
 *   LastModified no later than the second of that answer: another tool's write after it shows as a
 *   later LastModified and the key is left out (HEAD next time). What no answer can tell apart is
 *   another tool changing that same object's metadata in the very second of ctsite's upload of it.
 * - Fewer than `RECORD_WRITES_FROM` uploads are left out: the next deploy reads their headers.
 */
export async function writeDeployState(store: ObjectStore, input: StateInput, logger: Logger): Promise<void> {
  const { bucket, prefix, local, plan, heads, fromState, previous, record } = input;
  const entries = new Map<string, StateEntry>();
  const putKeys = new Set(plan.puts.map((put) => put.object.key));
  for (const object of local) {
    if (putKeys.has(object.key)) continue;
    const head = heads.get(object.key);
    if (!head) continue;
    const kept = fromState.has(object.key) ? previous?.entries.get(object.key) : undefined;
    if (kept) entries.set(object.key, kept);
    else if (settledBefore(head.lastModified, head.serverTime)) entries.set(object.key, { etag: head.etag, lastModified: head.lastModified, md5: object.md5, headers: object.headers });
  }
  if (record.written.size >= RECORD_WRITES_FROM) {
    const seen = await lookAgain(store, prefix, record, local);
    for (const object of local) {
      const written = record.written.get(object.key);
      const now = seen.get(object.key);
      if (!written || !now || now.etag !== written.etag || written.serverTime === undefined) continue;
      if (!settledBefore(now.lastModified, now.seenAt)) continue;
      if (secondOf(now.lastModified) > secondOf(written.serverTime)) continue;
      entries.set(object.key, { etag: now.etag, lastModified: now.lastModified, md5: object.md5, headers: object.headers });
    }
  }
  if (previous && sameEntries(previous.entries, entries)) return;
  const started = performance.now();
  const body = encodeState({ bucket, prefix, entries });
  await store.write(stateKey(prefix), body, STATE_HEADERS);
  logger.info(`  state: ${entries.size} of ${local.length} objects recorded in ${stateKey(prefix)}, ${body.byteLength} bytes (${Math.round(performance.now() - started)} ms)`);
}

/** An object as an answer after the uploads showed it, and the server's clock at that answer. */
interface SeenObject {
  etag: string;
  lastModified: number | undefined;
  seenAt: number | undefined;
}

/**
 * The uploaded objects as the bucket shows them once the server's clock has passed the second of the
 * last upload (so that each can be settled): by a HEAD each, or by one listing when its pages are fewer.
 */
async function lookAgain(store: ObjectStore, prefix: string, record: WriteRecord, local: readonly LocalObject[]): Promise<Map<string, SeenObject>> {
  // A loop, not Math.max(...): a spread of a grown site's uploads would overflow the call stack.
  let lastSecond = 0;
  for (const written of record.written.values()) lastSecond = Math.max(lastSecond, secondOf(written.serverTime ?? 0));
  // The server's clock, known from its answers, says how long is left of that second; never more than a
  // second after the last answer, whatever that estimate says.
  const serverNow = store.serverNow();
  const untilNextSecond = serverNow === undefined ? Number.POSITIVE_INFINITY : (lastSecond + 1) * 1000 - serverNow;
  const wait = Math.min(untilNextSecond, record.lastAnswerAt + 1000 - performance.now());
  if (wait > 0) await sleep(wait);
  const seen = new Map<string, SeenObject>();
  if (record.written.size <= HEADS_PER_LIST_PAGE * Math.max(1, Math.ceil(local.length / 1000))) {
    await runPool([...record.written.keys()], HEADS_PER_LIST_PAGE, async (key) => {
      const head = await store.head(key);
      if (head) seen.set(key, { etag: head.etag, lastModified: head.lastModified, seenAt: head.serverTime });
    });
  } else {
    for (const entry of await store.list(prefix)) seen.set(entry.key, { etag: entry.etag, lastModified: entry.lastModified, seenAt: entry.listedAt });
  }
  return seen;
}

function sameEntries(a: ReadonlyMap<string, StateEntry>, b: ReadonlyMap<string, StateEntry>): boolean {
  if (a.size !== b.size) return false;
  for (const [key, entry] of a) {
    const other = b.get(key);
    if (!other || other.etag !== entry.etag || other.lastModified !== entry.lastModified || other.md5 !== entry.md5) return false;
    if (other.headers.contentType !== entry.headers.contentType || other.headers.cacheControl !== entry.headers.cacheControl || other.headers.redirect !== entry.headers.redirect) return false;
  }
  return true;
}
