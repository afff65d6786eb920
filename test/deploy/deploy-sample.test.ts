import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/pipeline/index.ts';
import { isLedgerFile } from '../../src/deploy/deploy-ledger.ts';
import { findSampleContent } from '../../src/data/sample/find-sample-content.ts';
import { formatSampleReport } from '../../src/data/sample/format-sample-report.ts';
import { createFixture, projectRoot } from '../helpers/fixture.ts';
import { createProductionData } from '../helpers/production-data.ts';
import { useDeployFixture } from './helpers/deploy-fixture.ts';
import { deployEnv } from './helpers/s3-server.ts';
import { createTinySite } from './helpers/tiny-site.ts';

/** The tiny site, with a copy of the small fixture's data (today's sample content) and one with every sample replaced. */
const fixture = useDeployFixture(async () => {
  const [site, sample, production] = await Promise.all([createTinySite(), createFixture({ data: 'small' }), createProductionData({ data: 'small' })]);
  return { ...site, sampleData: sample.dataDir, productionData: production.dataDir, cleanup: async () => void (await Promise.all([site.cleanup(), sample.cleanup(), production.cleanup()])) };
});

function ctsite(args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(projectRoot, 'bin/ctsite.js'), 'deploy', '--bucket', 'site', '--endpoint', fixture.proxy.endpoint, '--force-path-style', '--dir', fixture.site.dir, ...args], { cwd: projectRoot, env: deployEnv() });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** The sample entries of the data the tests deploy with, as `ctsite deploy` counts them. */
const sampleItems = () => findSampleContent(fixture.site.sampleData);

const stored = async () => [...(await fixture.s3.listETags('site')).keys()].filter((key) => !isLedgerFile(key)).length;

describe('ctsite deploy and sample content', () => {
  it('refuses sample content with exit 1 and the to-do list, before it reads or sends anything', async () => {
    const requests = fixture.proxy.log.length;
    const result = await ctsite(['--data', fixture.site.sampleData]);
    expect(result.status).toBe(1);
    const items = await sampleItems();
    expect(result.stderr).toContain(formatSampleReport(items));
    expect(result.stderr.trim().split('\n').slice(-2)).toEqual([
      `Refusing to publish sample content: ${items.length} entries in the data stand in for real ones (listed above); nothing was uploaded.`,
      '  Replace each in the file and line named, rebuild, and deploy again. To publish it on purpose (a staging bucket), add --allow-sample.',
    ]);
    expect(result.stdout).toBe('');
    expect(fixture.proxy.log.length).toBe(requests);
    expect(await stored()).toBe(0);
  });

  it('--data defaults to data/ (today\'s sample content); --json reports the refusal as one object', async () => {
    const result = await ctsite(['--json']);
    expect(result.status).toBe(1);
    expect(JSON.parse(result.stdout)).toMatchObject({ ok: false, error: { code: 'SampleContent', title: 'Refusing to publish sample content' } });
    expect(result.stderr).toContain('  data/company.json:6 $.phone  "01632 960 123" is a drama number');
    expect(await stored()).toBe(0);
  });

  it('a dry run lists it, says a deploy would refuse, and goes on to show the plan; nothing is uploaded', async () => {
    const result = await ctsite(['--data', fixture.site.sampleData, '--dry-run']);
    expect(result.status).toBe(0);
    expect(result.stderr).toContain(`Entries marked "sample": true (${(await sampleItems()).filter((item) => item.kind === 'marked').length})`);
    expect(result.stderr).toContain('A deploy would refuse this sample content (add --allow-sample for a staging bucket); this dry run changes nothing and goes on.');
    expect(result.stdout).toMatch(/^upload {2}index\.html/m);
    expect(await stored()).toBe(0);
  });

  it('--allow-sample publishes it with one warning line (a staging bucket)', async () => {
    const result = await ctsite(['--data', fixture.site.sampleData, '--allow-sample']);
    expect(result.status).toBe(0);
    expect(result.stderr.trim()).toBe(`Publishing sample content (--allow-sample): ${(await sampleItems()).length} entries stand in for real ones; right for a staging bucket, not for the live site. \`ctsite check --production\` lists them.`);
    expect(result.stdout.trim().split('\n').at(-1)).toMatch(/^Deployed to s3:\/\/site\/: 7 uploaded/);
    expect(await stored()).toBe(7);
  });

  it('without its data folder a deploy refuses (it cannot check); with --allow-sample it goes ahead, saying so', async () => {
    const missing = join(fixture.site.dir, '..', 'no-data');
    const refused = await ctsite(['--data', missing]);
    expect(refused.status).toBe(1);
    expect(refused.stderr.split('\n')[0]).toBe(`The data folder is missing: ${missing} is not a folder, so the site's data cannot be checked for sample content.`);
    const allowed = await ctsite(['--data', missing, '--allow-sample']);
    expect(allowed.status).toBe(0);
    expect(allowed.stderr.trim()).toBe(`Publishing without checking for sample content (--allow-sample): ${missing} is not a folder.`);
  });

  it('refuses an enquiry endpoint no visitor can reach (http, loopback, private), even with --allow-sample; nothing is uploaded', async () => {
    const loopback = await createProductionData({ data: 'small' });
    try {
      await loopback.edit('company.json', (json) => ({ ...(json as object), enquiryForm: { endpoint: 'http://127.0.0.1:8787/f/enquiries' } }));
      const requests = fixture.proxy.log.length;
      const before = await stored();
      const refused = await ctsite(['--data', loopback.dataDir]);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain('Enquiry endpoints no visitor can reach (1)\n  data/company.json:');
      expect(refused.stderr).toContain('Refusing to publish sample content: 1 entry in the data stands in for real ones');
      const staging = await ctsite(['--data', loopback.dataDir, '--allow-sample']);
      expect(staging.status).toBe(1);
      expect(staging.stderr.trim().split('\n').slice(-2)).toEqual([
        'Refusing to publish an enquiry endpoint no visitor can reach: enquiryForm.endpoint in data/company.json is http://127.0.0.1:8787/f/enquiries: an http address or one on this machine or a private network, where no visitor\'s enquiry can arrive; nothing was uploaded, not even with --allow-sample.',
        "  Set enquiryForm.endpoint in data/company.json to the form service's https address (docs/content.md#setting-the-enquiry-endpoint), rebuild, and deploy again.",
      ]);
      expect(fixture.proxy.log.length).toBe(requests);
      expect(await stored()).toBe(before);
    } finally {
      await loopback.cleanup();
    }
  });

  it('data with every sample replaced deploys without a word about it', async () => {
    await fixture.site.write('about/index.html', '<!doctype html><title>About us</title>');
    const result = await ctsite(['--data', fixture.site.productionData]);
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout.trim().split('\n').at(-1)).toMatch(/^Deployed to s3:\/\/site\/: 0 uploaded, 1 updated/);
  });

  it('judges the built folder by the sample content its build recorded, not the data as it is now', async () => {
    const outOf = (name: string) => join(fixture.site.dir, '..', name);
    // Built from sample data, then the data fixed without building again: the pages still hold the samples.
    await build({ root: projectRoot, dataDir: fixture.site.sampleData, outDir: outOf('built-sample') });
    const requests = fixture.proxy.log.length;
    const stale = await ctsite(['--dir', outOf('built-sample'), '--data', fixture.site.productionData]);
    expect(stale.status).toBe(1);
    const items = await sampleItems();
    expect(stale.stderr).toContain(`Refusing to publish sample content: ${items.length} entries in the data the site was built from stand in for real ones (listed above); nothing was uploaded.`);
    expect(stale.stderr).toContain('  data/company.json:6 $.phone  "01632 960 123" is a drama number');
    expect(fixture.proxy.log.length).toBe(requests);

    // Built with --site-url: the data's example.com address is not what the pages carry.
    await build({ root: projectRoot, dataDir: fixture.site.sampleData, outDir: outOf('built-site-url'), siteUrl: 'https://www.ct-electrical.co.uk' });
    const state = JSON.parse(await readFile(join(outOf('built-site-url'), '.ctsite-output.json'), 'utf8')) as { sample: { file: string; path: string[] }[] };
    // Every sample entry but the site's address.
    const where = (item: { file: string; path: readonly (string | number)[] }) => `${item.file} ${item.path.join('.')}`;
    expect(items.map(where)).toContain('data/company.json siteUrl');
    expect(state.sample.map(where).sort()).toEqual(items.map(where).filter((entry) => entry !== 'data/company.json siteUrl').sort());

    // Built from the replaced data: it goes out, whatever the data folder holds now.
    await build({ root: projectRoot, dataDir: fixture.site.productionData, outDir: outOf('built-production') });
    // Another site than the bucket holds: its pages would go, on purpose.
    const clean = await ctsite(['--dir', outOf('built-production'), '--data', fixture.site.sampleData, '--dry-run', '--allow-removed-pages']);
    expect(clean.status).toBe(0);
    expect(clean.stderr).not.toContain('Sample content');
  }, 240_000);
});
