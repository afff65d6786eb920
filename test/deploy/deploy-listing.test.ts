import { describe, expect, it } from 'vitest';
import { useDeployFixture } from './helpers/deploy-fixture.ts';
import { requestKinds, runDeploy, writes } from './helpers/deploy-run.ts';
import { createTinySite } from './helpers/tiny-site.ts';

const NOTES = 1_200;
const noteFile = (index: number) => `notes/${String(index).padStart(4, '0')}/index.html`;
const fixture = useDeployFixture(() => createTinySite(Object.fromEntries(Array.from({ length: NOTES }, (_, index) => [noteFile(index), `<!doctype html><title>Note ${index}</title>`]))));

describe('ctsite deploy with more than 1,000 objects', () => {
  it('reads every page of the bucket listing: a second deploy writes nothing, and sends the listing pages and one read of the deploy ledger, no HEAD', async () => {
    const first = await runDeploy({ endpoint: fixture.proxy.endpoint, dir: fixture.site.dir });
    expect(first.summary.uploaded).toBe(NOTES + 7);
    const from = fixture.proxy.log.length;
    const second = await runDeploy({ endpoint: fixture.proxy.endpoint, dir: fixture.site.dir });
    expect(requestKinds(fixture.proxy.log.slice(from))).toEqual({ LIST: 2, GET: 1 });
    expect(writes(fixture.proxy.log.slice(from))).toEqual([]);
    expect(second.summary).toMatchObject({ uploaded: 0, updated: 0, deleted: 0, unchanged: NOTES + 7 });
  });

  it('deletes more than 1,000 objects in batches when --max-deletes allows it', async () => {
    for (let index = 100; index < NOTES; index += 1) await fixture.site.remove(noteFile(index).replace('/index.html', ''));
    const from = fixture.proxy.log.length;
    const { summary } = await runDeploy({ endpoint: fixture.proxy.endpoint, dir: fixture.site.dir, maxDeletes: 1_100 });
    expect(summary).toMatchObject({ ok: true, deleted: 1_100 });
    expect(writes(fixture.proxy.log.slice(from)).map((entry) => `${entry.method} ${entry.query}`)).toEqual(['POST delete=', 'POST delete=']);
    expect((await fixture.s3.readObjects('site', 'notes/')).size).toBe(100);
  });
});
