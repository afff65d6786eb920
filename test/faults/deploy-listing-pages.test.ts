import { describe, expect, it } from 'vitest';
import { useDeployFixture } from '../deploy/helpers/deploy-fixture.ts';
import { runDeploy, writes } from '../deploy/helpers/deploy-run.ts';
import { createTinySite } from '../deploy/helpers/tiny-site.ts';

// A bucket listing comes in pages; a store (or a proxy in front of it) whose pages break S3's rules must stop the
// deploy, never be taken for the whole bucket: the deploy deletes what the listing shows and the site no longer has,
// and keeps nothing it does not see.

/** 81 pages of an earlier release: what the bucket holds. */
const OLD_PAGES = Array.from({ length: 81 }, (_, index) => `old-${String(index).padStart(2, '0')}/index.html`);

const fixture = useDeployFixture(() => createTinySite());

/** S3's ListBucketResult with `keys`, truncated or not, with a continuation token or not. */
function listingXml(keys: readonly string[], page: { truncated: boolean; next?: string }): string {
  const contents = keys.map((key) => `<Contents><Key>${key}</Key><LastModified>2026-11-28T10:00:00.000Z</LastModified><ETag>&quot;0123456789abcdef0123456789abcdef&quot;</ETag><Size>40</Size><StorageClass>STANDARD</StorageClass></Contents>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>site</Name><Prefix></Prefix><KeyCount>${keys.length}</KeyCount><MaxKeys>1000</MaxKeys><IsTruncated>${page.truncated}</IsTruncated>${page.next ? `<NextContinuationToken>${page.next}</NextContinuationToken>` : ''}${contents}</ListBucketResult>`;
}

/** Only the listing of the site, not the lease's look at its own folder. */
const siteListing = (query: URLSearchParams) => !(query.get('prefix') ?? '').includes('.ctsite-deploy-lease/');

describe('ctsite deploy: listing pages that break S3 rules', () => {
  it('a page marked truncated without a continuation token is an error, not the whole bucket: nothing written or deleted', async () => {
    fixture.proxy.setListingAnswer((query) => (siteListing(query) ? listingXml(OLD_PAGES.slice(0, 3), { truncated: true }) : undefined));
    const from = fixture.proxy.log.length;
    const failure = await runDeploy({ endpoint: fixture.proxy.endpoint, dir: fixture.site.dir, allowRemovedPages: true }).then(
      (done) => done.summary,
      (error: unknown) => error,
    );
    fixture.proxy.setListingAnswer(undefined);
    expect(failure).toMatchObject({ code: 'DeployListingIncomplete' });
    expect((failure as Error).message).toContain('marked truncated (IsTruncated) with no continuation token');
    expect(writes(fixture.proxy.log.slice(from))).toEqual([]);
  });

  it('a listing that repeats its continuation token is an error (it would never end): nothing written or deleted', async () => {
    let repeats = 0;
    fixture.proxy.setListingAnswer((query) => {
      if (!siteListing(query)) return undefined;
      const token = query.get('continuation-token');
      if (token === null) return listingXml(OLD_PAGES.slice(0, 40), { truncated: true, next: 'page-2' });
      // The same token again and again; given up after 20 so that a deploy that follows it still ends.
      repeats += 1;
      return repeats > 20 ? listingXml(OLD_PAGES.slice(80), { truncated: false }) : listingXml(OLD_PAGES.slice(40, 80), { truncated: true, next: 'page-2' });
    });
    const from = fixture.proxy.log.length;
    const failure = await runDeploy({ endpoint: fixture.proxy.endpoint, dir: fixture.site.dir, allowRemovedPages: true }).then(
      (done) => done.summary,
      (error: unknown) => error,
    );
    fixture.proxy.setListingAnswer(undefined);
    expect(failure).toMatchObject({ code: 'DeployListingIncomplete' });
    expect((failure as Error).message).toContain('repeats its continuation token');
    expect(repeats).toBe(1);
    expect(writes(fixture.proxy.log.slice(from))).toEqual([]);
  });
});
