import { randomBytes } from 'node:crypto';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MULTIPART_PART_SIZE } from '../../src/deploy/object-store.ts';
import { useDeployFixture } from './helpers/deploy-fixture.ts';
import { runDeploy, writes } from './helpers/deploy-run.ts';
import { S3RVER_CREDENTIALS } from './helpers/s3-server.ts';
import { createTinySite } from './helpers/tiny-site.ts';

const brochure = randomBytes(MULTIPART_PART_SIZE + 1024 * 1024);
// The proxy gives multipart uploads Amazon S3's ETag (`<hex>-<parts>`, not the content's MD5), which s3rver does not.
const fixture = useDeployFixture(() => createTinySite({ 'downloads/brochure.pdf': brochure }));
let viaProxy: S3Client;

beforeAll(() => {
  viaProxy = new S3Client({ endpoint: fixture.proxy.endpoint, forcePathStyle: true, region: 'us-east-1', credentials: S3RVER_CREDENTIALS });
});

afterAll(() => viaProxy?.destroy());

const etagOf = async (key: string) => ((await viaProxy.send(new HeadObjectCommand({ Bucket: 'site', Key: key }))).ETag ?? '').replace(/"/g, '');

describe('ctsite deploy with multipart uploads', () => {
  it('uploads a large file in parts and, though its ETag is no MD5, finds it unchanged from the MD5 it stored', async () => {
    const from = fixture.proxy.log.length;
    await runDeploy({ endpoint: fixture.proxy.endpoint, dir: fixture.site.dir });
    const parts = fixture.proxy.log.slice(from).filter((entry) => entry.key === 'downloads/brochure.pdf');
    expect(parts.map((entry) => entry.method)).toEqual(['POST', 'PUT', 'PUT', 'POST']);
    expect(await etagOf('downloads/brochure.pdf')).toMatch(/^[0-9a-f]{32}-2$/);
    expect((await fixture.s3.readObjects('site', 'downloads/')).get('downloads/brochure.pdf')).toMatchObject({ size: brochure.byteLength, contentType: 'application/pdf' });

    const again = fixture.proxy.log.length;
    const { summary } = await runDeploy({ endpoint: fixture.proxy.endpoint, dir: fixture.site.dir });
    expect(writes(fixture.proxy.log.slice(again))).toEqual([]);
    expect(summary).toMatchObject({ uploaded: 0, updated: 0, unchanged: 8 });
  });

  it('re-uploads a multipart object that has no stored MD5 (put there by another tool), then leaves it alone', async () => {
    await new Upload({ client: viaProxy, params: { Bucket: 'site', Key: 'downloads/brochure.pdf', Body: brochure, ContentType: 'application/pdf', CacheControl: 'public, max-age=0, must-revalidate' }, partSize: MULTIPART_PART_SIZE }).done();
    expect(await etagOf('downloads/brochure.pdf')).toMatch(/-2$/);
    const { lines, summary } = await runDeploy({ endpoint: fixture.proxy.endpoint, dir: fixture.site.dir, dryRun: true });
    expect(lines.join('\n')).toMatch(/^update {2}downloads\/brochure\.pdf {2}9\.0 MB {2}no MD5 to compare \(ETag [0-9a-f]{32}-2, no md5 metadata\)$/m);
    expect(summary.updated).toBe(1);
    await runDeploy({ endpoint: fixture.proxy.endpoint, dir: fixture.site.dir });
    const after = fixture.proxy.log.length;
    await runDeploy({ endpoint: fixture.proxy.endpoint, dir: fixture.site.dir });
    expect(writes(fixture.proxy.log.slice(after))).toEqual([]);
  });

  it('a changed large file is uploaded again', async () => {
    await fixture.site.write('downloads/brochure.pdf', randomBytes(brochure.byteLength));
    const { lines, summary } = await runDeploy({ endpoint: fixture.proxy.endpoint, dir: fixture.site.dir });
    expect(summary).toMatchObject({ updated: 1, bytes: brochure.byteLength });
    expect(lines.join('\n')).toContain('plan: 0 new, 1 changed');
  });
});
