import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runChecks } from '../../src/check/index.ts';
import { FIXTURE_DATA, smallSiteDir } from '../helpers/fixture.ts';

// Issue 52's `ctsite check` faults, each planted in its own copy of the built small site and run through every gate.
let dir = '';
const small = { outDir: smallSiteDir(), dataDir: FIXTURE_DATA.small };

async function copySite(): Promise<string> {
  const copy = join(dir, randomBytes(4).toString('hex'));
  await cp(small.outDir, copy, { recursive: true });
  return copy;
}
async function edit(site: string, file: string, change: (text: string) => string): Promise<void> {
  const path = join(site, file);
  const before = await readFile(path, 'utf8');
  const after = change(before);
  expect(after, `the planted defect changed ${file}`).not.toBe(before);
  await writeFile(path, after);
}
const listed = (report: Awaited<ReturnType<typeof runChecks>>) => report.problems.map((p) => `[${p.gate}] ${p.page ?? ''} ${p.problem}`);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ctsite-check-faults-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('ctsite check on pages without SEO duties (issue 52, item 1)', () => {
  it("passes a search engine's verification file, which has no canonical link, title or layout", async () => {
    const site = await copySite();
    await writeFile(join(site, 'google1234abcd.html'), 'google-site-verification: google1234abcd.html');
    const report = await runChecks({ dir: site, dataDir: small.dataDir });
    expect(listed(report)).toEqual([]);
  }, 120_000);

  it('reports a page of the site without its canonical link as a problem of that page, and goes on', async () => {
    const site = await copySite();
    await edit(site, 'about/index.html', (html) => html.replace(/<link rel="canonical" href="[^"]*"\/?>/, ''));
    const report = await runChecks({ dir: site, dataDir: small.dataDir });
    expect(listed(report)).toContain('[seo] /about/ no canonical link');
    expect(report.gates.map((gate) => gate.name)).toEqual(['seo', 'structured data', 'budgets', 'local pages', 'html', 'links']);
  }, 120_000);
});
