import { spawnSync } from 'node:child_process';
import { readFile, writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './helpers/fixture.ts';

const WORKFLOW = join(projectRoot, '.github/workflows/site.yml');
const validate = (file: string) => spawnSync(process.execPath, [join(projectRoot, 'node_modules/@action-validator/cli/cli.mjs'), file], { encoding: 'utf8', timeout: 60_000 });

/** A job of the workflow: its job-level `if`, `needs`, `container` image and steps, read from the file's text. */
interface Job {
  id: string;
  text: string;
  if?: string;
  needs: string[];
  image?: string;
  steps: { text: string; run?: string; uses?: string; if?: string }[];
}

/** The workflow's jobs, each its block of lines under `jobs:` (two spaces in, e.g. `  unit:`). */
function jobsOf(workflow: string): Job[] {
  const body = workflow.slice(workflow.indexOf('\njobs:\n'));
  const heads = [...body.matchAll(/^ {2}([\w-]+):\n/gm)];
  return heads.map((head, index) => {
    const text = body.slice(head.index, heads[index + 1]?.index ?? body.length);
    const needs = /^ {4}needs: (?:\[([^\]]*)\]|(\S+))$/m.exec(text);
    const steps = text
      .split(/^ {6}- /m)
      .slice(1)
      .map((step) => ({
        text: step,
        ...optional('run', /^(?: {8})?run: (.+)$/m.exec(step)?.[1]),
        ...optional('uses', /^(?: {8})?uses: (\S+)$/m.exec(step)?.[1]),
        ...optional('if', /^ {8}if: (.+)$/m.exec(step)?.[1]),
      }));
    return {
      id: head[1] ?? '',
      text,
      needs: (needs?.[1] ?? needs?.[2] ?? '').split(',').map((id) => id.trim()).filter(Boolean),
      steps,
      ...optional('if', /^ {4}if: (.+)$/m.exec(text)?.[1]),
      ...optional('image', /^ {6}image: (\S+)$/m.exec(text)?.[1]),
    };
  });
}
const optional = <K extends string>(key: K, value: string | undefined) => (value === undefined ? {} : { [key]: value }) as Partial<Record<K, string>>;

/** Whether a job-level `if` (`==`, `!=`, `&&`, `||` over `github.event_name` and `github.ref`) holds on a pull request, or on a push to main. */
function holds(condition: string | undefined, event: 'pull_request' | 'push'): boolean {
  if (condition === undefined) return true;
  const context: Record<string, string> = { 'github.event_name': event, 'github.ref': event === 'push' ? 'refs/heads/main' : 'refs/pull/1/merge' };
  const value = (operand: string) => (/^'.*'$/.test(operand) ? operand.slice(1, -1) : (context[operand] ?? `unknown ${operand}`));
  const expression = condition.replace(/^\$\{\{\s*|\s*\}\}$/g, '');
  return expression.split('||').some((any) =>
    any.split('&&').every((all) => {
      const [, left = '', operator, right = ''] = /^\s*(\S+)\s*(==|!=)\s*(\S+)\s*$/.exec(all) ?? [];
      if (!operator) throw new Error(`cannot read the condition ${condition}`);
      return (value(left) === value(right)) === (operator === '==');
    }),
  );
}

/** `npm test -- --reporter=junit` → `npm test`: the command .ci/run runs, without the workflow's reporters. */
const commandOf = (run: string) => run.replace(/ -- .*$/, '');

/**
 * What issue 50 asks of the workflow, as problems: on every pull request and on main, npm test, the
 * browser tests in Debian's Chromium and the check run unconditionally, with annotations, a JUnit report
 * kept as an artifact, a cached npm and a 20-minute limit; the deploy needs all of them; .ci/run runs the
 * same commands.
 */
function problemsOf(workflow: string, ciRun: string): string[] {
  const problems: string[] = [];
  const jobs = jobsOf(workflow);
  if (!/^on:\n(?: {2}.*\n)* {2}pull_request:/m.test(workflow)) problems.push('the workflow does not run on pull requests');
  const deploy = jobs.find((job) => job.id === 'deploy');
  if (!deploy) problems.push('no deploy job');
  const stepRunning = (command: string) =>
    jobs.flatMap((job) => job.steps.filter((step) => step.run !== undefined && commandOf(step.run) === command).map((step) => ({ job, step })));
  for (const command of ['npm test', 'npm run test:browser', 'npm run check']) {
    const found = stepRunning(command);
    const on = found.find(({ job, step }) => holds(job.if, 'pull_request') && holds(job.if, 'push') && step.if === undefined && !/continue-on-error: true/.test(job.text + step.text));
    if (!on) {
      problems.push(`no step runs ${command} on every pull request and push to main, unconditionally`);
      continue;
    }
    const { job, step } = on;
    if (deploy && !deploy.needs.includes(job.id)) problems.push(`the deploy does not need ${job.id}, which runs ${command}`);
    if (!job.steps.some((other) => other.uses?.startsWith('actions/setup-node@') && /cache: npm/.test(other.text))) problems.push(`${job.id}: npm is not cached`);
    const minutes = Number(/^ {4}timeout-minutes: (\d+)$/m.exec(job.text)?.[1]);
    if (!(minutes <= 20)) problems.push(`${job.id}: no timeout of at most 20 minutes`);
    if (command === 'npm run check') continue;
    const run = step.run ?? '';
    if (!run.includes('--reporter=github-actions')) problems.push(`${command}: failures are not annotated`);
    const junit = /--outputFile\.junit=(\S+)/.exec(run)?.[1];
    if (!run.includes('--reporter=junit') || !junit) problems.push(`${command}: no JUnit report`);
    else if (!job.steps.some((other) => other.uses?.startsWith('actions/upload-artifact@') && other.text.includes(`path: ${junit}`) && other.if?.includes('!cancelled()'))) problems.push(`${command}: its JUnit report is not kept as an artifact whatever the tests found`);
    if (command === 'npm run test:browser') {
      if (!/^(node:\d+-)?(bookworm|trixie)|^debian:|^ubuntu:/.test(job.image ?? '')) problems.push(`${job.id}: not in a Debian or Ubuntu container, whose Chromium is a package`);
      if (!job.steps.some((other) => /apt-get install [^\n]*\bchromium\b/.test(other.run ?? ''))) problems.push(`${job.id}: does not install the distribution's chromium`);
      if (/playwright install|npx @puppeteer|browsers install/.test(job.text)) problems.push(`${job.id}: downloads a browser`);
    }
  }
  // .ci/run and the workflow say the same commands: each of .ci/run's npm commands is a step, and back.
  const ciCommands = [...ciRun.matchAll(/^timed (npm [^\n]+)$/gm)].map(([, command = '']) => command.replace(/^npm ci .*/, 'npm ci'));
  const workflowCommands = new Set(jobs.filter((job) => job.id !== 'external-links' && job.id !== 'deploy').flatMap((job) => job.steps.flatMap((step) => (step.run?.startsWith('npm ') ? [commandOf(step.run)] : []))));
  for (const command of ciCommands) if (!workflowCommands.has(command)) problems.push(`.ci/run runs ${command}; the workflow does not`);
  for (const command of workflowCommands) if (!ciCommands.includes(command)) problems.push(`the workflow runs ${command}; .ci/run does not`);
  return problems;
}

describe('.github/workflows/site.yml', () => {
  it("is a valid workflow by action-validator's schema, which rejects a broken one", async () => {
    const result = validate(WORKFLOW);
    expect(result.status, result.stdout + result.stderr).toBe(0);
    const dir = await mkdtemp(join(tmpdir(), 'ctsite-workflow-'));
    try {
      const broken = join(dir, 'site.yml');
      await writeFile(broken, (await readFile(WORKFLOW, 'utf8')).replace('runs-on: ubuntu-24.04', 'runs_on: ubuntu-24.04'));
      expect(validate(broken).status).toBe(1);
      // A deploy that needs a job the workflow no longer has (the tests' job renamed away) is refused too.
      await writeFile(broken, (await readFile(WORKFLOW, 'utf8')).replace('\n  unit:\n', '\n  tests:\n'));
      const unresolved = validate(broken);
      expect(unresolved.status).toBe(1);
      expect(unresolved.stdout + unresolved.stderr).toContain('unresolved job unit');
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

  it('runs npm test, the browser tests and the check on every pull request, and deploys only when all pass (issue 50)', async () => {
    const [workflow, ciRun] = await Promise.all([readFile(WORKFLOW, 'utf8'), readFile(join(projectRoot, '.ci/run'), 'utf8')]);
    expect(problemsOf(workflow, ciRun)).toEqual([]);
    const jobs = jobsOf(workflow);
    expect(jobs.find((job) => job.id === 'deploy')?.needs.sort()).toEqual(['browser', 'check', 'unit']);
    expect(jobs.find((job) => job.id === 'browser')?.image).toBe('node:24-bookworm');
  });

  it('finds a workflow that would let a broken pull request show green, or deploy untested', async () => {
    const [workflow, ciRun] = await Promise.all([readFile(WORKFLOW, 'utf8'), readFile(join(projectRoot, '.ci/run'), 'utf8')]);
    const unitJob = jobsOf(workflow).find((job) => job.id === 'unit')?.text ?? '';
    const mutations: [name: string, workflow: string, ciRun: string, problem: RegExp][] = [
      ['npm test dropped', workflow.replace(/^ {6}- name: npm test .*\n {8}run: npm test .*\n/m, ''), ciRun, /no step runs npm test/],
      ['the browser tests dropped', workflow.replace(/ {8}run: npm run test:browser .*\n/, ''), ciRun, /no step runs npm run test:browser/],
      ['the tests on main only', workflow.replace(unitJob, unitJob.replace("if: github.event_name != 'schedule'", "if: github.event_name == 'push'")), ciRun, /no step runs npm test/],
      ['a failing test allowed', workflow.replace('\n        run: npm test ', '\n        continue-on-error: true\n        run: npm test '), ciRun, /no step runs npm test/],
      ['the deploy needing the check alone', workflow.replace('needs: [unit, browser, check]', 'needs: check'), ciRun, /the deploy does not need unit/],
      ['no JUnit report', workflow.replace(' --reporter=junit --outputFile.junit=test-results/junit-unit.xml', ''), ciRun, /npm test: no JUnit report/],
      ['the browser tests on the runner (Ubuntu, whose chromium is a snap shim)', workflow.replace("image: node:24-bookworm\n      # Docker's", "image: null\n      # Docker's"), ciRun, /browser: not in a Debian or Ubuntu container/],
      ['.ci/run saying another command', workflow, ciRun.replace('timed npm run test:browser', 'timed npx vitest run --config vitest.browser.config.ts'), /the workflow runs npm run test:browser; \.ci\/run does not/],
    ];
    for (const [name, mutatedWorkflow, mutatedCiRun, problem] of mutations) {
      expect(mutatedWorkflow + mutatedCiRun, `${name}: the mutation applies`).not.toBe(workflow + ciRun);
      expect(problemsOf(mutatedWorkflow, mutatedCiRun).join('\n'), name).toMatch(problem);
    }
  });
});
