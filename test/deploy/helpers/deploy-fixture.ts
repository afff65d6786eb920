import { afterAll, beforeAll } from 'vitest';
import { useDeployEnv } from './deploy-run.ts';
import { startFaultProxy, type FaultProxy } from './fault-proxy.ts';
import { startS3Server, type TestS3Server } from './s3-server.ts';

export interface DeployFixture<Site> {
  /** s3rver on loopback with the bucket `site`. */
  s3: TestS3Server;
  /** The fault proxy in front of it: deploys go through `proxy.endpoint`. */
  proxy: FaultProxy;
  site: Site;
}

/**
 * For one test file: an S3 server with the bucket `site`, the proxy in front of it, a site to deploy
 * from `createSite`, and the deploy's environment; all of it removed after the file's tests.
 */
export function useDeployFixture<Site extends { cleanup(): Promise<void> }>(createSite: () => Promise<Site>): DeployFixture<Site> {
  const fixture = {} as DeployFixture<Site>;
  beforeAll(async () => {
    useDeployEnv();
    fixture.s3 = await startS3Server();
    await fixture.s3.createBucket('site');
    fixture.proxy = await startFaultProxy({ upstreamPort: fixture.s3.port, bucket: 'site' });
    fixture.site = await createSite();
  });
  afterAll(async () => {
    await fixture.proxy?.close();
    await fixture.s3?.close();
    await fixture.site?.cleanup();
  });
  return fixture;
}
