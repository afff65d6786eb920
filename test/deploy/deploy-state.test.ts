import { gunzipSync, gzipSync } from 'node:zlib';
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { STATE_FILE } from '../../src/deploy/deploy-state.ts';
import { useDeployFixture } from './helpers/deploy-fixture.ts';
import { requestKinds, runDeploy, stateWrites, writes } from './helpers/deploy-run.ts';
import { createTinySite } from './helpers/tiny-site.ts';

const fixture = useDeployFixture(() => createTinySite({ 'contact/index.html': '<!doctype html><title>Contact</title>', 'faq/index.html': '<!doctype html><title>FAQ</title>' }));
/** The tiny site's objects: six pages, a stylesheet, the sitemap and robots.txt. */
const OBJECTS = 9;
const PAGE_CACHE = 'public, max-age=0, must-revalidate';

/** A deploy through the proxy: its summary and lines, its requests by kind, what it wrote to the site and whether it wrote the state. */
async function deployNow(options: { dryRun?: boolean } = {}) {
  const from = fixture.proxy.log.length;
  const result = await runDeploy({ endpoint: fixture.proxy.endpoint, dir: fixture.site.dir, ...options });
  const log = fixture.proxy.log.slice(from);
  return { ...result, kinds: requestKinds(log), written: writes(log).map((entry) => `${entry.method} ${entry.key}`), stateWritten: stateWrites(log).length, heads: log.filter((entry) => entry.method === 'HEAD').map((entry) => entry.key) };
}

async function readState(): Promise<Buffer> {
  const object = await fixture.s3.client.send(new GetObjectCommand({ Bucket: 'site', Key: STATE_FILE }));
  return Buffer.from(await object.Body!.transformToByteArray());
}

const putState = (body: Uint8Array) => fixture.s3.client.send(new PutObjectCommand({ Bucket: 'site', Key: STATE_FILE, Body: body }));

/** Another tool's metadata change (the console, `aws s3 cp --metadata-directive REPLACE`): a copy of the object onto itself. */
const changeCacheControl = (key: string, cacheControl: string) =>
  fixture.s3.client.send(new CopyObjectCommand({ Bucket: 'site', Key: key, CopySource: `site/${key}`, MetadataDirective: 'REPLACE', ContentType: 'text/html; charset=utf-8', CacheControl: cacheControl, Metadata: {} }));

describe('ctsite deploy keeps a deploy state in the bucket', () => {
  it('a fresh deploy records every object; the next deploy of the unchanged site sends one listing and one read of the state, nothing more', async () => {
    const first = await deployNow();
    expect(first.summary.uploaded).toBe(OBJECTS);
    expect(first.stateWritten).toBe(1);
    expect(first.lines.join('\n')).toMatch(new RegExp(`state: ${OBJECTS} of ${OBJECTS} objects recorded in \\.ctsite-deploy-state\\.json\\.gz`));
    const second = await deployNow();
    expect(second.kinds).toEqual({ LIST: 1, GET: 1 });
    expect(second.summary).toMatchObject({ uploaded: 0, updated: 0, deleted: 0, unchanged: OBJECTS });
  });

  it('missing: every object is compared by HEAD as before, nothing of the site is written, and the state is written again', async () => {
    await fixture.s3.client.send(new DeleteObjectCommand({ Bucket: 'site', Key: STATE_FILE }));
    const { heads, written, stateWritten, lines } = await deployNow();
    expect(lines.join('\n')).toContain('state: no .ctsite-deploy-state.json.gz yet: the headers of every object are read');
    expect(heads).toHaveLength(OBJECTS);
    expect(written).toEqual([]);
    expect(stateWritten).toBe(1);
    expect((await deployNow()).kinds).toEqual({ LIST: 1, GET: 1 });
  });

  it('a dry run reads the state and writes nothing, the state included', async () => {
    await fixture.s3.client.send(new DeleteObjectCommand({ Bucket: 'site', Key: STATE_FILE }));
    const dry = await deployNow({ dryRun: true });
    expect(dry.kinds).toEqual({ LIST: 1, GET: 1, HEAD: OBJECTS });
    expect(dry.stateWritten).toBe(0);
    await deployNow();
  });

  it('stale: an older state is trusted only for the objects still listed as it recorded them', async () => {
    const older = await readState();
    await fixture.site.write('faq/index.html', '<!doctype html><title>FAQ, edited</title>');
    expect((await deployNow()).written).toEqual(['PUT faq/index.html']);
    await putState(older);
    const { heads, written, stateWritten } = await deployNow();
    expect(heads).toEqual(['faq/index.html']);
    expect(written).toEqual([]);
    expect(stateWritten).toBe(1);
  });

  it('tampered or cut short: not used at all', async () => {
    const good = await readState();
    const json = JSON.parse(gunzipSync(good).toString('utf8')) as { entries: [string, string, number, string, number][] };
    // An entry that claims another LastModified for the stylesheet, without a matching checksum.
    for (const entry of json.entries) entry[2] += 1000;
    await putState(gzipSync(JSON.stringify(json)));
    const tampered = await deployNow();
    expect(tampered.lines.join('\n')).toContain('state: .ctsite-deploy-state.json.gz not used (checksum mismatch)');
    expect(tampered.heads).toHaveLength(OBJECTS);
    await putState(good.subarray(0, good.byteLength - 20));
    const cut = await deployNow();
    expect(cut.lines.join('\n')).toContain('not used (not gzipped JSON)');
    expect(cut.heads).toHaveLength(OBJECTS);
    expect([...tampered.written, ...cut.written]).toEqual([]);
  });

  it("another tool's metadata change moves LastModified: that object alone is read and put right", async () => {
    await changeCacheControl('contact/index.html', 'no-cache');
    const { heads, written, lines } = await deployNow();
    expect(heads).toEqual(['contact/index.html']);
    expect(written).toEqual(['PUT contact/index.html']);
    expect(lines.join('\n')).toMatch(/update {2}contact\/index\.html .* Cache-Control: "no-cache" → "public, max-age=0, must-revalidate"/);
    expect((await fixture.s3.readObjects('site', 'contact/')).get('contact/index.html')?.cacheControl).toBe(PAGE_CACHE);
  });

  it('a metadata change in the second after the deploy (same LastModified second as its uploads would be) is still seen', async () => {
    await fixture.site.write('about/index.html', '<!doctype html><title>About, edited</title>');
    let changed: Promise<unknown> | undefined;
    fixture.proxy.onAnswer = (entry) => {
      // The moment the deploy's last request (the state) is answered, another tool edits the page it uploaded.
      if (entry.method === 'PUT' && entry.key === STATE_FILE) changed ??= changeCacheControl('about/index.html', 'no-cache');
    };
    try {
      expect((await deployNow()).written).toEqual(['PUT about/index.html']);
    } finally {
      fixture.proxy.onAnswer = undefined;
    }
    await changed;
    const { written } = await deployNow();
    expect(written).toEqual(['PUT about/index.html']);
    expect((await fixture.s3.readObjects('site', 'about/')).get('about/index.html')?.cacheControl).toBe(PAGE_CACHE);
  });

  it('headers the site now sets differently (a changed _headers) are put, with no HEAD: the state says what the object carries', async () => {
    const rules = '/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n\n/faq/*\n  Cache-Control: public, max-age=300\n\n/*\n  X-Content-Type-Options: nosniff\n';
    await fixture.site.write('_headers', rules);
    const { heads, written, lines } = await deployNow();
    expect(heads).toEqual([]);
    expect(written).toEqual(['PUT faq/index.html']);
    expect(lines.join('\n')).toMatch(/update {2}faq\/index\.html .* Cache-Control: "public, max-age=0, must-revalidate" → "public, max-age=300"/);
    expect((await deployNow()).kinds).toEqual({ LIST: 1, GET: 1 });
  });

  it('is never deleted, counted or warned about as an object of the site', async () => {
    const { summary, lines } = await deployNow();
    expect(summary).toMatchObject({ deleted: 0, unchanged: OBJECTS });
    expect(lines.join('\n')).not.toMatch(/private name/);
    expect((await fixture.s3.readObjects('site')).has(STATE_FILE)).toBe(true);
  });
});
