// npm run bench:lighthouse: Lighthouse (mobile preset) on the system Chromium over the page kinds
// that matter most, served by `ctsite serve` on loopback. Prints the four category scores with
// CLS, TBT and LCP, and writes them to bench-results/lighthouse-latest.json.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { compile } from './compile.mjs';

process.env.NODE_ENV = 'production';
const root = fileURLToPath(new URL('..', import.meta.url));
const pages = {
  home: '/',
  contact: '/contact/',
  // The landing pages search traffic reaches, each with the trust strip and its picture (on a phone under the text).
  service: '/services/emergency-exit-lighting/',
  industry: '/industries/cold-storage-freezer-facilities/',
  area: '/goole-commercial-electrician/',
};

/** A free loopback port, so the site can be built with its own origin as the canonical one. */
const port = await new Promise((done) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => done(free));
  });
});
const origin = `http://127.0.0.1:${port}`;

await compile();
const { build, serve } = await import('../lib/index.js');
const work = mkdtempSync(join(tmpdir(), 'ctsite-lighthouse-'));
const outDir = join(work, 'dist');
await build({ root, outDir, siteUrl: origin });
// A service-in-town page search engines see: most are noindex, follow (src/seo/indexable-pages.ts), which
// Lighthouse's SEO category would mark down, rightly, for a page meant to be found.
const sitemap = readFileSync(join(outDir, 'sitemap.xml'), 'utf8');
const local = [...sitemap.matchAll(/<loc>[^<]*?(\/services\/[^/<]+\/[^/<]+\/)<\/loc>/g)][0]?.[1];
if (local) pages['service in location'] = local;
const server = await serve({ dir: outDir, port, watch: false });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
/**
 * One page's Lighthouse result. A run that did not measure (a runtimeError, a category without a score: it
 * happened once in ten runs, a 0 for performance with an LCP of 0 ms) is run again once, then an error: a
 * failed measurement must never be recorded as a score.
 */
async function measure(url, port) {
  for (let attempt = 1; ; attempt += 1) {
    const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
    const unscored = Object.values(lhr.categories).filter((category) => category.score === null).map((category) => category.id);
    const painted = (lhr.audits['largest-contentful-paint']?.numericValue ?? 0) > 0;
    if (!lhr.runtimeError && unscored.length === 0 && painted) return lhr;
    const why = lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : unscored.length > 0 ? `no score for ${unscored.join(', ')}` : 'no largest contentful paint';
    if (attempt === 2) throw new Error(`Lighthouse could not measure ${url} twice (${why})`);
    console.warn(`Lighthouse could not measure ${url} (${why}); running it again`);
  }
}

const results = {};
try {
  for (const [name, path] of Object.entries(pages)) {
    const lhr = await measure(`${origin}${path}`, chrome.port);
    const score = (category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
    const audit = (id) => lhr.audits[id]?.numericValue ?? 0;
    const failed = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable')
      .map((a) => `${a.id} (${a.score})`);
    results[name] = {
      url: path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      cls: Number(audit('cumulative-layout-shift').toFixed(3)),
      tbtMs: Math.round(audit('total-blocking-time')),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      fcpMs: Math.round(audit('first-contentful-paint')),
      notPerfect: failed,
      layoutShifts: (lhr.audits['layout-shifts']?.details?.items ?? []).map((item) => `${item.node?.selector ?? '?'} (${item.score?.toFixed?.(4)})`),
    };
  }
} finally {
  chrome.kill();
  await server.close();
  rmSync(work, { recursive: true, force: true });
}

console.log(`Lighthouse ${'(mobile preset, simulated throttling)'} on ${Object.keys(pages).length} pages`);
console.log('  page                 perf  a11y  best  seo    CLS    TBT     LCP');
for (const [name, r] of Object.entries(results)) {
  console.log(`  ${name.padEnd(20)} ${String(r.performance).padStart(4)}  ${String(r.accessibility).padStart(4)}  ${String(r.bestPractices).padStart(4)}  ${String(r.seo).padStart(3)}  ${r.cls.toFixed(3)}  ${String(r.tbtMs).padStart(4)} ms  ${String(r.lcpMs).padStart(5)} ms`);
  if (r.notPerfect.length) console.log(`    below 1: ${r.notPerfect.join(', ')}`);
  if (r.layoutShifts.length) console.log(`    layout shifts: ${r.layoutShifts.join(', ')}`);
}
mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(join(root, 'bench-results', 'lighthouse-latest.json'), `${JSON.stringify({ date: new Date().toISOString(), results }, null, 2)}\n`);
