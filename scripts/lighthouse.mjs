// npm run bench:lighthouse: Lighthouse (mobile preset) on the system Chromium over the page kinds
// that matter most, served by `ctsite serve` on loopback, then over the kinds that take a photo, with photos. Prints the four category scores with
// CLS, TBT and LCP, and writes them to bench-results/lighthouse-latest.json.
import { Buffer } from 'node:buffer';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
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

/*
 * The same kinds of page as the owner will have them, with photographs: a copy of the data whose home hero, Goole
 * and the first case study have photos. They are made here with photo-like detail (smoothed noise over a
 * gradient), so that they encode to about the bytes of a real photo rather than of a flat colour.
 */
const { default: sharp } = await import('sharp');
const photoData = join(work, 'data-with-photos');
cpSync(join(root, 'data'), photoData, { recursive: true });
mkdirSync(join(photoData, 'images'), { recursive: true });
async function photo(name, width, height, seed) {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let i = 0; i < pixels.length; i += 3) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    const noise = (state >> 16) % 64;
    pixels.set([(x / width) * 160 + noise, (y / height) * 120 + noise, 90 + noise], i);
  }
  await sharp(pixels, { raw: { width, height, channels: 3 } }).blur(1.5).jpeg({ quality: 88 }).toFile(join(photoData, 'images', name));
}
await photo('home-hero.jpg', 2400, 1800, 7);
await photo('goole-docks.jpg', 2400, 1800, 11);
await photo('project-1.jpg', 2400, 1800, 13);
await photo('project-2.jpg', 2400, 1800, 17);
const editJson = (file, change) => writeFileSync(join(photoData, file), JSON.stringify(change(JSON.parse(readFileSync(join(photoData, file), 'utf8'))), null, 2));
editJson('pages/home.json', (home) => ({ ...home, hero: { ...home.hero, image: { src: 'images/home-hero.jpg', alt: 'Two of our electricians commissioning a new main switchboard' } } }));
editJson('locations.json', (towns) => towns.map((town) => (town.slug === 'goole' ? { ...town, image: { src: 'images/goole-docks.jpg', alt: 'Goole docks and its water towers from the Dutch River' } } : town)));
let caseStudy = '';
editJson('pages/portfolio.json', (portfolio) => {
  const [first, ...rest] = portfolio.projects;
  caseStudy = `/portfolio/${first.slug}/`;
  return { ...portfolio, projects: [{ ...first, photos: [{ src: 'images/project-1.jpg', alt: 'The new distribution board' }, { src: 'images/project-2.jpg', alt: 'Cable routes above the store' }] }, ...rest] };
});
const photoOut = join(work, 'dist-with-photos');
await build({ root, dataDir: photoData, outDir: photoOut, siteUrl: origin });
const photoPages = { 'home, with photo': '/', 'area, with photo': '/goole-commercial-electrician/', 'case study, photos': caseStudy };
const homePhotoBytes = readdirSync(join(photoOut, 'assets/images'))
  .filter((file) => file.startsWith('home-hero.'))
  .map((file) => `${file.replace(/^home-hero\.[0-9a-f]+\./, '')} ${statSync(join(photoOut, 'assets/images', file)).size.toLocaleString('en-GB')} B`)
  .sort();

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
  for (const [dir, list] of [[outDir, pages], [photoOut, photoPages]]) {
    // Each site in turn, on the one origin its canonical URLs name.
    const server = await serve({ dir, port, watch: false });
    try {
      for (const [name, path] of Object.entries(list)) results[name] = summarise(path, await measure(`${origin}${path}`, chrome.port));
    } finally {
      await server.close();
    }
  }
} finally {
  chrome.kill();
  rmSync(work, { recursive: true, force: true });
}

function summarise(path, lhr) {
  const score = (category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? 0;
  const failed = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable')
    .map((a) => `${a.id} (${a.score})`);
  return {
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

console.log(`Lighthouse ${'(mobile preset, simulated throttling)'} on ${Object.keys(results).length} pages`);
console.log('  page                 perf  a11y  best  seo    CLS    TBT     LCP');
for (const [name, r] of Object.entries(results)) {
  console.log(`  ${name.padEnd(20)} ${String(r.performance).padStart(4)}  ${String(r.accessibility).padStart(4)}  ${String(r.bestPractices).padStart(4)}  ${String(r.seo).padStart(3)}  ${r.cls.toFixed(3)}  ${String(r.tbtMs).padStart(4)} ms  ${String(r.lcpMs).padStart(5)} ms`);
  if (r.notPerfect.length) console.log(`    below 1: ${r.notPerfect.join(', ')}`);
  if (r.layoutShifts.length) console.log(`    layout shifts: ${r.layoutShifts.join(', ')}`);
}
mkdirSync(join(root, 'bench-results'), { recursive: true });
console.log(`  the home page's photo as encoded: ${homePhotoBytes.join(', ')}`);
writeFileSync(join(root, 'bench-results', 'lighthouse-latest.json'), `${JSON.stringify({ date: new Date().toISOString(), results, homePhotoBytes }, null, 2)}\n`);
