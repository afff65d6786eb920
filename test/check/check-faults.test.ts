import { cp, readdir, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { check, runChecks } from '../../src/check/index.ts';
import { checkLinks } from '../../src/check/links.ts';
import { checkLocalPages } from '../../src/check/local-pages.ts';
import { openFilesGate } from '../../src/check/output-files.ts';
import { checkPageBasics } from '../../src/check/page-basics.ts';
import { readBuiltPages, type BuiltPage } from '../../src/check/read-built-pages.ts';
import { checkStructuredData } from '../../src/check/structured-data.ts';
import type { CtsiteError } from '../../src/errors/ctsite-error.ts';
import { OUTPUT_STATE_FILE } from '../../src/output/state.ts';
import { small, usePlantedSites } from '../helpers/planted-site.ts';

// Issue 52's `ctsite check` faults, each planted in its own copy of the built small site and run through every gate.
const { copySite, edit } = usePlantedSites('check-faults');
const listed = (report: Awaited<ReturnType<typeof runChecks>>) => report.problems.map((p) => `[${p.gate}] ${p.page ?? ''} ${p.problem}`);

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
    expect(report.gates.map((gate) => gate.name)).toEqual(['files', 'seo', 'structured data', 'budgets', 'local pages', 'html', 'links']);
  }, 120_000);
});

describe('ctsite check on damaged output (issue 52, item 4)', () => {
  /**
   * One copy of the site with each damage the tester found: a page cut in half and a Latin-1 page, each of a kind whose
   * page the html gate samples is another; the stylesheet emptied (and, in a second copy, cut short); 404.html gone.
   */
  async function damagedSite(): Promise<{ site: string; expected: string[] }> {
    const site = await copySite();
    const pages = await readBuiltPages(site);
    const sampled = new Set<string>();
    const notSampled = pages.filter((page) => page.kind !== 'page' && page.kind !== 'redirect' && (sampled.has(page.kind) || !sampled.add(page.kind)));
    const cut = notSampled.find((page) => page.kind === 'serviceInLocation');
    const texts = new Map(await Promise.all(notSampled.map(async (page) => [page, await readFile(page.file, 'utf8')] as const)));
    // A page with a character outside ASCII (a pound sign, a dash), which Latin-1 writes in other bytes.
    const latin1 = notSampled.find((page) => page !== cut && Buffer.byteLength(texts.get(page) ?? '') !== texts.get(page)?.length);
    expect(cut && latin1, 'pages to damage').toBeTruthy();
    await truncate(cut!.file, Buffer.byteLength(texts.get(cut!) ?? '') >> 1);
    await writeFile(latin1!.file, Buffer.from(texts.get(latin1!) ?? '', 'latin1'));
    const stylesheet = (await readdir(join(site, 'assets'))).find((name) => name.endsWith('.css'));
    await writeFile(join(site, 'assets', stylesheet!), '');
    await rm(join(site, '404.html'));
    // Each expected as the start of a line of `listed`: the gate and the file.
    return { site, expected: [cut!.pathname, latin1!.pathname, `/assets/${stylesheet!}`, '/404.html is missing'].map((what) => `[files] ${what}`) };
  }

  it('fails on each, naming the file and the fix, against the state the build wrote', async () => {
    const { site, expected } = await damagedSite();
    const report = await runChecks({ dir: site, dataDir: small.dataDir });
    for (const start of expected) expect(listed(report).filter((line) => line.startsWith(start)), start).not.toEqual([]);
    for (const problem of report.problems.filter((p) => p.gate === 'files')) expect(problem.fix).toMatch(/ctsite build/);
    const failure = await check({ dir: site, dataDir: small.dataDir }).catch((error: unknown) => error);
    expect((failure as CtsiteError).code).toBe('CheckFailed');
  }, 120_000);

  it('fails on each without the state too (an output copied without its dotfiles), and on a stylesheet cut short', async () => {
    const { site, expected } = await damagedSite();
    await rm(join(site, OUTPUT_STATE_FILE));
    const report = await runChecks({ dir: site, dataDir: small.dataDir });
    for (const start of expected) expect(listed(report).filter((line) => line.startsWith(start)), start).not.toEqual([]);
    const stylesheet = (await readdir(join(site, 'assets'))).find((name) => name.endsWith('.css'))!;
    await cp(join(small.outDir, 'assets', stylesheet), join(site, 'assets', stylesheet));
    await truncate(join(site, 'assets', stylesheet), 1000);
    expect(listed(await runChecks({ dir: site, dataDir: small.dataDir }))).toContain(`[files] /assets/${stylesheet} does not end with a complete rule: it was cut short`);
  }, 120_000);
});

describe('ctsite check keeps one page in memory at a time (issue 52, item 3)', () => {
  it('holds no more of the pages than a bound far below their size while it reads them and runs the gates over them', async () => {
    // Every page grown by 256 KB (a comment, which no gate measures): the pages weigh about 120 MB as bytes, as much again as text.
    const site = await copySite();
    const padding = `<!--${'x'.repeat(256 * 1024)}-->`;
    const files = (await readdir(site, { recursive: true })).filter((file) => file.endsWith('.html'));
    for (const file of files) await edit(site, file, (html) => html.replace('</body>', `${padding}</body>`));
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const held = () => {
      gc();
      const { heapUsed, arrayBuffers } = process.memoryUsage();
      return heapUsed + arrayBuffers;
    };
    const before = held();
    let most = 0;
    let reads = 0;
    // What is held is measured after a full collection at every 40th page a gate reads, and after each gate.
    const measure = () => (most = Math.max(most, held() - before));
    const pages = (await readBuiltPages(site)).map((page): BuiltPage => ({
      file: page.file,
      pathname: page.pathname,
      kind: page.kind,
      noindex: page.noindex,
      thin: page.thin,
      get html() {
        if ((reads += 1) % 40 === 0) measure();
        return page.html;
      },
      get bytes() {
        if ((reads += 1) % 40 === 0) measure();
        return page.bytes;
      },
    }));
    measure();
    await checkPageBasics(site, pages);
    measure();
    await checkStructuredData(site, pages, 'https://www.example.com');
    measure();
    checkLocalPages(pages);
    measure();
    await checkLinks(site, pages, { siteOrigin: 'https://www.example.com' });
    measure();
    const gate = await openFilesGate(site);
    for (const page of pages) gate.visit(page);
    await gate.finish();
    measure();
    expect(files.length * padding.length).toBeGreaterThan(100 * 1024 * 1024);
    expect(reads, 'pages read by the gates').toBeGreaterThan(files.length * 3);
    expect(most, `bytes held beyond what was held before, at most (the pages: ${files.length * padding.length} bytes)`).toBeLessThan(24 * 1024 * 1024);
  }, 300_000);
});
