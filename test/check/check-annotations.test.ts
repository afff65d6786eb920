import { spawn, spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/pipeline/index.ts';
import { checkReportJsonSchema } from '../../src/check/formats/json.ts';
import { DOMParser } from 'linkedom';
import { createFixture, projectRoot } from '../helpers/fixture.ts';

/** The CLI from the project, as a workflow runs it; `env` on top of this process's. */
function ctsite(args: string[], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, [join(projectRoot, 'bin/ctsite.js'), ...args], { cwd: projectRoot, encoding: 'utf8', timeout: 240_000, env: { ...process.env, ...env } });
}

/** As `ctsite`, without blocking this process: the loopback site the check fetches from answers from here. */
function ctsiteAsync(args: string[], env: Record<string, string> = {}): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(projectRoot, 'bin/ctsite.js'), ...args], { cwd: projectRoot, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 240_000);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, stdout, stderr });
    });
  });
}

/** A certificate for 127.0.0.1 made for these tests alone (its key is public): the data takes https links only. */
const TLS = join(projectRoot, 'test/fixtures/tls');
let external: https.Server;
let externalBase = '';

/** Line and column (from 1) of the first `needle` in `text`. */
function positionOf(text: string, needle: string): { line: number; column: number } {
  const offset = text.indexOf(needle);
  expect(offset, `${needle} is in the file`).toBeGreaterThanOrEqual(0);
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1) ?? '').length + 1 };
}

const SHORT = 'Wiring for new builds in Hull.';
let fixture: Awaited<ReturnType<typeof createFixture>>;
beforeAll(async () => {
  external = https.createServer({ key: await readFile(join(TLS, 'loopback.key')), cert: await readFile(join(TLS, 'loopback.crt')) }, (request, response) => {
    response.writeHead(request.url === '/gone' ? 404 : 200).end();
  });
  await new Promise<void>((resolve) => external.listen(0, '127.0.0.1', resolve));
  externalBase = `https://127.0.0.1:${(external.address() as AddressInfo).port}`;
  // The small fixture site: every gate, every page kind, a fraction of the real site's pages.
  fixture = await createFixture({ data: 'small' });
  // Every external link of the site on loopback (tests reach nothing else); one social link of the footer broken.
  await fixture.edit('company.json', (json) => {
    const company = json as { social: { url: string }[]; map: { embedUrl: string; linkUrl: string } };
    company.social.forEach((entry, index) => (entry.url = `${externalBase}/profile/${index}`));
    company.social[1]!.url = `${externalBase}/gone`;
    company.map = { ...company.map, embedUrl: `${externalBase}/map/embed`, linkUrl: `${externalBase}/map` };
    return json;
  });
  await fixture.edit('accreditations.json', (json) => {
    for (const entry of json as { register?: { url: string } }[]) if (entry.register) entry.register.url = `${externalBase}/register/${(json as unknown[]).indexOf(entry)}`;
    return json;
  });
  // A description the schema takes (it only caps the length) and the SEO gate does not: too short for a meta description.
  await fixture.edit('services.json', (json) => {
    const services = json as { description: string }[];
    services[0]!.description = SHORT;
    // Two entries with one description: the page that repeats it is traced to its own entry.
    services[4]!.description = services[3]!.description;
    return json;
  });
  await build({ root: projectRoot, dataDir: fixture.dataDir, outDir: fixture.outDir, env: { SOURCE_DATE_EPOCH: '1767225600' } });
}, 120_000);
afterAll(async () => {
  await fixture.cleanup();
  external.closeAllConnections();
  await new Promise((resolve) => external.close(resolve));
});

describe('ctsite check: problems annotated where they were made', () => {
  it('--format github annotates a description and a broken external URL from the data on their lines of the data files, and writes the summary', async () => {
    const summaryFile = join(fixture.dir, 'step-summary.md');
    const result = await ctsiteAsync(['check', '--dir', fixture.outDir, '--data', fixture.dataDir, '--format', 'github', '--external', '--cache-max-age', '0'], {
      GITHUB_STEP_SUMMARY: summaryFile,
      NODE_EXTRA_CA_CERTS: join(TLS, 'loopback.crt'),
    });
    expect(result.status, result.stderr).toBe(1);
    const text = await readFile(join(fixture.dataDir, 'services.json'), 'utf8');
    const { line, column } = positionOf(text, JSON.stringify(SHORT));
    const file = relative(projectRoot, join(fixture.dataDir, 'services.json'));
    const annotations = result.stdout.split('\n').filter((entry) => entry.startsWith('::'));
    expect(annotations).toContain(`::error file=${file},line=${line},col=${column},title=seo on /services/new-construction-wiring/::meta description of ${SHORT.length} characters%0Afix: Write a description of 50-170 characters.`);
    // Every line a command: nothing else on stdout is taken for one.
    expect(annotations.every((entry) => /^::error (file=[^,:]+(,line=\d+,col=\d+)?,)?title=[^:]+::/.test(entry))).toBe(true);
    const company = await readFile(join(fixture.dataDir, 'company.json'), 'utf8');
    const gone = positionOf(company, JSON.stringify(`${externalBase}/gone`));
    const goneAnnotation = annotations.find((entry) => entry.includes(`broken external link to ${externalBase}/gone`));
    expect(goneAnnotation).toMatch(new RegExp(`^::error file=${relative(projectRoot, join(fixture.dataDir, 'company.json')).replaceAll('.', '\\.')},line=${gone.line},col=${gone.column},title=external links on /[^:]*::broken external link to https://127\\.0\\.0\\.1:\\d+/gone \\(404\\), linked from \\d+ pages%0Afix: `));
    expect(annotations.filter((entry) => entry.includes(externalBase))).toHaveLength(1);
    const summary = await readFile(summaryFile, 'utf8');
    expect(summary).toMatch(/\| external links \| failed: \d+ external URLs: \d+ answer, 1 broken, 0 could not be verified \(0 from the cache\) \| 1 \|/);
    expect(summary).toMatch(/^## ctsite check: \d+ problems?\n\n\| gate \| result \| problems \| time \|/);
    expect(summary).toContain('| seo | failed: ');
    expect(summary).toContain(`\`${file}:${line}\``);
  }, 240_000);

  it('--format json --report and --format junit write the same problems, the json of the published shape', async () => {
    const jsonFile = join(fixture.dir, 'check.json');
    const json = ctsite(['check', '--dir', fixture.outDir, '--data', fixture.dataDir, '--format', 'json', '--report', jsonFile]);
    expect(json.status, json.stderr).toBe(1);
    // The report is in the file; the gates' lines are where they always are.
    expect(json.stdout).toContain('  seo: ');
    const report = checkReportJsonSchema.parse(JSON.parse(await readFile(jsonFile, 'utf8')));
    expect(report.ok).toBe(false);
    expect(report.gates.map((gate) => gate.name)).toEqual(['files', 'seo', 'structured data', 'budgets', 'local pages', 'html', 'links']);
    const problem = report.problems.find((entry) => entry.page === '/services/new-construction-wiring/');
    expect(problem?.source).toMatchObject({ file: relative(projectRoot, join(fixture.dataDir, 'services.json')), jsonPath: '/0/description' });
    const services = JSON.parse(await readFile(join(fixture.dataDir, 'services.json'), 'utf8')) as { slug: string }[];
    const repeated = report.problems.find((entry) => entry.problem.startsWith('same meta description as /services/'));
    const slug = repeated?.page?.split('/')[2];
    expect([services[3]?.slug, services[4]?.slug]).toContain(slug);
    expect(repeated?.source?.jsonPath).toBe(`/${services.findIndex((service) => service.slug === slug)}/description`);

    const junit = ctsite(['check', '--dir', fixture.outDir, '--data', fixture.dataDir, '--format', 'junit']);
    expect(junit.status).toBe(1);
    // Without --report, stdout holds the XML alone (the gates' lines go to stderr).
    expect(junit.stdout.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites')).toBe(true);
    const document = new DOMParser().parseFromString(junit.stdout, 'text/xml');
    const seo = document.querySelector('testsuite[name="seo"]');
    expect(seo?.querySelector('testcase[name="service"] failure')?.textContent).toContain(`/services/new-construction-wiring/: meta description of ${SHORT.length} characters`);
    expect(Number(document.querySelector('testsuites')?.getAttribute('failures'))).toBeGreaterThan(0);
  }, 480_000);

  it('refuses --report without a format that writes one (exit 2)', () => {
    const result = ctsite(['check', '--dir', fixture.outDir, '--report', join(fixture.dir, 'x.txt')]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--report writes a json or junit report');
  });
});

describe('ctsite build --format github', () => {
  it('annotates a data error on the line and column of the value at fault', async () => {
    await fixture.edit('services.json', (json) => {
      (json as { slug: string }[])[2]!.slug = 'Not A Slug';
      return json;
    });
    const out = join(fixture.dir, 'out-bad');
    const result = ctsite(['build', '--data', fixture.dataDir, '--out', out, '--format', 'github']);
    expect(result.status).toBe(1);
    const text = await readFile(join(fixture.dataDir, 'services.json'), 'utf8');
    const { line, column } = positionOf(text, '"Not A Slug"');
    const file = relative(projectRoot, join(fixture.dataDir, 'services.json'));
    expect(result.stdout).toMatch(new RegExp(`^::error file=${file.replaceAll('.', '\\.')},line=${line},col=${column},title=The site data has problems::data/services\\.json:${line}:${column}: Not A Slug, slug \\(#/2/slug\\): `, 'm'));
    // The usual report still reaches the terminal.
    expect(result.stderr).toContain('The site data has problems');
  });

  it('annotates a syntax error where the parser stopped', async () => {
    await fixture.writeRaw('company.json', '{\n  "name": "x",\n}\n');
    const result = ctsite(['build', '--data', fixture.dataDir, '--out', join(fixture.dir, 'out-bad'), '--format', 'github']);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(new RegExp(`^::error file=${relative(projectRoot, join(fixture.dataDir, 'company.json')).replaceAll('.', '\\.')},line=3,col=1,title=`, 'm'));
  });
});
