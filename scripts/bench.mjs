// npm run bench [-- --runs N]: builds the real site N times (after a warm-up), each in a fresh
// process, and measures the plainest render-and-write loop over the same routes in the same run.
//   --scale 10x5     also builds the real data multiplied (10x the towns, 5x the services) into a
//                    temporary folder: time per page against 1x, peak memory, and every page checked
//                    byte for byte against a one-page-at-a-time render.
//   --workers-curve  builds 1x, 2x, 5x and 10x the towns with and without render workers: where
//                    workers start to pay (PARALLEL_FROM_ROUTES in src/build/render-parallel.ts).
//   --workers N      forces the number of render workers of every build (default: the build's choice).
// Both the default run and --scale also start `ctsite serve` and time save-to-reload: from writing a
// one-word edit of one town's copy to the live-reload message.
//   --serve          only that, at 1x or at --scale.
//   --deploy         instead: ctsite deploy against aws s3 sync on s3rver (scripts/bench-deploy.mjs), at 1x and --scale.
// Prints medians and writes them as JSON to bench-results/ so they can be compared across commits.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from './compile.mjs';

if (process.argv.includes('--deploy')) {
  await import('./bench-deploy.mjs');
  process.exit();
}
const root = fileURLToPath(new URL('..', import.meta.url));
const flag = (name) => process.argv.indexOf(name) !== -1;
const value = (name) => (flag(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const scaleArgument = value('--scale');
const runs = Number(value('--runs')) || (scaleArgument || flag('--workers-curve') ? 1 : 5);
const forcedWorkers = value('--workers') === undefined ? undefined : Number(value('--workers'));
await compile();
const work = mkdtempSync(join(tmpdir(), 'ctsite-bench-'));
const realData = join(root, 'data');

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
const buildOnce = (outDir, { dataDir = realData, workers = forcedWorkers } = {}) =>
  inChild(`
    const { build } = await import(${libUrl('index.js')});
    const result = await build({ root: ${JSON.stringify(root)}, dataDir: ${JSON.stringify(dataDir)}, outDir: ${JSON.stringify(outDir)}${workers === undefined ? '' : `, workers: ${workers}`} });
    console.log(JSON.stringify({ ...result, maxRssMb: process.resourceUsage().maxRSS / 1024 }));
  `);
const floorOnce = (outDir, settings, dataDir = realData) =>
  inChild(`
    const { measureFloor } = await import(${libUrl('bench/floor.js')});
    const result = await measureFloor({ root: ${JSON.stringify(root)}, dataDir: ${JSON.stringify(dataDir)}, outDir: ${JSON.stringify(outDir)}, settings: ${JSON.stringify(settings)} });
    console.log(JSON.stringify({ ...result, maxRssMb: process.resourceUsage().maxRSS / 1024 }));
  `);
const { parseScale, writeScaledData } = await import('../lib/bench/scale-data.js');
async function scaledData(scale) {
  const dir = join(work, `data-${scale}`);
  await writeScaledData(realData, dir, parseScale(scale));
  return dir;
}
/**
 * `ctsite serve`'s case, as its user sees it: the preview runs (in its own process, as `npm run serve`
 * starts it), a page is open on its live-reload stream, and one word of one town's copy is saved.
 * Measured from the moment the file is written to the moment the stream tells the page to reload,
 * `edits` times, alternating the word back and forth.
 */
async function saveToReload(dataDir, label, edits = 15) {
  const project = join(work, `serve-${label}`);
  mkdirSync(project);
  cpSync(dataDir, join(project, 'data'), { recursive: true });
  for (const name of ['templates', 'client', 'public', 'node_modules']) symlinkSync(join(root, name), join(project, name));
  const file = join(project, 'data/locations.json');
  const locations = JSON.parse(readFileSync(file, 'utf8'));
  const town = locations[2];
  const original = JSON.stringify(locations, null, 2);
  town.localCopy[0] = town.localCopy[0].replace(/\b(\w+)\b/, '$1s');
  const edited = JSON.stringify(locations, null, 2);
  writeFileSync(file, original);

  const server = spawn(process.execPath, [join(root, 'bin/ctsite.js'), '--verbose', 'serve', '--port', '0'], {
    cwd: project,
    env: { ...process.env, NODE_ENV: 'production', SOURCE_DATE_EPOCH: '1767225600' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const log = [];
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`ctsite serve did not start within 10 minutes:\n${log.join('')}`)), 600_000);
    server.stdout.setEncoding('utf8');
    server.stdout.on('data', (chunk) => {
      log.push(chunk);
      const match = /Serving \S+ at (http:\/\/127\.0\.0\.1:\d+)/.exec(log.join(''));
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    server.on('exit', (code) => reject(new Error(`ctsite serve exited (${code}):\n${log.join('')}`)));
  });
  const messages = [];
  let wake = () => {};
  await new Promise((resolve) => {
    http.get(`${url}/__ctsite/events`, (response) => {
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        for (const line of chunk.split('\n')) if (line.startsWith('data: ')) messages.push({ at: performance.now(), message: JSON.parse(line.slice(6)) });
        wake();
      });
      resolve();
    });
  });
  const nextMessage = (count) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no reload within 30 s:\n${log.join('')}`)), 30_000);
      wake = () => {
        if (messages.length > count) {
          clearTimeout(timer);
          resolve(messages[count]);
        }
      };
      wake();
    });
  const samples = [];
  try {
    for (let edit = 0; edit < edits; edit += 1) {
      // A pause between saves, as between a person's edits: the watcher settles and the disk is idle.
      await new Promise((resume) => setTimeout(resume, 400));
      const count = messages.length;
      const saved = performance.now();
      writeFileSync(file, edit % 2 === 0 ? edited : original);
      const { at, message } = await nextMessage(count);
      if (message.type !== 'reload') throw new Error(`expected a reload, got ${JSON.stringify(message)}`);
      samples.push(at - saved);
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resume) => server.once('exit', resume));
  }
  const rebuilds = [...log.join('').matchAll(/Rebuilt after [^:]+: (\d+) of the pages rendered again, (\d+) files changed in (\d+) ms/g)];
  const rebuilt = rebuilds.at(-1);
  // With --verbose, each partial rebuild logs its stages: `  load data: 5.1 ms, index data: 2.0 ms, ...`.
  const stageLines = log.join('').split('\n').filter((line) => line.startsWith('  load data: ') && line.includes(', write output: '));
  const stages = {};
  for (const line of stageLines) for (const [, name, ms] of line.matchAll(/([a-z ]+): ([\d.]+) ms/g)) (stages[name.trim()] ??= []).push(Number(ms));
  return {
    rebuildStagesMs: Object.fromEntries(Object.entries(stages).map(([name, values]) => [name, Number(median(values).toFixed(1))])),
    /** The rebuild alone, as ctsite serve logs it; the rest is the watcher's wait for the editor and the message. */
    rebuildMedianMs: Math.round(median(rebuilds.map((match) => Number(match[3])))),
    towns: locations.length,
    medianMs: Math.round(median(samples)),
    maxMs: Math.round(Math.max(...samples)),
    samples: samples.map((ms) => Math.round(ms)),
    rendered: Number(rebuilt?.[1] ?? NaN),
    written: Number(rebuilt?.[2] ?? NaN),
  };
}
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const perPageMs = (build) => build.durationMs / (build.pages + build.redirects);

/**
 * Compares every page the floor wrote with the build's copy, by the SHA-1 the build keeps in its
 * state file (.ctsite-output.json, inside its output folder): the build's pages must be the one-page-at-a-time bytes.
 */
function comparePages(buildDir, floorDir) {
  const { files } = JSON.parse(readFileSync(join(buildDir, '.ctsite-output.json'), 'utf8'));
  const different = [];
  let pages = 0;
  for (const entry of readdirSync(floorDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = relative(floorDir, join(entry.parentPath, entry.name));
    pages += 1;
    if (createHash('sha1').update(readFileSync(join(floorDir, file))).digest('base64url') !== files[file]?.[0]) different.push(file);
  }
  return { pages, different: different.length, firstDifferent: different.slice(0, 5) };
}

/** Full builds of one data folder, each from nothing in a fresh process; medians. */
function measureBuilds(name, options) {
  const builds = [];
  for (let run = 0; run < runs; run += 1) {
    const out = join(work, `${name}-${run}`);
    builds.push(buildOnce(out, options));
    rmSync(out, { recursive: true, force: true });
  }
  return {
    routes: builds[0].pages + builds[0].redirects,
    workers: builds[0].workers,
    buildMs: Math.round(median(builds.map((b) => b.durationMs))),
    perPageMs: Number(median(builds.map(perPageMs)).toFixed(3)),
    renderMs: Math.round(median(builds.map((b) => b.stages['render routes'] ?? 0))),
    peakMemoryMb: Math.round(median(builds.map((b) => b.maxRssMb))),
  };
}

function commitId() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

function save(report, name) {
  const dir = join(root, 'bench-results');
  mkdirSync(dir, { recursive: true });
  const json = `${JSON.stringify(report, null, 2)}\n`;
  writeFileSync(join(dir, `${name}-${report.commit}-${report.date.replace(/[:.]/g, '-')}.json`), json);
  writeFileSync(join(dir, `${name === 'bench' ? 'latest' : `${name}-latest`}.json`), json);
  console.log(`  written to bench-results/${name === 'bench' ? 'latest' : `${name}-latest`}.json`);
}

const serveLine = (serve) =>
  `  save to reload ${serve.medianMs} ms median, ${serve.maxMs} ms at most, of which the rebuild ${serve.rebuildMedianMs} ms median   (ctsite serve, ${serve.towns} towns, one word of one town's copy, ${serve.samples.length} saves: ${serve.rendered} pages rendered again, ${serve.written} files written)`;
const header = () => ({ commit: commitId(), date: new Date().toISOString(), machine: { cpus: cpus().length, node: process.version }, runs });
const row = (label, m) =>
  `  ${label.padEnd(8)} ${String(m.routes).padStart(6)} routes  ${String(m.buildMs).padStart(6)} ms  ${m.perPageMs.toFixed(3)} ms/page  peak ${m.peakMemoryMb} MB  (${m.workers} render workers)`;

async function scaleBench(scale) {
  buildOnce(join(work, 'warm'));
  const base = measureBuilds('base', {});
  const dataDir = await scaledData(scale);
  const scaled = measureBuilds(`scaled-${scale}`, { dataDir });
  // One more build of the grown site, kept, and the plain loop's pages compared with it.
  const kept = join(work, 'scaled-kept');
  const { settings } = buildOnce(kept, { dataDir });
  const floorDir = join(work, 'scaled-floor');
  const floor = floorOnce(floorDir, settings, dataDir);
  const same = comparePages(kept, floorDir);
  const serve = await saveToReload(dataDir, scale);
  const report = { ...header(), scale, base, scaled, perPageRatio: Number((scaled.perPageMs / base.perPageMs).toFixed(2)), floorMs: Math.round(floor.ms), samePages: same, saveToReload: serve };
  console.log(`ctsite bench --scale ${scale}: ${runs} run(s) each (medians), ${report.machine.cpus} cores, Node ${report.machine.node}`);
  console.log(row('1x', base));
  console.log(row(scale, scaled));
  console.log(`  time per page at ${scale} / 1x: ${report.perPageRatio}`);
  console.log(`  same bytes as a one-page-at-a-time render: ${same.pages - same.different} of ${same.pages} pages${same.different ? `; different: ${same.firstDifferent.join(', ')}` : ''}`);
  console.log(serveLine(serve));
  save(report, `scale-${scale}`);
  if (same.different > 0) process.exitCode = 1;
}

async function workersCurve() {
  buildOnce(join(work, 'warm'));
  const points = [];
  for (const scale of ['1', '2', '5', '10']) {
    const dataDir = scale === '1' ? realData : await scaledData(scale);
    const single = measureBuilds(`single-${scale}`, { dataDir, workers: 0 });
    const parallel = measureBuilds(`parallel-${scale}`, { dataDir, workers: forcedWorkers ?? Math.max(1, cpus().length - 1) });
    points.push({ scale, routes: single.routes, single, parallel, speedup: Number((single.buildMs / parallel.buildMs).toFixed(2)) });
  }
  console.log(`ctsite bench --workers-curve: ${runs} run(s) each (medians), ${cpus().length} cores, Node ${process.version}`);
  for (const point of points) {
    console.log(`  ${`${point.scale}x towns`.padEnd(10)} ${String(point.routes).padStart(6)} routes  main thread ${String(point.single.buildMs).padStart(6)} ms  workers ${String(point.parallel.buildMs).padStart(6)} ms  speed-up ${point.speedup}`);
  }
  save({ ...header(), points }, 'workers-curve');
}

async function defaultBench() {
  buildOnce(join(work, 'warm'));
  const builds = [];
  const rebuilds = [];
  const floors = [];
  let same;
  for (let run = 0; run < runs; run += 1) {
    // Alternate the two so that machine noise hits both alike. Each full build starts from nothing;
    // each rebuild writes over the output of the build before it (the incremental case).
    const out = join(work, `build-${run}`);
    builds.push(buildOnce(out));
    rebuilds.push(buildOnce(out));
    const floorDir = join(work, `floor-${run}`);
    floors.push(floorOnce(floorDir, builds[0].settings));
    same ??= comparePages(out, floorDir);
    rmSync(out, { recursive: true, force: true });
    rmSync(floorDir, { recursive: true, force: true });
  }
  const serve = await saveToReload(realData, '1x');
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
    ...header(),
    pages: builds[0].pages + builds[0].redirects,
    workers: builds[0].workers,
    buildMs: Math.round(buildMs),
    rebuildMs: Math.round(median(rebuilds.map((b) => b.durationMs))),
    rebuildWritten: median(rebuilds.map((b) => b.written)),
    saveToReload: serve,
    floorMs: Math.round(floorMs),
    ratio: Number((buildMs / floorMs).toFixed(2)),
    pagesPerSecond: Math.round((builds[0].pages + builds[0].redirects) / (buildMs / 1000)),
    peakMemoryMb: Math.round(median(builds.map((b) => b.maxRssMb))),
    floorPeakMemoryMb: Math.round(median(floors.map((f) => f.maxRssMb))),
    samePages: same,
    stagesMs: Object.fromEntries(stageNames.map((name) => [name, Math.round(median(builds.map((b) => b.stages[name] ?? 0)))])),
    pageKinds: sizes,
  };

  console.log(`ctsite bench: ${runs} runs (medians), ${report.pages} routes, ${report.machine.cpus} cores, Node ${report.machine.node}`);
  console.log(`  full build   ${report.buildMs} ms   ${report.pagesPerSecond} pages/s   peak ${report.peakMemoryMb} MB   (${report.workers} render workers)`);
  console.log(`  floor        ${report.floorMs} ms   (plain render + write loop, peak ${report.floorPeakMemoryMb} MB)`);
  console.log(`  build/floor  ${report.ratio}   (same bytes: ${same.pages - same.different} of ${same.pages} pages)`);
  console.log(`  rebuild      ${report.rebuildMs} ms   (fresh process, nothing changed: ${report.rebuildWritten} files written)`);
  console.log(serveLine(serve));
  console.log('  stages:');
  for (const [name, ms] of Object.entries(report.stagesMs)) console.log(`    ${name.padEnd(22)} ${String(ms).padStart(6)} ms`);
  console.log('  bytes per page kind (largest page; raw / gzip):');
  for (const kind of sizes) {
    const kb = (raw, gz) => `${(raw / 1024).toFixed(1)}/${(gz / 1024).toFixed(1)} KB`;
    console.log(`    ${kind.kind.padEnd(18)} HTML ${kb(kind.htmlRaw, kind.html).padEnd(16)} CSS ${kb(kind.cssRaw, kind.css).padEnd(14)} JS ${kb(kind.jsRaw, kind.js)}`);
  }
  save(report, 'bench');
  if (same.different > 0) process.exitCode = 1;
}

/** `--serve`: save-to-reload alone, at 1x or at `--scale`. */
async function serveBench() {
  const label = scaleArgument ?? '1x';
  const serve = await saveToReload(scaleArgument ? await scaledData(scaleArgument) : realData, label);
  console.log(`ctsite bench --serve${scaleArgument ? ` --scale ${scaleArgument}` : ''}: ${cpus().length} cores, Node ${process.version}`);
  console.log(serveLine(serve));
  save({ ...header(), scale: label, saveToReload: serve }, `serve-${label}`);
}

try {
  if (flag('--serve')) await serveBench();
  else if (scaleArgument) await scaleBench(scaleArgument);
  else if (flag('--workers-curve')) await workersCurve();
  else await defaultBench();
} finally {
  rmSync(work, { recursive: true, force: true });
}
