import { describe, expect, it } from 'vitest';
import { deploy } from '../../src/deploy/index.ts';
import { CtsiteError } from '../../src/errors/ctsite-error.ts';
import { createMemoryLogger } from '../../src/log/logger.ts';
import { useDeployFixture } from './helpers/deploy-fixture.ts';
import { runDeploy, writes } from './helpers/deploy-run.ts';
import { createTinySite } from './helpers/tiny-site.ts';

const fixture = useDeployFixture(() => createTinySite({ 'services/index.html': '<!doctype html><title>Services</title>', 'contact/index.html': '<!doctype html><title>Contact</title>', 'faq/index.html': '<!doctype html><title>FAQ</title>' }));

/** A dry run through the proxy: its failure (if any), every line it printed, and what it wrote. Pages removed here go on purpose (--allow-removed-pages). */
async function dryRun(maxDeletes: number) {
  const from = fixture.proxy.log.length;
  const logger = createMemoryLogger();
  const failure = await deploy({ bucket: 'site', forcePathStyle: true, endpoint: fixture.proxy.endpoint, dir: fixture.site.dir, dryRun: true, maxDeletes, allowRemovedPages: true, logger }).then(
    () => undefined,
    (error: unknown) => error as CtsiteError,
  );
  return { failure, lines: logger.lines, written: writes(fixture.proxy.log.slice(from)) };
}

describe('ctsite deploy --dry-run says what would happen', () => {
  it('with more deletes than --max-deletes: "would publish … and would refuse the deletes", never "was published"', async () => {
    await runDeploy({ endpoint: fixture.proxy.endpoint, dir: fixture.site.dir });
    for (const page of ['services', 'contact', 'faq']) await fixture.site.remove(page);
    await fixture.site.write('index.html', '<!doctype html><title>Home, edited</title>');
    const { failure, lines, written } = await dryRun(2);
    expect(written).toEqual([]);
    expect(lines).toContain('delete  faq/index.html  no longer in the site (refused: more than --max-deletes)');
    expect(lines.at(-1)).toMatch(/^Dry run for s3:\/\/site\/: would upload 0, update 1, delete 0 and refuse to delete 3 \(more than --max-deletes\); 6 unchanged; [\d.]+ B to send\. Nothing was changed \([\d.]+ s\)\.$/);
    expect(failure).toBeInstanceOf(CtsiteError);
    expect(failure?.code).toBe('DeployTooManyDeletes');
    expect(failure?.message).toBe('3 objects under s3://site/ are no longer in the site, more than --max-deletes 2 allows; this dry run changed nothing; a deploy would publish the 1 other change and refuse the 3 deletes.');
    expect(failure?.message).not.toMatch(/was published|was deleted/);
    const summary = failure?.details?.['summary'];
    expect(summary).toMatchObject({ ok: false, dryRun: true, updated: 1, deleted: 0, deletesSkipped: 3 });
    expect(await fixture.s3.getText('site', 'index.html')).not.toContain('edited');
    // Within the limit the same dry run would delete them, and says so.
    const allowed = await dryRun(3);
    expect(allowed.failure).toBeUndefined();
    expect(allowed.lines).toContain('delete  faq/index.html  no longer in the site');
    expect(allowed.lines.at(-1)).toMatch(/^Dry run for s3:\/\/site\/: would upload 0, update 1, delete 3; 6 unchanged; /);
  });

  it('when the rest is up to date, the refusal says so instead of claiming a publish', async () => {
    await runDeploy({ endpoint: fixture.proxy.endpoint, dir: fixture.site.dir, maxDeletes: 0, allowRemovedPages: true }).catch(() => undefined);
    const { failure } = await dryRun(2);
    expect(failure?.message).toBe('3 objects under s3://site/ are no longer in the site, more than --max-deletes 2 allows; this dry run changed nothing; a deploy would find the rest of the site up to date and refuse the 3 deletes.');
    const real = await runDeploy({ endpoint: fixture.proxy.endpoint, dir: fixture.site.dir, maxDeletes: 2, allowRemovedPages: true }).then(() => undefined, (error: unknown) => error as CtsiteError);
    expect(real?.message).toBe('3 objects under s3://site/ are no longer in the site, more than --max-deletes 2 allows; the rest of the site was already up to date, nothing was deleted.');
  });
});
