import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBudgets } from '../../src/check/budgets.ts';
import { checkHtmlValidity } from '../../src/check/html-validity.ts';
import { check, runChecks } from '../../src/check/index.ts';
import { checkLinks } from '../../src/check/links.ts';
import { checkLocalPages } from '../../src/check/local-pages.ts';
import { checkPageBasics } from '../../src/check/page-basics.ts';
import { readBuiltPages } from '../../src/check/read-built-pages.ts';
import { checkStructuredData } from '../../src/check/structured-data.ts';
import { CtsiteError } from '../../src/errors/ctsite-error.ts';
import { createMemoryLogger } from '../../src/log/logger.ts';
import { small, usePlantedSites } from '../helpers/planted-site.ts';

const ORIGIN = 'https://www.example.com';
const { copySite, edit, folder } = usePlantedSites('gates');

// Each gate is tested alone on a copy of the small site with a defect planted. The whole check passing on the
// small site is data/sample/sample-content's `passes once it is replaced`; failing with its report through the
// CLI, faults/every-fault's `ctsite check` row.
describe('ctsite check gates', () => {
  it('a --dir that is missing, a file or empty: NotBuilt, not a stack trace', async () => {
    await writeFile(join(folder(), 'a-file'), 'not a site');
    await mkdir(join(folder(), 'empty'));
    for (const wrong of [join(folder(), 'missing'), join(folder(), 'a-file'), join(folder(), 'empty')]) {
      const failure = await check({ dir: wrong }).catch((error: unknown) => error);
      expect(failure, wrong).toBeInstanceOf(CtsiteError);
      expect((failure as CtsiteError).code, wrong).toBe('NotBuilt');
    }
  });

  it('links: catch a broken link, a missing anchor, a missing image and a redirect to nowhere; once per address', async () => {
    const site = await copySite();
    const planted = '<a href="/no-such-page/">x</a><a href="/contact/#nowhere">y</a><img src="/assets/gone.png" srcset="/assets/gone.png 1x, /assets/gone-2x.png 2x" alt="">';
    await edit(site, 'about/index.html', (html) => html.replace('</main>', `${planted}</main>`));
    await edit(site, 'contact/index.html', (html) => html.replace('</main>', '<a href="/no-such-page/">x</a><a href="/about">fine: the host adds the slash</a></main>'));
    await edit(site, '_redirects', (text) => `${text.trimEnd()}\n/old-page/ /also-gone/ 301\n`);
    await edit(site, 'privacy-policy/index.html', (html) => html.replace('</main>', '<a href="/old-page/">moved</a><a href="/contact/#top">top</a></main>'));
    const { problems } = await checkLinks(site, await readBuiltPages(site), { siteOrigin: ORIGIN });
    expect(problems.map((p) => `${p.page} ${p.problem}`).sort()).toEqual([
      '/about/ broken link to /assets/gone-2x.png (404)',
      '/about/ broken link to /assets/gone.png (404)',
      '/about/ broken link to /contact/#nowhere (no element with id "nowhere" on /contact/)',
      '/about/ broken link to /no-such-page/ (404), linked from 2 pages',
      '/privacy-policy/ broken link to /old-page/ (404 at /also-gone/, where it redirects)',
    ]);
  }, 120_000);

  it('html: catch an invalid element', async () => {
    const site = await copySite();
    await edit(site, 'about/index.html', (html) => html.replace('</main>', '<ul><div>not a list item</div></ul></main>'));
    const { problems } = await checkHtmlValidity(await readBuiltPages(site));
    expect(problems).toContainEqual(expect.objectContaining({ gate: 'html', page: '/about/', problem: expect.stringMatching(/Element “div” not allowed as child of element “ul”/) }));
  }, 60_000);

  // The Nu checker starts before the other gates and is waited for in its place: a failure to start it (no Java)
  // is the html gate's error, after the gates before it, and not an unhandled rejection while they run.
  it('html: without Java, the check fails in the html gate with what to install, after the gates before it', async () => {
    const logger = createMemoryLogger();
    const path = process.env.PATH;
    process.env.PATH = join(folder(), 'no-java-here');
    try {
      const failure = await runChecks({ dir: small.outDir, dataDir: small.dataDir, logger }).catch((error: unknown) => error);
      expect(String(failure)).toMatch(/java was not found: install a Java runtime/);
    } finally {
      process.env.PATH = path;
    }
    const gates = logger.lines.map((line) => /^ {2}([a-z][a-z ]*):/.exec(line)?.[1]).filter((name) => name !== undefined);
    expect(gates).toEqual(['files', 'seo', 'structured data', 'budgets', 'local pages']);
  });

  it('structured data: catch a LocalBusiness without an address, a bad breadcrumb and an unknown type', async () => {
    const site = await copySite();
    await edit(site, 'contact/index.html', (html) => html.replace(/"address":\{[^}]*\},/, ''));
    await edit(site, 'about/index.html', (html) => html.replace('"position":2', '"position":7').replace('"BreadcrumbList"', '"BreadcrumbLsit"'));
    await edit(site, 'services/index.html', (html) => html.replace(/"acceptedAnswer":\{[^}]*\}/, '"acceptedAnswer":{}'));
    const { problems } = await checkStructuredData(site, await readBuiltPages(site), ORIGIN);
    const found = problems.map((p) => `${p.page} ${p.problem}`);
    expect(found).toContain('/contact/ a LocalBusiness without a complete PostalAddress (addressLocality, postalCode, addressCountry)');
    expect(found).toContain('/about/ unknown type "BreadcrumbLsit"');
    expect(found).toContain('/services/ FAQ question 1 has no acceptedAnswer text');
  });

  it('structured data: catch a URL that is relative or that the site does not have', async () => {
    const site = await copySite();
    await edit(site, 'index.html', (html) => html.replace('"url":"https://www.example.com/"', '"url":"/"').replace('"logo":"https://www.example.com/og-image.png"', '"logo":"https://www.example.com/missing.png"'));
    const { problems } = await checkStructuredData(site, await readBuiltPages(site), ORIGIN);
    const found = problems.map((p) => p.problem);
    expect(found).toContain('url "/" is not an absolute URL');
    expect(found).toContain('refers to https://www.example.com/missing.png, which the site does not have');
  });

  it('seo: catch a duplicate title, two h1s, a canonical that is not the page, and a redirect in the sitemap', async () => {
    const site = await copySite();
    const aboutTitle = /<title>([^<]*)<\/title>/.exec(await readFile(join(site, 'about/index.html'), 'utf8'))?.[1] ?? '';
    await edit(site, 'testimonials/index.html', (html) => html.replace(/<title>[^<]*<\/title>/, `<title>${aboutTitle}</title>`));
    await edit(site, 'portfolio/index.html', (html) => html.replace('</main>', '<h1>Second</h1></main>'));
    await edit(site, 'sitemap/index.html', (html) => html.replace('<link rel="canonical" href="https://www.example.com/sitemap/"', '<link rel="canonical" href="https://www.example.com/"'));
    await edit(site, 'sitemap.xml', (xml) => xml.replace('</urlset>', '<url><loc>https://www.example.com/services/industrial-installations/</loc></url></urlset>'));
    const found = (await checkPageBasics(site, await readBuiltPages(site))).map((p) => `${p.page} ${p.problem}`);
    expect(found).toContain('/testimonials/ same title as /about/');
    expect(found).toContain('/portfolio/ 2 h1 elements');
    expect(found).toContain('/sitemap/ canonical "https://www.example.com/" is not this page');
    expect(found).toContain('/sitemap.xml lists https://www.example.com/services/industrial-installations/, which is not a canonical page answering 200');
  });

  it('seo: two titles or descriptions that look the same are the same: compared normalised, invisible characters aside (issue 52, item 15)', async () => {
    const site = await copySite();
    const about = await readFile(join(site, 'about/index.html'), 'utf8');
    const aboutTitle = /<title>([^<]*)<\/title>/.exec(about)?.[1] ?? '';
    const aboutDescription = /<meta name="description" content="([^"]*)"/.exec(about)?.[1] ?? '';
    // A zero-width space after the first letter, and a word joiner and a decomposed letter: bytes apart, one to the eye.
    await edit(site, 'testimonials/index.html', (html) => html.replace(/<title>[^<]*<\/title>/, `<title>${aboutTitle.slice(0, 1)}\u200B${aboutTitle.slice(1)}</title>`));
    await edit(site, 'portfolio/index.html', (html) => html.replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="\u2060${aboutDescription.normalize('NFD')}"`));
    const found = (await checkPageBasics(site, await readBuiltPages(site))).map((p) => `${p.page} ${p.problem}`);
    expect(found).toContain('/testimonials/ same title as /about/');
    expect(found).toContain('/portfolio/ same meta description as /about/');
  });

  it('local pages: catch a thin service-in-town page put back in the index beside one of its service', async () => {
    const site = await copySite();
    const pages = await readBuiltPages(site);
    // A service with a page in the index and a thin one: the thin one goes back in beside it.
    const serviceOf = (pathname: string) => pathname.split('/')[2];
    const inTown = pages.filter((page) => page.pathname.startsWith('/services/') && page.pathname.split('/').length === 5);
    const indexed = inTown.find((page) => !page.noindex && inTown.some((other) => other.thin && serviceOf(other.pathname) === serviceOf(page.pathname)));
    const thin = inTown.find((page) => page.thin && serviceOf(page.pathname) === serviceOf(indexed?.pathname ?? '?'));
    expect(indexed && thin).toBeTruthy();
    const service = serviceOf(thin!.pathname);
    await edit(site, `${thin?.pathname.slice(1)}index.html`, (html) => html.replace('<meta name="robots" content="noindex, follow"/>', ''));
    const { problems, indexed: count } = checkLocalPages(await readBuiltPages(site));
    expect(count).toBe(pages.filter((page) => page.pathname.split('/').length === 5 && page.pathname.startsWith('/services/') && !page.noindex).length + 1);
    expect(problems.map((p) => `${p.page} ${p.problem}`)).toContainEqual(
      expect.stringMatching(new RegExp(`^/services/${service}/[a-z-]+/ shares \\d+% of its text with /services/${service}/[a-z-]+/ \\(same service\\), over the 50% limit$`)),
    );
    expect(problems.every((p) => p.page === thin?.pathname || p.problem.includes(thin?.pathname ?? '?'))).toBe(true);
  });

  it('budgets: catch an over-budget page kind', async () => {
    const site = await copySite();
    // Incompressible bytes: 40 KB of random text pushes the page past 30 KB gzipped.
    await edit(site, 'about/index.html', (html) => html.replace('</main>', `<p>${randomBytes(30_000).toString('base64')}</p></main>`));
    const budgets = { default: { htmlKb: 30, cssKb: 12, jsKb: 6 }, kinds: { service: { jsKb: 1 } } };
    const { problems } = await checkBudgets(site, await readBuiltPages(site), budgets);
    expect(problems.map((p) => `${p.page} ${p.problem}`)).toEqual([
      expect.stringMatching(/^\/about\/ HTML of the about pages is \d+\.\d KB gzipped, over its 30 KB budget$/),
      expect.stringMatching(/^\/services\/[a-z-]+\/ JS of the service pages is \d\.\d KB gzipped, over its 1 KB budget$/),
    ]);
  });
});
