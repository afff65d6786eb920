import { spawnSync } from 'node:child_process';
import { readFile, writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './helpers/fixture.ts';

const WORKFLOW = join(projectRoot, '.github/workflows/site.yml');
const validate = (file: string) => spawnSync(process.execPath, [join(projectRoot, 'node_modules/@action-validator/cli/cli.mjs'), file], { encoding: 'utf8', timeout: 60_000 });

describe('.github/workflows/site.yml', () => {
  it("is a valid workflow by action-validator's schema, which rejects a broken one", async () => {
    const result = validate(WORKFLOW);
    expect(result.status, result.stdout + result.stderr).toBe(0);
    const dir = await mkdtemp(join(tmpdir(), 'ctsite-workflow-'));
    try {
      const broken = join(dir, 'site.yml');
      await writeFile(broken, (await readFile(WORKFLOW, 'utf8')).replace('runs-on: ubuntu-24.04', 'runs_on: ubuntu-24.04'));
      expect(validate(broken).status).toBe(1);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('checks pull requests with annotations and deploys main only, with OIDC credentials from repository variables', async () => {
    const text = await readFile(WORKFLOW, 'utf8');
    expect(text).toContain('npm run build -- --format github');
    expect(text).toContain('npm run check -- --format github');
    // External links on a schedule, not on every push.
    expect(text).toMatch(/schedule:\n\s+# [^\n]*\n\s+- cron: '[^']+'/);
    expect(text).toContain('npm run check -- --format github --external');
    expect(text).toContain("if: github.event_name == 'schedule' || github.event_name == 'workflow_dispatch'");
    expect(text).toContain("if: github.event_name == 'push' && github.ref == 'refs/heads/main'");
    expect(text).toContain('id-token: write');
    for (const variable of ['AWS_ROLE_ARN', 'AWS_REGION', 'SITE_BUCKET', 'CLOUDFRONT_DISTRIBUTION']) expect(text).toContain(`vars.${variable}`);
    // No stored keys.
    expect(text).not.toMatch(/secrets\.AWS|aws-access-key-id/);
  });

  it("runs linkinator over the served site in the check job, after the build, as .ci/run does after its check (issue 47)", async () => {
    const text = await readFile(WORKFLOW, 'utf8');
    const check = text.slice(text.indexOf('\n  check:'), text.indexOf('\n  external-links:'));
    expect(check.indexOf('npm run check:links-outside')).toBeGreaterThan(check.indexOf('npm run build -- --format github'));
    const ci = await readFile(join(projectRoot, '.ci/run'), 'utf8');
    expect(ci.indexOf('\ntimed npm run check:links-outside\n')).toBeGreaterThan(ci.indexOf('\ntimed npm run build\n'));
    const scripts = (JSON.parse(await readFile(join(projectRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts['check:links-outside']).toBe('node scripts/linkinator.mjs');
  });
});
