import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CopyObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { LEDGER_FILE } from '../../src/deploy/deploy-ledger.ts';
import { CtsiteError } from '../../src/errors/ctsite-error.ts';
import { contentTypeFor } from '../../src/hosting/content-types.ts';
import { headersFor, parseHeaderRules } from '../../src/hosting/header-rules.ts';
import { parseRedirectRules } from '../../src/hosting/redirect-rules.ts';
import { outputPathFor, pathnameForOutput } from '../../src/routes/output-path.ts';
import { useDeployFixture } from './helpers/deploy-fixture.ts';
import { groupRank, publishedKeys, requestKinds, runDeploy, writes } from './helpers/deploy-run.ts';
import { configureWebsite } from './helpers/s3-server.ts';
import { copySmallSite } from './helpers/site-copy.ts';

const fixture = useDeployFixture(copySmallSite);

/**
 * Runs a deploy of the site copy through the proxy; returns what it wrote. These tests remove pages on purpose (to see
 * deletes), so they are allowed to go; the refusal of lost pages is test/deploy/deploy-removed-pages.test.ts's.
 */
async function deployNow(options: Parameters<typeof runDeploy>[0] extends infer O ? Partial<O> : never = {}) {
  const from = fixture.proxy.log.length;
  const result = await runDeploy({ endpoint: fixture.proxy.endpoint, dir: fixture.site.dir, allowRemovedPages: true, ...options });
  return { ...result, written: writes(fixture.proxy.log.slice(from)) };
}

describe('ctsite deploy to an S3-compatible server', () => {
  it('first deploy: every file with its Content-Type, Cache-Control and redirect; host files stay out', async () => {
    const { summary } = await deployNow();
    const rules = parseHeaderRules(await fixture.site.read('_headers'));
    const redirects = parseRedirectRules(await fixture.site.read('_redirects'));
    const objects = await fixture.s3.readObjects('site');
    // ctsite's deploy ledger is stored beside the site, not as a part of it.
    expect(objects.get(LEDGER_FILE)).toMatchObject({ contentType: 'application/gzip', cacheControl: 'no-store' });
    objects.delete(LEDGER_FILE);
    expect(summary).toMatchObject({ ok: true, updated: 0, deleted: 0, unchanged: 0, uploaded: objects.size });
    expect([...objects.keys()].sort()).toEqual(await publishedKeys(fixture.site.dir));
    for (const host of ['_headers', '_redirects', 's3-website.json']) expect(objects.has(host), host).toBe(false);
    for (const [key, object] of objects) {
      const pathname = pathnameForOutput(key);
      expect(object.contentType, key).toBe(contentTypeFor(key));
      expect(object.cacheControl, key).toBe(headersFor(rules, pathname).get('Cache-Control'));
      expect(object.redirect, key).toBe(key.endsWith('.html') ? redirects.get(pathname) : undefined);
      expect(object.metadata.md5, key).toBe(object.etag);
    }
    expect(objects.get('index.html')?.contentType).toBe('text/html; charset=utf-8');
    const stylesheet = [...objects.keys()].find((key) => key.endsWith('.css')) ?? '';
    expect(objects.get(stylesheet)).toMatchObject({ contentType: 'text/css; charset=utf-8', cacheControl: 'public, max-age=31536000, immutable' });
    expect(objects.get('about/index.html')?.cacheControl).toBe('public, max-age=0, must-revalidate');
    expect(objects.get('sitemap.xml')?.contentType).toBe('application/xml; charset=utf-8');
    // Every redirect of the site, as metadata on its redirect page's object.
    const slashForms = [...redirects].filter(([from]) => from.endsWith('/'));
    expect(slashForms).not.toEqual([]);
    for (const [from, to] of slashForms) expect(objects.get(outputPathFor(from))?.redirect, from).toBe(to);
  });

  it('the S3 website endpoint answers the redirects with 301, pages with 200 and unknown paths with the 404 page', async () => {
    await configureWebsite(fixture.s3, 'site', await fixture.site.read('s3-website.json'));
    expect(await fixture.s3.website('site', '/services/industrial-installations/')).toMatchObject({ status: 301, location: '/services/new-construction-wiring/' });
    expect(await fixture.s3.website('site', '/hull-commercial-electrician/')).toMatchObject({ status: 301, location: '/commercial-electrician-hull/' });
    expect(await fixture.s3.website('site', '/services/emergency-callout/')).toMatchObject({ status: 301, location: '/contact/#emergency' });
    expect(await fixture.s3.website('site', '/services/hull-services/')).toMatchObject({ status: 301, location: '/services-hull/' });
    // Without the slash S3 first adds it (302), then the object's redirect answers 301.
    expect(await fixture.s3.website('site', '/services/industrial-installations')).toMatchObject({ status: 302, location: '/services/industrial-installations/' });
    const about = await fixture.s3.website('site', '/about/');
    expect(about).toMatchObject({ status: 200, type: 'text/html; charset=utf-8' });
    expect(about.body).toBe(await fixture.site.read('about/index.html'));
    const missing = await fixture.s3.website('site', '/no-such-page/');
    expect(missing.status).toBe(404);
    expect(missing.body).toBe(await fixture.site.read('404.html'));
  });

  it('a second deploy of the unchanged site writes nothing, and sends one listing and one read of the deploy ledger, no HEAD', async () => {
    const from = fixture.proxy.log.length;
    const { summary, written } = await deployNow();
    expect(requestKinds(fixture.proxy.log.slice(from))).toEqual({ LIST: 1, GET: 1 });
    expect(written).toEqual([]);
    expect(summary).toMatchObject({ ok: true, uploaded: 0, updated: 0, deleted: 0, bytes: 0 });
    expect(summary.unchanged).toBe((await publishedKeys(fixture.site.dir)).length);
  });

  it('after a one-page edit, writes that page only', async () => {
    const html = await fixture.site.read('about/index.html');
    await fixture.site.write('about/index.html', html.replace('</main>', '<p>We now cover Selby too.</p></main>'));
    const { summary, written } = await deployNow();
    expect(written.map((entry) => `${entry.method} ${entry.key}`)).toEqual(['PUT about/index.html']);
    expect(summary).toMatchObject({ uploaded: 0, updated: 1, deleted: 0 });
    expect(await fixture.s3.getText('site', 'about/index.html')).toContain('We now cover Selby too.');
  });

  it('re-puts an object whose headers drifted, even though its content is the same', async () => {
    await fixture.s3.client.send(new CopyObjectCommand({ Bucket: 'site', Key: 'contact/index.html', CopySource: 'site/contact/index.html', MetadataDirective: 'REPLACE', ContentType: 'text/plain', CacheControl: 'no-cache', Metadata: {} }));
    const { lines, written } = await deployNow();
    expect(written.map((entry) => entry.key)).toEqual(['contact/index.html']);
    expect(lines.join('\n')).toMatch(/plan: 0 new, 1 changed/);
    const stored = (await fixture.s3.readObjects('site', 'contact/')).get('contact/index.html');
    expect(stored).toMatchObject({ contentType: 'text/html; charset=utf-8', cacheControl: 'public, max-age=0, must-revalidate' });
  });

  it('a dry run prints every upload, redirect and delete with its reason, and writes nothing', async () => {
    await fixture.site.write('services/index.html', `${await fixture.site.read('services/index.html')}<!-- edited -->`);
    await fixture.site.write('services/industrial-installations/index.html', `${await fixture.site.read('services/industrial-installations/index.html')}<!-- edited -->`);
    await fixture.site.write('downloads/price-list.txt', 'Hourly rates on request.\n');
    // The portfolio's own page; its case studies (/portfolio/{slug}/) stay.
    await fixture.site.remove('portfolio/index.html');
    const { summary, lines, written } = await deployNow({ dryRun: true });
    expect(written).toEqual([]);
    const plan = lines.join('\n');
    expect(plan).toMatch(/^upload {2}downloads\/price-list\.txt {2}25 B {2}new$/m);
    expect(plan).toMatch(/^update {2}services\/index\.html {2}[\d.]+ KB {2}content changed$/m);
    expect(plan).toMatch(/^update {2}services\/industrial-installations\/index\.html → 301 \/services\/new-construction-wiring\/ {2}[\d.]+ K?B {2}content changed$/m);
    expect(plan).toMatch(/^delete {2}portfolio\/index\.html {2}no longer in the site$/m);
    expect(plan).toContain('Nothing was changed');
    expect(summary).toMatchObject({ dryRun: true, uploaded: 1, updated: 2, deleted: 1 });
    expect((await fixture.s3.listETags('site', 'portfolio/')).has('portfolio/index.html')).toBe(true);
  });

  it('writes assets, other files, pages and crawler files in that order, each group finished before the next, deletes last', async () => {
    const { before, after } = await fixture.site.changeStylesheet();
    await fixture.site.write('sitemap.xml', (await fixture.site.read('sitemap.xml')).replace('</urlset>', '<!-- edited --></urlset>'));
    // No grace period: the old stylesheet is deleted now, after the pages that loaded it.
    const { summary, written } = await deployNow({ assetGraceMs: 0 });
    expect(summary.deleted).toBe(2);
    expect(written.some((entry) => entry.key === after)).toBe(true);
    const ranks = written.map((entry) => ({ rank: groupRank(entry), start: entry.start, end: entry.end }));
    expect(new Set(ranks.map((entry) => entry.rank))).toEqual(new Set([0, 1, 2, 3, 4]));
    for (const earlier of ranks) for (const later of ranks) if (later.rank > earlier.rank) expect(earlier.end).toBeLessThanOrEqual(later.start);
    const objects = await fixture.s3.listETags('site');
    expect(objects.has(before)).toBe(false);
    expect(objects.has('portfolio/index.html')).toBe(false);
    expect(fixture.proxy.violations).toEqual([]);
  });

  it('more deletes than --max-deletes: publishes the rest, deletes nothing, fails with how to go ahead', async () => {
    for (const page of ['testimonials', 'sitemap', 'privacy-policy']) await fixture.site.remove(page);
    await fixture.site.write('index.html', `${await fixture.site.read('index.html')}<!-- edited -->`);
    const failure = await deployNow({ maxDeletes: 2 }).then(() => undefined, (error: unknown) => error);
    expect(failure).toBeInstanceOf(CtsiteError);
    const error = failure as CtsiteError;
    expect(error.code).toBe('DeployTooManyDeletes');
    expect(error.message).toBe('3 objects under s3://site/ are no longer in the site, more than --max-deletes 2 allows; everything else was published, nothing was deleted.');
    expect(error.hint).toMatch(/--dry-run.*--max-deletes/);
    expect(error.details?.['summary']).toMatchObject({ ok: false, updated: 1, deleted: 0, deletesSkipped: 3 });
    expect((await fixture.s3.listETags('site', 'testimonials/')).size).toBe(1);
    expect(await fixture.s3.getText('site', 'index.html')).toContain('<!-- edited -->');
    const { summary, written } = await deployNow({ maxDeletes: 3 });
    expect(summary).toMatchObject({ ok: true, deleted: 3, uploaded: 0, updated: 0 });
    expect(written.map((entry) => entry.method)).toEqual(['POST']);
  });

  it('with --prefix, touches only keys under it', async () => {
    await fixture.s3.client.send(new PutObjectCommand({ Bucket: 'site', Key: 'staging-notes/readme.txt', Body: 'kept' }));
    await fixture.s3.client.send(new PutObjectCommand({ Bucket: 'site', Key: 'staging/old-page/index.html', Body: '<p>old</p>' }));
    const { summary } = await deployNow({ prefix: 'staging', maxDeletes: 1 });
    const staged = await fixture.s3.readObjects('site', 'staging/');
    expect(staged.has('staging/old-page/index.html')).toBe(false);
    expect(staged.get('staging/about/index.html')?.contentType).toBe('text/html; charset=utf-8');
    expect(summary).toMatchObject({ destination: 's3://site/staging/', deleted: 1 });
    expect(await fixture.s3.getText('site', 'staging-notes/readme.txt')).toBe('kept');
    // The root copy of the site is another prefix: untouched.
    expect((await fixture.s3.listETags('site', 'about/')).has('about/index.html')).toBe(true);
  });

  it('refuses a folder that is not a built site, before any request', async () => {
    const from = fixture.proxy.log.length;
    const failure = await runDeploy({ endpoint: fixture.proxy.endpoint, dir: join(fixture.site.dir, 'assets') }).then(() => undefined, (error: unknown) => error);
    expect(failure).toMatchObject({ code: 'NothingToDeploy' });
    expect(fixture.proxy.log.length).toBe(from);
    expect(JSON.parse(await readFile(join(fixture.site.dir, 's3-website.json'), 'utf8'))).not.toHaveProperty('RoutingRules');
  });
});
