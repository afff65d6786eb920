import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MULTIPART_PART_SIZE } from '../../src/deploy/object-store.ts';
import { TIMEOUT_ENV } from '../../src/deploy/timeouts.ts';
import { deployFailureOutcome } from '../../src/errors/catalogue.ts';
import { CtsiteError } from '../../src/errors/ctsite-error.ts';
import { runDeploy, useDeployEnv } from '../deploy/helpers/deploy-run.ts';
import { startHtmlServer, startLyingS3, startSilentServer, startStallingServer, type FakeEndpoint } from '../deploy/helpers/fake-endpoints.ts';
import { deployEnv } from '../deploy/helpers/s3-server.ts';
import { createTinySite } from '../deploy/helpers/tiny-site.ts';
import { projectRoot } from '../helpers/fixture.ts';
import { createProductionData } from '../helpers/production-data.ts';

/** What a deploy that failed before writing anything says after the failure (src/errors/catalogue.ts). */
const NOTHING_WRITTEN = deployFailureOutcome({ uploaded: 0, updated: 0, deleted: 0, sent: 0 });

/** The deadline the tests give a request: the default (60 s) would make each case take a minute. */
const TIMEOUT_MS = 2_000;

let site: Awaited<ReturnType<typeof createTinySite>>;
/** Real content in place of the samples, so that the sample gate lets the deploy reach the endpoint. */
let data: Awaited<ReturnType<typeof createProductionData>>;
const servers: FakeEndpoint[] = [];
const start = async (server: Promise<FakeEndpoint>) => {
  servers.push(await server);
  return servers.at(-1) as FakeEndpoint;
};

beforeAll(async () => {
  useDeployEnv();
  site = await createTinySite();
  data = await createProductionData();
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await site?.cleanup();
  await data?.cleanup();
});

/** Runs the CLI as a user would, with the test's deadline; `ms` is how long it took. */
function ctsite(endpoint: string): Promise<{ status: number | null; stdout: string; stderr: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const args = [join(projectRoot, 'bin/ctsite.js'), 'deploy', '--bucket', 'site', '--endpoint', endpoint, '--force-path-style', '--dir', site.dir, '--data', data.dataDir];
    const child = spawn(process.execPath, args, { cwd: projectRoot, env: deployEnv({ [TIMEOUT_ENV]: String(TIMEOUT_MS) }) });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('close', (status) => resolve({ status, stdout, stderr, ms: performance.now() - started }));
  });
}

async function failureOf(run: Promise<unknown>): Promise<CtsiteError> {
  const failure = await run.then(() => undefined, (error: unknown) => error);
  expect(failure).toBeInstanceOf(CtsiteError);
  return failure as CtsiteError;
}

describe('ctsite deploy against an endpoint that never answers', () => {
  it('accepts connections and says nothing: exit 1 within the deadline, one line naming the endpoint, after retries', async () => {
    const silent = await start(startSilentServer());
    const result = await ctsite(silent.endpoint);
    expect(result.status).toBe(1);
    const [first, ...rest] = result.stderr.trim().split('\n');
    expect(first).toBe(`The storage service could not be reached: ${silent.endpoint} did not answer (no reply within 2 s), also after retries. ${NOTHING_WRITTEN}`);
    expect(rest.length).toBeLessThanOrEqual(1);
    expect(result.stderr).not.toMatch(/^\s+at |requestTimeout/m);
    // The deadline, plus the CLI's start (it may recompile src/ first): far from a hang.
    expect(result.ms).toBeLessThan(TIMEOUT_MS + 15_000);
    // Each attempt timed out and was retried on a new connection before the deadline ended them all.
    expect(silent.connections).toBeGreaterThan(1);
  }, 60_000);

  it('answers the headers of a listing, then stalls its body: fails within the deadline, naming the endpoint', async () => {
    const stalling = await start(startStallingServer());
    const started = performance.now();
    const failure = await failureOf(runDeploy({ endpoint: stalling.endpoint, dir: site.dir, timeoutMs: TIMEOUT_MS }));
    expect(performance.now() - started).toBeLessThan(TIMEOUT_MS + 3_000);
    expect(failure.code).toBe('DeployUnreachable');
    expect(failure.message).toContain(stalling.endpoint);
    expect(stalling.requests.length).toBeGreaterThan(1);
    expect(stalling.requests.every((request) => request.startsWith('GET /site/?list-type=2'))).toBe(true);
  }, 30_000);
});

describe('ctsite deploy against an endpoint that is not S3', () => {
  it('a web server answering 200 text/html to everything: exit 1, "does not behave like S3", nothing sent to it as uploaded', async () => {
    const html = await start(startHtmlServer());
    const result = await ctsite(html.endpoint);
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')[0]).toMatch(new RegExp(`^The endpoint does not behave like S3: ${html.endpoint} answered a bucket listing with text/html; charset=utf-8 "<!doctype html>.*", not S3's ListBucketResult XML\\. ${NOTHING_WRITTEN.replace(/\./g, '\\.')}$`));
    expect(result.stdout).not.toMatch(/uploaded|Deployed/);
    // Not retried (the endpoint is wrong, not busy), and no upload followed: not even the deploy's lease.
    expect(html.requests).toEqual(['GET /site/?list-type=2&prefix=.ctsite-deploy-lease%2F']);
  }, 60_000);

  it('a server that lists like S3 but answers an upload with the ETag of something else: exit 1 at the first upload', async () => {
    const lying = await start(startLyingS3('site', 'put'));
    const failure = await failureOf(runDeploy({ endpoint: lying.endpoint, dir: site.dir, timeoutMs: TIMEOUT_MS, concurrency: 1 }));
    expect(failure.code).toBe('DeployNotS3');
    expect(failure.title).toBe('The endpoint does not behave like S3');
    // The first upload is the deploy's lease.
    expect(failure.message).toMatch(new RegExp(`^${lying.endpoint} answered the upload of \\.ctsite-deploy-lease/[\\w-]+\\.json with the ETag d41d8cd98f00b204e9800998ecf8427e, not [0-9a-f]{32}, the MD5 of the \\d+ bytes sent\\.$`));
    // Nothing after the first lie: no page went up claiming an asset that was never stored.
    expect(lying.requests.filter((request) => request.startsWith('PUT')).map((request) => request.split('?')[0])).toEqual([expect.stringMatching(/^PUT \/site\/\.ctsite-deploy-lease\/[\w-]+\.json$/)]);
  }, 30_000);

  it('a multipart upload whose final ETag is not S3\'s <hex>-<parts>: not S3 either', async () => {
    const large = await createTinySite({ 'downloads/brochure.pdf': randomBytes(MULTIPART_PART_SIZE + 1024) });
    try {
      const lying = await start(startLyingS3('site', 'complete'));
      const failure = await failureOf(runDeploy({ endpoint: lying.endpoint, dir: large.dir, timeoutMs: TIMEOUT_MS }));
      expect(failure.code).toBe('DeployNotS3');
      expect(failure.message).toMatch(/answered the end of the multipart upload of downloads\/brochure\.pdf with the ETag [0-9a-f]{32}, not S3's <hex>-2 for 2 parts\.$/);
      expect(lying.requests.some((request) => request.startsWith('PUT /site/index.html'))).toBe(false);
    } finally {
      await large.cleanup();
    }
  }, 60_000);
});
