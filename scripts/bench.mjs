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
//   --scale-table    instead: how the build grows. At 1x, 2x, 5x and 10x5 (or --sizes 1x,10x5), fresh
//                    whole-process builds as `npm run build` runs them (--data <grown copy>): routes, wall,
//                    CPU (user+sys, the build process's own resourceUsage()), peak memory, wall and CPU per
//                    route, V8's GC count (mark-compacts and scavenges, a perf_hooks 'gc' observer inside
//                    the build); --runs N each (default 3, 1 for sizes of 20x the data or more), and the
//                    marginal CPU per route between sizes. Then, at the smallest and the largest size,
//                    `ctsite serve`'s cold start (spawn to the first 200 for / over HTTP, and to its
//                    "Serving" line) with no output folder and with the one a previous serve left, and
//                    save-to-reload. Writes scale-table-latest.json.
//   --deploy         instead: ctsite deploy against aws s3 sync on s3rver (scripts/bench-deploy.mjs), at 1x and --scale.
// Prints medians and writes them as JSON to bench-results/ (latest.json, scale-<scale>-latest.json,
// serve-<scale>-latest.json, scale-table-latest.json), which `npm run bench:report` turns into docs/performance.md.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { cpus, platform, release, tmpdir, totalmem } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
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
/** A project folder of its own for `ctsite serve` (which has no --data): a copy of `dataDir`, the sources linked. */
function serveProject(dataDir, name) {
  const project = join(work, name);
  mkdirSync(project);
  cpSync(dataDir, join(project, 'data'), { recursive: true });
  for (const source of ['templates', 'client', 'public', 'node_modules']) symlinkSync(join(root, source), join(project, source));
  return project;
}
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
  const project = serveProject(dataDir, `serve-${label}`);
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
function wholeProcess(flags, args, env = {}, cwd = root, preload = PEAK_REPORT) {
  // Each run starts with nothing left for the disk to write: the 37 MB the run before wrote would
  // otherwise be flushed during this one, slowing the copy floor most (it only writes) and flattering
  // the ratio (a build seemed 2.3 times the floor in such runs, 3.2 times with the disk idle).
  spawnSync('sync');
  const childrenBefore = reapedChildrenCpuMs();
  const started = performance.now();
  const result = spawnSync(process.execPath, [...flags, preload, ...args], {
    cwd,
    env: { ...process.env, SOURCE_DATE_EPOCH: '1767225600', ...env },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  const ms = performance.now() - started;
  const treeCpuMs = reapedChildrenCpuMs() - childrenBefore;
  if (result.status !== 0) throw new Error(`node ${args.join(' ')} exited ${result.status}:\n${result.stderr}`);
  const usage = /ctsite-bench-usage (.+)/.exec(result.stderr);
  if (usage) return { ms, treeCpuMs, ...JSON.parse(usage[1]), stdout: result.stdout };
  const peak = /ctsite-bench-peak (\d+)/.exec(result.stderr);
  return { ms, treeCpuMs, peakMiB: Number(peak?.[1] ?? NaN) / 1024, stdout: result.stdout };
}

/**
 * User+sys CPU of this process's children that have exited and been waited for, and of their own waited-for
 * children (/proc/self/stat's cutime and cstime, in clock ticks of 10 ms): the build and anything it started.
 */
function reapedChildrenCpuMs() {
  try {
    // The command name, in parentheses, may hold spaces: the fields are counted after it.
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return NaN;
  }
}

/** `npm run build -- --out <outDir> --verbose`, whole; the in-process stages parsed from what it prints. */
function cliBuild(outDir, { flags = nodeFlags, env, cwd, args = ['--verbose'], preload } = {}) {
  const run = wholeProcess(flags, [...buildScript.slice(buildScript.indexOf('bin/ctsite.js')), '--out', outDir, ...args], env, cwd, preload);
  const stages = {};
  for (const [, name, ms] of run.stdout.matchAll(/^ {2}([a-z ]+?)(?: \d+ routes)?: (\d+) ms$/gm)) stages[name] = Number(ms);
  const summary = /(\d+) files \((\d+) changed\), [\d.]+ MB in ([\d.]+) s\./.exec(run.stdout);
  if (!summary) throw new Error(`ctsite build printed no summary:\n${run.stdout}`);
  const routes = /Built (\d+) pages and (\d+) redirects/.exec(run.stdout);
  return { ...run, stages, files: Number(summary[1]), written: Number(summary[2]), buildMs: Number(summary[3]) * 1000, routes: Number(routes?.[1]) + Number(routes?.[2]) };
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

/**
 * What the scale table's builds add to themselves (an --import, so the CLI runs as it is): the process's own CPU
 * and peak memory, and V8's collections as perf_hooks reports them (its 'gc' entries, counted by kind), printed as
 * the process exits. Entries the observer has not been handed yet are taken then, so none are lost at exit;
 * on a 1x build the counts were --trace-gc's (69 scavenges, 1 mark-compact).
 */
const USAGE_PRELOAD = `
import { PerformanceObserver, constants } from 'node:perf_hooks';
const gc = { markCompacts: 0, scavenges: 0, pauseMs: 0 };
const count = (entries) => {
  for (const entry of entries) {
    if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) gc.markCompacts += 1;
    if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR) gc.scavenges += 1;
    gc.pauseMs += entry.duration;
  }
};
const observer = new PerformanceObserver((list) => count(list.getEntries()));
observer.observe({ entryTypes: ['gc'] });
process.on('exit', () => {
  count(observer.takeRecords());
  const usage = process.resourceUsage();
  const report = { cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000, peakMiB: usage.maxRSS / 1024, gc };
  process.stderr.write('\\nctsite-bench-usage ' + JSON.stringify(report) + '\\n');
});
`;

/** A port free a moment ago, so that the bench can ask `ctsite serve` for / before the server says where it is. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
/** The status of a GET of `url`, once the whole answer is in; 0 when nothing listens yet. */
const statusOf = (url) =>
  new Promise((resolve) => {
    const request = http.get(url, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
    });
    request.on('error', () => resolve(0));
  });

/**
 * `npm run serve` started in `project`, as a user starts it: the milliseconds from the spawn to the end of the first
 * 200 for / (asked again 25 ms after each answer, from the spawn on; the end of the answer counts, as the
 * preview may hold a request while the first build runs) and to the line that says it serves and watches.
 */
async function coldStart(project) {
  const port = await freePort();
  const started = performance.now();
  const server = spawn(process.execPath, [...nodeFlags, join(root, 'bin/ctsite.js'), 'serve', '--port', String(port)], {
    cwd: project,
    env: { ...process.env, NODE_ENV: 'production', SOURCE_DATE_EPOCH: '1767225600' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const log = [];
  let servingMs;
  let exited;
  server.stdout.setEncoding('utf8');
  server.stdout.on('data', (chunk) => {
    log.push(chunk);
    if (servingMs === undefined && /Serving \S+ at http/.test(log.join(''))) servingMs = performance.now() - started;
  });
  server.once('exit', (code) => (exited = code));
  let firstPageMs;
  try {
    while (firstPageMs === undefined || servingMs === undefined) {
      if (exited !== undefined) throw new Error(`ctsite serve exited (${exited}):\n${log.join('')}`);
      if (performance.now() - started > 600_000) throw new Error(`ctsite serve did not answer within 10 minutes:\n${log.join('')}`);
      if (firstPageMs === undefined) {
        if ((await statusOf(`http://127.0.0.1:${port}/`)) === 200) firstPageMs = performance.now() - started;
      }
      await new Promise((resume) => setTimeout(resume, 25));
    }
  } finally {
    if (exited === undefined) {
      server.kill('SIGTERM');
      await new Promise((resume) => server.once('exit', resume));
    }
  }
  return { firstPageMs, servingMs };
}

/** `--scale-table`: fresh builds at each size, then serve's cold start and save-to-reload at the smallest and largest. */
async function scaleTable() {
  const labels = (value('--sizes') ?? '1x,2x,5x,10x5').split(',');
  const preloadFile = join(work, 'usage-preload.mjs');
  writeFileSync(preloadFile, USAGE_PRELOAD);
  const preload = `--import=${pathToFileURL(preloadFile).href}`;
  const runsAt = (scale) => Number(value('--runs')) || (scale.towns * scale.services >= 20 ? 1 : 3);
  // The warm-up: the stylesheet, the client bundle and V8's compiled code in the cache, as after any earlier build.
  cliBuild(join(work, 'table-warm-up'), { args: [] });
  rmSync(join(work, 'table-warm-up'), { recursive: true, force: true });
  const sizes = [];
  for (const label of labels) {
    // `2x` reads as parseScale's `2` (the towns only); `1x` is the real data itself.
    const scale = parseScale(label.replace(/x$/, ''));
    const dataDir = scale.towns * scale.services === 1 ? realData : await scaledData(label.replace(/x$/, ''));
    const builds = [];
    for (let run = 0; run < runsAt(scale); run += 1) {
      const out = join(work, `table-${label}-${run}`);
      // As `npm run build` runs it: no --verbose, which would load the source maps.
      builds.push(cliBuild(out, { args: ['--data', dataDir], preload }));
      rmSync(out, { recursive: true, force: true });
    }
    const routes = builds[0].routes;
    const m = (pick, digits = 0) => spread(builds.map(pick), digits);
    sizes.push({
      label,
      dataDir,
      runs: builds.length,
      routes,
      wallMs: m((b) => b.ms),
      cpuMs: m((b) => b.cpuMs),
      // The same from /proc, children included: the build starts none once the asset caches are warm.
      treeCpuMs: m((b) => b.treeCpuMs),
      peakMiB: m((b) => b.peakMiB),
      wallPerRouteMs: m((b) => b.ms / routes, 3),
      cpuPerRouteMs: m((b) => b.cpuMs / routes, 3),
      gc: { markCompacts: m((b) => b.gc.markCompacts), scavenges: m((b) => b.gc.scavenges), pauseMs: m((b) => b.gc.pauseMs) },
    });
  }
  const marginal = (from, to) => ({
    from: from.label,
    to: to.label,
    cpuPerRouteMs: Number(((to.cpuMs.median - from.cpuMs.median) / (to.routes - from.routes)).toFixed(3)),
    wallPerRouteMs: Number(((to.wallMs.median - from.wallMs.median) / (to.routes - from.routes)).toFixed(3)),
  });
  const first = sizes[0];
  const last = sizes.at(-1);
  const serve = [];
  for (const size of first === last ? [first] : [first, last]) {
    const scale = parseScale(size.label.replace(/x$/, ''));
    const project = serveProject(size.dataDir, `cold-${size.label}`);
    const none = [];
    const existing = [];
    for (let run = 0; run < runsAt(scale); run += 1) {
      rmSync(join(project, 'dist'), { recursive: true, force: true });
      none.push(await coldStart(project));
      // The folder the serve before left: the next day's `npm run serve`.
      existing.push(await coldStart(project));
    }
    const reload = await saveToReload(size.dataDir, size.label);
    const cold = (list) => ({ firstPageMs: spread(list.map((r) => r.firstPageMs)), servingMs: spread(list.map((r) => r.servingMs)) });
    serve.push({
      label: size.label,
      routes: size.routes,
      runs: none.length,
      coldStartNoOutput: cold(none),
      coldStartExistingOutput: cold(existing),
      saveToReload: { medianMs: reload.medianMs, maxMs: reload.maxMs, saves: reload.samples.length, rebuildMedianMs: reload.rebuildMedianMs, rendered: reload.rendered, written: reload.written },
    });
  }
  const report = {
    ...header(),
    runs: undefined,
    command: `node ${[...nodeFlags, 'bin/ctsite.js build --data <grown copy> --out <new folder>'].join(' ')}`,
    cpu: "user+sys of the build process (process.resourceUsage(), every thread); treeCpuMs: /proc/self/stat's cutime+cstime, its children included",
    gcCount: "perf_hooks PerformanceObserver entryTypes ['gc'] in the build process: kind major (mark-compact) and minor (scavenge)",
    sizes: sizes.map((size) => ({ ...size, dataDir: undefined })),
    marginal: [...sizes.slice(1).map((size, index) => marginal(sizes[index], size)), ...(sizes.length > 2 ? [marginal(first, last)] : [])],
    cpuPerRouteRatio: Number((last.cpuPerRouteMs.median / first.cpuPerRouteMs.median).toFixed(2)),
    serve,
  };
  console.log(`ctsite bench --scale-table: ${report.machine.cpus} cores, Node ${report.machine.node}; whole processes, \`${report.command}\`, median of the runs`);
  console.log(`  ${'data'.padEnd(6)} ${'routes'.padStart(6)} ${'runs'.padStart(4)} ${'wall'.padStart(8)} ${'CPU'.padStart(8)} ${'peak'.padStart(8)} ${'wall/route'.padStart(10)} ${'CPU/route'.padStart(10)}  GCs (mark-compact/scavenge)`);
  for (const size of report.sizes) {
    console.log(
      `  ${size.label.padEnd(6)} ${String(size.routes).padStart(6)} ${String(size.runs).padStart(4)} ${`${(size.wallMs.median / 1000).toFixed(2)} s`.padStart(8)} ${`${(size.cpuMs.median / 1000).toFixed(2)} s`.padStart(8)} ${`${size.peakMiB.median} MiB`.padStart(8)} ${`${size.wallPerRouteMs.median.toFixed(3)} ms`.padStart(10)} ${`${size.cpuPerRouteMs.median.toFixed(3)} ms`.padStart(10)}  ${size.gc.markCompacts.median}/${size.gc.scavenges.median}`,
    );
  }
  for (const step of report.marginal) console.log(`  marginal CPU per route ${step.from} -> ${step.to}: ${step.cpuPerRouteMs} ms (wall ${step.wallPerRouteMs} ms)`);
  console.log(`  CPU per route at ${last.label} / ${first.label}: ${report.cpuPerRouteRatio}`);
  for (const s of serve) {
    const ms = (spreadMs) => `${spreadMs.median} ms`;
    console.log(
      `  ctsite serve at ${s.label}: first 200 for / ${ms(s.coldStartNoOutput.firstPageMs)} with no output folder, ${ms(s.coldStartExistingOutput.firstPageMs)} with one; "Serving" line ${ms(s.coldStartNoOutput.servingMs)} / ${ms(s.coldStartExistingOutput.servingMs)}; save to reload ${s.saveToReload.medianMs} ms median (rebuild ${s.saveToReload.rebuildMedianMs} ms)`,
    );
  }
  save(report, 'scale-table');
}

try {
  if (flag('--scale-table')) await scaleTable();
  else if (flag('--serve')) await serveBench();
  else if (scaleArgument) await scaleBench(scaleArgument);
  else await defaultBench();
} finally {
  rmSync(work, { recursive: true, force: true });
}
