import { readdir, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OUTPUT_STATE_FILE } from '../../src/build/output-state.ts';
import { compareKeys, inRange, listingBoundaries } from '../../src/deploy/listing-ranges.ts';
import { useDeployFixture } from './helpers/deploy-fixture.ts';
import { requestKinds, runDeploy, writes } from './helpers/deploy-run.ts';
import { createTinySite } from './helpers/tiny-site.ts';

const NOTES = 3_400;
const noteFile = (index: number) => `notes/${String(index).padStart(4, '0')}/index.html`;
const notes = Object.fromEntries(Array.from({ length: NOTES }, (_, index) => [noteFile(index), `<!doctype html><title>Note ${index}</title>`]));

/** The build's state of the site's files (the deploy splits its listing by it); sizes that match no file, so every file is still hashed. */
async function recordFiles(dir: string): Promise<void> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
  const record = Object.fromEntries(files.map((file) => [file, ['x', -1, 0]]));
  await writeFile(join(dir, OUTPUT_STATE_FILE), JSON.stringify({ generator: 'ctsite', format: 2, files: record }));
}

const fixture = useDeployFixture(async () => {
  const site = await createTinySite(notes);
  await recordFiles(site.dir);
  return site;
});

describe('the listing split into ranges listed side by side', () => {
  it('lists every object once, with as many requests as one chain of pages: a second deploy writes nothing', async () => {
    const first = await runDeploy({ endpoint: fixture.proxy.endpoint, dir: fixture.site.dir });
    expect(first.summary.uploaded).toBe(NOTES + 7);
    const from = fixture.proxy.log.length;
    const second = await runDeploy({ endpoint: fixture.proxy.endpoint, dir: fixture.site.dir });
    const listings = fixture.proxy.log.slice(from).filter((entry) => entry.query.includes('list-type=2'));
    // 3,407 keys and the deploy ledger: four pages, in four ranges (each after the first starts after a key).
    expect(requestKinds(fixture.proxy.log.slice(from))).toEqual({ LIST: 4, GET: 1 });
    expect(listings.filter((entry) => entry.query.includes('start-after='))).toHaveLength(3);
    expect(writes(fixture.proxy.log.slice(from))).toEqual([]);
    expect(second.summary).toMatchObject({ uploaded: 0, updated: 0, deleted: 0, unchanged: NOTES + 7 });
  });

  it('covers what the bucket holds, not what the build state expects: objects gone from the site on either side of a boundary are deleted, new ones uploaded', async () => {
    // The state still names every note: the boundaries fall where they did, the bucket no longer matches them.
    const gone = [0, 998, 999, 1000, 1001, 1999, 2000, 3399].map(noteFile);
    for (const file of gone) await fixture.site.remove(file.replace('/index.html', ''));
    await fixture.site.write('notes/0999a/index.html', '<!doctype html><title>Between</title>');
    await fixture.site.write('zz/index.html', '<!doctype html><title>After all</title>');
    const from = fixture.proxy.log.length;
    const { summary } = await runDeploy({ endpoint: fixture.proxy.endpoint, dir: fixture.site.dir });
    expect(summary).toMatchObject({ uploaded: 2, deleted: gone.length, unchanged: NOTES + 7 - gone.length });
    const keys = await fixture.s3.readObjects('site', 'notes/');
    expect(keys.size).toBe(NOTES - gone.length + 1);
    for (const file of gone) expect(keys.has(file)).toBe(false);
    expect(writes(fixture.proxy.log.slice(from)).filter((entry) => entry.method === 'PUT').map((entry) => entry.key).sort()).toEqual(['notes/0999a/index.html', 'zz/index.html']);
  });

  it('splits at the end of whole pages, into at most eight ranges, and not at all for one page', () => {
    const keys = Array.from({ length: 33_000 }, (_, index) => `k${String(index).padStart(5, '0')}`);
    expect(listingBoundaries(keys.slice(0, 1_000))).toEqual([]);
    expect(listingBoundaries(keys.slice(0, 1_001))).toEqual(['k00999']);
    expect(listingBoundaries(keys.slice(0, 3_400))).toEqual(['k00999', 'k01999', 'k02999']);
    const many = listingBoundaries(keys);
        // 33 pages in 8 ranges: 5 pages each, the last one 3.
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
