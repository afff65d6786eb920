import { gunzipSync, gzipSync } from 'node:zlib';
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { LEDGER_FILE } from '../../src/deploy/deploy-ledger.ts';
import { useDeployFixture } from './helpers/deploy-fixture.ts';
import { requestKinds, runDeploy, ledgerWrites, writes } from './helpers/deploy-run.ts';
import { createTinySite } from './helpers/tiny-site.ts';

const NOTES = 31;
const noteFile = (index: number) => `notes/${String(index).padStart(2, '0')}/index.html`;
const notes = Object.fromEntries(Array.from({ length: NOTES }, (_, index) => [noteFile(index), `<!doctype html><title>Note ${index}</title>`]));
const fixture = useDeployFixture(() => createTinySite({ 'contact/index.html': '<!doctype html><title>Contact</title>', 'faq/index.html': '<!doctype html><title>FAQ</title>', ...notes }));
/** The site's objects: six pages and the notes, a stylesheet, the sitemap and robots.txt: enough that a fresh deploy keeps what it uploads in the ledger (LEDGER_UPLOADS_FROM). */
const OBJECTS = 9 + NOTES;
const PAGE_CACHE = 'public, max-age=0, must-revalidate';

/** A deploy through the proxy: its summary and lines, its requests by kind, what it wrote to the site and whether it wrote the ledger. */
async function deployNow(options: { dryRun?: boolean } = {}) {
  const from = fixture.proxy.log.length;
  const result = await runDeploy({ endpoint: fixture.proxy.endpoint, dir: fixture.site.dir, ...options });
  const log = fixture.proxy.log.slice(from);
  return { ...result, kinds: requestKinds(log), written: writes(log).map((entry) => `${entry.method} ${entry.key}`), ledgerWritten: ledgerWrites(log).length, heads: log.filter((entry) => entry.method === 'HEAD').map((entry) => entry.key) };
}

/**
 * Waits for the next second of the clock (s3rver runs in this process): an object's headers can be
 * kept in the ledger only from an answer given in a later second than its LastModified.
 */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1050 - (Date.now() % 1000)));

/** A deploy a second after the last: whatever an earlier deploy uploaded and left out of the ledger is kept in it. */
async function settle() {
  await nextSecond();
  await deployNow();
}

async function readLedgerObject(): Promise<Buffer> {
  const object = await fixture.s3.client.send(new GetObjectCommand({ Bucket: 'site', Key: LEDGER_FILE }));
  return Buffer.from(await object.Body!.transformToByteArray());
}

const putLedger = (body: Uint8Array) => fixture.s3.client.send(new PutObjectCommand({ Bucket: 'site', Key: LEDGER_FILE, Body: body }));

/** Another tool's metadata change (the console, `aws s3 cp --metadata-directive REPLACE`): a copy of the object onto itself. */
const changeCacheControl = (key: string, cacheControl: string) =>
  fixture.s3.client.send(new CopyObjectCommand({ Bucket: 'site', Key: key, CopySource: `site/${key}`, MetadataDirective: 'REPLACE', ContentType: 'text/html; charset=utf-8', CacheControl: cacheControl, Metadata: {} }));

describe('ctsite deploy keeps a deploy ledger in the bucket', () => {
  it('a fresh deploy keeps every object in the ledger; the next deploy of the unchanged site sends one listing and one read of the ledger, nothing more', async () => {
    const first = await deployNow();
    expect(first.summary.uploaded).toBe(OBJECTS);
    // Kept from the uploads' answers: no second look at what was uploaded.
    expect(first.kinds).toEqual({ LIST: 1, GET: 1, PUT: OBJECTS + 1 });
    expect(first.ledgerWritten).toBe(1);
    expect(first.lines.join('\n')).toMatch(new RegExp(`ledger: ${OBJECTS} of ${OBJECTS} objects kept in \\.ctsite-deploy-state\\.json\\.gz`));
    const second = await deployNow();
    expect(second.kinds).toEqual({ LIST: 1, GET: 1 });
    expect(second.summary).toMatchObject({ uploaded: 0, updated: 0, deleted: 0, unchanged: OBJECTS });
  });

  it('fewer uploads than LEDGER_UPLOADS_FROM are left out of the ledger, with no wait; the next deploy reads their headers once', async () => {
    await fixture.site.write('faq/index.html', '<!doctype html><title>FAQ, new</title>');
    const edit = await deployNow();
    expect(edit.written).toEqual(['PUT faq/index.html']);
    expect(edit.kinds).toEqual({ LIST: 1, GET: 1, PUT: 2 });
    expect(edit.lines.join('\n')).toContain(`ledger: ${OBJECTS - 1} of ${OBJECTS} objects kept`);
    await nextSecond();
    const next = await deployNow();
    expect(next).toMatchObject({ heads: ['faq/index.html'], written: [], ledgerWritten: 1 });
    expect((await deployNow()).kinds).toEqual({ LIST: 1, GET: 1 });
  });

  it('missing: every object is compared by HEAD as before, nothing of the site is written, and the ledger is written again', async () => {
    await fixture.s3.client.send(new DeleteObjectCommand({ Bucket: 'site', Key: LEDGER_FILE }));
    const { heads, written, ledgerWritten, lines } = await deployNow();
    expect(lines.join('\n')).toContain('ledger: no .ctsite-deploy-state.json.gz yet: the headers of every object are read');
    expect(heads).toHaveLength(OBJECTS);
    expect(written).toEqual([]);
    expect(ledgerWritten).toBe(1);
    expect((await deployNow()).kinds).toEqual({ LIST: 1, GET: 1 });
  });

  it('a dry run reads the ledger and writes nothing, the ledger included', async () => {
    await fixture.s3.client.send(new DeleteObjectCommand({ Bucket: 'site', Key: LEDGER_FILE }));
    const dry = await deployNow({ dryRun: true });
    expect(dry.kinds).toEqual({ LIST: 1, GET: 1, HEAD: OBJECTS });
    expect(dry.ledgerWritten).toBe(0);
    await deployNow();
  });

  it('stale: an older ledger is trusted only for the objects still listed as it kept them', async () => {
    const older = await readLedgerObject();
    await fixture.site.write('faq/index.html', '<!doctype html><title>FAQ, edited</title>');
    expect((await deployNow()).written).toEqual(['PUT faq/index.html']);
    await putLedger(older);
    const { heads, written, ledgerWritten } = await deployNow();
    expect(heads).toEqual(['faq/index.html']);
    expect(written).toEqual([]);
    expect(ledgerWritten).toBe(1);
  });

  it('tampered or cut short: not used at all', async () => {
    const good = await readLedgerObject();
    const json = JSON.parse(gunzipSync(good).toString('utf8')) as { entries: [string, string, number, string, number][] };
    // An entry that claims another LastModified for the stylesheet, without a matching checksum.
    for (const entry of json.entries) entry[2] += 1000;
    await putLedger(gzipSync(JSON.stringify(json)));
    const tampered = await deployNow();
    expect(tampered.lines.join('\n')).toContain('ledger: .ctsite-deploy-state.json.gz not used (checksum mismatch)');
    expect(tampered.heads).toHaveLength(OBJECTS);
    await putLedger(good.subarray(0, good.byteLength - 20));
    const cut = await deployNow();
    expect(cut.lines.join('\n')).toContain('not used (not gzipped JSON)');
    expect(cut.heads).toHaveLength(OBJECTS);
    expect([...tampered.written, ...cut.written]).toEqual([]);
  });

  it("another tool's metadata change moves LastModified: that object alone is read and put right", async () => {
    await settle();
    await changeCacheControl('contact/index.html', 'no-cache');
    const { heads, written, lines } = await deployNow();
    expect(heads).toEqual(['contact/index.html']);
    expect(written).toEqual(['PUT contact/index.html']);
    expect(lines.join('\n')).toMatch(/update {2}contact\/index\.html .* Cache-Control: "no-cache" → "public, max-age=0, must-revalidate"/);
    expect((await fixture.s3.readObjects('site', 'contact/')).get('contact/index.html')?.cacheControl).toBe(PAGE_CACHE);
  });

  it('a metadata change just after a deploy that kept its uploads in the ledger (in the second they were made, were it not for the wait) is still seen', async () => {
    await settle();
    // 32 uploads: kept in the ledger from their answers, once the server's clock has passed their second.
    await fixture.site.write('about/index.html', '<!doctype html><title>About, edited</title>');
    for (let index = 0; index < NOTES; index += 1) await fixture.site.write(noteFile(index), `<!doctype html><title>Note ${index}, edited</title>`);
    let changed: Promise<unknown> | undefined;
    fixture.proxy.onAnswer = (entry) => {
      // The moment the deploy's last request (the ledger) is answered, another tool edits a page it uploaded.
      if (entry.method === 'PUT' && entry.key === LEDGER_FILE) changed ??= changeCacheControl('about/index.html', 'no-cache');
    };
    try {
      const deployed = await deployNow();
      expect(deployed.written).toHaveLength(NOTES + 1);
      expect(deployed.heads).toEqual([]);
      expect(deployed.lines.join('\n')).toContain(`ledger: ${OBJECTS} of ${OBJECTS} objects kept`);
    } finally {
      fixture.proxy.onAnswer = undefined;
    }
    await changed;
    const { written, heads } = await deployNow();
    expect(heads).toEqual(['about/index.html']);
    expect(written).toEqual(['PUT about/index.html']);
    expect((await fixture.s3.readObjects('site', 'about/')).get('about/index.html')?.cacheControl).toBe(PAGE_CACHE);
  });

  it('headers the site now sets differently (a changed _headers) are put, with no HEAD: the ledger says what the object carries', async () => {
    await settle();
    const rules = '/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n\n/faq/*\n  Cache-Control: public, max-age=300\n\n/*\n  X-Content-Type-Options: nosniff\n';
    await fixture.site.write('_headers', rules);
    const { heads, written, lines } = await deployNow();
    expect(heads).toEqual([]);
    expect(written).toEqual(['PUT faq/index.html']);
    expect(lines.join('\n')).toMatch(/update {2}faq\/index\.html .* Cache-Control: "public, max-age=0, must-revalidate" → "public, max-age=300"/);
    await nextSecond();
    expect((await deployNow()).written).toEqual([]);
  });

  it('is never deleted, counted or warned about as an object of the site', async () => {
    const { summary, lines } = await deployNow();
    expect(summary).toMatchObject({ deleted: 0, unchanged: OBJECTS });
    expect(lines.join('\n')).not.toMatch(/private name/);
    expect((await fixture.s3.listETags('site')).has(LEDGER_FILE)).toBe(true);
  });
});
