/** One problem found in a data file, e.g. `data/services.json#/3/slug`: expected a slug, found "Wiring". */
export interface DataIssue {
  /** Path of the file relative to the project, e.g. `data/services.json`. */
  file: string;
  /** JSON path inside the file, e.g. `['3', 'slug']`. */
  path: readonly (string | number)[];
  /** What was wrong and what was expected, e.g. `expected a lower-case slug`. */
  message: string;
  /** What the file holds there, shortened, when it helps, e.g. `"Wiring"`. */
  found?: string;
  /** What to do about it. */
  hint?: string;
  /** The lines around a JSON syntax error, a caret under its column. */
  excerpt?: string;
  /** Where in the file, from 1: from the reader (a syntax error, a duplicate key), else from `path` once the data is checked. */
  line?: number;
  column?: number;
  /** The entry the problem is in, by its slug (or key), e.g. `elloughton` for `#/33/nearby/1`. */
  entry?: string;
  /** The field within that entry (or the file, when no entry names it), e.g. `nearby[1]` or `social[0].url`. */
  field?: string;
  /** For a reference to a name that does not exist, the existing name nearest to it, e.g. `welton` for `"weltn"`. */
  suggestion?: string;
}

interface ErrorDefinition<Args> {
  title: string;
  message: (args: Args) => string;
  hint: string;
  /** The CLI's exit status: 1 (the default) for a failure, 2 for a command that was refused as given. */
  exitCode?: 2;
}

function define<Args>(definition: ErrorDefinition<Args>): ErrorDefinition<Args> {
  return definition;
}

/** What a deploy refused over --max-deletes did instead: only what is true (a dry run changed nothing; a deploy with nothing else to write published nothing). */
function tooManyDeletesOutcome(count: number, dryRun: boolean, writes: number): string {
  const deletes = `the ${count} delete${count === 1 ? '' : 's'}`;
  if (dryRun) return `this dry run changed nothing; a deploy would ${writes > 0 ? `publish the ${writes} other change${writes === 1 ? '' : 's'}` : 'find the rest of the site up to date'} and refuse ${deletes}`;
  return writes > 0 ? 'everything else was published, nothing was deleted' : 'the rest of the site was already up to date, nothing was deleted';
}

/**
 * What a deploy that stopped on a failure leaves behind, said after the failure's own message: what it had written
 * (`sent`: uploads and deletes sent, answered or not; `undefined`: not known, the deploy was cut short), that the
 * live site is whole, and that a rerun resumes.
 */
export function deployFailureOutcome(written: { uploaded: number; updated: number; deleted: number; sent: number } | undefined): string {
  const whole = 'the live site is whole (assets go up before the pages that load them, deletes come last, so every page is the old one or the new one with all it loads)';
  if (written === undefined) return `What it had written stays; ${whole}. Run the deploy again to resume.`;
  const confirmed = written.uploaded + written.updated + written.deleted;
  if (written.sent === 0) return 'Nothing was uploaded or deleted: the live site is as it was. Run the deploy again to resume once this is fixed.';
  const unanswered = written.sent - confirmed;
  const done = confirmed === 0 ? 'no upload or delete was confirmed' : `${written.uploaded} new, ${written.updated} changed and ${written.deleted} deleted object${confirmed === 1 ? ' was' : 's were'} written`;
  const pending = unanswered > 0 ? ` (${unanswered} more sent without an answer may have landed)` : '';
  return `Before it stopped, ${done}${pending}; ${whole}. Run the deploy again to resume: it sends only what is still to change.`;
}

/** Every error ctsite reports on purpose. Anything else is a bug and prints its stack. */
export const errorCatalogue = {
  InvalidData: define<{ issues: readonly DataIssue[] }>({
    title: 'The site data has problems',
    message: ({ issues }) =>
      `${issues.length} problem${issues.length === 1 ? '' : 's'} in the data files; nothing was built.`,
    hint: 'Fix each problem listed above in the file named, then build again. The previous output was left as it was.',
  }),
  RouteConflict: define<{ outFile: string; first: string; second: string }>({
    title: 'Two routes write the same file',
    message: ({ outFile, first, second }) => `Routes ${first} and ${second} would both write ${outFile}.`,
    hint: 'Give one of them a different slug in the data files so that every page has its own address.',
  }),
  UnknownLink: define<{ id: string; params: string; from?: string }>({
    title: 'A link points at a page that does not exist',
    message: ({ id, params, from }) =>
      `No ${id} page exists for ${params}${from ? ` (linked from ${from})` : ''}.`,
    hint: 'Check the slug in the data file that names this page, or add the page it refers to.',
  }),
  UnknownRoute: define<{ url: string; closest: readonly string[] }>({
    title: 'The site has no page at that address',
    message: ({ url, closest }) => `No route has the address ${url}.${closest.length > 0 ? ` The closest: ${closest.join(', ')}.` : ''}`,
    hint: 'Check the address, or run `ctsite routes` without one to list every route.',
  }),
  RenderFailed: define<{ pathname: string; component: string; reason: string }>({
    title: 'A page failed to render',
    message: ({ pathname, component, reason }) => `Rendering ${pathname} failed in ${component}: ${reason}`,
    hint: 'The message above names the page and the component; fix the template or the data it reads.',
  }),
  PagesLost: define<{ holder: string; outcome: string; /** One line of data/redirects.json a lost page, e.g. `{ "from": "/a/", "to": "/b/" }`. */ lines: readonly string[] }>({
    title: 'Pages would disappear without a redirect',
    message: ({ holder, outcome, lines }) =>
      `${lines.length} page${lines.length === 1 ? '' : 's'} that ${holder} holds would answer 404 with no redirect; ${outcome}. The lines to add to data/redirects.json (each "to" is the page it most likely became: check it):\n${lines.map((line) => `    ${line}`).join(',\n')}`,
    hint: 'Add the lines above to the list in data/redirects.json, each "to" corrected where the guess is wrong, then build (and deploy) again. To remove these pages on purpose, run again with --allow-removed-pages.',
  }),
  NotAProject: define<{ root: string; missing: string }>({
    title: 'This is not the site\'s project folder',
    message: ({ root, missing }) => `${root} has no ${missing}: ctsite builds the stylesheet and client code of the folder it runs in, so nothing was built.`,
    hint: 'Run ctsite in the project folder (the one with package.json, data/ and templates/): `cd` there, or use `npm run build`.',
    exitCode: 2,
  }),
  UnsafeOutDir: define<{ outDir: string; why: string }>({
    title: 'Refusing to replace that output folder',
    message: ({ outDir, why }) => `${outDir} ${why}; building into it would delete what is there, so nothing was changed (not even with --force).`,
    hint: 'Pass an output folder of its own with --out, e.g. --out dist.',
    exitCode: 2,
  }),
  OutDirNotOurs: define<{ outDir: string; contents: string }>({
    title: 'Refusing to replace a folder ctsite did not write',
    message: ({ outDir, contents }) => `${outDir} holds ${contents} and is not an earlier ctsite output; nothing was changed.`,
    hint: 'Choose an empty or new folder with --out, or add --force to replace this one and everything in it.',
    exitCode: 2,
  }),
  OutputWriteFailed: define<{ outDir: string; reason: string }>({
    title: 'The output could not be written',
    message: ({ outDir, reason }) => `Writing the next output beside ${outDir} failed: ${reason}. The previous output was left as it was and the partial one was removed.`,
    hint: 'Free some space on that disk (the build needs room for one more copy of the pages that changed) or fix the folder\'s permissions, then build again.',
  }),
  PortInUse: define<{ port: number; reason: string }>({
    title: 'The preview cannot listen on that port',
    message: ({ port, reason }) => `Port ${port} on 127.0.0.1 ${reason}, so nothing was built or served.`,
    hint: 'Stop what holds it (another `ctsite serve`?), or pick another port with --port <n>; --port 0 takes any free one.',
    exitCode: 2,
  }),
  OutputBusy: define<{ outDir: string; holder: string; lock: string }>({
    title: 'Another ctsite is writing that output folder',
    message: ({ outDir, holder, lock }) => `${outDir} is being written by ${holder} (its lock: ${lock}); nothing was changed.`,
    hint: 'Wait for it to finish (or stop that `ctsite serve`), or write elsewhere with --out. If no ctsite is running, delete the lock file named in the message.',
  }),
  NotBuilt: define<{ dir: string }>({
    title: 'There is no built site in that folder',
    message: ({ dir }) => `${dir} has no index.html.`,
    hint: 'Run `npm run build` (or `ctsite build --out <dir>`) first, or pass the built folder with --dir.',
  }),
  CheckFailed: define<{ count: number }>({
    title: 'The site failed its quality checks',
    message: ({ count }) => `${count} problem${count === 1 ? '' : 's'} found; see the report above.`,
    hint: 'Fix each problem listed, rebuild, and run `ctsite check` again.',
  }),
  SampleContent: define<{ count: number; fromBuild: boolean }>({
    title: 'Refusing to publish sample content',
    message: ({ count, fromBuild }) => `${count === 1 ? '1 entry' : `${count} entries`} in the data ${fromBuild ? 'the site was built from ' : ''}stand${count === 1 ? 's' : ''} in for real ones (listed above); nothing was uploaded.`,
    hint: 'Replace each in the file and line named, rebuild, and deploy again. To publish it on purpose (a staging bucket), add --allow-sample.',
  }),
  EnquiryEndpointNotLive: define<{ file: string; endpoint: string }>({
    title: 'Refusing to publish an enquiry endpoint no visitor can reach',
    message: ({ file, endpoint }) => `enquiryForm.endpoint in ${file} is ${endpoint}: an http address or one on this machine or a private network, where no visitor's enquiry can arrive; nothing was uploaded, not even with --allow-sample.`,
    hint: "Set enquiryForm.endpoint in data/company.json to the form service's https address (docs/content.md#setting-the-enquiry-endpoint), rebuild, and deploy again.",
  }),
  SampleCheckNoData: define<{ dataDir: string }>({
    title: 'The data folder is missing',
    message: ({ dataDir }) => `${dataDir} is not a folder, so the site's data cannot be checked for sample content.`,
    hint: 'Run from the project folder, or pass the folder the site was built from with --data (e.g. --data data).',
  }),
  NothingToDeploy: define<{ dir: string; missing: string }>({
    title: 'There is no built site to deploy',
    message: ({ dir, missing }) => `${dir} has no ${missing}, so it is not a site built by ctsite; nothing was uploaded.`,
    hint: 'Run `npm run build` (or `ctsite build --out <dir>`) first, or pass the built folder with --dir.',
  }),
  DeployNoRegion: define<{ profile?: string }>({
    title: 'No storage region',
    message: ({ profile }) => `No region was given and none is set in the environment or ${profile ? `the profile "${profile}" (does it exist in ~/.aws/config?)` : 'the AWS profile'}.`,
    hint: 'Pass --region (e.g. --region eu-west-2), set AWS_REGION, or set `region` in the profile in ~/.aws/config.',
  }),
  DeployNoCredentials: define<{ profile?: string }>({
    title: 'No storage credentials',
    message: ({ profile }) => `No credentials were found${profile ? ` for the profile "${profile}"` : ''} in the environment, the shared AWS files, a web identity token or an instance role.`,
    hint: 'Set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, pass --profile <name> from ~/.aws/config, or run where a role supplies them (CI with OIDC, an instance or task role).',
  }),
  DeployCredentialsRejected: define<{ endpoint: string; code: string }>({
    title: 'The storage service rejected the credentials',
    message: ({ endpoint, code }) => `${endpoint} answered ${code}: the access key is unknown there, or the secret or session token does not match it.`,
    hint: 'Check the access key and secret (or --profile) meant for this account and --endpoint; temporary credentials may have expired; a machine clock far off also breaks signatures.',
  }),
  DeployBucketMissing: define<{ bucket: string; endpoint: string }>({
    title: 'The bucket does not exist',
    message: ({ bucket, endpoint }) => `There is no bucket "${bucket}" at ${endpoint}.`,
    hint: 'Check --bucket (and --endpoint or --region for the account that holds it), or create the bucket first.',
  }),
  DeployAccessDenied: define<{ operation: string; location: string }>({
    title: 'Permission denied by the storage service',
    message: ({ operation, location }) => `The credentials may not ${operation} ${location}.`,
    hint: 'Grant the deploying identity s3:ListBucket on the bucket and s3:GetObject, s3:PutObject and s3:DeleteObject on the prefix (and cloudfront:CreateInvalidation with --cloudfront-distribution).',
  }),
  DeployUnreachable: define<{ endpoint: string; reason: string }>({
    title: 'The storage service could not be reached',
    message: ({ endpoint, reason }) => `${endpoint} did not answer (${reason}), also after retries.`,
    hint: 'Check --endpoint (scheme, host and port) or --region, and the network or proxy between here and the service. Whatever was uploaded so far is safe: run the deploy again to finish.',
  }),
  DeployNotS3: define<{ endpoint: string; /** E.g. `a bucket listing with text/html "<!doctype html>…", not S3's ListBucketResult XML`. */ answer: string }>({
    title: 'The endpoint does not behave like S3',
    message: ({ endpoint, answer }) => `${endpoint} answered ${answer}.`,
    hint: 'Check --endpoint: it must be the S3 API address of the store (MinIO\'s API port, not its console; https://<account>.r2.cloudflarestorage.com for R2), not a website or a proxy that rewrites answers. What that endpoint reported as stored cannot be trusted: deploy again to the right endpoint.',
  }),
  DeployListingIncomplete: define<{ endpoint: string; location: string; /** E.g. `a page marked truncated (IsTruncated) with no continuation token`. */ problem: string; listed: number }>({
    title: 'The bucket listing could not be read whole',
    message: ({ endpoint, location, problem, listed }) => `${endpoint} answered the listing of ${location} with ${problem}, after ${listed} key${listed === 1 ? '' : 's'}: without the whole listing the deploy cannot tell what to replace or delete.`,
    hint: 'Run the deploy again. If it stops the same way, the store, or a proxy in front of it, does not page listings as S3 does: check --endpoint, and report it to the store\'s provider.',
  }),
  DeployRequestFailed: define<{ operation: string; location: string; reason: string }>({
    title: 'A storage request failed',
    message: ({ operation, location, reason }) => `Could not ${operation} ${location}: ${reason}.`,
    hint: 'Live pages were left working (assets go up before the pages that use them, deletes come last). Run the deploy again to finish; add --verbose for the details of the request.',
  }),
  DeployTooManyDeletes: define<{ count: number; max: number; location: string; dryRun: boolean; writes: number }>({
    title: 'Too many objects to delete',
    message: ({ count, max, location, dryRun, writes }) =>
      `${count} object${count === 1 ? '' : 's'} under ${location} ${count === 1 ? 'is' : 'are'} no longer in the site, more than --max-deletes ${max} allows; ${tooManyDeletesOutcome(count, dryRun, writes)}.`,
    hint: 'List them with the same command and --dry-run. If they should go, run the deploy again with --max-deletes set to that number or more; if not, check --bucket, --prefix and --dir.',
  }),
  DeployLeaseHeld: define<{ location: string; holder: string; started: string; expires: string; /** The lease object, e.g. `.ctsite-deploy-lease/mif2x1-3f9a1c2b.json`. */ key: string }>({
    title: 'Another deploy is running',
    message: ({ location, holder, started, expires, key }) => `Another deploy to ${location} is running (${holder}, started ${started}); this one changed nothing. Its lease, ${key}, expires at ${expires} unless that deploy renews it.`,
    hint: 'Wait for that deploy to end, then run this one again. If it is dead (its job or machine was stopped), its lease expires 5 minutes after it last renewed it (at once when it ran on this machine); to go ahead now, run again with --break-lease.',
  }),
  DeployStopped: define<{ reason: string }>({
    title: 'The deploy stopped on an unexpected failure',
    message: ({ reason }) => `A request to the storage service or the deploy's own work failed outside its usual checks (${reason}).`,
    hint: 'Run the deploy again to resume. If it stops the same way, run it with --verbose and keep the output (it holds no secret).',
  }),
  DeployInvalidationFailed: define<{ distribution: string; reason: string }>({
    title: 'The CDN was not invalidated',
    message: ({ distribution, reason }) => `The site was published, but invalidating CloudFront distribution ${distribution} failed: ${reason}.`,
    hint: 'Check the distribution id and that the credentials may cloudfront:CreateInvalidation, then run the deploy again (it re-invalidates nothing it did not change) or invalidate "/*" in the CloudFront console.',
  }),
} as const;

export type ErrorCode = keyof typeof errorCatalogue;
export type ErrorArgs<Code extends ErrorCode> = Parameters<(typeof errorCatalogue)[Code]['message']>[0];
