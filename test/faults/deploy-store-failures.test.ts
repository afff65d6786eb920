import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/fixture.ts';
import { createProductionData } from '../helpers/production-data.ts';
import { useDeployFixture } from '../deploy/helpers/deploy-fixture.ts';
import type { InjectedFailure } from '../deploy/helpers/fault-proxy.ts';
import { deployEnv } from '../deploy/helpers/s3-server.ts';
import { createTinySite } from '../deploy/helpers/tiny-site.ts';

/** The tiny site with the data it stands for (real content, so the sample gate lets it through). */
const fixture = useDeployFixture(async () => {
  const [site, data] = await Promise.all([createTinySite(), createProductionData()]);
  return { ...site, dataDir: data.dataDir, cleanup: async () => void (await Promise.all([site.cleanup(), data.cleanup()])) };
});

/** Runs the CLI as a user would (asynchronously: the S3 server answers from this process). */
function ctsite(args: string[], env: Record<string, string> = {}): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(projectRoot, 'bin/ctsite.js'), ...args], { cwd: projectRoot, env: deployEnv({ CTSITE_DEPLOY_TIMEOUT_MS: '20000', ...env }) });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

const target = () => ['deploy', '--bucket', 'site', '--endpoint', fixture.proxy.endpoint, '--force-path-style', '--dir', fixture.site.dir, '--data', fixture.site.dataDir, '--json'];

let release = 0;
/**
 * A release that changes every object: a new stylesheet and 20 images (uploaded first), 60 pages pointing at
 * them, so that many uploads are in flight when the store starts failing.
 */
async function newRelease(): Promise<void> {
  release += 1;
  const hash = String(release).padStart(10, '0');
  await fixture.site.write(`assets/site.${hash}.css`, `body{color:#${String(release).padStart(6, '0')}}`);
  for (let image = 0; image < 20; image += 1) await fixture.site.write(`assets/photo-${image}.${hash}.webp`, new Uint8Array(50_000).fill(release));
  for (let page = 0; page < 60; page += 1) {
    await fixture.site.write(page === 0 ? 'index.html' : `area-${page}/index.html`, `<!doctype html><title>Page ${page}, release ${release}</title><link rel="stylesheet" href="/assets/site.${hash}.css"><img src="/assets/photo-${page % 20}.${hash}.webp" alt="">`);
  }
}

/** Pages of the bucket whose stylesheet is not there: what a visitor would see broken. */
async function brokenPages(): Promise<string[]> {
  const keys = new Set(await fixture.s3.listKeys('site'));
  const broken: string[] = [];
  for (const key of [...keys].filter((name) => name.endsWith('.html'))) {
    for (const match of (await fixture.s3.getText('site', key)).matchAll(/href="\/(assets\/[^"]+)"/g)) if (!keys.has(match[1] ?? '')) broken.push(`${key} → ${match[1]}`);
  }
  return broken;
}

/** After the first `allowed` uploads of the site's objects (not the lease's), every upload is answered `failure`. */
function failWritesAfter(allowed: number, failure: InjectedFailure) {
  let writes = 0;
  return (method: string, key: string) => ((method === 'PUT' || method === 'POST') && key !== '' && !key.includes('.ctsite-deploy-lease/') && ++writes > allowed ? failure : undefined);
}

describe('ctsite deploy: a store that fails mid-upload', () => {
  const cases: [string, InjectedFailure, string, string][] = [
    ['403 AccessDenied (a revoked permission)', { status: 403, code: 'AccessDenied', message: 'Access Denied' }, 'DeployAccessDenied', 'Permission denied by the storage service'],
    ['400 ExpiredToken (expired credentials)', { status: 400, code: 'ExpiredToken', message: 'The provided token has expired.' }, 'DeployCredentialsRejected', 'The storage service rejected the credentials'],
    ['404 NoSuchBucket (a vanished bucket)', { status: 404, code: 'NoSuchBucket', message: 'The specified bucket does not exist' }, 'DeployBucketMissing', 'The bucket does not exist'],
    ['400 RequestTimeout, a burst that outlasts the retries', { status: 400, code: 'RequestTimeout', message: 'Your socket connection to the server was not read from or written to within the timeout period.' }, 'DeployUnreachable', 'The storage service could not be reached'],
    ['connections dropped mid-upload', 'drop', 'DeployUnreachable', 'The storage service could not be reached'],
  ];

  it.each(cases)('%s: exit 1, one clear message, no stack, the --json object, the lease gone, no live page lost', async (_name, failure, code, title) => {
    await newRelease();
    const first = await ctsite(target());
    expect(first.status, first.stderr).toBe(0);
    const live = await fixture.s3.listKeys('site');

    await newRelease();
    fixture.proxy.setFailure(failWritesAfter(8, failure));
    const result = await ctsite(target()).finally(() => fixture.proxy.setFailure(undefined));
    await fixture.proxy.settled();

    expect(result.status).toBe(1);
    // One message in the catalogue's words: title and message, the fix; what was written; no stack, no crash report.
    expect(result.stderr).not.toMatch(/^\s+at /m);
    expect(result.stderr).not.toMatch(/unexpected error|a bug in ctsite|Node\.js v\d|\$metadata/i);
    const lines = result.stderr.trim().split('\n');
    expect(lines[0]).toMatch(new RegExp(`^${title}: `));
    expect(result.stderr).toMatch(/run (the deploy )?again/i);
    expect(result.stderr).toMatch(/live (site|pages)/i);
    // --json: one object on stdout, whatever failed.
    // What was written: 8 uploads reached the store before it failed (their answers may have been cut off by the failure).
    expect(result.stderr).toMatch(/Before it stopped, (\d+ new, \d+ changed and \d+ deleted objects? (was|were) written|no upload or delete was confirmed)/);
    const json = JSON.parse(result.stdout) as { ok: boolean; error: { code: string; outcome: string } };
    expect(json).toMatchObject({ ok: false, error: { code, outcome: expect.stringMatching(/^Before it stopped, .* Run the deploy again to resume/) } });
    // The lease is released: the next deploy need not wait 5 minutes.
    expect((await fixture.s3.listKeys('site')).filter((key) => key.includes('.ctsite-deploy-lease/'))).toEqual([]);
    // No live page lost or broken.
    const after = new Set(await fixture.s3.listKeys('site'));
    expect(live.filter((key) => !after.has(key))).toEqual([]);
    expect(await brokenPages()).toEqual([]);
    expect(fixture.proxy.violations).toEqual([]);
  }, 120_000);

  it('anything that still escapes the deploy (a stray rejection) ends through the catalogue: the --json object, the lease released, no stack', async () => {
    await newRelease();
    // Loaded into the CLI's process: at its first upload of a site object, a rejection nobody handles, as the SDK's
    // retry layer made one (`AbortError: Request aborted`).
    const folder = await mkdtemp(join(tmpdir(), 'ctsite-stray-'));
    const preload = join(folder, 'stray-rejection.mjs');
    await writeFile(preload, `import { subscribe, unsubscribe } from 'node:diagnostics_channel';
const onRequest = ({ request }) => {
  if (request.method !== 'PUT' || request.path.includes('.ctsite-deploy-lease')) return;
  unsubscribe('http.client.request.start', onRequest);
  void Promise.reject(Object.assign(new Error('Request aborted'), { name: 'AbortError' }));
};
subscribe('http.client.request.start', onRequest);
`);
    const result = await ctsite(target(), { NODE_OPTIONS: `--import=${preload}` }).finally(() => rm(folder, { recursive: true, force: true }));
    await fixture.proxy.settled();
    expect(result.status).toBe(1);
    expect(result.stderr).not.toMatch(/^\s+at /m);
    expect(result.stderr).not.toMatch(/a bug in ctsite|Node\.js v\d/);
    expect(result.stderr.trim().split('\n')[0]).toMatch(/^The deploy stopped on an unexpected failure: .*\(AbortError: Request aborted\)\. What it had written stays; the live site is whole .* Run the deploy again to resume\.$/);
    expect(JSON.parse(result.stdout)).toMatchObject({ ok: false, error: { code: 'DeployStopped' } });
    expect((await fixture.s3.listKeys('site')).filter((key) => key.includes('.ctsite-deploy-lease/'))).toEqual([]);
    expect(await brokenPages()).toEqual([]);
    expect(fixture.proxy.violations).toEqual([]);
  }, 120_000);
});

describe('ctsite deploy stopped while it lists the bucket', () => {
  it.each([['SIGINT', 130], ['SIGTERM', 143]] as const)('%s: the lease it wrote before listing is removed, exit %i', async (signal, exitCode) => {
    await newRelease();
    const child = spawn(process.execPath, [join(projectRoot, 'bin/ctsite.js'), ...target()], { cwd: projectRoot, env: deployEnv(), stdio: 'ignore' });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    // The listing of the site (not the lease's look at its folder) comes once the lease is written: stop the deploy
    // then, and hold the listing until it has exited.
    let listed = false;
    fixture.proxy.setListingAnswer(async (query) => {
      if ((query.get('prefix') ?? '').includes('.ctsite-deploy-lease/')) return undefined;
      listed = true;
      child.kill(signal);
      await exited;
      return undefined;
    });
    const code = await exited;
    fixture.proxy.setListingAnswer(undefined);
    await fixture.proxy.settled();
    expect(listed).toBe(true);
    expect(code).toBe(exitCode);
    expect((await fixture.s3.listKeys('site')).filter((key) => key.includes('.ctsite-deploy-lease/'))).toEqual([]);
  }, 60_000);
});
