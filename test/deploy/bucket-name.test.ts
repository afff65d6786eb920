import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bucketNameProblem } from '../../src/deploy/bucket-name.ts';
import { projectRoot } from '../helpers/fixture.ts';

describe('a bucket name', () => {
  it('is refused before any request when S3 would refuse it', () => {
    for (const name of ['..', '', 'site/sub', 'a'.repeat(70), 'ab', 'Site', 'my_bucket', '-site', 'site-', 'my..site', '192.168.5.4']) {
      expect(bucketNameProblem(name), JSON.stringify(name)).toBeDefined();
    }
    for (const name of ['site', 'www-example-co-uk', 'www.example.co.uk', 'a'.repeat(63), '123']) {
      expect(bucketNameProblem(name), name).toBeUndefined();
    }
  });

  it('that S3 refuses is a usage mistake of ctsite deploy: exit 2, one line, no request made', () => {
    // The endpoint is a closed port: were a request made, the error would name the endpoint instead.
    for (const name of ['..', 'site/sub', 'a'.repeat(70)]) {
      const result = spawnSync(process.execPath, [join(projectRoot, 'bin/ctsite.js'), 'deploy', '--bucket', name, '--endpoint', 'http://127.0.0.1:9'], { cwd: projectRoot, encoding: 'utf8', timeout: 60_000 });
      expect(result.status, result.stderr).toBe(2);
      expect(result.stderr).toContain("option '--bucket <name>' argument");
      expect(result.stderr).toContain('a bucket name:');
      expect(result.stderr).not.toMatch(/endpoint|127\.0\.0\.1|\n\s+at /);
    }
  });
});
