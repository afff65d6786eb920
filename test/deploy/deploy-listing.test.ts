import { readdir, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OUTPUT_STATE_FILE } from '../../src/output/state.ts';
import { LEDGER_FILE } from '../../src/deploy/deploy-ledger.ts';
import { compareKeys, inRange, listingBoundaries } from '../../src/deploy/listing-ranges.ts';
import { useDeployFixture } from './helpers/deploy-fixture.ts';
import { publishedKeys, requestKinds, runDeploy, writes } from './helpers/deploy-run.ts';
import { createTinySite } from './helpers/tiny-site.ts';

// One bucket of more than 1,000 objects for every test here (uploading it is most of the time): read first as one
// chain of listing pages (no build state), then in ranges (the build's state), then mostly deleted in batches.

/** Enough notes for three listing pages of 1,000 keys (the site's seven other files and the ledger make the third): three ranges, the middle one bounded on both sides. */
const NOTES = 2_000;
const noteFile = (index: number) => `notes/${String(index).padStart(4, '0')}/index.html`;
const notes = Object.fromEntries(Array.from({ length: NOTES }, (_, index) => [noteFile(index), `<!doctype html><title>Note ${index}</title>`]));

/** The build's state of the site's files (the deploy splits its listing by it); sizes that match no file, so every file is still hashed. */
async function recordFiles(dir: string): Promise<void> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
  const record = Object.fromEntries(files.map((file) => [file, ['x', -1, 0]]));
  await writeFile(join(dir, OUTPUT_STATE_FILE), JSON.stringify({ generator: 'ctsite', format: 2, files: record }));
}

const fixture = useDeployFixture(() => createTinySite(notes));

/** The site's keys and the deploy ledger in S3's order: what the bucket holds after a deploy. */
async function bucketKeys(): Promise<string[]> {
  return [...(await publishedKeys(fixture.site.dir)), LEDGER_FILE].sort(compareKeys);
}

/** Listing requests a deploy sends for the bucket: one a page of 1,000 keys. */
const listingPages = async () => Math.ceil((await bucketKeys()).length / 1_000);

/** A deploy of the site through the proxy: its summary and the requests it sent. */
async function deployNow(options: { maxDeletes?: number } = {}) {
  const from = fixture.proxy.log.length;
  // Pages leave the site on purpose here, to be deleted.
  const { summary } = await runDeploy({ endpoint: fixture.proxy.endpoint, dir: fixture.site.dir, allowRemovedPages: true, ...options });
  return { summary, log: fixture.proxy.log.slice(from) };
}

describe('ctsite deploy with more than 1,000 objects', () => {
  it('reads every page of the bucket listing: a second deploy writes nothing, and sends the listing pages and one read of the deploy ledger, no HEAD', async () => {
    const objects = (await publishedKeys(fixture.site.dir)).length;
    const first = await deployNow();
    expect(first.summary.uploaded).toBe(objects);
    const second = await deployNow();
    const pages = await listingPages();
    expect(pages).toBe(3);
    // Without the build's state, one chain: each page after the first asked for by its continuation token.
    expect(requestKinds(second.log)).toEqual({ LIST: pages, GET: 1 });
    expect(second.log.filter((entry) => entry.query.includes('continuation-token='))).toHaveLength(pages - 1);
    expect(writes(second.log)).toEqual([]);
    expect(second.summary).toMatchObject({ uploaded: 0, updated: 0, deleted: 0, unchanged: objects });
  });
});

describe('the listing split into ranges listed side by side', () => {
  it('lists every object once, with as many requests as one chain of pages: a deploy of the unchanged site writes nothing', async () => {
    await recordFiles(fixture.site.dir);
    const objects = (await publishedKeys(fixture.site.dir)).length;
    const { summary, log } = await deployNow();
    const pages = await listingPages();
    // Each page its own range: each after the first starts after a key.
    expect(requestKinds(log)).toEqual({ LIST: pages, GET: 1 });
    const listings = log.filter((entry) => entry.query.includes('list-type=2'));
    expect(listings.filter((entry) => entry.query.includes('start-after='))).toHaveLength(pages - 1);
    expect(listings.filter((entry) => entry.query.includes('continuation-token='))).toEqual([]);
    expect(writes(log)).toEqual([]);
    expect(summary).toMatchObject({ uploaded: 0, updated: 0, deleted: 0, unchanged: objects });
  });

  it('covers what the bucket holds, not what the build state expects: objects gone from the site on either side of a boundary are deleted, new ones uploaded', async () => {
    const objects = (await publishedKeys(fixture.site.dir)).length;
    // The state still names every note: the boundaries fall where they did, the bucket no longer matches them.
    const keys = await bucketKeys();
    const boundaries = listingBoundaries(keys);
    expect(boundaries).toHaveLength(2);
    const aroundBoundaries = boundaries.flatMap((key) => [keys.indexOf(key) - 1, keys.indexOf(key), keys.indexOf(key) + 1].map((index) => keys[index] as string));
    const gone = [noteFile(0), ...aroundBoundaries, noteFile(NOTES - 1)];
    expect(gone.every((file) => file.startsWith('notes/'))).toBe(true);
    for (const file of gone) await fixture.site.remove(file.replace('/index.html', ''));
    // A new key just after the first boundary, before the next note: the start of the second range.
    const between = (boundaries[0] as string).replace('/index.html', 'a/index.html');
    await fixture.site.write(between, '<!doctype html><title>Between</title>');
    await fixture.site.write('zz/index.html', '<!doctype html><title>After all</title>');
    const { summary, log } = await deployNow();
    expect(summary).toMatchObject({ uploaded: 2, deleted: gone.length, unchanged: objects - gone.length });
    const stored = new Set(await fixture.s3.listKeys('site', 'notes/'));
    expect(stored.size).toBe(NOTES - gone.length + 1);
    for (const file of gone) expect(stored.has(file)).toBe(false);
    expect(writes(log).filter((entry) => entry.method === 'PUT').map((entry) => entry.key).sort()).toEqual([between, 'zz/index.html']);
  });

  it('splits at the end of whole pages, into at most eight ranges, and not at all for one page', () => {
    const keys = Array.from({ length: 33_000 }, (_, index) => `k${String(index).padStart(5, '0')}`);
    expect(listingBoundaries(keys.slice(0, 1_000))).toEqual([]);
    expect(listingBoundaries(keys.slice(0, 1_001))).toEqual(['k00999']);
    expect(listingBoundaries(keys.slice(0, 3_400))).toEqual(['k00999', 'k01999', 'k02999']);
    const many = listingBoundaries(keys);
    // 33 pages, at most eight ranges: ranges of ⌈33 / 8⌉ = 5 whole pages, so seven of them, the last of 3 pages.
    expect(many).toEqual(['k04999', 'k09999', 'k14999', 'k19999', 'k24999', 'k29999']);
    expect(many.every((key, index) => index === 0 || compareKeys(key, many[index - 1] as string) > 0)).toBe(true);
  });

  it('orders keys as S3 does, by their UTF-8 bytes: a character past U+FFFF after one from U+E000', () => {
    const astral = 'a\u{1F600}';
    const privateUse = 'a\uE000';
    expect(astral < privateUse).toBe(true);
    expect(compareKeys(astral, privateUse)).toBeGreaterThan(0);
    expect(Buffer.compare(Buffer.from(astral), Buffer.from(privateUse))).toBeGreaterThan(0);
    expect(compareKeys('a/x', 'a-9/x')).toBeGreaterThan(0);
    expect(compareKeys('ab', 'abc')).toBeLessThan(0);
    expect(inRange('k1', 'k0', 'k1')).toBe(true);
    expect(inRange('k0', 'k0', 'k1')).toBe(false);
    expect(inRange('k2', undefined, 'k1')).toBe(false);
    expect(inRange('k2', 'k1', undefined)).toBe(true);
  });
});

describe('ctsite deploy deleting more than 1,000 objects', () => {
  it('deletes them in batches of at most 1,000 when --max-deletes allows it', async () => {
    const notesIn = async () => (await publishedKeys(fixture.site.dir)).filter((file) => file.startsWith('notes/'));
    // The site and the bucket agree here: 1,100 notes removed from the site are 1,100 objects to delete, two batches.
    const before = await notesIn();
    for (const file of before.slice(-1_100)) await fixture.site.remove(file.replace('/index.html', ''));
    const left = await notesIn();
    const doomed = before.length - left.length;
    expect(doomed).toBe(1_100);
    const { summary, log } = await deployNow({ maxDeletes: doomed });
    expect(summary).toMatchObject({ ok: true, deleted: doomed });
    expect(writes(log).map((entry) => `${entry.method} ${entry.query}`)).toEqual(['POST delete=', 'POST delete=']);
    expect((await fixture.s3.listKeys('site', 'notes/')).sort()).toEqual(left);
  });
});
