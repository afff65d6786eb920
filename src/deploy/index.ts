import { resolve } from 'node:path';
import { readOutputState, type OutputState } from '../build/output-state.ts';
import { createError, CtsiteError } from '../errors/ctsite-error.ts';
import { silentLogger, type Logger } from '../log/logger.ts';
import { createStageTimer } from '../log/stage-timer.ts';
import { invalidateDistribution, invalidationPaths } from './cdn.ts';
import { deleteObjects, writeGroups, type WriteTally } from './execute.ts';
import { headFromState, isStateFile, STATE_FILE, type DeployState } from './deploy-state.ts';
import { HOST_FILES } from '../build/host-files.ts';
import { compareKeys, listingBoundaries } from './listing-ranges.ts';
import { checkBuiltSite, DEPLOY_GROUPS, readLocalSite, type LocalObject } from './local-site.ts';
import { createObjectStore, type ObjectStore, type RemoteEntry, type RemoteHead } from './object-store.ts';
import { planDeploy, type DeployPlan } from './plan.ts';
import { normalizePrefix } from './prefix.ts';
import { createProgress, formatBytes, formatDelete, formatPut, formatSummary, type DeploySummary } from './report.ts';
import { runPool } from './run-pool.ts';
import { refuseSampleContent } from './sample-gate.ts';
import { isPrivatePath } from '../hosting/private-paths.ts';
import { countSkipped, formatSkipped } from './publishable-files.ts';
import { readDeployState, writeDeployState } from './state-sync.ts';
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
  /**
   * How long a request may go unanswered, all its retries included, in ms (plus a second per 64 KiB it
   * uploads), e.g. 5000 in a test. Default: `CTSITE_DEPLOY_TIMEOUT_MS`, else 60 000.
   */
  timeoutMs?: number;
  /** A CloudFront distribution to invalidate the changed and deleted pages in. */
  cloudfrontDistribution?: string;
  /**
   * The data the site was built from, e.g. `data`: checked for sample content when the built folder has
   * no record of its own (src/deploy/sample-gate.ts), and the deploy refused if it holds any. The CLI
   * always passes it; without it, only the folder's record is checked.
   */
  dataDir?: string;
  /** Publish sample content anyway, with a warning: a staging bucket. */
  allowSample?: boolean;
  logger?: Logger;
  /** Where a progress line is drawn when it is a terminal, e.g. `process.stderr`. */
  progress?: NodeJS.WritableStream & { isTTY?: boolean };
}

export const DEFAULT_MAX_DELETES = 256;
export const DEFAULT_CONCURRENCY = 16;

/**
 * `ctsite deploy`: read the built site → list the bucket and read the deploy state → compare content
 * and headers (from the state where it describes an object as listed, else by HEAD) → write the
 * changes group by group (assets, files, pages, crawler files) → delete what is gone (guarded) →
 * record the state → invalidate the CDN → summary. A failure or a kill at any point leaves every live page working;
 * running the deploy again finishes the job.
 */
export async function deploy(options: DeployOptions): Promise<DeploySummary> {
  const started = performance.now();
  const logger = options.logger ?? silentLogger;
  const dir = resolve(options.dir ?? 'dist');
  const prefix = normalizePrefix(options.prefix);
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
  const maxDeletes = options.maxDeletes ?? DEFAULT_MAX_DELETES;
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
    durationMs: Math.round(performance.now() - started),
    invalidation: undefined,
    ...extra,
  });

  await checkBuiltSite(dir);
  const timeouts = resolveTimeouts(options.timeoutMs);
  const store = createObjectStore({ ...options, timeouts });
  let plan: DeployPlan | undefined;
  try {
    // The bucket is listed and the state read while the site is hashed. The state is read once the
    // listing's first page has shown an S3 bucket (an endpoint that is not S3 gets one request, the
    // listing), alongside the pages that follow.
    const reads = store.connect().then(async () => {
      let state: Promise<DeployState | undefined> | undefined;
      const readState = () => (state ??= readDeployState(store, { bucket: options.bucket, prefix }, logger));
      const listed = await stage(
        `list ${destination}`,
        () => store.list(prefix, { onFirstPage: () => void readState().catch(() => {}), boundaries: expectedBoundaries(built, prefix) }),
        (entries) => `${entries.length} objects`,
      );
      return [listed, await readState()] as const;
    });
    // Its failure is handled where it is awaited, after the site is read.
    reads.catch(() => {});
    const site = await stage('read the site', () => readLocalSite(dir, prefix, built), ({ objects, skipped, hashed }) => [`${objects.length} files, ${formatBytes(objects.reduce((sum, object) => sum + object.size, 0))} in ${dir} (${hashed} read to hash, the rest known)`, countSkipped(skipped)].filter(Boolean).join('; '));
    const local = site.objects;
    // What is not published is named where the user asked to see what happens.
    for (const entry of site.skipped) (options.dryRun ? logger.info : logger.debug)(formatSkipped(entry));
    const [listed, previous] = await reads;
    const remote = new Map(leavePrivateObjects(listed.filter((entry) => !isStateFile(entry.key.slice(prefix.length))), prefix, { logger, dryRun: options.dryRun === true }).map((entry) => [entry.key, entry]));
    const { heads, fromState } = await stage('compare', () => compare(store, local, remote, previous, concurrency), ({ heads, fromState }) => `${fromState.size} objects known from the state, headers of ${heads.size - fromState.size} read`);
    plan = planDeploy(local, remote, heads);
    const planned = plan;
    logger.info(`  plan: ${count(planned, 'upload')} new, ${count(planned, 'update')} changed, ${planned.deletes.length} to delete, ${planned.unchanged} unchanged`);
    const tooManyDeletes = planned.deletes.length > maxDeletes;
    const pages = [...planned.puts.map((put) => put.object.file), ...planned.deletes.map((key) => key.slice(prefix.length))];
    const paths = options.cloudfrontDistribution ? invalidationPaths(pages) : [];

    if (options.dryRun) {
      for (const group of DEPLOY_GROUPS) for (const put of planned.puts.filter((item) => item.object.group === group)) logger.info(formatPut(put));
      for (const key of planned.deletes) logger.info(formatDelete(key, tooManyDeletes));
      const summary = summarise(planned, {
        uploaded: count(planned, 'upload'),
        updated: count(planned, 'update'),
        deleted: tooManyDeletes ? 0 : planned.deletes.length,
        deletesSkipped: tooManyDeletes ? planned.deletes.length : 0,
        bytes: planned.puts.reduce((sum, put) => sum + put.object.size, 0),
        invalidation: options.cloudfrontDistribution && paths.length ? { distribution: options.cloudfrontDistribution, id: undefined, paths } : undefined,
      });
      logger.info(formatSummary(summary));
      if (tooManyDeletes) throw tooManyDeletesError(planned, maxDeletes, destination, { ...summary, ok: false });
      return summary;
    }

    const context = { store, concurrency, tally, progress: createProgress(options.progress), logger };
    const record = await writeGroups(planned.puts, context);
    if (!tooManyDeletes) await deleteObjects(planned.deletes, context, prefix);
    await writeDeployState(store, { bucket: options.bucket, prefix, local, plan: planned, heads, fromState, previous, record }, logger);
    let invalidation: DeploySummary['invalidation'];
    if (options.cloudfrontDistribution && paths.length > 0) {
      const distribution = options.cloudfrontDistribution;
      const id = await stage(`invalidate CloudFront ${distribution}`, () => invalidateDistribution({ distribution, paths, profile: options.profile, timeouts }), () => paths.join(' ').slice(0, 200));
      invalidation = { distribution, id, paths };
    }
    const summary = summarise(planned, { invalidation, deletesSkipped: tooManyDeletes ? planned.deletes.length : 0 });
    logger.info(formatSummary(summary));
    if (tooManyDeletes) throw tooManyDeletesError(planned, maxDeletes, destination, { ...summary, ok: false });
    return summary;
  } catch (error) {
    if (error instanceof CtsiteError && error.details) throw error;
    // Keep what was done so far with the failure, for --json.
    const failure = error instanceof CtsiteError ? error : createError('DeployRequestFailed', { operation: 'deploy to', location: destination, reason: String(error) }, { cause: error });
    throw new CtsiteError(failure.code, failure.message, { cause: failure.cause, details: { summary: summarise(plan, { ok: false }) } });
  } finally {
    store.close();
  }
}

/**
 * The headers and stored MD5 of every key the site and the bucket both have: from the state where it
 * describes the object as listed, else from a HEAD request.
 */
async function compare(store: ObjectStore, local: readonly LocalObject[], remote: ReadonlyMap<string, RemoteEntry>, previous: DeployState | undefined, concurrency: number) {
  const heads = new Map<string, RemoteHead | undefined>();
  const fromState = new Set<string>();
  const unknown: string[] = [];
  for (const object of local) {
    const listed = remote.get(object.key);
    if (!listed) continue;
    const known = headFromState(previous?.entries.get(object.key), listed);
    if (known) {
      heads.set(object.key, known);
      fromState.add(object.key);
    } else {
      unknown.push(object.key);
    }
  }
  // HEAD requests are small: twice the upload concurrency keeps a large site's comparison short.
  await runPool(unknown, concurrency * 2, async (key) => {
    heads.set(key, await store.head(key));
  });
  return { heads, fromState };
}

function count(plan: DeployPlan, kind: 'upload' | 'update'): number {
  return plan.puts.filter((put) => put.kind === kind).length;
}

function tooManyDeletesError(plan: DeployPlan, max: number, location: string, summary: DeploySummary): CtsiteError {
  return createError('DeployTooManyDeletes', { count: plan.deletes.length, max, location, dryRun: summary.dryRun, writes: plan.puts.length }, { details: { summary } });
}

/**
 * The bucket's objects without the private ones (`.env`, `.git/config`, perhaps uploaded by an older
 * deploy): a deploy neither publishes nor deletes a private name, so it says loudly that one is there.
 */
function leavePrivateObjects(entries: readonly RemoteEntry[], prefix: string, { logger, dryRun }: { logger: Logger; dryRun: boolean }): RemoteEntry[] {
  const hidden = entries.filter((entry) => isPrivatePath(entry.key.slice(prefix.length)));
  if (hidden.length === 0) return [...entries];
  for (const entry of hidden) (dryRun ? logger.info : logger.debug)(`${'keep'.padEnd(7)} ${entry.key}  private name, already in the bucket: neither published nor deleted by ctsite`);
  const names = hidden.slice(0, 3).map((entry) => entry.key).join(', ') + (hidden.length > 3 ? ', …' : '');
  const [it, they] = hidden.length === 1 ? ['an object with a private name', 'it'] : [`${hidden.length} objects with private names`, 'them'];
  logger.warn(`The bucket holds ${it} (${names}): ctsite neither publishes nor deletes private names; delete ${they} if not meant to be public.`);
  const keep = new Set(hidden);
  return entries.filter((entry) => !keep.has(entry));
}

/** Where to split the listing (listing-ranges.ts), from the keys the build's record says the bucket holds; none without its record. */
function expectedBoundaries(built: OutputState | undefined, prefix: string): string[] {
  if (!built) return [];
  const published = Object.keys(built.files).filter((file) => !HOST_FILES.includes(file) && !isPrivatePath(file));
  return listingBoundaries([...published, STATE_FILE].map((file) => `${prefix}${file}`).sort(compareKeys));
}
