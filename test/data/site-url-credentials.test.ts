import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFixture, projectRoot } from '../helpers/fixture.ts';
import { loadDataError } from '../helpers/data-error.ts';

// Issue 52, item 13: a user name and password in the site's address would be published in every canonical link and
// in sitemap.xml. Refused where the address is given: data/company.json and --site-url.
let fixture: Awaited<ReturnType<typeof createFixture>>;
beforeEach(async () => {
  fixture = await createFixture({ data: 'small' });
});
afterEach(() => fixture.cleanup());

describe('the site address with a user name and password', () => {
  it('in data/company.json is a data error naming the field and the fix', async () => {
    await fixture.edit('company.json', (json) => ({ ...(json as object), siteUrl: 'https://owner:s3cret@www.example.com' }));
    const { report } = await loadDataError(fixture.dataDir);
    expect(report).toMatch(/data\/company\.json:\d+:\d+: [^\n]*siteUrl[^\n]*user name or password/);
  });

  it('as --site-url is a usage error (exit 2) before anything is built', () => {
    const run = spawnSync(process.execPath, [join(projectRoot, 'bin/ctsite.js'), 'build', '--dry-run', '--data', fixture.dataDir, '--site-url', 'https://owner:s3cret@staging.example.com'], { encoding: 'utf8', cwd: projectRoot });
    expect(run.status, run.stderr).toBe(2);
    expect(run.stderr).toMatch(/--site-url[^\n]*user name or password/);
  });
});
