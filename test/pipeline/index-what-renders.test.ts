import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureLocalPages, overSharedPairs } from '../../src/check/local-pages.ts';
import { readBuiltPages } from '../../src/check/read-built-pages.ts';
import { FIXTURE_DATA, projectRoot } from '../helpers/fixture.ts';

const run = promisify(execFile);

/** A checkout of its own, whose template the test edits: the generator's sources copied, node_modules linked. */
let checkout = '';
beforeAll(async () => {
  checkout = await mkdtemp(join(tmpdir(), 'ctsite-checkout-'));
  for (const name of ['bin', 'scripts', 'src', 'templates', 'client', 'public', 'package.json']) await cp(join(projectRoot, name), join(checkout, name), { recursive: true });
  await symlink(join(projectRoot, 'node_modules'), join(checkout, 'node_modules'));
});
afterAll(() => rm(checkout, { recursive: true, force: true }));

/** Builds the small fixture's data with the checkout's own code; the service-in-town pages as written, measured as `ctsite check` measures them. */
async function buildAndMeasure(out: string) {
  const outDir = join(checkout, out);
  // The checkout compiles its own lib/ first: the template edit is in what renders.
  await run(process.execPath, [join(checkout, 'bin/ctsite.js'), 'build', '--data', FIXTURE_DATA.small, '--out', outDir], { cwd: checkout, env: { ...process.env, CTSITE_CACHE_DIR: join(checkout, '.cache') } });
  const pages = measureLocalPages(await readBuiltPages(outDir));
  const sitemap = await readFile(join(outDir, 'sitemap.xml'), 'utf8');
  return { pages, indexed: pages.filter((page) => page.indexed).map((page) => page.pathname), sitemap };
}

/** About a hundred words that every service-in-town page would say alike: the kind of paragraph that makes pages doorways. */
const SHARED_PARAGRAPH = Array.from({ length: 12 }, (_, index) => `Every installation we complete is inspected, certified and handed over with drawings, schedules and test results, step ${index + 1}.`).join(' ');

describe('the service-in-town pages offered to search engines', () => {
  it('are chosen on the text the templates render: a template edit alone moves the choice, and no indexed pair of the written pages shares more than half', async () => {
    const before = await buildAndMeasure('before');
    expect(before.indexed.length).toBeGreaterThan(1);
    expect(overSharedPairs(before.pages)).toEqual([]);

    const template = join(checkout, 'templates/pages/service-location-page.tsx');
    const source = await readFile(template, 'utf8');
    const edited = source.replace('      <CtaBand title=', `      <p>${SHARED_PARAGRAPH}</p>\n      <CtaBand title=`);
    expect(edited).not.toBe(source);
    await writeFile(template, edited);

    const after = await buildAndMeasure('after');
    // The data is the same; only the template said more of the same on every page.
    expect(after.pages.length).toBe(before.pages.length);
    expect(after.indexed.length).toBeLessThan(before.indexed.length);
    expect(overSharedPairs(after.pages)).toEqual([]);
    // The sitemap lists exactly the pages written without noindex.
    for (const page of after.pages) expect(after.sitemap.includes(`${page.pathname}</loc>`), page.pathname).toBe(page.indexed);
  }, 180_000);
});
