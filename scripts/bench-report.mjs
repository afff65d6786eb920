// npm run bench:report: writes the figures part of docs/performance.md from the JSON the benchmarks
// leave in bench-results/ (scripts/bench.mjs, scripts/bench-deploy.mjs, scripts/lighthouse.mjs), so
// the page shows the latest run, its date and its machine, and never a figure typed in by hand.
// Everything above the marker line is prose and stays as it is.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const MARKER = '<!-- Everything below is written by `npm run bench:report` from bench-results/: do not edit it. -->';

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const spreadSeconds = (s) => `${seconds(s.median)} (${seconds(s.min)}–${seconds(s.max)})`;
const spreadMiB = (s) => `${s.median} MiB (${s.min}–${s.max})`;
const day = (iso) => iso.slice(0, 10);
const machineLine = (m) =>
  [m.cpus && `${m.cpus} cores`, m.cpuModel ?? m.cpu, m.memoryGiB && `${m.memoryGiB} GiB`, m.os, m.node && `Node ${m.node}`, m.aws && `AWS CLI: ${m.aws}`].filter(Boolean).join(', ');
const provenance = (r) => `Run on ${day(r.date)} at commit ${r.commit}${r.machine ? `, on ${machineLine(r.machine)}` : ''}${r.runs ? `; ${r.runs} run(s) of each case` : ''}.`;

function buildSection(r) {
  const rows = [
    ['fresh build, asset caches warm', r.freshBuild],
    ['fresh build, asset caches cold', r.freshBuildColdStylesheet],
    ["fresh build, V8's own young-generation sizing", r.freshBuildDefaultYoungGeneration],
    ['rebuild with nothing changed', r.rebuild],
    ['copy floor', r.copyFloor],
    [`fresh build at commit ${r.against?.commit} (\`--against\`)`, r.against?.freshBuild],
  ].filter(([, m]) => m);
  const stages = Object.entries(r.stagesMs ?? {}).map(([name, s]) => `| ${name} | ${s.median} | ${s.min}–${s.max} |`);
  const serve = r.saveToReload;
  return [
    '### Build (`npm run bench`)',
    '',
    `${provenance(r)} ${r.routes} files; each case a whole process, \`${r.command} --out <new folder>\`; median (min–max).`,
    '',
    '| case | time | peak memory |',
    '|---|---|---|',
    ...rows.map(([label, m]) => `| ${label} | ${spreadSeconds(m.wallMs)} | ${spreadMiB(m.peakMiB)} |`),
    '',
    `Fresh build over copy floor, run by run: ${r.buildOverCopyFloor.median} (${r.buildOverCopyFloor.min}–${r.buildOverCopyFloor.max}). ` +
      (r.against ? `Over the build at ${r.against.commit}, run by run: ${r.against.buildOverAgainst.median} (${r.against.buildOverAgainst.min}–${r.against.buildOverAgainst.max}). ` : '') +
      `Same bytes as the plain render loop: ${r.samePages.pages - r.samePages.different} of ${r.samePages.pages} pages (the loop took ${r.plainLoopMs} ms in-process).`,
    '',
    '| stage of the warm fresh build | ms, median | min–max |',
    '|---|---:|---|',
    ...stages,
    '',
    'The data loads while the client bundle, the stylesheet and the images are made, so those four overlap.',
    '',
    ...(serve ? [serveSentence(serve, '1×'), ''] : []),
  ];
}

const serveSentence = (s, label) =>
  `\`ctsite serve\` at ${label} (${s.towns} towns): save to reload ${s.medianMs} ms median, ${s.maxMs} ms at most over ${s.samples.length} saves of a one-word edit; the rebuild alone ${s.rebuildMedianMs} ms median, ${s.rendered} page(s) rendered again, ${s.written} file(s) written.`;

function scaleSection(r) {
  const row = (label, m) => `| ${label} | ${m.routes} | ${seconds(m.buildMs)} | ${m.perPageMs.toFixed(3)} ms | ${m.peakMemoryMb} MB |`;
  return [
    `### Grown data (\`npm run bench -- --scale ${r.scale}\`)`,
    '',
    `${provenance(r)} The build's own time, in-process.`,
    '',
    '| data | routes | build | per page | peak memory |',
    '|---|---:|---:|---:|---:|',
    row('1×', r.base),
    row(r.scale, r.scaled),
    '',
    `Same bytes as a one-page-at-a-time render: ${r.samePages.pages - r.samePages.different} of ${r.samePages.pages} pages. ${serveSentence(r.saveToReload, r.scale)}`,
    '',
  ];
}

function scaleTableSection(r) {
  const ms = (value, digits = 0) => `${value.toFixed(digits)} ms`;
  const row = (size) =>
    `| ${size.label} | ${size.routes} | ${size.runs} | ${seconds(size.wallMs.median)} | ${seconds(size.cpuMs.median)} | ${size.peakMiB.median} MiB | ${ms(size.wallPerRouteMs.median, 3)} | ${ms(size.cpuPerRouteMs.median, 3)} | ${size.gc.markCompacts.median} / ${size.gc.scavenges.median} |`;
  const serveRows = [
    ['first 200 for `/`, no output folder', (s) => seconds(s.coldStartNoOutput.firstPageMs.median)],
    ['first 200 for `/`, the folder a previous serve left', (s) => seconds(s.coldStartExistingOutput.firstPageMs.median)],
    ['"Serving … rebuilding on changes" line, no output folder', (s) => seconds(s.coldStartNoOutput.servingMs.median)],
    ['"Serving … rebuilding on changes" line, the folder a previous serve left', (s) => seconds(s.coldStartExistingOutput.servingMs.median)],
    ['save to reload, median (max)', (s) => `${s.saveToReload.medianMs} ms (${s.saveToReload.maxMs} ms)`],
    ['its rebuild alone, median', (s) => `${s.saveToReload.rebuildMedianMs} ms`],
  ];
  return [
    '### Scale table (`npm run bench -- --scale-table`)',
    '',
    `${provenance(r)} Each build a whole process, \`${r.command}\`; median of the runs. CPU: user+sys of the build process (\`process.resourceUsage()\`); GCs: V8's collections as a perf_hooks \`gc\` observer in the build counts them.`,
    '',
    '| data | routes | runs | wall | CPU | peak memory | wall per route | CPU per route | GCs (mark-compact / scavenge) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...r.sizes.map(row),
    '',
    `Marginal CPU per route: ${r.marginal.map((step) => `${step.from} → ${step.to} ${ms(step.cpuPerRouteMs, 3)}`).join(', ')}. CPU per route at ${r.sizes.at(-1).label} over ${r.sizes[0].label}: ${r.cpuPerRouteRatio}.`,
    '',
    `\`ctsite serve\` (\`--port\`, as \`npm run serve\` starts it), from the spawn; ${r.serve.map((s) => `${s.runs} run(s) at ${s.label}`).join(', ')}:`,
    '',
    `| | ${r.serve.map((s) => `${s.label} (${s.routes} routes)`).join(' | ')} |`,
    `|---|${r.serve.map(() => '---:|').join('')}`,
    ...serveRows.map(([label, cell]) => `| ${label} | ${r.serve.map(cell).join(' | ')} |`),
    '',
  ];
}

const serveSection = (r) => [`### Save to reload (\`npm run bench -- --serve\`, ${r.scale})`, '', `${provenance(r)} ${serveSentence(r.saveToReload, r.scale)}`, ''];

function deploySection(r) {
  const bytes = (n) => (n < 1024 ? `${n} B` : n < 1024 * 1024 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`);
  const total = (requests, field) => Object.values(requests).reduce((sum, count) => sum + count[field], 0);
  const requests = (rq) =>
    Object.entries(rq)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([kind, count]) => `${count.requests} ${kind}`)
      .join(', ');
  return [
    '### Deploy (`npm run bench -- --deploy`)',
    '',
    `${provenance(r)} s3rver on loopback; each tool a whole process.`,
    '',
    '| site | case | tool | time | requests | sent | received |',
    '|---|---|---|---:|---|---:|---:|',
    ...r.sizes.flatMap((size) =>
      size.rows.map((row) => `| ${size.label} (${size.files} files) | ${row.case} | ${row.tool} | ${seconds(row.ms)}${row.spread ? ` (${row.spread})` : ''} | ${requests(row.requests)} | ${bytes(total(row.requests, 'up'))} | ${bytes(total(row.requests, 'down'))} |`),
    ),
    '',
  ];
}

const lighthouseSection = (r) => [
  '### Lighthouse (`npm run bench:lighthouse`)',
  '',
  `Run on ${day(r.date)}; mobile preset, simulated throttling.`,
  '',
  '| page | address | Performance | Accessibility | Best Practices | SEO | CLS | TBT | LCP |',
  '|---|---|---:|---:|---:|---:|---:|---:|---:|',
  ...Object.entries(r.results).map(([name, p]) => `| ${name} | \`${p.url}\` | ${p.performance} | ${p.accessibility} | ${p.bestPractices} | ${p.seo} | ${p.cls} | ${p.tbtMs} ms | ${seconds(p.lcpMs)} |`),
  '',
  ...(r.homePhotoBytes ? [`The home page's photo (made by the script with photo-like detail, 2400 × 1800) as encoded: ${r.homePhotoBytes.join(', ')}.`, ''] : []),
];

/** The generated part of docs/performance.md for the result files `results` (file name → parsed JSON). */
export function renderFigures(results) {
  const lines = [];
  const pick = (test) => Object.keys(results).filter(test).sort();
  if (results['latest.json']) lines.push(...buildSection(results['latest.json']));
  // scale-table-latest.json is the table's, not a `--scale` run's.
  const scaleRuns = pick((n) => n.startsWith('scale-') && n !== 'scale-table-latest.json');
  for (const name of scaleRuns) lines.push(...scaleSection(results[name]));
  if (results['scale-table-latest.json']) lines.push(...scaleTableSection(results['scale-table-latest.json']));
  for (const name of pick((n) => n.startsWith('serve-'))) lines.push(...serveSection(results[name]));
  if (results['deploy-latest.json']) lines.push(...deploySection(results['deploy-latest.json']));
  if (results['lighthouse-latest.json']) lines.push(...lighthouseSection(results['lighthouse-latest.json']));
  const missing = [
    ['latest.json', '`npm run bench`'],
    ['deploy-latest.json', '`npm run bench -- --deploy`'],
    ['lighthouse-latest.json', '`npm run bench:lighthouse`'],
  ].filter(([file]) => !results[file]);
  if (scaleRuns.length === 0) missing.push(['', '`npm run bench -- --scale 10x5`']);
  if (missing.length) lines.push('### Not in bench-results/ yet', '', `No result is kept for ${missing.map(([, command]) => command).join(', ')}: run them, then \`npm run bench:report\`.`, '');
  return lines.join('\n');
}

/** Reads every result file of `dir`. */
export function readResults(dir) {
  let names = [];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch {
    // No results at all: the page says which benches to run.
  }
  return Object.fromEntries(names.map((name) => [name, JSON.parse(readFileSync(join(dir, name), 'utf8'))]));
}

/** docs/performance.md with its figures made again from `resultsDir`. */
export function performancePage(page, resultsDir) {
  const at = page.indexOf(MARKER);
  if (at === -1) throw new Error(`docs/performance.md has no marker line: ${MARKER}`);
  return `${page.slice(0, at + MARKER.length)}\n\n${renderFigures(readResults(resultsDir))}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const file = join(root, 'docs/performance.md');
  writeFileSync(file, performancePage(readFileSync(file, 'utf8'), join(root, 'bench-results')));
  console.log('docs/performance.md written from bench-results/');
}
