import { resolve } from 'node:path';
import { readOutputState, type OutputState } from '../output/state.ts';
import { deployFailureOutcome, type ErrorCode } from '../errors/catalogue.ts';
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
import { createObjectStore, type ObjectStore, type ObjectStoreOptions, type RemoteEntry, type RemoteHead } from './object-store.ts';
import { planDeploy } from './plan.ts';
import { normalizePrefix } from './prefix.ts';
import { countSkipped, formatSkipped } from './publishable-files.ts';
import { createProgress, formatBytes, formatDelete, formatKeep, formatPut, formatSummary, type DeploySummary } from './report.ts';
import { findLostPages, redirectLine } from '../routes/lost-pages.ts';
import { pathnameForOutput } from '../routes/output-path.ts';
import { runPool } from './run-pool.ts';
import { refuseSampleContent } from './sample-gate.ts';
import { resolveTimeouts } from './timeouts.ts';

export type { DeploySummary } from './report.ts';

/** `ctsite deploy`'s options; where the bucket is and how to reach it are the object store's (`bucket`, `endpoint`, ...). */
export interface DeployOptions extends Omit<ObjectStoreOptions, 'timeouts'> {
  /** The built site. Default: `dist`. */
  dir?: string;
  /** A folder of the bucket the site lives in, e.g. `site` (a CloudFront origin path). Default: the root. */
  prefix?: string;
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
  /** Delete pages the bucket holds that the site neither has nor redirects; without it the deploy refuses, naming each. */
  allowRemovedPages?: boolean;
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
 * failure or a kill leaves every live page working; a rerun finishes the job. The plan is made before
 * anything is written; a dry run names it instead of carrying it out; one summary says what was done.
 */
export async function deploy(options: DeployOptions): Promise<DeploySummary> {
  const run = await prepare(options);
  const bucket = readBucket(run);
  let plan: Plan | undefined;
  try {
    const local = await readSite(run);
    plan = await decide(run, local, await bucket.reads);
    announce(run, plan);
    const done = run.dryRun ? rehearse(run, plan) : await carryOut(run, plan);
    return report(run, plan, done);
  } catch (error) {
    throw withSummary(error, run, plan);
  } finally {
    // A lease being taken when the deploy failed is released too.
    await bucket.reads.catch(() => {});
    await bucket.lease?.release();
    run.store.close();
  }
}

/** One deploy as it runs: its settings with their defaults, the bucket, and what has been written so far. */
type Run = Awaited<ReturnType<typeof prepare>>;

/** What the deploy is to do, decided before it writes anything. */
type Plan = Awaited<ReturnType<typeof decide>>;

/** What a deploy did, or a dry run would do. */
type Done = Pick<DeploySummary, 'uploaded' | 'updated' | 'deleted' | 'bytes' | 'invalidation'>;

/** The options with their defaults, once the gates have let the folder through: sample content, a built site. */
async function prepare(options: DeployOptions) {
  const started = performance.now();
  const logger = options.logger ?? silentLogger;
  const dir = resolve(options.dir ?? 'dist');
  const prefix = normalizePrefix(options.prefix);
  const dryRun = options.dryRun === true;
  // The build's state of the folder, read once: its sample content and the MD5 of each file.
  const built = (await readOutputState(dir)).state;
  await refuseSampleContent(built?.sample, options.dataDir === undefined ? undefined : resolve(options.dataDir), { allow: options.allowSample === true, dryRun, logger });
  await checkBuiltSite(dir);
  const timeouts = resolveTimeouts(options.timeoutMs);
  return {
    options, started, logger, dir, prefix, dryRun, built, timeouts,
    /** Logs what a dry run names and a deploy only with --verbose (a file not published, an object kept). */
    detail: dryRun ? logger.info : logger.debug,
    /** `s3://bucket/prefix/`, for the messages. */
    destination: `s3://${options.bucket}/${prefix}`,
    concurrency: options.concurrency ?? 16, maxDeletes: options.maxDeletes ?? 256, assetGraceMs: options.assetGraceMs ?? ASSET_GRACE_MS,
    stage: createStageTimer(logger),
    store: createObjectStore({ ...options, timeouts }),
    /** What has been written so far: a failure reports it. */
    tally: { uploaded: 0, updated: 0, deleted: 0, bytes: 0 } satisfies WriteTally,
    /** Uploads and deletes sent, answered or not: what a failure may have left written beyond the tally. */
    sent: { writes: 0 },
  };
}

/**
 * The bucket's listing and ledger, read while the site is hashed; the ledger only once the listing's first page
 * has shown an S3 bucket (an endpoint that is not S3 gets one request). A deploy (not a dry run) takes the
 * prefix's lease first: the listing then shows any other deploy's.
 */
function readBucket(run: Run): { reads: Promise<readonly [RemoteEntry[], DeployLedger | undefined]>; lease?: Lease } {
  const { store, options, prefix, logger } = run;
  let ledger: Promise<DeployLedger | undefined> | undefined;
  const ledgerOnce = () => (ledger ??= readLedger(store, { bucket: options.bucket, prefix }, logger));
  const list = () => run.stage(`list ${run.destination}`, () => store.list(prefix, { onFirstPage: () => void ledgerOnce().catch(() => {}), boundaries: expectedBoundaries(run.built, prefix) }), (entries) => `${entries.length} objects`);
  const bucket: ReturnType<typeof readBucket> = {
    reads: store.connect().then(async () => {
      let listed: RemoteEntry[];
      if (run.dryRun) {
        listed = await list();
        for (const other of await liveLeases(store, listed, prefix)) logger.info(`  lease: ${describeLease(other)}`);
      } else {
        ({ lease: bucket.lease, listed } = await takeLease(store, { prefix, location: run.destination, breakLease: options.breakLease === true, ttlMs: LEASE_TTL_MS, logger, list }));
      }
      return [listed, await ledgerOnce()] as const;
    }),
  };
  // Its failure is handled where it is awaited, after the site is read.
  bucket.reads.catch(() => {});
  return bucket;
}

/** The site's files to publish; what is not published is named where the user asked to see what happens. */
async function readSite({ dir, prefix, built, stage, detail }: Run): Promise<LocalObject[]> {
  const site = await stage('read the site', () => readLocalSite(dir, prefix, built), ({ objects, skipped, hashed }) => [`${objects.length} files, ${formatBytes(objects.reduce((sum, object) => sum + object.size, 0))} in ${dir} (${hashed} read to hash, the rest known)`, countSkipped(skipped)].filter(Boolean).join('; '));
  for (const entry of site.skipped) detail(formatSkipped(entry));
  return site.objects;
}

/** Compares the site with the bucket (its private names left alone), then holds back deletes: the grace period, --max-deletes. */
async function decide(run: Run, local: LocalObject[], [listed, previous]: readonly [RemoteEntry[], DeployLedger | undefined]) {
  const { store, prefix } = run;
  const remote = new Map(leavePrivateObjects(listed, run).map((entry) => [entry.key, entry]));
  const { heads, fromLedger } = await run.stage('compare', () => compare(store, local, remote, previous, run.concurrency), ({ heads, fromLedger }) => `${fromLedger.size} objects known from the ledger, headers of ${heads.size - fromLedger.size} read`);
  const plan = planDeploy(local, remote, heads);
  refuseRemovedPages(run, local, remote.keys());
  // Assets no longer used are `kept` for the grace period (not in `deletes`), with since when; more deletes
  // than --max-deletes are all refused, and the deploy fails after its writes. The ledger is written from
  // the site and the headers each key was judged by (`fromLedger`: taken from the previous ledger).
  const { deletes, kept, unused } = applyGracePeriod(plan.deletes, prefix, previous?.unused, store.serverNow() ?? Date.now(), run.assetGraceMs);
  const tooManyDeletes = deletes.length > run.maxDeletes;
  const pages = [...plan.puts.map((put) => put.object.file), ...deletes.map((key) => key.slice(prefix.length))];
  const distribution = run.options.cloudfrontDistribution;
  const paths = distribution ? invalidationPaths(pages) : [];
  return {
    ...plan, deletes, kept, tooManyDeletes, local, heads, fromLedger, previous,
    uploads: plan.puts.filter((put) => put.kind === 'upload').length,
    /** What the next deploy's grace period counts from: refused deletes stay unused, the others are gone. */
    unused: tooManyDeletes ? unused : kept,
    /** The CloudFront invalidation to make: none without a distribution, or with nothing changed. */
    invalidation: distribution && paths.length > 0 ? { distribution, id: undefined as string | undefined, paths } : undefined,
  };
}

/**
 * A page the bucket holds that the site neither has nor redirects is a lost address: refused before anything is
 * written, each named with the line of data/redirects.json that keeps it; with --allow-removed-pages, one warning.
 */
function refuseRemovedPages({ prefix, destination, options, logger }: Run, local: readonly LocalObject[], remoteKeys: Iterable<string>): void {
  const site = {
    files: new Set(local.map((object) => object.file)),
    redirects: new Map(local.flatMap((object) => (object.headers.redirect === undefined ? [] : [[pathnameForOutput(object.file), object.headers.redirect] as const]))),
  };
  const lost = findLostPages([...remoteKeys].map((key) => key.slice(prefix.length)), site);
  if (lost.length === 0) return;
  if (options.allowRemovedPages !== true) {
    throw createError('PagesLost', { holder: destination, outcome: 'nothing was uploaded or deleted', lines: lost.map(redirectLine) });
  }
  logger.warn(`Deleting ${lost.length} page${lost.length === 1 ? '' : 's'} with no redirect (--allow-removed-pages): ${lost.map((page) => page.address).join(', ')}.`);
}

/** The plan in one line, and (in a dry run, or with --verbose) each asset kept for the grace period. */
function announce({ logger, detail, assetGraceMs }: Run, plan: Plan): void {
  const kept = plan.kept.size ? `${plan.kept.size} kept for the grace period, ` : '';
  logger.info(`  plan: ${plan.uploads} new, ${plan.puts.length - plan.uploads} changed, ${plan.deletes.length} to delete, ${kept}${plan.unchanged} unchanged`);
  for (const [key, since] of plan.kept) detail(formatKeep(key, formatTime(since + assetGraceMs)));
}

/** A dry run: each write (in the order the deploy would make them) and delete, named and counted. */
function rehearse({ logger }: Run, plan: Plan): Done {
  for (const group of DEPLOY_GROUPS) for (const put of plan.puts.filter((item) => item.object.group === group)) logger.info(formatPut(put));
  for (const key of plan.deletes) logger.info(formatDelete(key, plan.tooManyDeletes));
  return {
    uploaded: plan.uploads,
    updated: plan.puts.length - plan.uploads,
    deleted: plan.tooManyDeletes ? 0 : plan.deletes.length,
    bytes: plan.puts.reduce((sum, put) => sum + put.object.size, 0),
    invalidation: plan.invalidation,
  };
}

/** The deploy: writes group by group, deletes (unless refused), writes the ledger, invalidates the CDN; `run.tally` counts as it goes. */
async function carryOut(run: Run, plan: Plan): Promise<Done> {
  const { store, logger, prefix, options, tally } = run;
  const { kept } = plan;
  const context = { store, concurrency: run.concurrency, tally, sent: run.sent, progress: createProgress(options.progress), logger };
  const writes = await writeGroups(plan.puts, context);
  if (!plan.tooManyDeletes) await deleteObjects(plan.deletes, context, prefix);
  if (kept.size > 0) logger.info(`  keep: ${kept.size} asset${kept.size === 1 ? '' : 's'} no longer used, for the grace period (the first to go from ${formatTime([...kept.values()].reduce((first, since) => Math.min(first, since)) + run.assetGraceMs)})`);
  await writeLedger(store, { ...plan, bucket: options.bucket, prefix, writes }, logger);
  return { ...tally, invalidation: plan.invalidation && (await invalidate(run, plan.invalidation)) };
}

/** Invalidates the changed and deleted pages in the CloudFront distribution. */
async function invalidate({ options, stage, timeouts }: Run, { distribution, paths }: { distribution: string; paths: string[] }): Promise<DeploySummary['invalidation']> {
  const id = await stage(`invalidate CloudFront ${distribution}`, () => invalidateDistribution({ distribution, paths, profile: options.profile, timeouts }), () => paths.join(' ').slice(0, 200));
  return { distribution, id, paths };
}

/** The one line of what was done (or would be); a refusal of --max-deletes fails the deploy after it. */
function report(run: Run, plan: Plan, done: Done): DeploySummary {
  const deletesSkipped = plan.tooManyDeletes ? plan.deletes.length : 0;
  const summary = summarise(run, plan.unchanged, { ...done, deletesSkipped, keptForGracePeriod: plan.kept.size });
  run.logger.info(formatSummary(summary));
  if (plan.tooManyDeletes) {
    const details = { summary: { ...summary, ok: false } };
    throw createError('DeployTooManyDeletes', { count: plan.deletes.length, max: run.maxDeletes, location: run.destination, dryRun: run.dryRun, writes: plan.puts.length }, { details });
  }
  return summary;
}

/** The summary `--json` prints: by default, what has been written so far. */
function summarise(run: Run, unchanged: number | undefined, told: Partial<DeploySummary>): DeploySummary {
  return { ok: true, dryRun: run.dryRun, destination: run.destination, ...run.tally, unchanged: unchanged ?? 0, deletesSkipped: 0, keptForGracePeriod: 0, durationMs: Math.round(performance.now() - run.started), invalidation: undefined, ...told };
}

/** Failures whose message already says what the deploy left: it changed nothing, or published all but the deletes. */
const OUTCOME_IN_MESSAGE: ReadonlySet<ErrorCode> = new Set(['DeployLeaseHeld', 'PagesLost', 'DeployTooManyDeletes', 'DeployInvalidationFailed']);

/**
 * The failure with what was done so far, for --json, and said after its message: what was written, that the live
 * site is whole, that a rerun resumes. One that carries its summary already (too many deletes) as it is.
 */
function withSummary(error: unknown, run: Run, plan: Plan | undefined): CtsiteError {
  if (error instanceof CtsiteError && error.details) return error;
  const failure = error instanceof CtsiteError ? error : createError('DeployRequestFailed', { operation: 'deploy to', location: run.destination, reason: String(error) }, { cause: error });
  const outcome = OUTCOME_IN_MESSAGE.has(failure.code) ? undefined : deployFailureOutcome({ ...run.tally, sent: run.sent.writes });
  return new CtsiteError(failure.code, failure.message, { cause: failure.cause, details: { summary: summarise(run, plan?.unchanged, { ok: false }) }, ...(outcome ? { outcome } : {}) });
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
function leavePrivateObjects(listed: readonly RemoteEntry[], { prefix, logger, detail }: Run): RemoteEntry[] {
  const entries: RemoteEntry[] = [];
  const hidden: RemoteEntry[] = [];
  for (const entry of listed) {
    const file = entry.key.slice(prefix.length);
    if (!isLedgerFile(file) && !isLeaseFile(file)) (isPrivatePath(file) ? hidden : entries).push(entry);
  }
  if (hidden.length === 0) return entries;
  for (const entry of hidden) detail(`${'keep'.padEnd(7)} ${entry.key}  private name, already in the bucket: neither published nor deleted by ctsite`);
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
