import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { normalizePrefix } from './deploy/prefix.ts';
import { bucketNameProblem } from './deploy/bucket-name.ts';
import { CtsiteError } from './errors/ctsite-error.ts';
import { formatError } from './errors/format-error.ts';
import type { DeployOptions } from './deploy/index.ts';
import { CHECK_FORMATS, type CheckFormat } from './check/check-report.ts';
import { createConsoleLogger, silentLogger } from './log/logger.ts';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new InvalidArgumentError('a port number from 0 to 65535');
  return port;
}

function parseSiteUrl(value: string): string {
  // A user name and password would be published in every canonical link and the sitemap.
  if (/^https?:\/\/[^/]*@/.test(value)) throw new InvalidArgumentError('an origin without a user name or password ("user:password@"), such as https://www.example.com');
  if (!/^https?:\/\/[^\s/]+$/.test(value.replace(/\/$/, ''))) throw new InvalidArgumentError('an origin such as https://www.example.com');
  return value.replace(/\/$/, '');
}

function parsePrefix(value: string): string {
  try {
    return normalizePrefix(value);
  } catch (error) {
    throw new InvalidArgumentError((error as Error).message);
  }
}

function parseBucket(value: string): string {
  const problem = bucketNameProblem(value);
  if (problem) throw new InvalidArgumentError(`a bucket name: ${problem}`);
  return value;
}

/** A parser accepting what `pattern` matches; `expected` says what that is. */
function parseMatching(pattern: RegExp, expected: string): (value: string) => string {
  return (value) => {
    if (!pattern.test(value)) throw new InvalidArgumentError(expected);
    return value;
  };
}

/** A parser accepting one of `choices`. */
function parseChoice<T extends string>(choices: readonly T[], expected = choices.join(' or ')): (value: string) => T {
  return (value) => {
    if (!(choices as readonly string[]).includes(value)) throw new InvalidArgumentError(expected);
    return value as T;
  };
}

const parseEndpoint = parseMatching(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/, 'a URL such as https://<account>.r2.cloudflarestorage.com or http://127.0.0.1:9000');
const parseDistribution = parseMatching(/^[A-Z0-9]{6,32}$/i, 'a CloudFront distribution id such as E2QWRUHAPOMQZL');
const parseFormat = parseChoice(['text', 'json']);

function parseCount(minimum: number): (value: string) => number {
  return (value) => {
    const count = Number(value);
    if (!/^\d+$/.test(value) || !Number.isSafeInteger(count) || count < minimum) throw new InvalidArgumentError(`a whole number of at least ${minimum}`);
    return count;
  };
}

/** `1d`, `6h`, `30m`, `45s` or `0`, in ms. */
function parseAge(value: string): number {
  const match = /^(\d+)([smhd]?)$/.exec(value.trim());
  if (!match) throw new InvalidArgumentError('a number with s, m, h or d, e.g. 1d or 6h; 0 for none');
  return Number(match[1]) * { '': 1000, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] as '' | 's' | 'm' | 'h' | 'd'];
}

/** An option taking an age (`--asset-grace 6h`), in ms, whose help shows its default as written in the docs (`1d`), not as 86400000. */
function ageOption(flags: string, description: string, defaultAge: string): Option {
  return new Option(flags, description).argParser(parseAge).default(parseAge(defaultAge), defaultAge);
}

const program = new Command()
  .name('ctsite')
  .description('Builds, previews, checks and deploys the contractor website.')
  .version(version)
  .option('--verbose', 'show per-page detail and stack traces')
  .exitOverride()
  .configureOutput({ writeErr: (text) => process.stderr.write(text) });

program
  .command('build')
  .description('Render every route from data/ into the output folder, with sitemap, robots.txt and redirects.')
  .option('--out <dir>', 'output folder: replaced only when missing, empty or an earlier ctsite output', 'dist')
  .option('--force', 'replace an output folder that ctsite did not write (never the project, its data or a tracked file)')
  .option('--data <dir>', 'content folder', 'data')
  .option('--site-url <url>', 'site origin for canonical URLs and the sitemap (default: siteUrl in data/company.json)', parseSiteUrl)
  .option('--dry-run', 'validate and render everything in memory; write nothing')
  .option('--allow-removed-pages', 'let pages of the last output go with no redirect in data/redirects.json (a warning names them)')
  .option('--format <format>', 'text, or github: a failure also as workflow annotations on the data file line that caused it', parseChoice(['text', 'github']), 'text')
  .action(async (options: { out: string; data: string; siteUrl?: string; dryRun?: boolean; force?: boolean; allowRemovedPages?: boolean; format: 'text' | 'github' }) => {
    const logger = createConsoleLogger({ verbose: program.opts().verbose });
    const [{ build }, { discardWriter }] = await Promise.all([import('./pipeline/index.ts'), import('./output/writer.ts')]);
    await build({
      outDir: options.out,
      dataDir: resolve(options.data),
      force: options.force === true,
      allowRemovedPages: options.allowRemovedPages === true,
      logger,
      ...(options.siteUrl ? { siteUrl: options.siteUrl } : {}),
      ...(options.dryRun ? { writer: discardWriter } : {}),
    }).catch(async (error: unknown) => {
      // The annotations on stdout, where GitHub Actions reads them; the usual report still follows on stderr.
      if (options.format === 'github') {
        const { formatGithubError } = await import('./check/formats/github-error.ts');
        process.stdout.write(await formatGithubError(error, resolve(options.data)));
      }
      throw error;
    });
  });

program
  .command('serve')
  .description('Preview the site on 127.0.0.1 the way object storage behind a CDN serves it; builds first, then rebuilds and reloads open pages on every change.')
  .option('--dir <dir>', 'built site folder', 'dist')
  .option('--port <n>', 'port (0 picks a free one)', parsePort, 4173)
  .option('--no-watch', 'serve the folder as it is: no build, no rebuilds')
  .action(async (options: { dir: string; port: number; watch: boolean }) => {
    const { serve } = await import('./serve/index.ts');
    running = await serve({ dir: options.dir, port: options.port, watch: options.watch, logger: createConsoleLogger({ verbose: program.opts().verbose }) });
  });

program
  .command('check')
  .description('Run the quality gates over a built site: links, HTML validity, structured data, SEO basics and sitemap, byte budgets.')
  .option('--dir <dir>', 'built site folder', 'dist')
  .option('--budgets <file>', 'byte budgets per page kind', 'budgets.json')
  .option('--production', 'also fail while the data holds sample content (stand-in entries, drama phone numbers, example domains...), listing each')
  .option('--data <dir>', 'content folder the site was built from: checked with --production, and where problems are traced to', 'data')
  .option('--format <format>', 'text; json (one object); github (workflow annotations on the source line, and a summary in GITHUB_STEP_SUMMARY); junit (XML)', parseChoice(CHECK_FORMATS, CHECK_FORMATS.join(', ')), 'text')
  .option('--report <file>', 'write the json or junit report to this file rather than to standard output')
  .option('--external', 'also fetch every external URL the pages link to (HEAD then GET, 2 at a time a host, retries, a cache)')
  .option('--external-strict', 'with --external: fail on links that could not be verified (sites that turn robots away) too')
  .addOption(ageOption('--cache-max-age <age>', 'how old a cached external result may be, e.g. 1d, 6h, 30m, 0 for none', '1d'))
  .action(async (options: { dir: string; budgets: string; production?: boolean; data: string; format: CheckFormat; report?: string; external?: boolean; externalStrict?: boolean; cacheMaxAge: number }) => {
    if (options.report !== undefined && options.format !== 'json' && options.format !== 'junit') program.error('error: --report writes a json or junit report: add --format json or --format junit', { exitCode: 2 });
    const consoleLogger = createConsoleLogger({ verbose: program.opts().verbose });
    // A report on standard output is that alone: the gates' lines and the problems go to stderr.
    const toStdout = (options.format === 'json' || options.format === 'junit') && options.report === undefined;
    const logger = toStdout ? { ...consoleLogger, info: consoleLogger.warn, debug: program.opts().verbose ? consoleLogger.warn : () => {} } : consoleLogger;
    const { check } = await import('./check/index.ts');
    const stepSummary = process.env.GITHUB_STEP_SUMMARY;
    await check({
      dir: options.dir,
      budgetsFile: options.budgets,
      logger,
      production: options.production === true,
      dataDir: resolve(options.data),
      format: options.format,
      ...(options.report === undefined ? {} : { reportFile: options.report }),
      ...(options.format === 'github' && stepSummary ? { stepSummary } : {}),
      ...(options.external || options.externalStrict ? { external: { strict: options.externalStrict === true, checker: { cacheMaxAgeMs: options.cacheMaxAge } } } : {}),
    });
  });

program
  .command('report')
  .description('From the data, without building: how many service-in-town pages are indexed, why the rest are held back, and the additions (a project, a town note, a sector) that would bring the most into the index.')
  .option('--data <dir>', 'content folder', 'data')
  .option('--format <format>', 'text, or json for the whole report as one object', parseFormat, 'text')
  .action(async (options: { data: string; format: 'text' | 'json' }) => {
    const logger = createConsoleLogger({ verbose: program.opts().verbose });
    const { report } = await import('./report/index.ts');
    await report({ dataDir: options.data, format: options.format, logger });
  });

program
  .command('routes [url]')
  .description('From the data, without building: the route at an address (or every route), its definition and template files, whether it redirects and where, and the data files and entries the page reads.')
  .option('--data <dir>', 'content folder', 'data')
  .option('--format <format>', 'text, or json for one object', parseFormat, 'text')
  .action(async (url: string | undefined, options: { data: string; format: 'text' | 'json' }) => {
    const logger = createConsoleLogger({ verbose: program.opts().verbose });
    const { routes } = await import('./page-sources/index.ts');
    await routes({ ...(url === undefined ? {} : { url }), dataDir: options.data, format: options.format, logger });
  });

program
  .command('deploy')
  .description('Publish the built site to S3-compatible object storage: only what changed (by content), assets before the pages that use them, deletes last and guarded.')
  .requiredOption('--bucket <name>', 'the bucket to publish to', parseBucket)
  .option('--dir <dir>', 'built site folder', 'dist')
  .option('--prefix <path>', 'folder of the bucket the site lives in (default: the root)', parsePrefix)
  .option('--endpoint <url>', 'S3-compatible endpoint (R2, MinIO, B2...); default: AWS S3', parseEndpoint)
  .option('--region <region>', 'region (default: AWS_REGION or the profile; us-east-1 with --endpoint)')
  .option('--force-path-style', 'address the bucket as <endpoint>/<bucket> (MinIO and most self-hosted stores)')
  .option('--profile <name>', 'profile of ~/.aws/config and ~/.aws/credentials (default: the standard credential chain)')
  .option('--dry-run', 'print every upload, update, redirect and delete with its reason; change nothing')
  .option('--max-deletes <n>', 'fail rather than delete more objects than this', parseCount(0), 256)
  .option('--concurrency <n>', 'requests in flight at once', parseCount(1), 16)
  .option('--cloudfront-distribution <id>', 'CloudFront distribution to invalidate the changed and deleted pages in', parseDistribution)
  .option('--json', 'print the summary (or the failure) as one JSON object on stdout, for CI')
  .option('--data <dir>', 'content folder the site was built from: the deploy refuses while it holds sample content', 'data')
  .option('--allow-sample', 'publish sample content anyway, with a warning (a staging bucket)')
  .option('--allow-removed-pages', 'delete pages the bucket holds that the site neither has nor redirects (refused by default, each named)')
  .addOption(ageOption('--asset-grace <age>', 'keep assets the site no longer uses this long (e.g. 1d, 6h; 0 deletes them at once), for pages still cached', '1d'))
  .option('--break-lease', "remove another deploy's lease on the prefix and go ahead: only when that deploy is dead")
  .action(async (options: Omit<DeployOptions, 'logger' | 'progress' | 'assetGraceMs'> & { json?: boolean; data: string; assetGrace: number }) => {
    const verbose = program.opts().verbose === true;
    const consoleLogger = createConsoleLogger({ verbose });
    // --json: stdout carries the summary object alone; warnings still reach stderr.
    const logger = options.json ? { ...silentLogger, warn: consoleLogger.warn } : consoleLogger;
    const { deploy } = await import('./deploy/index.ts');
    // Ctrl-C or a kill: the deploy's lease is released before the process exits, so the next deploy need not wait for it to expire.
    const { releaseLeases } = await import('./deploy/lease.ts');
    running = { close: releaseLeases };
    // The guard: anything that escapes the deploy's own handling (a rejection nobody awaited, an exception thrown in
    // a callback of the SDK) ends it through the catalogue too, never with Node's crash report: the lease is
    // released, --json writes its object, exit 1.
    let escape: (error: unknown) => void = () => {};
    const escaped = new Promise<never>((_resolve, reject) => (escape = reject));
    const onEscape = (error: unknown) => {
      escapedDeploy = true;
      escape(error);
    };
    process.on('unhandledRejection', onEscape);
    process.on('uncaughtException', onEscape);
    try {
      const { data, assetGrace, ...flags } = options;
      const summary = await Promise.race([deploy({ ...flags, assetGraceMs: assetGrace, dataDir: resolve(data), logger, ...(options.json || verbose ? {} : { progress: process.stderr }) }), escaped]);
      if (options.json) process.stdout.write(`${JSON.stringify(summary)}\n`);
    } catch (caught) {
      const error = caught instanceof CtsiteError ? caught : await escapedFailure(caught, options);
      if (escapedDeploy) await releaseLeases();
      if (options.json) {
        const failure = { code: error.code, title: error.title, message: error.message, ...(error.outcome ? { outcome: error.outcome } : {}), hint: error.hint };
        const summary = error.details?.['summary'];
        process.stdout.write(`${JSON.stringify({ ...(summary && typeof summary === 'object' ? summary : {}), ok: false, error: failure })}\n`);
      }
      throw error;
    } finally {
      process.off('unhandledRejection', onEscape);
      process.off('uncaughtException', onEscape);
    }
  });

/** Set when a failure escaped a deploy's own handling: its requests may still be in flight, so the process exits once the failure is reported. */
let escapedDeploy = false;

/** The catalogue's error for a failure that escaped the deploy: a storage service's error by its code, anything else as a stopped deploy; with what that leaves. */
async function escapedFailure(error: unknown, options: { bucket: string; prefix?: string; endpoint?: string }): Promise<CtsiteError> {
  const [{ translateStoreError }, { deployFailureOutcome }, { createError }] = await Promise.all([import('./deploy/s3-answers.ts'), import('./errors/catalogue.ts'), import('./errors/ctsite-error.ts')]);
  const sdk = typeof error === 'object' && error !== null && '$metadata' in error;
  const named = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const found = sdk ? translateStoreError(error, { operation: 'write to', location: `s3://${options.bucket}/${options.prefix ?? ''}`, bucket: options.bucket, endpoint: options.endpoint ?? 'Amazon S3' }) : createError('DeployStopped', { reason: named }, { cause: error });
  return new CtsiteError(found.code, found.message, { cause: found.cause, outcome: deployFailureOutcome(undefined) });
}

/** A running `ctsite serve`, stopped with the process. */
let running: { close(): Promise<void> } | undefined;

// Ctrl-C or a kill signal during a build: remove its staging folder (the previous output was never
// touched), then exit as a signalled process does. A serve stops its server and the process that builds
// (which removes the staging folder of a build of its own).
let stopping = false;
async function stop(exitCode: number): Promise<void> {
  // Once: a second Ctrl-C while a serve closes changes nothing.
  if (stopping) return;
  stopping = true;
  if (running) {
    // Bounded: a browser still downloading a file would hold the server open.
    await Promise.race([running.close(), new Promise((resume) => setTimeout(resume, 3000))]);
  }
  // The output folder's lock, whatever closing did: the next run must not find it held by a process that is gone.
  const { releaseOutputLocks } = await import('./output/lock.ts');
  releaseOutputLocks();
  if (!running) {
    const { abandonStagingFolders } = await import('./output/staged-output.ts');
    try {
      abandonStagingFolders();
    } catch (error) {
      process.stderr.write(`Could not remove the staging folder of the stopped build (the next build will): ${(error as Error).message}\n`);
    }
  }
  process.exit(exitCode);
}
for (const [signal, exitCode] of [['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]] as const) process.on(signal, () => void stop(exitCode));
// A reader that went away (`ctsite build | head -1`) ends the command as SIGPIPE ends other tools: quietly,
// with the clean-up of a stop and SIGPIPE's status, 141.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    void stop(141);
  });
}

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    // Help and version exit 0; a usage mistake exits 2 (commander already printed why).
    process.exitCode = error.exitCode === 0 ? 0 : 2;
  } else {
    process.stderr.write(`${formatError(error, { verbose: program.opts().verbose === true })}\n`);
    process.exitCode = error instanceof CtsiteError ? error.exitCode : 1;
  }
}
// A deploy whose failure escaped may still have requests in flight and their retries: its report is out, so end.
if (escapedDeploy) process.exit();
