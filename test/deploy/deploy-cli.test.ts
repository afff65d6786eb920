import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/fixture.ts';
import { useDeployFixture } from './helpers/deploy-fixture.ts';
import { deployEnv } from './helpers/s3-server.ts';
import { createTinySite } from './helpers/tiny-site.ts';
import { createProductionData } from '../helpers/production-data.ts';

/** The tiny site with the data it stands for: real content, so the sample gate lets it through. */
const fixture = useDeployFixture(async () => {
  const [site, data] = await Promise.all([createTinySite(), createProductionData()]);
  return { ...site, dataDir: data.dataDir, cleanup: async () => void (await Promise.all([site.cleanup(), data.cleanup()])) };
});
/** A secret that must never show up in anything the CLI prints. */
const SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYzEXAMPLEKEY';

/** Runs the CLI as a user would (asynchronously: the S3 server answers from this process). */
function ctsite(args: string[], env: Record<string, string> = {}): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(projectRoot, 'bin/ctsite.js'), ...args], { cwd: projectRoot, env: deployEnv({ AWS_SECRET_ACCESS_KEY: SECRET, ...env }) });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

const target = () => ['deploy', '--bucket', 'site', '--endpoint', fixture.proxy.endpoint, '--force-path-style', '--dir', fixture.site.dir, '--data', fixture.site.dataDir];

/** One failure, told in the catalogue's words: title and message on one line, the fix on the next, no stack. */
function expectOneClearFailure(result: { status: number | null; stdout: string; stderr: string }, title: string) {
  expect(result.status).toBe(1);
  const lines = result.stderr.trim().split('\n');
  expect(lines[0]).toMatch(new RegExp(`^${title}: `));
  expect(lines.length).toBeLessThanOrEqual(3);
  expect(result.stderr).not.toMatch(/^\s+at /m);
  expect(result.stdout + result.stderr).not.toContain(SECRET);
}

describe('ctsite deploy (CLI)', () => {
  it('documents every flag in --help and exits 2 on a usage error', async () => {
    const help = await ctsite(['deploy', '--help']);
    expect(help.status).toBe(0);
    for (const flag of ['--bucket <name>', '--dir <dir>', '--prefix <path>', '--endpoint <url>', '--region <region>', '--force-path-style', '--profile <name>', '--dry-run', '--max-deletes <n>', '--concurrency <n>', '--cloudfront-distribution <id>', '--json', '--data <dir>', '--allow-sample']) expect(help.stdout).toContain(flag);
    for (const args of [['deploy'], [...target(), '--concurrency', '0'], [...target(), '--max-deletes', '-1'], [...target(), '--prefix', '../up'], ['deploy', '--bucket', 'site', '--endpoint', 'localhost:9000'], [...target(), '--cloudfront-distribution', 'not an id']]) {
      const result = await ctsite(args);
      expect(result.status, args.join(' ')).toBe(2);
    }
  });

  it('exit 0 with a summary line; --json prints the summary as one object', async () => {
    const first = await ctsite(target());
    expect(first.status).toBe(0);
    expect(first.stdout.trim().split('\n').at(-1)).toMatch(/^Deployed to s3:\/\/site\/: 7 uploaded, 0 updated, 0 deleted, 0 unchanged; [\d.]+ K?B sent in [\d.]+ s\.$/);
    const second = await ctsite([...target(), '--json']);
    expect(second.status).toBe(0);
    const summary = JSON.parse(second.stdout) as Record<string, unknown>;
    expect(summary).toMatchObject({ ok: true, dryRun: false, destination: 's3://site/', uploaded: 0, updated: 0, deleted: 0, unchanged: 7, deletesSkipped: 0, bytes: 0 });
    expect(typeof summary.durationMs).toBe('number');
    expect(second.stderr).toBe('');
  });

  it('--json on an aborted delete: exit 1, the summary and the error as one object', async () => {
    await fixture.site.remove('about');
    const result = await ctsite([...target(), '--json', '--max-deletes', '0', '--allow-removed-pages']);
    expect(result.status).toBe(1);
    expect(JSON.parse(result.stdout)).toMatchObject({ ok: false, deleted: 0, deletesSkipped: 1, error: { code: 'DeployTooManyDeletes' } });
    expect(result.stderr).toContain('Too many objects to delete: 1 object under s3://site/ is no longer in the site');
  });

  it('wrong credentials, a missing bucket, no permission, no credentials: one clear failure each, never the secret', async () => {
    expectOneClearFailure(await ctsite(target(), { AWS_ACCESS_KEY_ID: 'AKIAWRONGKEY' }), 'The storage service rejected the credentials');
    expectOneClearFailure(await ctsite(['deploy', '--bucket', 'no-such-bucket', '--endpoint', fixture.s3.endpoint, '--force-path-style', '--dir', fixture.site.dir, '--data', fixture.site.dataDir]), 'The bucket does not exist');
    fixture.proxy.setDenial((method, key) => method === 'PUT' && !key.includes('.ctsite-deploy-lease/'));
    await fixture.site.write('about/index.html', '<!doctype html><title>About</title>');
    const denied = await ctsite(target());
    fixture.proxy.setDenial(undefined);
    expectOneClearFailure(denied, 'Permission denied by the storage service');
    expect(denied.stderr).toContain('The credentials may not upload s3://site/about/index.html.');
    const unset = { AWS_ACCESS_KEY_ID: '', AWS_SECRET_ACCESS_KEY: '' };
    expectOneClearFailure(await ctsite(target(), unset), 'No storage credentials');
  });

  it('--verbose adds the stack of a failure, still without the secret', async () => {
    const result = await ctsite([...target(), '--verbose'], { AWS_ACCESS_KEY_ID: 'AKIAWRONGKEY' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^\s+at /m);
    expect(result.stdout + result.stderr).not.toContain(SECRET);
  });
});
