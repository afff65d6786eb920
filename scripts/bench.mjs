// npm run bench [-- --runs N]: builds the real site N times (after a warm-up), each in a fresh
// process, and measures the plainest render-and-write loop over the same routes in the same run.
// Prints medians and writes them as JSON to bench-results/ so they can be compared across commits.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from './compile.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 5;
await compile();
const work = mkdtempSync(join(tmpdir(), 'ctsite-bench-'));

/** Runs `code` (an ES module body) in a fresh production Node process and parses its JSON output. */
function inChild(code) {
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', code], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', SOURCE_DATE_EPOCH: '1767225600' },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(output.trim().split('\n').at(-1));
}

const libUrl = (file) => JSON.stringify(new URL(`../lib/${file}`, import.meta.url).href);
const buildOnce = (outDir) =>
  inChild(`
    const { build } = await import(${libUrl('index.js')});
    const result = await build({ root: ${JSON.stringify(root)}, outDir: ${JSON.stringify(outDir)} });
    console.log(JSON.stringify({ ...result, maxRssMb: process.resourceUsage().maxRSS / 1024 }));
  `);
const floorOnce = (outDir) =>
  inChild(`
    const { measureFloor } = await import(${libUrl('bench/floor.js')});
    const result = await measureFloor({ root: ${JSON.stringify(root)}, outDir: ${JSON.stringify(outDir)} });
    console.log(JSON.stringify({ ...result, maxRssMb: process.resourceUsage().maxRSS / 1024 }));
  `);
/** `ctsite serve`'s case: a warm process rebuilds after a one-word edit to the copy of one page. */
const editRebuild = () =>
  inChild(`
    const { cp, readFile, writeFile, mkdtemp } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const { build } = await import(${libUrl('index.js')});
    const dir = await mkdtemp(${JSON.stringify(join(work, 'edit-'))});
    const dataDir = join(dir, 'data');
    await cp(${JSON.stringify(join(root, 'data'))}, dataDir, { recursive: true });
    const options = { root: ${JSON.stringify(root)}, dataDir, outDir: join(dir, 'dist') };
    await build(options);
    await build(options);
    const file = join(dataDir, 'locations.json');
    const locations = JSON.parse(await readFile(file, 'utf8'));
    locations[2].localCopy[0] = locations[2].localCopy[0].replace(/\\b(\\w+)\\b/, '$1s');
    await writeFile(file, JSON.stringify(locations, null, 2));
    const result = await build(options);
    console.log(JSON.stringify({ durationMs: result.durationMs, written: result.written, stages: result.stages }));
  `);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

try {
  buildOnce(join(work, 'warm'));
  floorOnce(join(work, 'warm-floor'));
  const builds = [];
  const rebuilds = [];
  const floors = [];
  for (let run = 0; run < runs; run += 1) {
    // Alternate the two so that machine noise hits both alike. Each full build starts from nothing;
    // each rebuild writes over the output of the build before it (the incremental case).
    const out = join(work, `build-${run}`);
    builds.push(buildOnce(out));
    rebuilds.push(buildOnce(out));
    const floorDir = join(work, `floor-${run}`);
    floors.push(floorOnce(floorDir));
    rmSync(out, { recursive: true, force: true });
    rmSync(floorDir, { recursive: true, force: true });
  }
  const edits = Array.from({ length: runs }, () => editRebuild());
  const last = join(work, 'sizes');
  buildOnce(last);
  const sizes = inChild(`
    const { measureSiteSizes } = await import(${libUrl('index.js')});
    console.log(JSON.stringify(await measureSiteSizes(${JSON.stringify(last)})));
  `);

  const buildMs = median(builds.map((b) => b.durationMs));
  const floorMs = median(floors.map((f) => f.ms));
  const stageNames = Object.keys(builds[0].stages);
  const report = {
    commit: (() => {
      try {
        return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
      } catch {
        return 'unknown';
      }
    })(),
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version },
    runs,
    pages: builds[0].pages + builds[0].redirects,
    buildMs: Math.round(buildMs),
    rebuildMs: Math.round(median(rebuilds.map((b) => b.durationMs))),
    rebuildWritten: median(rebuilds.map((b) => b.written)),
    editRebuildMs: Math.round(median(edits.map((e) => e.durationMs))),
    editRebuildWritten: median(edits.map((e) => e.written)),
    floorMs: Math.round(floorMs),
    ratio: Number((buildMs / floorMs).toFixed(2)),
    pagesPerSecond: Math.round((builds[0].pages + builds[0].redirects) / (buildMs / 1000)),
    peakMemoryMb: Math.round(median(builds.map((b) => b.maxRssMb))),
    floorPeakMemoryMb: Math.round(median(floors.map((f) => f.maxRssMb))),
    stagesMs: Object.fromEntries(stageNames.map((name) => [name, Math.round(median(builds.map((b) => b.stages[name] ?? 0)))])),
    pageKinds: sizes,
  };

  console.log(`ctsite bench: ${runs} runs (medians), ${report.pages} routes, ${report.machine.cpus} cores, Node ${report.machine.node}`);
  console.log(`  full build   ${report.buildMs} ms   ${report.pagesPerSecond} pages/s   peak ${report.peakMemoryMb} MB`);
  console.log(`  floor        ${report.floorMs} ms   (plain render + write loop, peak ${report.floorPeakMemoryMb} MB)`);
  console.log(`  build/floor  ${report.ratio}`);
  console.log(`  rebuild      ${report.rebuildMs} ms   (fresh process, nothing changed: ${report.rebuildWritten} files written)`);
  console.log(`  edit rebuild ${report.editRebuildMs} ms   (warm process as in ctsite serve, one word of copy changed: ${report.editRebuildWritten} files written)`);
  console.log('  stages:');
  for (const [name, ms] of Object.entries(report.stagesMs)) console.log(`    ${name.padEnd(22)} ${String(ms).padStart(6)} ms`);
  console.log('  bytes per page kind (largest page; raw / gzip):');
  for (const kind of sizes) {
    const kb = (raw, gz) => `${(raw / 1024).toFixed(1)}/${(gz / 1024).toFixed(1)} KB`;
    console.log(`    ${kind.kind.padEnd(18)} HTML ${kb(kind.htmlRaw, kind.html).padEnd(16)} CSS ${kb(kind.cssRaw, kind.css).padEnd(14)} JS ${kb(kind.jsRaw, kind.js)}`);
  }
  const dir = join(root, 'bench-results');
  mkdirSync(dir, { recursive: true });
  const json = `${JSON.stringify(report, null, 2)}\n`;
  writeFileSync(join(dir, `bench-${report.commit}-${report.date.replace(/[:.]/g, '-')}.json`), json);
  writeFileSync(join(dir, 'latest.json'), json);
  console.log(`  written to bench-results/latest.json`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
