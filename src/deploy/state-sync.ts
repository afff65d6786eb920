import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '../log/logger.ts';
import { decodeState, encodeState, secondOf, settledBefore, STATE_FILE, STATE_HEADERS, type DeployState, type StateEntry } from './deploy-state.ts';
import type { WriteRecord } from './execute.ts';
import type { LocalObject } from './local-site.ts';
import type { ObjectStore, RemoteHead } from './object-store.ts';
import type { DeployPlan } from './plan.ts';

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
 * Writes the state after everything else, in one request, so that a deploy killed at any point leaves
 * the previous state (whose entries for rewritten objects no longer match their LastModified) or the
 * new one, never half of one. It is not written when nothing in it changed.
 *
 * Each entry must be true of the object as listed with that ETag and LastModified:
 * - an object left alone is recorded as the previous state had it, or as its HEAD answer showed it
 *   (ETag, LastModified and headers from one answer), if that answer came in a later second than the
 *   LastModified (see `settledBefore`);
 * - an object uploaded now is recorded from one listing made after the uploads (PUT answers carry the
 *   ETag but not the LastModified), at least a second after the last upload was answered so that any
 *   later write falls in a later second. It is recorded only with the ETag the upload was answered
 *   with and a LastModified no later than the second of that answer: another tool's write after it
 *   shows as a later LastModified and the key is left out (HEAD next time). What no listing can tell
 *   apart is another tool changing that same object's metadata in the very second of ctsite's upload
 *   of it, while the deploy runs.
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
  if (record.written.size > 0) {
    const wait = record.lastAnswerAt + 1000 - performance.now();
    if (wait > 0) await sleep(wait);
    const listed = new Map((await store.list(prefix)).map((entry) => [entry.key, entry]));
    for (const object of local) {
      const written = record.written.get(object.key);
      const entry = listed.get(object.key);
      if (!written || !entry || entry.etag !== written.etag || written.serverTime === undefined) continue;
      if (!settledBefore(entry.lastModified, entry.listedAt)) continue;
      if (secondOf(entry.lastModified) > secondOf(written.serverTime)) continue;
      entries.set(object.key, { etag: entry.etag, lastModified: entry.lastModified, md5: object.md5, headers: object.headers });
    }
  }
  if (previous && sameEntries(previous.entries, entries)) return;
  const started = performance.now();
  const body = encodeState({ bucket, prefix, entries });
  await store.write(stateKey(prefix), body, STATE_HEADERS);
  logger.info(`  state: ${entries.size} of ${local.length} objects recorded in ${stateKey(prefix)}, ${body.byteLength} bytes (${Math.round(performance.now() - started)} ms)`);
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
