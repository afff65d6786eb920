import { resolve } from 'node:path';
import { readOutputState, type OutputState } from '../output/state.ts';
import { createError, CtsiteError } from '../errors/ctsite-error.ts';
import { HOST_FILES, isPrivatePath } from '../hosting/private-paths.ts';
import { silentLogger, type Logger } from '../log/logger.ts';
import { createStageTimer } from '../log/stage-timer.ts';
import { invalidateDistribution, invalidationPaths } from './cdn.ts';
import { headFromLedger, isLedgerFile, LEDGER_FILE, type DeployLedger } from './deploy-ledger.ts';
import { deleteObjects, writeGroups, type WriteTally } from './execute.ts';
import { applyGracePeriod, ASSET_GRACE_MS } from './grace-period.ts';
import { describeLease, formatTime, isLeaseFile, LEASE_FOLDER, LEASE_TTL_MS, liveLeases, takeLease, type Lease } from './lease.ts';
import { readLedger, writeLedger } from './ledger-sync.ts';
import { compareKeys, listingBoundaries } from './listing-ranges.ts';
import { checkBuiltSite, DEPLOY_GROUPS, readLocalSite, type LocalObject } from './local-site.ts';
import { createObjectStore, type ObjectStore, type RemoteEntry, type RemoteHead } from './object-store.ts';
import { planDeploy, type DeployPlan } from './plan.ts';
import { normalizePrefix } from './prefix.ts';
import { countSkipped, formatSkipped } from './publishable-files.ts';
import { createProgress, formatBytes, formatDelete, formatKeep, formatPut, formatSummary, type DeploySummary } from './report.ts';
import { runPool } from './run-pool.ts';
import { refuseSampleContent } from './sample-gate.ts';
import { resolveTimeouts } from './timeouts.ts';

export type { DeploySummary } from './report.ts';

export interface DeployOptions {
  /** The bucket's name, e.g. `www-example-co-uk`. */
  bucket: string;
  /** The built site. Default: `dist`. */
  dir?: string;
  /** A folder of the bucket the site lives in, e.g. `site` (a CloudFront origin path). Default: the root. */
  prefix?: string;
  /** An S3-compatible endpoint, e.g. `https://<account>.r2.cloudflarestorage.com`. Default: AWS. */
  endpoint?: string;
  /** Default: the AWS chain (AWS_REGION, the profile); `us-east-1` for an --endpoint without one. */
  region?: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO and most self-hosted stores). */
  forcePathStyle?: boolean;
  /** A profile of the shared AWS files. Default: the standard credential chain. */
  profile?: string;
  /** Print the plan, change nothing. */
  dryRun?: boolean;
  /** Refuse to delete more objects than this (deploys everything else, then fails). Default: 256. */
  maxDeletes?: number;
  /** Requests in flight at once. Default: 16. */
  concurrency?: number;
  /** Ms a request may go unanswered, retries included (plus a second per 64 KiB it uploads). Default: `CTSITE_DEPLOY_TIMEOUT_MS`, else 60 000. */
  timeoutMs?: number;
  /** A CloudFront distribution to invalidate the changed and deleted pages in. */
  cloudfrontDistribution?: string;
  /** The data the site was built from, e.g. `data`: checked for sample content when the built folder has no state of its own. */
  dataDir?: string;
  /** Publish sample content anyway, with a warning: a staging bucket. */
  allowSample?: boolean;
  /** Remove another deploy's lease on the prefix and go ahead: only when that deploy is known to be dead. */
  breakLease?: boolean;
  /** Ms an asset the site no longer uses stays in the bucket, from the deploy that first found it unused; 0 deletes it at once. Default: a day. */
  assetGraceMs?: number;
  logger?: Logger;
  /** Where a progress line is drawn when it is a terminal, e.g. `process.stderr`. */
  progress?: NodeJS.WritableStream & { isTTY?: boolean };
}

/**
 * `ctsite deploy`: take the prefix's lease → read, list and compare → write group by group → delete (guarded;
 * unused assets after the grace period) → write the ledger → invalidate the CDN → release the lease. A
 * failure or a kill leaves every live page working; a rerun finishes the job.
 */
export async function deploy(options: DeployOptions): Promise<DeploySummary> {
  const started = performance.now();
  const logger = options.logger ?? silentLogger;
  const dir = resolve(options.dir ?? 'dist');
  const prefix = normalizePrefix(options.prefix);
  const concurrency = options.concurrency ?? 16;
  const maxDeletes = options.maxDeletes ?? 256;
  const assetGraceMs = options.assetGraceMs ?? ASSET_GRACE_MS;
  const destination = `s3://${options.bucket}/${prefix}`;
  const stage = createStageTimer(logger);
  // The build's state of the folder, read once: its sample content and the MD5 of each file.
  const built = (await readOutputState(dir)).state;
  await refuseSampleContent(built?.sample, options.dataDir === undefined ? undefined : resolve(options.dataDir), { allow: options.allowSample === true, dryRun: options.dryRun === true, logger });
  const tally: WriteTally = { uploaded: 0, updated: 0, deleted: 0, bytes: 0 };
  const summarise = (plan: DeployPlan | undefined, extra: Partial<DeploySummary> = {}): DeploySummary => ({
    ok: true,
    dryRun: options.dryRun === true,
    destination,
    ...tally,
    unchanged: plan?.unchanged ?? 0,
    deletesSkipped: 0,
    keptForGracePeriod: 0,
    durationMs: Math.round(performance.now() - started),
    invalidation: undefined,
    ...extra,
  });

  await checkBuiltSite(dir);
  const timeouts = resolveTimeouts(options.timeoutMs);
  const store = createObjectStore({ ...options, timeouts });
  let plan: DeployPlan | undefined;
  let lease: Lease | undefined;
  // The bucket is listed and the ledger read while the site is hashed; the ledger only once the
  // listing's first page has shown an S3 bucket (an endpoint that is not S3 gets one request). A deploy
  // (not a dry run) takes the prefix's lease first: the listing then shows any other deploy's.
  const reads = store.connect().then(async () => {
    let ledger: Promise<DeployLedger | undefined> | undefined;
    const ledgerOnce = () => (ledger ??= readLedger(store, { bucket: options.bucket, prefix }, logger));
    const list = () =>
      stage(
        `list ${destination}`,
        () => store.list(prefix, { onFirstPage: () => void ledgerOnce().catch(() => {}), boundaries: expectedBoundaries(built, prefix) }),
        (entries) => `${entries.length} objects`,
      );
    let listed: RemoteEntry[];
    if (options.dryRun) {
      listed = await list();
      for (const other of await liveLeases(store, listed, prefix)) logger.info(`  lease: ${describeLease(other)}`);
    } else {
      ({ lease, listed } = await takeLease(store, { prefix, location: destination, breakLease: options.breakLease === true, ttlMs: LEASE_TTL_MS, logger, list }));
    }
    return [listed, await ledgerOnce()] as const;
  });
  // Its failure is handled where it is awaited, after the site is read.
  reads.catch(() => {});
  try {
    const site = await stage('read the site', () => readLocalSite(dir, prefix, built), ({ objects, skipped, hashed }) => [`${objects.length} files, ${formatBytes(objects.reduce((sum, object) => sum + object.size, 0))} in ${dir} (${hashed} read to hash, the rest known)`, countSkipped(skipped)].filter(Boolean).join('; '));
    const local = site.objects;
    // What is not published is named where the user asked to see what happens.
    for (const entry of site.skipped) (options.dryRun ? logger.info : logger.debug)(formatSkipped(entry));
    const [listed, previous] = await reads;
    const remote = new Map(leavePrivateObjects(listed, prefix, { logger, dryRun: options.dryRun === true }).map((entry) => [entry.key, entry]));
    const { heads, fromLedger } = await stage('compare', () => compare(store, local, remote, previous, concurrency), ({ heads, fromLedger }) => `${fromLedger.size} objects known from the ledger, headers of ${heads.size - fromLedger.size} read`);
    plan = planDeploy(local, remote, heads);
    const planned = plan;
    const grace = applyGracePeriod(planned.deletes, prefix, previous?.unused, store.serverNow() ?? Date.now(), assetGraceMs);
    const { deletes, kept } = grace;
    const uploads = planned.puts.filter((put) => put.kind === 'upload').length;
    logger.info(`  plan: ${uploads} new, ${planned.puts.length - uploads} changed, ${deletes.length} to delete, ${kept.size ? `${kept.size} kept for the grace period, ` : ''}${planned.unchanged} unchanged`);
    const tooManyDeletes = deletes.length > maxDeletes;
    const deletesSkipped = tooManyDeletes ? deletes.length : 0;
    // What the next deploy's grace period counts from: refused deletes stay unused, the others are gone.
    const unused = tooManyDeletes ? grace.unused : kept;
    for (const [key, since] of kept) (options.dryRun ? logger.info : logger.debug)(formatKeep(key, formatTime(since + assetGraceMs)));
    const pages = [...planned.puts.map((put) => put.object.file), ...deletes.map((key) => key.slice(prefix.length))];
    const distribution = options.cloudfrontDistribution;
    const paths = distribution ? invalidationPaths(pages) : [];

    let summary: DeploySummary;
    if (options.dryRun) {
      for (const group of DEPLOY_GROUPS) for (const put of planned.puts.filter((item) => item.object.group === group)) logger.info(formatPut(put));
      for (const key of deletes) logger.info(formatDelete(key, tooManyDeletes));
      summary = summarise(planned, {
        uploaded: uploads,
        updated: planned.puts.length - uploads,
        deleted: tooManyDeletes ? 0 : deletes.length,
        deletesSkipped,
        keptForGracePeriod: kept.size,
        bytes: planned.puts.reduce((sum, put) => sum + put.object.size, 0),
        invalidation: distribution && paths.length ? { distribution, id: undefined, paths } : undefined,
      });
    } else {
      const context = { store, concurrency, tally, progress: createProgress(options.progress), logger };
      const writes = await writeGroups(planned.puts, context);
      if (!tooManyDeletes) await deleteObjects(deletes, context, prefix);
      if (kept.size > 0) logger.info(`  keep: ${kept.size} asset${kept.size === 1 ? '' : 's'} no longer used, for the grace period (the first to go from ${formatTime([...kept.values()].reduce((first, since) => Math.min(first, since)) + assetGraceMs)})`);
      await writeLedger(store, { bucket: options.bucket, prefix, local, heads, fromLedger, previous, writes, unused }, logger);
      let invalidation: DeploySummary['invalidation'];
      if (distribution && paths.length > 0) {
        const id = await stage(`invalidate CloudFront ${distribution}`, () => invalidateDistribution({ distribution, paths, profile: options.profile, timeouts }), () => paths.join(' ').slice(0, 200));
        invalidation = { distribution, id, paths };
      }
      summary = summarise(planned, { invalidation, deletesSkipped, keptForGracePeriod: kept.size });
    }
    logger.info(formatSummary(summary));
    if (tooManyDeletes) {
      const details = { summary: { ...summary, ok: false } };
      throw createError('DeployTooManyDeletes', { count: deletes.length, max: maxDeletes, location: destination, dryRun: summary.dryRun, writes: planned.puts.length }, { details });
    }
    return summary;
  } catch (error) {
    if (error instanceof CtsiteError && error.details) throw error;
    // Keep what was done so far with the failure, for --json.
    const failure = error instanceof CtsiteError ? error : createError('DeployRequestFailed', { operation: 'deploy to', location: destination, reason: String(error) }, { cause: error });
    throw new CtsiteError(failure.code, failure.message, { cause: failure.cause, details: { summary: summarise(plan, { ok: false }) } });
  } finally {
    // A lease being taken when the deploy failed is released too.
    await reads.catch(() => {});
    await lease?.release();
    store.close();
  }
}

/** The headers and stored MD5 of every key the site and the bucket both have: from the ledger where it describes the object as listed, else by HEAD. */
async function compare(store: ObjectStore, local: readonly LocalObject[], remote: ReadonlyMap<string, RemoteEntry>, previous: DeployLedger | undefined, concurrency: number) {
  const heads = new Map<string, RemoteHead | undefined>();
  const fromLedger = new Set<string>();
  const unknown: string[] = [];
  for (const object of local) {
    const listed = remote.get(object.key);
    if (!listed) continue;
    const known = headFromLedger(previous?.entries.get(object.key), listed);
    if (known) {
      heads.set(object.key, known);
      fromLedger.add(object.key);
    } else {
      unknown.push(object.key);
    }
  }
  // HEAD requests are small: twice the upload concurrency keeps a large site's comparison short.
  await runPool(unknown, concurrency * 2, async (key) => {
    heads.set(key, await store.head(key));
  });
  return { heads, fromLedger };
}

/**
 * The bucket's objects without the ledger, the leases and the private ones (`.env`, perhaps uploaded by an older
 * deploy): a deploy neither publishes nor deletes a private name, so it says loudly that one is there.
 */
function leavePrivateObjects(listed: readonly RemoteEntry[], prefix: string, { logger, dryRun }: { logger: Logger; dryRun: boolean }): RemoteEntry[] {
  const entries: RemoteEntry[] = [];
  const hidden: RemoteEntry[] = [];
  for (const entry of listed) {
    const file = entry.key.slice(prefix.length);
    if (!isLedgerFile(file) && !isLeaseFile(file)) (isPrivatePath(file) ? hidden : entries).push(entry);
  }
  if (hidden.length === 0) return entries;
  for (const entry of hidden) (dryRun ? logger.info : logger.debug)(`${'keep'.padEnd(7)} ${entry.key}  private name, already in the bucket: neither published nor deleted by ctsite`);
  const names = hidden.slice(0, 3).map((entry) => entry.key).join(', ') + (hidden.length > 3 ? ', …' : '');
  const [it, they] = hidden.length === 1 ? ['an object with a private name', 'it'] : [`${hidden.length} objects with private names`, 'them'];
  logger.warn(`The bucket holds ${it} (${names}): ctsite neither publishes nor deletes private names; delete ${they} if not meant to be public.`);
  return entries;
}

/** Where to split the listing, from the keys the build's state says the bucket holds (and a lease); none without that state. */
function expectedBoundaries(built: OutputState | undefined, prefix: string): string[] {
  if (!built) return [];
  const published = Object.keys(built.files).filter((file) => !HOST_FILES.includes(file) && !isPrivatePath(file));
  // The lease folder holds this deploy's lease as the listing runs (its name sorts as the folder's does).
  return listingBoundaries([...published, LEDGER_FILE, LEASE_FOLDER].map((file) => `${prefix}${file}`).sort(compareKeys));
}
