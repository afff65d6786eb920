import { randomBytes } from 'node:crypto';
import { readlinkSync } from 'node:fs';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { createError } from '../errors/ctsite-error.ts';
import type { Logger } from '../log/logger.ts';
import { isRunning } from '../process-running.ts';
import type { ObjectStore, RemoteEntry } from './object-store.ts';

/**
 * The folder under the prefix that holds the lease of the deploy running there, one object per deploy
 * (`<prefix>.ctsite-deploy-lease/<id>.json`): a dot-folder, so never in a site, served, counted or deleted.
 */
export const LEASE_FOLDER = '.ctsite-deploy-lease/';

/** How long a lease lasts after its last renewal: a deploy that died without releasing it holds the prefix no longer. */
export const LEASE_TTL_MS = 5 * 60_000;

/** Renewals per lease time: a deploy whose renewals are held up for a while keeps its lease. */
const RENEWALS_PER_TTL = 10;

/** Deploys that found each other's lease back off once or twice before one of them stops. */
const ATTEMPTS = 3;

const FORMAT = 'ctsite-deploy-lease';

/** Whether a key, relative to the prefix, is a lease (this prefix's, or a nested prefix's seen from the root). */
export function isLeaseFile(file: string): boolean {
  return file.startsWith(LEASE_FOLDER) || file.includes(`/${LEASE_FOLDER}`);
}

/** Another deploy's lease as the bucket shows it, e.g. `{ holder: 'ci-runner-7, pid 4242', started: '2026-11-26T14:05:26.000Z' }`; times in ms. */
export interface ForeignLease {
  key: string;
  holder: string;
  started: string | undefined;
  /** LastModified (the server's clock, moved by each renewal) plus the lease time the holder wrote. */
  expiresAt: number;
  /** Whether its holder is known to have ended without releasing it: a process of this machine that is gone. */
  dead: boolean;
}

/** The lease this deploy holds: renewed while it runs, released at its end. */
export interface Lease {
  key: string;
  release(): Promise<void>;
}

/** Releases of the leases this process holds, run by a Ctrl-C or a kill (src/cli.ts) before it exits. */
const held = new Set<() => Promise<void>>();

export async function releaseLeases(): Promise<void> {
  await Promise.all([...held].map((release) => release()));
}

interface TakeOptions {
  prefix: string;
  /** `s3://site/`, for the messages. */
  location: string;
  breakLease: boolean;
  ttlMs: number;
  logger: Logger;
  /** Lists the site; called once the lease is written, so that it shows every lease written before it. */
  list(): Promise<RemoteEntry[]>;
}

/**
 * Takes the prefix's lease and lists the site under it. Each deploy writes a lease object of its own (after
 * a first look at the lease folder), then lists: a deploy that sees another live lease backs off (removes
 * its own, waits, looks again) and stops if that one is still there. Of two deploys, the one that lists
 * second sees the other's lease, so at most one goes ahead, without relying on conditional writes, which
 * not every store honours.
 */
export async function takeLease(store: ObjectStore, options: TakeOptions): Promise<{ lease: Lease; listed: RemoteEntry[] }> {
  const key = `${options.prefix}${LEASE_FOLDER}${Date.now().toString(36)}-${randomBytes(4).toString('hex')}.json`;
  const body = new TextEncoder().encode(`${JSON.stringify(claimOf(options.ttlMs))}\n`);
  const own = { key, written: false };
  let taking = true;
  let writing: Promise<void> | undefined;
  // From its first write until the deploy holds it (the bucket is listed meanwhile), a Ctrl-C or a kill removes the
  // lease too, once a write in flight has landed: the next deploy must not find it.
  const releaseTaken = async () => {
    await writing?.catch(() => {});
    if (own.written) await store.deleteQuietly(key);
  };
  const write = async () => {
    own.written = true;
    if (taking) held.add(releaseTaken);
    writing = store.write(key, body, { contentType: 'application/json', cacheControl: 'no-store' });
    await writing;
  };
  try {
    return await take(store, own, write, options);
  } catch (error) {
    // A lease written before the failure is this deploy's own: it must not hold the prefix.
    if (own.written) await store.deleteQuietly(key);
    throw error;
  } finally {
    // Held now (hold() released by the deploy's end or a signal), or removed above.
    taking = false;
    held.delete(releaseTaken);
  }
}

async function take(store: ObjectStore, own: { key: string; written: boolean }, write: () => Promise<void>, options: TakeOptions): Promise<{ lease: Lease; listed: RemoteEntry[] }> {
  const { prefix, logger } = options;
  const { key } = own;
  const folder = `${prefix}${LEASE_FOLDER}`;
  // A listing of the lease folder first: an endpoint that is not S3 gets no write, and a deploy that
  // finds another one running stops having written nothing.
  const [running] = await liveLeases(store, await store.list(folder), prefix);
  if (running && !options.breakLease) throw leaseHeld(running, options.location);
  for (let attempt = 1; ; attempt += 1) {
    await write();
    const listed = await options.list();
    const others = await readLeases(store, leasesIn(listed, folder).filter((entry) => entry.key !== key));
    const now = store.serverNow() ?? Date.now();
    const live: ForeignLease[] = [];
    const gone: string[] = [];
    for (const other of others) {
      if (other.expiresAt <= now || other.dead) {
        logger.warn(`Removed the lease of a deploy that ended without releasing it (${describeHolder(other)}; ${other.dead ? 'its process is gone' : `expired ${formatTime(other.expiresAt)}`}).`);
        gone.push(other.key);
      } else if (options.breakLease) {
        logger.warn(`Broke the lease of another deploy (${describeHolder(other)}), as --break-lease asks: make sure that deploy is not running.`);
        gone.push(other.key);
      } else {
        live.push(other);
      }
    }
    if (gone.length > 0) await store.deleteMany(gone);
    if (live.length === 0) return { lease: hold(store, key, write, options), listed };
    // Another deploy holds the lease, or is taking it as this one is: give way, then look again.
    await store.deleteMany([key]);
    own.written = false;
    const first = live[0] as ForeignLease;
    if (attempt === ATTEMPTS) throw leaseHeld(first, options.location);
    await sleep(200 + Math.random() * 600);
    const [still] = await liveLeases(store, await store.list(folder), prefix);
    if (still) throw leaseHeld(still, options.location);
    logger.debug(`  lease: ${first.key} was given up; trying again`);
  }
}

/**
 * This deploy's claim, the body of its lease object: who holds the lease (`holder` for the messages; `host`, `pid`
 * and `pidSpace` tell whether its process is gone), since when, and for how long after its last renewal.
 */
function claimOf(ttlMs: number) {
  return { format: FORMAT, holder: `${hostname()}, pid ${process.pid}`, host: hostname(), pid: process.pid, pidSpace: PID_SPACE, started: new Date().toISOString(), ttlSeconds: ttlMs / 1000 };
}

/** Keeps the lease written while the deploy runs; releasing it removes it (also on a Ctrl-C, through releaseLeases). */
function hold(store: ObjectStore, key: string, write: () => Promise<void>, { ttlMs, logger }: TakeOptions): Lease {
  // A renewal that fails ends the deploy as any failed request does (the store aborts what is in flight).
  const renewal = setInterval(() => void write().catch(() => {}), ttlMs / RENEWALS_PER_TTL);
  renewal.unref();
  let released: Promise<void> | undefined;
  const release = () =>
    (released ??= (async () => {
      clearInterval(renewal);
      held.delete(release);
      if (!(await store.deleteQuietly(key))) logger.warn(`Could not remove this deploy's lease ${key}: the next deploy there stops until it expires (${Math.round(ttlMs / 60_000)} minutes), or run it with --break-lease.`);
    })());
  held.add(release);
  logger.debug(`  lease: ${key}`);
  return { key, release };
}

/** The listed leases of this prefix's folder (not a nested prefix's). */
function leasesIn(listed: readonly RemoteEntry[], folder: string): RemoteEntry[] {
  return listed.filter((entry) => entry.key.startsWith(folder) && !entry.key.slice(folder.length).includes('/'));
}

/** The leases of other deploys that a listing shows and that have not expired: a dry run says that a deploy would stop. */
export async function liveLeases(store: ObjectStore, listed: readonly RemoteEntry[], prefix: string): Promise<ForeignLease[]> {
  const leases = await readLeases(store, leasesIn(listed, `${prefix}${LEASE_FOLDER}`));
  const now = store.serverNow() ?? Date.now();
  return leases.filter((lease) => lease.expiresAt > now && !lease.dead);
}

/** A dry run's line about another deploy's lease. */
export function describeLease(other: ForeignLease): string {
  return `another deploy is running there (${describeHolder(other)}; its lease expires ${formatTime(other.expiresAt)} unless renewed): a deploy now would stop`;
}

/**
 * Each listed lease with its holder, read from its claim (a claim that cannot be read counts as a live lease
 * of the default time); one gone since the listing is left out: its deploy gave way or ended.
 */
async function readLeases(store: ObjectStore, entries: readonly RemoteEntry[]): Promise<ForeignLease[]> {
  const leases = await Promise.all(
    entries.map(async (entry): Promise<ForeignLease | undefined> => {
      const bytes = await store.read(entry.key);
      if (!bytes) return undefined;
      let claim: { [field in keyof ReturnType<typeof claimOf>]?: unknown } = {};
      try {
        claim = JSON.parse(new TextDecoder().decode(bytes)) as typeof claim;
      } catch {
        // Not a lease ctsite wrote: its holder is unknown.
      }
      const ttl = typeof claim.ttlSeconds === 'number' && claim.ttlSeconds >= 0 ? claim.ttlSeconds * 1000 : LEASE_TTL_MS;
      return {
        key: entry.key,
        holder: typeof claim.holder === 'string' ? claim.holder : 'an unknown holder',
        started: typeof claim.started === 'string' ? claim.started : undefined,
        expiresAt: (entry.lastModified ?? store.serverNow() ?? Date.now()) + ttl,
        // Only where the process id means the same process: this machine, this pid namespace.
        dead: PID_SPACE !== undefined && claim.host === hostname() && claim.pidSpace === PID_SPACE && typeof claim.pid === 'number' && !isRunning(claim.pid),
      };
    }),
  );
  return leases.filter((lease) => lease !== undefined);
}

/** The pid namespace on Linux (`pid:[4026531836]`), so that a container's pid is never taken for the host's. */
const PID_SPACE = ((): string | undefined => {
  if (process.platform !== 'linux') return process.platform;
  try {
    return readlinkSync('/proc/self/ns/pid');
  } catch {
    // Unknown: a lease is then never judged by its process.
    return undefined;
  }
})();

function leaseHeld(other: ForeignLease, location: string) {
  return createError('DeployLeaseHeld', { location, holder: other.holder, started: other.started ? formatTime(Date.parse(other.started)) : 'at an unknown time', expires: formatTime(other.expiresAt), key: other.key });
}

function describeHolder(other: ForeignLease): string {
  return `${other.holder}${other.started ? `, started ${formatTime(Date.parse(other.started))}` : ''}`;
}

/** `2026-11-26 14:05:26 UTC`. */
export function formatTime(ms: number): string {
  return Number.isFinite(ms) ? `${new Date(ms).toISOString().slice(0, 19).replace('T', ' ')} UTC` : 'an unknown time';
}
