// npm run bench [-- --runs N]: times fresh builds of the real site as `npm run build` runs them (a new
// process, a new output folder), N times each (after a warm-up) with the asset caches (stylesheet,
// client bundle) warm and cold, and with V8's own young-generation sizing (before it was capped),
// in turn with the copy floor (scripts/copy-floor.mjs: a node process that copies the built site to a
// new folder): medians, min and max, whole-process wall time and peak memory. The build's in-process
// stages are the breakdown; every page is checked byte for byte against the plainest render loop.
//   --against REF    also builds the commit REF (a git worktree beside this checkout) in turn with this
//                    one: the paired ratio of fresh builds says what a change did to the build's speed.
//   --scale 10x5     also builds the real data multiplied (10x the towns, 5x the services) into a
//                    temporary folder: time per page against 1x, peak memory, and every page checked
//                    byte for byte against a one-page-at-a-time render.
// Both the default run and --scale also start `ctsite serve` and time save-to-reload: from writing a
// one-word edit of one town's copy to the live-reload message.
//   --serve          only that, at 1x or at --scale (--saves N: that many saves, default 15).
//   --deploy         instead: ctsite deploy against aws s3 sync on s3rver (scripts/bench-deploy.mjs), at 1x and --scale.
// Prints medians and writes them as JSON to bench-results/ (latest.json, scale-<scale>-latest.json,
// serve-<scale>-latest.json), which `npm run bench:report` turns into docs/performance.md.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, platform, release, tmpdir, totalmem } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, compileBench } from './compile.mjs';

// --help: the comment above is the usage; print it and build nothing.
if (process.argv.includes('--help') || process.argv.includes('-h')) {
  const usage = readFileSync(fileURLToPath(import.meta.url), 'utf8').match(/^(?:\/\/.*\n)+/)?.[0] ?? '';
  process.stdout.write(usage.replace(/^\/\/ ?/gm, ''));
  process.exit(0);
}
if (process.argv.includes('--deploy')) {
  await import('./bench-deploy.mjs');
  process.exit();
}
const root = fileURLToPath(new URL('..', import.meta.url));
const flag = (name) => process.argv.indexOf(name) !== -1;
const value = (name) => (flag(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const scaleArgument = value('--scale');
const runs = Number(value('--runs')) || (scaleArgument ? 1 : 5);
await compile();
await compileBench();
const work = mkdtempSync(join(tmpdir(), 'ctsite-bench-'));
const realData = join(root, 'data');

/** `npm run build`'s command, as package.json gives it: Node's flags, the CLI, its arguments. */
const buildScript = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.build.split(' ');
const nodeFlags = buildScript.slice(1, buildScript.indexOf('bin/ctsite.js'));

/** Runs `code` (an ES module body) in a fresh production Node process, with the CLI's Node flags, and parses its JSON output. */
function inChild(code) {
  const output = execFileSync(process.execPath, [...nodeFlags, '--input-type=module', '-e', code], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', SOURCE_DATE_EPOCH: '1767225600' },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(output.trim().split('\n').at(-1));
}

const libUrl = (file) => JSON.stringify(new URL(`../lib/${file}`, import.meta.url).href);
const buildOnce = (outDir, { dataDir = realData } = {}) =>
  inChild(`
    const { build } = await import(${libUrl('index.js')});
    const result = await build({ root: ${JSON.stringify(root)}, dataDir: ${JSON.stringify(dataDir)}, outDir: ${JSON.stringify(outDir)} });
    console.log(JSON.stringify({ ...result, maxRssMb: process.resourceUsage().maxRSS / 1024 }));
  `);
const benchUrl = (file) => JSON.stringify(new URL(`../.cache/bench/${file}`, import.meta.url).href);
const plainLoopOnce = (outDir, settings, dataDir = realData) =>
  inChild(`
    const { measurePlainRenderLoop } = await import(${benchUrl('plain-render-loop.js')});
    const result = await measurePlainRenderLoop({ root: ${JSON.stringify(root)}, dataDir: ${JSON.stringify(dataDir)}, outDir: ${JSON.stringify(outDir)}, settings: ${JSON.stringify(settings)} });
    console.log(JSON.stringify({ ...result, maxRssMb: process.resourceUsage().maxRSS / 1024 }));
  `);
const { parseScale, writeScaledData } = await import('../.cache/bench/scale-data.js');
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
async function saveToReload(dataDir, label, edits = Number(value('--saves')) || 15) {
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

  const server = spawn(process.execPath, [...nodeFlags, join(root, 'bin/ctsite.js'), '--verbose', 'serve', '--port', '0'], {
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
 * Compares every page the plain render loop wrote with the build's copy, by the MD5 the build keeps in its
 * state file (.ctsite-output.json, inside its output folder): the build's pages must be the one-page-at-a-time bytes.
 */
function comparePages(buildDir, plainLoopDir) {
  const { files } = JSON.parse(readFileSync(join(buildDir, '.ctsite-output.json'), 'utf8'));
  const different = [];
  let pages = 0;
  for (const entry of readdirSync(plainLoopDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = relative(plainLoopDir, join(entry.parentPath, entry.name));
    pages += 1;
    if (createHash('md5').update(readFileSync(join(plainLoopDir, file))).digest('hex') !== files[file]?.[0]) different.push(file);
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
  // Only the latest run is kept: earlier ones are in git's history, and docs/performance.md is made from these.
  writeFileSync(join(dir, `${name === 'bench' ? 'latest' : `${name}-latest`}.json`), json);
  console.log(`  written to bench-results/${name === 'bench' ? 'latest' : `${name}-latest`}.json`);
}

const serveLine = (serve) =>
  `  save to reload ${serve.medianMs} ms median, ${serve.maxMs} ms at most, of which the rebuild ${serve.rebuildMedianMs} ms median   (ctsite serve, ${serve.towns} towns, one word of one town's copy, ${serve.samples.length} saves: ${serve.rendered} pages rendered again, ${serve.written} files written)`;
const header = () => ({
  commit: commitId(),
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', memoryGiB: Math.round(totalmem() / 2 ** 30), os: `${platform()} ${release()}`, node: process.version },
  runs,
});
const row = (label, m) =>
  `  ${label.padEnd(8)} ${String(m.routes).padStart(6)} routes  ${String(m.buildMs).padStart(6)} ms  ${m.perPageMs.toFixed(3)} ms/page  peak ${m.peakMemoryMb} MB`;

async function scaleBench(scale) {
  buildOnce(join(work, 'warm'));
  const base = measureBuilds('base', {});
  const dataDir = await scaledData(scale);
  const scaled = measureBuilds(`scaled-${scale}`, { dataDir });
  // One more build of the grown site, kept, and the plain loop's pages compared with it.
  const kept = join(work, 'scaled-kept');
  const { settings } = buildOnce(kept, { dataDir });
  const plainLoopDir = join(work, 'scaled-plain-loop');
  const plainLoop = plainLoopOnce(plainLoopDir, settings, dataDir);
  const same = comparePages(kept, plainLoopDir);
  const serve = await saveToReload(dataDir, scale);
  const report = { ...header(), scale, base, scaled, perPageRatio: Number((scaled.perPageMs / base.perPageMs).toFixed(2)), plainLoopMs: Math.round(plainLoop.ms), samePages: same, saveToReload: serve };
  console.log(`ctsite bench --scale ${scale}: ${runs} run(s) each (medians), ${report.machine.cpus} cores, Node ${report.machine.node}`);
  console.log(row('1x', base));
  console.log(row(scale, scaled));
  console.log(`  time per page at ${scale} / 1x: ${report.perPageRatio}`);
  console.log(`  same bytes as a one-page-at-a-time render: ${same.pages - same.different} of ${same.pages} pages${same.different ? `; different: ${same.firstDifferent.join(', ')}` : ''}`);
  console.log(serveLine(serve));
  save(report, `scale-${scale}`);
  if (same.different > 0) process.exitCode = 1;
}

/** Prints, as a process ends, its peak resident memory: the one line the bench adds to what it runs. */
const PEAK_REPORT = `--import=data:text/javascript,process.on('exit',()=>process.stderr.write('\\nctsite-bench-peak '+process.resourceUsage().maxRSS+'\\n'))`;

/**
 * Runs `node <flags> <args>` in a fresh process from the project root, as npm runs a script, and
 * times it from outside: from the spawn to the exit, start-up and module loading included.
 */
function wholeProcess(flags, args, env = {}, cwd = root) {
  // Each run starts with nothing left for the disk to write: the 37 MB the run before wrote would
  // otherwise be flushed during this one, slowing the copy floor most (it only writes) and flattering
  // the ratio (a build seemed 2.3 times the floor in such runs, 3.2 times with the disk idle).
  spawnSync('sync');
  const started = performance.now();
  const result = spawnSync(process.execPath, [...flags, PEAK_REPORT, ...args], {
    cwd,
    env: { ...process.env, SOURCE_DATE_EPOCH: '1767225600', ...env },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  const ms = performance.now() - started;
  if (result.status !== 0) throw new Error(`node ${args.join(' ')} exited ${result.status}:\n${result.stderr}`);
  const peak = /ctsite-bench-peak (\d+)/.exec(result.stderr);
  return { ms, peakMiB: Number(peak?.[1] ?? NaN) / 1024, stdout: result.stdout };
}

/** `npm run build -- --out <outDir> --verbose`, whole; the in-process stages parsed from what it prints. */
function cliBuild(outDir, { flags = nodeFlags, env, cwd } = {}) {
  const run = wholeProcess(flags, [...buildScript.slice(buildScript.indexOf('bin/ctsite.js')), '--out', outDir, '--verbose'], env, cwd);
  const stages = {};
  for (const [, name, ms] of run.stdout.matchAll(/^ {2}([a-z ]+?)(?: \d+ routes)?: (\d+) ms$/gm)) stages[name] = Number(ms);
  const summary = /(\d+) files \((\d+) changed\), [\d.]+ MB in ([\d.]+) s\./.exec(run.stdout);
  if (!summary) throw new Error(`ctsite build printed no summary:\n${run.stdout}`);
  return { ...run, stages, files: Number(summary[1]), written: Number(summary[2]), buildMs: Number(summary[3]) * 1000 };
}

const spread = (values, digits = 0) => {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (value) => Number(value.toFixed(digits));
  return { median: round(median(sorted)), min: round(sorted[0]), max: round(sorted.at(-1)) };
};
const seconds = (s) => `${(s.median / 1000).toFixed(2)} s (${(s.min / 1000).toFixed(2)}-${(s.max / 1000).toFixed(2)})`;
const mib = (s) => `${s.median} MiB (${s.min}-${s.max})`;

/**
 * `--against <git ref>`: a checkout of that commit beside this one (a git worktree in the bench's
 * temporary folder, sharing node_modules), compiled, whose fresh builds run in turn with this
 * checkout's: the paired ratio says what a change did to the build's speed on the same machine, the same hour.
 */
function checkoutAgainst(ref) {
  const dir = join(work, 'against');
  execFileSync('git', ['worktree', 'add', '--detach', dir, ref], { cwd: root, stdio: 'ignore' });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  execFileSync(process.execPath, ['scripts/compile.mjs'], { cwd: dir, stdio: 'ignore' });
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: dir, encoding: 'utf8' }).trim();
  return { dir, commit, remove: () => execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: root, stdio: 'ignore' }) };
}

async function defaultBench() {
  const cacheDir = (await import(new URL('../lib/index.js', import.meta.url).href)).cacheDir(root);
  // Cold: the stylesheet (Tailwind) and the client bundle (esbuild) are made again.
  const dropAssetCaches = () => {
    for (const name of readdirSync(cacheDir)) if (/^(site-[0-9a-f]+\.css|client-[0-9a-f]+\.json)$/.test(name)) rmSync(join(cacheDir, name));
  };
  // The warm-up: fills the asset caches and the page cache, and is the site the floor copies.
  const reference = join(work, 'reference');
  cliBuild(reference);
  const against = value('--against') ? checkoutAgainst(value('--against')) : undefined;
  if (against) cliBuild(join(work, 'against-warm-up'), { cwd: against.dir });
  const staleness = [];
  const cases = { warm: [], cold: [], defaultYoung: [], copy: [], rebuild: [], against: [] };
  for (let run = 0; run < runs; run += 1) {
    // In turn, so that the machine's drift hits every case alike; each build and copy into a new folder.
    const out = join(work, `build-${run}`);
    cases.warm.push(cliBuild(out));
    cases.copy.push(wholeProcess([], ['scripts/copy-floor.mjs', reference, join(work, `copy-${run}`)]));
    if (against) cases.against.push(cliBuild(join(work, `against-${run}`), { cwd: against.dir }));
    cases.rebuild.push(cliBuild(out));
    dropAssetCaches();
    cases.cold.push(cliBuild(join(work, `cold-${run}`)));
    cases.defaultYoung.push(cliBuild(join(work, `default-${run}`), { flags: [] }));
    staleness.push(inChild(`
      const { compileIfStale } = await import(${JSON.stringify(new URL('./compile.mjs', import.meta.url).href)});
      const started = performance.now();
      await compileIfStale();
      console.log(JSON.stringify(performance.now() - started));
    `));
    for (const folder of [`build-${run}`, `copy-${run}`, `cold-${run}`, `default-${run}`, `against-${run}`]) rmSync(join(work, folder), { recursive: true, force: true });
  }
  against?.remove();
  // The plainest render-and-write loop over the same routes: every page of the build must be its bytes.
  const { settings } = buildOnce(join(work, 'in-process'));
  const plainLoopDir = join(work, 'plain-loop');
  const plainLoop = plainLoopOnce(plainLoopDir, settings);
  const same = comparePages(reference, plainLoopDir);
  const serve = await saveToReload(realData, '1x');
  const sizes = inChild(`
    const { measureSiteSizes } = await import(${libUrl('index.js')});
    console.log(JSON.stringify(await measureSiteSizes(${JSON.stringify(reference)})));
  `);

  const measure = (list) => ({ wallMs: spread(list.map((r) => r.ms)), peakMiB: spread(list.map((r) => r.peakMiB)) });
  const stageNames = Object.keys(cases.warm[0].stages);
  const report = {
    ...header(),
    routes: cases.warm[0].files,
    command: `node ${[...nodeFlags, 'bin/ctsite.js build'].join(' ')}`,
    freshBuild: measure(cases.warm),
    freshBuildColdStylesheet: measure(cases.cold),
    freshBuildDefaultYoungGeneration: measure(cases.defaultYoung),
    copyFloor: measure(cases.copy),
    buildOverCopyFloor: spread(cases.warm.map((build, run) => build.ms / cases.copy[run].ms), 2),
    coldOverCopyFloor: spread(cases.cold.map((build, run) => build.ms / cases.copy[run].ms), 2),
    rebuild: { ...measure(cases.rebuild), written: median(cases.rebuild.map((r) => r.written)) },
    ...(against
      ? { against: { commit: against.commit, freshBuild: measure(cases.against), buildOverAgainst: spread(cases.warm.map((build, run) => build.ms / cases.against[run].ms), 2) } }
      : {}),
    stagesMs: {
      'start-up and exit': spread(cases.warm.map((r) => r.ms - r.buildMs)),
      'TypeScript staleness check': spread(staleness, 1),
      ...Object.fromEntries(stageNames.map((name) => [name, spread(cases.warm.map((r) => r.stages[name] ?? 0))])),
    },
    plainLoopMs: Math.round(plainLoop.ms),
    samePages: same,
    saveToReload: serve,
    pageKinds: sizes,
  };

  const line = (label, m) => `  ${label.padEnd(44)} ${seconds(m.wallMs).padEnd(20)} peak ${mib(m.peakMiB)}`;
  console.log(`ctsite bench: ${runs} runs of each, in turn (median, min-max), ${report.routes} files, ${report.machine.cpus} cores, Node ${report.machine.node}, ${report.date.slice(0, 10)}`);
  console.log(`  whole processes: \`${report.command} --out <new folder>\``);
  console.log(line('fresh build, asset caches warm', report.freshBuild));
  console.log(line('fresh build, asset caches cold', report.freshBuildColdStylesheet));
  console.log(line("fresh build, V8's young generation (before)", report.freshBuildDefaultYoungGeneration));
  console.log(line('copy floor (scripts/copy-floor.mjs)', report.copyFloor));
  const ratio = (s) => `${s.median} (${s.min}-${s.max})`;
  console.log(`  ${'fresh build / copy floor, warm (paired)'.padEnd(44)} ${ratio(report.buildOverCopyFloor)}`);
  console.log(`  ${'fresh build / copy floor, cold (paired)'.padEnd(44)} ${ratio(report.coldOverCopyFloor)}`);
  console.log(`${line('rebuild, nothing changed', report.rebuild)}   ${report.rebuild.written} files written`);
  if (report.against) {
    console.log(line(`fresh build at ${report.against.commit}`, report.against.freshBuild));
    console.log(`  ${`fresh build / at ${report.against.commit} (paired)`.padEnd(44)} ${ratio(report.against.buildOverAgainst)}`);
  }
  console.log(serveLine(serve));
  console.log('  stages of the warm fresh build (ms; the middle four overlap: data loads while the assets build):');
  for (const [name, s] of Object.entries(report.stagesMs)) console.log(`    ${name.padEnd(28)} ${String(s.median).padStart(6)}   (${s.min}-${s.max})`);
  console.log(`  plain loop (in-process: React renders each whole page, written one by one) ${report.plainLoopMs} ms; same bytes as the build: ${same.pages - same.different} of ${same.pages} pages`);
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
  else await defaultBench();
} finally {
  rmSync(work, { recursive: true, force: true });
}
