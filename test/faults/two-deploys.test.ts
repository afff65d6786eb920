import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LEDGER_FILE } from '../../src/deploy/deploy-ledger.ts';
import { isLeaseFile } from '../../src/deploy/lease.ts';
import { listPublishableFiles } from '../../src/deploy/publishable-files.ts';
import { HOST_FILES } from '../../src/hosting/private-paths.ts';
import { projectRoot } from '../helpers/fixture.ts';
import { useDeployFixture } from '../deploy/helpers/deploy-fixture.ts';
import { runDeploy } from '../deploy/helpers/deploy-run.ts';
import { deployEnv } from '../deploy/helpers/s3-server.ts';
import { copySmallSite } from '../deploy/helpers/site-copy.ts';

/** Two builds of the real site, a manual one and CI's: each with a stylesheet of its own. */
const fixture = useDeployFixture(async () => {
  const [manual, ci] = await Promise.all([copySmallSite(), copySmallSite()]);
  return { manual, ci, cleanup: async () => void (await Promise.all([manual.cleanup(), ci.cleanup()])) };
});

function ctsiteDeploy(dir: string): Promise<{ status: number | null; stderr: string }> {
  // No grace period for unused assets: the lease alone must keep the two builds apart.
  const args = ['deploy', '--bucket', 'site', '--endpoint', fixture.proxy.endpoint, '--force-path-style', '--dir', dir, '--allow-sample', '--asset-grace', '0'];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(projectRoot, 'bin/ctsite.js'), ...args], { env: deployEnv(), stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('close', (status) => resolve({ status, stderr }));
  });
}

/**
 * Live pages as a visitor loads them, read through the store while the deploys run: a page, then each
 * asset it loads, then the page again; an asset missing while the page stayed the same is a broken page.
 */
async function brokenLivePages(pages: readonly string[]): Promise<string[]> {
  const broken: string[] = [];
  const read = (key: string) => fixture.s3.getText('site', key).catch(() => undefined);
  for (const page of pages) {
    const html = await read(page);
    for (const match of html?.matchAll(/(?:href|src)="\/(assets\/[^"]+)"/g) ?? []) {
      const asset = match[1] ?? '';
      if ((await read(asset)) === undefined && (await read(page)) === html) broken.push(`${page} → ${asset}`);
    }
  }
  return broken;
}

describe('two deploys to one bucket at once', () => {
  it('a manual deploy beside CI: one deploys, the other stops with exit 1 naming it; the bucket holds one whole build and no live page ever loses its stylesheet', async () => {
    await runDeploy({ endpoint: fixture.proxy.endpoint, dir: fixture.site.manual.dir });
    // Two builds after that one, each with a new stylesheet every page loads instead of the old.
    await fixture.site.manual.changeStylesheet();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await fixture.site.ci.changeStylesheet();
    await fixture.site.ci.write('contact/index.html', (await fixture.site.ci.read('contact/index.html')).replace('</main>', '<p>Open on bank holidays.</p></main>'));

    const pages = ['index.html', 'contact/index.html', 'about/index.html', 'services/index.html', '404.html'];
    const seen: string[] = [];
    let running = true;
    const polling = (async () => {
      while (running) seen.push(...(await brokenLivePages(pages)));
    })();
    const [manual, ci] = await Promise.all([ctsiteDeploy(fixture.site.manual.dir), ctsiteDeploy(fixture.site.ci.dir)]);
    running = false;
    await polling;

    expect([manual.status, ci.status].sort()).toEqual([0, 1]);
    const [winner, loser] = manual.status === 0 ? [fixture.site.manual, ci] : [fixture.site.ci, manual];
    expect(loser.stderr).toContain('Another deploy is running');
    expect(loser.stderr).toMatch(/Another deploy to s3:\/\/site\/ is running \(.+, pid \d+, started \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC\); this one changed nothing\./);
    expect(loser.stderr).toContain('--break-lease');

    // One whole build: every file of the winner, byte for byte, and nothing else (but the ledger).
    const objects = await fixture.s3.readObjects('site');
    const files = (await listPublishableFiles(winner.dir)).files.filter((file) => !HOST_FILES.includes(file));
    expect([...objects.keys()].filter((key) => key !== LEDGER_FILE).sort()).toEqual(files.sort());
    for (const file of files) expect(objects.get(file)?.metadata['md5'], file).toBe(createHash('md5').update(await readFile(join(winner.dir, file))).digest('hex'));
    expect([...objects.keys()].some(isLeaseFile)).toBe(false);
    expect(seen).toEqual([]);
    expect(await brokenLivePages(pages)).toEqual([]);
    // At every write of either deploy, no live page loaded a missing asset.
    expect(fixture.proxy.violations).toEqual([]);
  }, 180_000);

  it('a deploy stopped by Ctrl-C or kill releases its lease: the next deploy goes ahead', async () => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      // A new stylesheet each time: the signal comes as it goes up.
      await fixture.site.ci.changeStylesheet();
      const child = spawn(process.execPath, [join(projectRoot, 'bin/ctsite.js'), 'deploy', '--bucket', 'site', '--endpoint', fixture.proxy.endpoint, '--force-path-style', '--dir', fixture.site.ci.dir, '--allow-sample'], { env: deployEnv(), stdio: 'ignore' });
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      let sent = false;
      fixture.proxy.onAnswer = (entry) => {
        if (!sent && entry.method === 'PUT' && entry.key.startsWith('assets/')) child.kill(signal);
        sent ||= entry.method === 'PUT' && entry.key.startsWith('assets/');
      };
      expect(await exited).toBe(signal === 'SIGINT' ? 130 : 143);
      fixture.proxy.onAnswer = undefined;
      await fixture.proxy.settled();
      const objects = await fixture.s3.listETags('site');
      expect([...objects.keys()].filter(isLeaseFile), signal).toEqual([]);
    }
    expect((await runDeploy({ endpoint: fixture.proxy.endpoint, dir: fixture.site.ci.dir })).summary.ok).toBe(true);
    expect(fixture.proxy.violations).toEqual([]);
  }, 120_000);
});
