import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/pipeline/index.ts';
import { LEDGER_FILE } from '../../src/deploy/deploy-ledger.ts';
import { createFixture, projectRoot } from '../helpers/fixture.ts';
import { useDeployFixture } from './helpers/deploy-fixture.ts';
import { publishedKeys, runDeploy, writes } from './helpers/deploy-run.ts';

/** A site as `ctsite build` leaves it, with its state: the deploy that follows a build (of the small fixture data). */
const fixture = useDeployFixture(async () => {
  const project = await createFixture({ data: 'small' });
  await build({ root: projectRoot, dataDir: project.dataDir, outDir: project.outDir, env: { SOURCE_DATE_EPOCH: '1767225600' } });
  return project;
});

async function deployNow() {
  const from = fixture.proxy.log.length;
  const { summary, lines } = await runDeploy({ endpoint: fixture.proxy.endpoint, dir: fixture.site.outDir, allowSample: true });
  return { summary, read: lines.find((line) => line.includes('read the site')) ?? '', written: writes(fixture.proxy.log.slice(from)).map((entry) => entry.key) };
}

describe("ctsite deploy of a folder as the build left it", () => {
  it("takes each file's MD5 from the build's state, reading no file; a file edited since the build is read and uploaded", async () => {
    const first = await deployNow();
    expect(first.read).toMatch(/\(0 read to hash, the rest known\)/);
    // The MD5s the state gave are the files' own: each object's ETag is the MD5 of the bytes it holds.
    const objects = await fixture.s3.listETags('site');
    objects.delete(LEDGER_FILE);
    expect([...objects.keys()].sort()).toEqual(await publishedKeys(fixture.site.outDir));
    expect(first.summary.uploaded).toBe(objects.size);
    for (const [key, etag] of objects) expect(etag, key).toBe(createHash('md5').update(await readFile(join(fixture.site.outDir, key))).digest('hex'));

    const unchanged = await deployNow();
    expect(unchanged.read).toMatch(/\(0 read to hash, the rest known\)/);
    expect(unchanged.written).toEqual([]);

    // An edit by hand to the same size: the state's record no longer holds (the file's time moved).
    const page = join(fixture.site.outDir, 'about/index.html');
    const html = await readFile(page, 'utf8');
    await writeFile(page, html.replace('<title>', '<TITLE>'));
    const edited = await deployNow();
    expect(edited.read).toMatch(/\(1 read to hash, the rest known\)/);
    expect(edited.written).toEqual(['about/index.html']);
  }, 120_000);
});
