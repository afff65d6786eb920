import { DeleteObjectsCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readlinkSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LEDGER_FILE } from '../../src/deploy/deploy-ledger.ts';
import { isLeaseFile, LEASE_FOLDER } from '../../src/deploy/lease.ts';
import { listPublishableFiles } from '../../src/deploy/publishable-files.ts';
import { CtsiteError } from '../../src/errors/ctsite-error.ts';
import { createMemoryLogger } from '../../src/log/logger.ts';
import { deploy } from '../../src/deploy/index.ts';
import { useDeployFixture } from './helpers/deploy-fixture.ts';
import type { LoggedRequest } from './helpers/fault-proxy.ts';
import { runDeploy } from './helpers/deploy-run.ts';
import { createTinySite } from './helpers/tiny-site.ts';

/** Two builds of one small site: each page loads its build's stylesheet, which the other build does not have. */
async function createTwoBuilds() {
  const build = async (name: string) => {
    const css = `assets/site.${createHash('md5').update(name).digest('hex').slice(0, 10)}.css`;
    const page = (title: string) => `<!doctype html><title>${title} (${name})</title><link rel="stylesheet" href="/${css}">`;
    const notes = Object.fromEntries(Array.from({ length: 12 }, (_, index) => [`notes/${index}/index.html`, page(`Note ${index}`)]));
    const site = await createTinySite({ 'index.html': page('Home'), 'about/index.html': page('About'), [css]: `body{color:#${name === 'a' ? '0b1f3a' : '3a1f0b'}}`, ...notes });
    await site.remove('assets/site.0123456789.css');
    return { ...site, css };
  };
  const [a, b] = await Promise.all([build('a'), build('b')]);
  return { a, b, cleanup: async () => void (await Promise.all([a.cleanup(), b.cleanup()])) };
}

const fixture = useDeployFixture(createTwoBuilds);

const leaseKey = `${LEASE_FOLDER}ci-runner.json`;
/** Another deploy's lease as ctsite writes one, `ttlSeconds` after its last renewal (its LastModified). */
const plantLease = (ttlSeconds: number) =>
  fixture.s3.client.send(new PutObjectCommand({ Bucket: 'site', Key: leaseKey, Body: JSON.stringify({ format: 'ctsite-deploy-lease', holder: 'ci-runner-7, pid 4242', started: '2026-11-26T14:05:26.000Z', ttlSeconds }) }));

async function keys(): Promise<string[]> {
  const page = await fixture.s3.client.send(new ListObjectsV2Command({ Bucket: 'site' }));
  return (page.Contents ?? []).map((item) => item.Key ?? '').sort();
}

/** The bucket holds exactly `dir`'s site, byte for byte (besides the ledger and any lease): one build, not a mix. */
async function expectBucketHolds(dir: string): Promise<void> {
  const files = (await listPublishableFiles(dir)).files.filter((file) => !file.startsWith('_'));
  expect((await keys()).filter((key) => key !== LEDGER_FILE && !isLeaseFile(key))).toEqual(files.sort());
  for (const file of files) expect(await fixture.s3.getText('site', file), file).toBe(await readFile(join(dir, file), 'utf8'));
}

/**
 * When each deploy that went ahead surely held its lease, checked never to overlap: from the end of its last
 * write of it to the start of its release (a deploy that gave way removes its lease in a batch delete instead).
 * The proxy sees a request start before the server applies it and end after: a release applied by the server
 * may still be on its way back through the proxy when the other deploy's write arrives, so the outer times
 * would report an overlap that did not happen (it did, by 0.4 ms, under load). Two deploys that both went
 * ahead without waiting for each other hold their leases through their whole deploys: these inner times
 * overlap then.
 */
function heldTimes(log: readonly LoggedRequest[]): [number, number][] {
  const held: [number, number][] = [];
  for (const release of log.filter((entry) => entry.method === 'DELETE' && isLeaseFile(entry.key))) {
    const taken = log.filter((entry) => entry.method === 'PUT' && entry.key === release.key && entry.end <= release.start).at(-1);
    held.push([taken?.end ?? 0, release.start]);
  }
  held.sort(([a], [b]) => a - b);
  for (let index = 1; index < held.length; index += 1) expect(held[index]![0]).toBeGreaterThanOrEqual(held[index - 1]![1]);
  return held;
}

const nap = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('one deploy at a time per bucket and prefix: the lease', () => {
  it('is written before anything else and removed after the last write; never a part of the site', async () => {
    const from = fixture.proxy.log.length;
    const { summary } = await runDeploy({ endpoint: fixture.proxy.endpoint, dir: fixture.site.a.dir });
    const log = fixture.proxy.log.slice(from);
    const changes = log.filter((entry) => entry.method === 'PUT' || entry.method === 'DELETE' || entry.method === 'POST');
    expect(changes[0]).toMatchObject({ method: 'PUT' });
    expect(isLeaseFile(changes[0]?.key ?? '')).toBe(true);
    expect(changes.at(-1)).toMatchObject({ method: 'DELETE', key: changes[0]?.key });
    // The site is listed after the lease is written: the listing shows any other deploy's lease. The
    // lease folder alone is listed before: an endpoint that is not S3 gets no write.
    const listings = log.filter((entry) => entry.query.includes('list-type=2'));
    expect(listings.map((entry) => decodeURIComponent(entry.query).includes(`prefix=${LEASE_FOLDER}`))).toEqual([true, false]);
    expect(log.indexOf(listings[0]!)).toBe(0);
    expect(log.indexOf(listings[1]!)).toBeGreaterThan(log.indexOf(changes[0]!));
    expect(summary).toMatchObject({ ok: true, deleted: 0 });
    expect((await keys()).some(isLeaseFile)).toBe(false);
    await expectBucketHolds(fixture.site.a.dir);
    // What the lease costs a deploy that changes nothing: a listing of its folder, a PUT and a DELETE, beside the site's listing and the ledger's GET.
    // (A deploy a second later keeps this small site's objects in the ledger: see deploy-ledger.test.ts.)
    await nap(1050 - (Date.now() % 1000));
    await runDeploy({ endpoint: fixture.proxy.endpoint, dir: fixture.site.a.dir });
    const again = fixture.proxy.log.length;
    await runDeploy({ endpoint: fixture.proxy.endpoint, dir: fixture.site.a.dir });
    const requests = fixture.proxy.log.slice(again).map((entry) => `${entry.method} ${entry.query.includes('list-type=2') ? (entry.query.includes('prefix=') ? 'lease listing' : 'listing') : isLeaseFile(entry.key) ? 'lease' : entry.key}`);
    expect(requests.sort()).toEqual(['DELETE lease', 'GET .ctsite-deploy-state.json.gz', 'GET lease listing', 'GET listing', 'PUT lease']);
  });

  it("another deploy's live lease: stops with the catalogue's error naming it, having changed nothing; --break-lease removes it and goes ahead", async () => {
    await plantLease(600);
    const from = fixture.proxy.log.length;
    const failure = await runDeploy({ endpoint: fixture.proxy.endpoint, dir: fixture.site.b.dir }).then(() => undefined, (error: unknown) => error);
    expect(failure).toBeInstanceOf(CtsiteError);
    const error = failure as CtsiteError;
    expect(error.code).toBe('DeployLeaseHeld');
    expect(error.exitCode).toBe(1);
    expect(error.title).toBe('Another deploy is running');
    expect(error.message).toMatch(/^Another deploy to s3:\/\/site\/ is running \(ci-runner-7, pid 4242, started 2026-11-26 14:05:26 UTC\); this one changed nothing\. Its lease, \.ctsite-deploy-lease\/ci-runner\.json, expires at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC unless that deploy renews it\.$/);
    expect(error.hint).toContain('--break-lease');
    // It read the lease folder and the lease, and wrote nothing, not even a lease of its own.
    expect(fixture.proxy.log.slice(from).map((entry) => `${entry.method} ${entry.key}`)).toEqual(['GET ', `GET ${leaseKey}`]);
    expect((await keys()).filter(isLeaseFile)).toEqual([leaseKey]);
    await expectBucketHolds(fixture.site.a.dir);

    const logger = createMemoryLogger();
    const warnings: string[] = [];
    const summary = await deploy({ bucket: 'site', forcePathStyle: true, endpoint: fixture.proxy.endpoint, dir: fixture.site.b.dir, breakLease: true, assetGraceMs: 0, logger: { ...logger, warn: (line) => warnings.push(line) } });
    expect(summary.ok).toBe(true);
    expect(warnings).toEqual(['Broke the lease of another deploy (ci-runner-7, pid 4242, started 2026-11-26 14:05:26 UTC), as --break-lease asks: make sure that deploy is not running.']);
    expect((await keys()).some(isLeaseFile)).toBe(false);
    await expectBucketHolds(fixture.site.b.dir);
  });

  it('a stale lease (a deploy killed without releasing it) expires: the next deploy removes it, says so and goes ahead', async () => {
    await plantLease(0);
    // Past the second of its LastModified, as the server's clock tells it.
    await nap(1100);
    const warnings: string[] = [];
    const summary = await deploy({ bucket: 'site', forcePathStyle: true, endpoint: fixture.proxy.endpoint, dir: fixture.site.a.dir, assetGraceMs: 0, logger: { ...createMemoryLogger(), warn: (line) => warnings.push(line) } });
    expect(summary.ok).toBe(true);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^Removed the lease of a deploy that ended without releasing it \(ci-runner-7, pid 4242, started 2026-11-26 14:05:26 UTC; expired \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC\)\.$/);
    expect((await keys()).some(isLeaseFile)).toBe(false);
    await expectBucketHolds(fixture.site.a.dir);
  });

  it("a lease of this machine's deploy whose process is gone (killed with SIGKILL) is removed at once; one whose process runs is not", async () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    const lease = (pid: number) =>
      fixture.s3.client.send(new PutObjectCommand({ Bucket: 'site', Key: leaseKey, Body: JSON.stringify({ format: 'ctsite-deploy-lease', holder: `${hostname()}, pid ${pid}`, host: hostname(), pid, pidSpace: readlinkSync('/proc/self/ns/pid'), started: '2026-11-26T14:05:26.000Z', ttlSeconds: 600 }) }));
    await lease(process.ppid);
    await expect(runDeploy({ endpoint: fixture.proxy.endpoint, dir: fixture.site.a.dir })).rejects.toMatchObject({ code: 'DeployLeaseHeld' });
    await lease(gone);
    const warnings: string[] = [];
    const summary = await deploy({ bucket: 'site', forcePathStyle: true, endpoint: fixture.proxy.endpoint, dir: fixture.site.a.dir, assetGraceMs: 0, logger: { ...createMemoryLogger(), warn: (line) => warnings.push(line) } });
    expect(summary.ok).toBe(true);
    expect(warnings).toEqual([`Removed the lease of a deploy that ended without releasing it (${hostname()}, pid ${gone}, started 2026-11-26 14:05:26 UTC; its process is gone).`]);
    expect((await keys()).some(isLeaseFile)).toBe(false);
  });

  it('is released by a deploy that fails', async () => {
    await fixture.site.a.write('about/index.html', '<!doctype html><title>About, denied</title>');
    fixture.proxy.setDenial((method, key) => method === 'PUT' && key === 'about/index.html');
    try {
      await expect(runDeploy({ endpoint: fixture.proxy.endpoint, dir: fixture.site.a.dir })).rejects.toMatchObject({ code: 'DeployAccessDenied' });
    } finally {
      fixture.proxy.setDenial(undefined);
    }
    expect((await keys()).some(isLeaseFile)).toBe(false);
    expect((await runDeploy({ endpoint: fixture.proxy.endpoint, dir: fixture.site.a.dir })).summary).toMatchObject({ ok: true, updated: 1 });
  });

  it('a dry run takes no lease, and says that a deploy now would stop', async () => {
    await plantLease(600);
    const from = fixture.proxy.log.length;
    const { lines } = await runDeploy({ endpoint: fixture.proxy.endpoint, dir: fixture.site.b.dir, dryRun: true });
    expect(fixture.proxy.log.slice(from).filter((entry) => entry.method !== 'GET' && entry.method !== 'HEAD')).toEqual([]);
    expect(lines.join('\n')).toMatch(/lease: another deploy is running there \(ci-runner-7, pid 4242, started 2026-11-26 14:05:26 UTC; its lease expires .* unless renewed\): a deploy now would stop/);
    await fixture.s3.client.send(new DeleteObjectsCommand({ Bucket: 'site', Delete: { Objects: [{ Key: leaseKey }] } }));
  });

  it('two deploys of two builds started together: never both at once; the one that finds the other running stops naming it; the bucket holds one whole build, no page ever loses its stylesheet', async () => {
    // Without the grace period: the lease alone keeps the builds apart.
    const options = { endpoint: fixture.proxy.endpoint, assetGraceMs: 0 };
    for (let round = 0; round < 4; round += 1) {
      const from = fixture.proxy.log.length;
      const finished: number[] = [];
      const results = await Promise.allSettled([fixture.site.a, fixture.site.b].map((site, index) => runDeploy({ ...options, dir: site.dir }).then((result) => (finished.push(index), result))));
      const lost = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as CtsiteError] : []));
      // Both go ahead only one after the other: the second backed off and found the first done.
      expect(lost.length, `round ${round}`).toBeLessThanOrEqual(1);
      for (const error of lost) {
        expect(error.code).toBe('DeployLeaseHeld');
        expect(error.message).toMatch(/^Another deploy to s3:\/\/site\/ is running \(.+, pid \d+, started \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC\); this one changed nothing\./);
      }
      expect(heldTimes(fixture.proxy.log.slice(from)), `round ${round}`).toHaveLength(2 - lost.length);
      await expectBucketHolds(finished.at(-1) === 0 ? fixture.site.a.dir : fixture.site.b.dir);
      expect((await keys()).some(isLeaseFile)).toBe(false);
    }
    expect(fixture.proxy.violations).toEqual([]);
  });
});

describe('assets the site no longer uses: the grace period', () => {
  it('kept by the deploy that stops using them (a dry run says until when), counted from that deploy, deleted by a later deploy after the grace period', async () => {
    const options = { endpoint: fixture.proxy.endpoint };
    await runDeploy({ ...options, dir: fixture.site.a.dir, assetGraceMs: 0 });
    const first = await runDeploy({ ...options, dir: fixture.site.b.dir });
    expect(first.summary).toMatchObject({ ok: true, deleted: 0, keptForGracePeriod: 1 });
    expect(first.lines.at(-1)).toMatch(/^Deployed to s3:\/\/site\/: \d+ uploaded, \d+ updated, 0 deleted, 1 kept for the grace period, \d+ unchanged; /);
    expect(first.lines.join('\n')).toMatch(/ {2}keep: 1 asset no longer used, for the grace period \(the first to go from \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC\)/);
    // The page served from the previous deploy, or from a cache, still loads its stylesheet.
    expect(await keys()).toEqual(expect.arrayContaining([fixture.site.a.css, fixture.site.b.css]));
    expect(fixture.proxy.violations).toEqual([]);

    const keepLine = (lines: string[]) => lines.find((line) => line.startsWith('keep '));
    const until = (await runDeploy({ ...options, dir: fixture.site.b.dir, dryRun: true })).lines;
    expect(keepLine(until)).toMatch(new RegExp(`^keep {4}${fixture.site.a.css.replaceAll('.', '\\.')} {2}no longer used; kept for the grace period, until \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC$`));
    expect(until.at(-1)).toMatch(/^Dry run for s3:\/\/site\/: would upload 0, update 0, delete 0 and keep 1 for the grace period; /);
    // A later deploy counts from the deploy that first found it unused, not from itself.
    await nap(1100);
    const again = await runDeploy({ ...options, dir: fixture.site.b.dir });
    expect(again.summary).toMatchObject({ deleted: 0, keptForGracePeriod: 1 });
    expect(keepLine((await runDeploy({ ...options, dir: fixture.site.b.dir, dryRun: true })).lines)).toBe(keepLine(until));

    // Over a second since then; the server's clock, known to the second, is read at most a second behind.
    const after = await runDeploy({ ...options, dir: fixture.site.b.dir, assetGraceMs: 100 });
    expect(after.summary).toMatchObject({ ok: true, deleted: 1, keptForGracePeriod: 0 });
    await expectBucketHolds(fixture.site.b.dir);
    expect(fixture.proxy.violations).toEqual([]);
  });
});
