import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALIDATION_PATH_LIMIT, invalidationPaths } from '../../src/deploy/cdn.ts';
import { useDeployFixture } from './helpers/deploy-fixture.ts';
import { runDeploy } from './helpers/deploy-run.ts';
import { createTinySite } from './helpers/tiny-site.ts';

const fixture = useDeployFixture(() => createTinySite());
let cloudFront: Server;
/** The invalidation batches CloudFront's API received: distribution and paths. */
const received: { distribution: string; paths: string[] }[] = [];

beforeAll(async () => {
  // CloudFront's CreateInvalidation API on loopback: enough of it to answer the SDK as CloudFront does.
  cloudFront = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const distribution = /\/distribution\/([^/]+)\/invalidation$/.exec(request.url ?? '')?.[1] ?? '';
      received.push({ distribution, paths: [...body.matchAll(/<Path>([^<]*)<\/Path>/g)].map((match) => match[1] ?? '') });
      const id = `I${received.length}ABCDEFGHIJ`;
      response.writeHead(201, { 'Content-Type': 'text/xml', Location: `https://cloudfront.amazonaws.com/2020-05-31/distribution/${distribution}/invalidation/${id}` });
      response.end(`<?xml version="1.0"?><Invalidation xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/"><Id>${id}</Id><Status>InProgress</Status><CreateTime>2026-11-23T09:00:00Z</CreateTime>${body.replace(/<\?xml[^>]*\?>/, '').replace(/ xmlns="[^"]*"/, '')}</Invalidation>`);
    });
  });
  await new Promise<void>((resolve) => cloudFront.listen(0, '127.0.0.1', resolve));
  process.env.AWS_ENDPOINT_URL_CLOUDFRONT = `http://127.0.0.1:${(cloudFront.address() as AddressInfo).port}`;
});

afterAll(async () => {
  delete process.env.AWS_ENDPOINT_URL_CLOUDFRONT;
  await new Promise((resolve) => cloudFront?.close(resolve));
});

describe('ctsite deploy --cloudfront-distribution', () => {
  it('invalidates only the changed and deleted pages, as /x/ and /x', async () => {
    await runDeploy({ endpoint: fixture.s3.endpoint, dir: fixture.site.dir });
    await fixture.site.write('about/index.html', '<!doctype html><title>About us</title><link rel="stylesheet" href="/assets/site.0123456789.css">');
    await fixture.site.write('robots.txt', 'User-agent: *\nDisallow: /drafts/\n');
    await fixture.site.remove('old-about');
    await fixture.site.write('_redirects', '');
    // The old redirect goes on purpose: its deleted page is invalidated too.
    const { summary } = await runDeploy({ endpoint: fixture.s3.endpoint, dir: fixture.site.dir, cloudfrontDistribution: 'E2QWRUHAPOMQZL', allowRemovedPages: true });
    expect(received).toEqual([{ distribution: 'E2QWRUHAPOMQZL', paths: ['/about', '/about/', '/old-about', '/old-about/'] }]);
    expect(summary.invalidation).toEqual({ distribution: 'E2QWRUHAPOMQZL', id: 'I1ABCDEFGHIJ', paths: ['/about', '/about/', '/old-about', '/old-about/'] });
  });

  it('asks nothing of CloudFront when no page changed, and plans without asking on a dry run', async () => {
    await runDeploy({ endpoint: fixture.s3.endpoint, dir: fixture.site.dir, cloudfrontDistribution: 'E2QWRUHAPOMQZL' });
    await fixture.site.write('index.html', '<!doctype html><title>Home</title>');
    const { summary } = await runDeploy({ endpoint: fixture.s3.endpoint, dir: fixture.site.dir, cloudfrontDistribution: 'E2QWRUHAPOMQZL', dryRun: true });
    expect(summary.invalidation).toEqual({ distribution: 'E2QWRUHAPOMQZL', id: undefined, paths: ['/'] });
    expect(received).toHaveLength(1);
  });

  it(`falls back to /* past ${INVALIDATION_PATH_LIMIT} paths`, () => {
    const pages = (count: number) => Array.from({ length: count }, (_, index) => `services/s${index}/index.html`);
    expect(invalidationPaths(pages(INVALIDATION_PATH_LIMIT / 2))).toHaveLength(INVALIDATION_PATH_LIMIT);
    expect(invalidationPaths(pages(INVALIDATION_PATH_LIMIT / 2 + 1))).toEqual(['/*']);
    expect(invalidationPaths(['index.html', '404.html', 'assets/site.0123456789.css', 'sitemap.xml'])).toEqual(['/', '/404.html']);
  });
});
