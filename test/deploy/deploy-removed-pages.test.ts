import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CtsiteError } from '../../src/errors/ctsite-error.ts';
import { projectRoot } from '../helpers/fixture.ts';
import { useDeployFixture } from './helpers/deploy-fixture.ts';
import { runDeploy, writes } from './helpers/deploy-run.ts';
import { deployEnv } from './helpers/s3-server.ts';
import { createTinySite } from './helpers/tiny-site.ts';

// Issue 50, item 3: a town's slug changes (elloughton → elloughton-village); the bucket still holds its old pages.
const OLD_TOWN = {
  'elloughton-commercial-electrician/index.html': '<!doctype html><title>Elloughton</title>',
  'services/backup-power/elloughton/index.html': '<!doctype html><title>Backup power in Elloughton</title>',
};
const NEW_TOWN = {
  'elloughton-village-commercial-electrician/index.html': '<!doctype html><title>Elloughton Village</title>',
  'services/backup-power/elloughton-village/index.html': '<!doctype html><title>Backup power in Elloughton Village</title>',
  'services/backup-power/index.html': '<!doctype html><title>Backup power</title>',
};

const fixture = useDeployFixture(() => createTinySite({ ...OLD_TOWN, 'services/backup-power/index.html': NEW_TOWN['services/backup-power/index.html'] }));

const stored = async () => [...(await fixture.s3.listETags('site')).keys()].filter((key) => !key.startsWith('.ctsite'));

/** The site with the town renamed: its old pages gone, the new ones written, and `redirects` (old → new) as a build writes them. */
async function renameTown(redirects: Record<string, string>): Promise<void> {
  const { site } = fixture;
  for (const file of Object.keys(OLD_TOWN)) await site.remove(file);
  for (const [file, content] of Object.entries(NEW_TOWN)) await site.write(file, content);
  const rules = ['/old-about/ /about/ 301', '/old-about /about/ 301'];
  for (const [from, to] of Object.entries(redirects)) {
    await site.write(`${from.slice(1)}index.html`, `<!doctype html><title>This page has moved</title><meta http-equiv="refresh" content="0; url=${to}">`);
    rules.push(`${from} ${to} 301`, `${from.slice(0, -1)} ${to} 301`);
  }
  await site.write('_redirects', `${rules.join('\n')}\n`);
}

describe('ctsite deploy and pages the site no longer has', () => {
  it('publishes the town under its first slug', async () => {
    await runDeploy({ endpoint: fixture.proxy.endpoint, dir: fixture.site.dir });
    expect(await stored()).toEqual(expect.arrayContaining(Object.keys(OLD_TOWN)));
  });

  it('refuses a site that drops them with no redirect, naming each with the line to add; nothing is written or deleted', async () => {
    await renameTown({});
    const before = fixture.proxy.log.length;
    const keys = await stored();
    const failure = await runDeploy({ endpoint: fixture.proxy.endpoint, dir: fixture.site.dir }).then(() => undefined, (error: unknown) => error);
    expect(failure).toBeInstanceOf(CtsiteError);
    expect((failure as CtsiteError).code).toBe('PagesLost');
    const { message } = failure as CtsiteError;
    expect(message).toContain('2 pages that s3://site/ holds would answer 404 with no redirect; nothing was uploaded or deleted.');
    expect(message).toContain('{ "from": "/elloughton-commercial-electrician/", "to": "/elloughton-village-commercial-electrician/" }');
    expect(message).toContain('{ "from": "/services/backup-power/elloughton/", "to": "/services/backup-power/elloughton-village/" }');
    expect(writes(fixture.proxy.log.slice(before))).toEqual([]);
    expect(await stored()).toEqual(keys);
  });

  it('the CLI exits 1 with the same message, and --allow-removed-pages is a flag it knows', async () => {
    const result = await ctsite(['--dry-run']);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Pages would disappear without a redirect: 2 pages that s3://site/ holds');
    expect(result.stderr).toContain('run again with --allow-removed-pages');
    const allowed = await ctsite(['--dry-run', '--allow-removed-pages']);
    expect(allowed.status).toBe(0);
    expect(allowed.stderr).toContain('Deleting 2 pages with no redirect (--allow-removed-pages): /elloughton-commercial-electrician/, /services/backup-power/elloughton/.');
  });

  it('publishes it once each old address redirects: its object carries the 301 and nothing is deleted', async () => {
    await renameTown({
      '/elloughton-commercial-electrician/': '/elloughton-village-commercial-electrician/',
      '/services/backup-power/elloughton/': '/services/backup-power/elloughton-village/',
    });
    await runDeploy({ endpoint: fixture.proxy.endpoint, dir: fixture.site.dir });
    const objects = await fixture.s3.readObjects('site');
    expect(objects.get('elloughton-commercial-electrician/index.html')?.redirect).toBe('/elloughton-village-commercial-electrician/');
    expect(objects.get('services/backup-power/elloughton/index.html')?.redirect).toBe('/services/backup-power/elloughton-village/');
  });

  it('--allow-removed-pages deletes pages dropped on purpose, with a warning', async () => {
    await fixture.site.remove('elloughton-commercial-electrician');
    const { lines } = await runDeploy({ endpoint: fixture.proxy.endpoint, dir: fixture.site.dir, allowRemovedPages: true });
    expect(lines).toContain('Deleting 1 page with no redirect (--allow-removed-pages): /elloughton-commercial-electrician/.');
    expect(await stored()).not.toContain('elloughton-commercial-electrician/index.html');
  });
});

function ctsite(args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(projectRoot, 'bin/ctsite.js'), 'deploy', '--bucket', 'site', '--endpoint', fixture.proxy.endpoint, '--force-path-style', '--dir', fixture.site.dir, '--allow-sample', ...args], { cwd: projectRoot, env: deployEnv() });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}
