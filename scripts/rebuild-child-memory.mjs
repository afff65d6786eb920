// The rebuild process of `ctsite serve` over many saves: its resident memory after each, and how long each
// rebuild took, from the process itself (lib/serve/rebuild-child.js, as serve starts it), without the watcher.
//
//   node scripts/rebuild-child-memory.mjs [--data DIR] [--saves 100] [--root REPO] [--child-flags '--trace-gc'] [--verbose]
//
// --root: the ctsite checkout whose lib/ runs (default: this one), so that two checkouts compare on one data folder.
// Each save alternates one word of one town's long copy, as `npm run bench -- --serve` does. Prints one line a save
// and a summary: the first build's time, the rebuilds' median, and the RSS after the first and the last saves.
import { fork } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

if (process.argv.includes('--help')) {
  process.stdout.write(`${readFileSync(fileURLToPath(import.meta.url), 'utf8').match(/^(?:\/\/.*\n)+/)?.[0].replace(/^\/\/ ?/gm, '') ?? ''}`);
  process.exit(0);
}
const argument = (name, fallback) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback);
const root = resolve(argument('--root', fileURLToPath(new URL('..', import.meta.url))));
const data = resolve(argument('--data', join(root, 'data')));
const saves = Number(argument('--saves', '100'));
// --verbose: each partial rebuild's stage times too (rebuild-session.ts logs them at debug).
const verbose = process.argv.includes('--verbose');

const project = mkdtempSync(join(tmpdir(), 'ctsite-rebuild-memory-'));
cpSync(data, join(project, 'data'), { recursive: true });
// node_modules too: the stylesheet's imports (tailwindcss) resolve from the project's folder, not through the links.
for (const name of ['templates', 'client', 'public', 'node_modules']) symlinkSync(join(root, name), join(project, name));
const file = join(project, 'data/locations.json');
const locations = JSON.parse(readFileSync(file, 'utf8'));
const original = JSON.stringify(locations, null, 2);
locations[2].localCopy[0] = locations[2].localCopy[0].replace(/\b(\w+)\b/, '$1s');
const edited = JSON.stringify(locations, null, 2);

const child = fork(join(root, 'lib/serve/rebuild-child.js'), [project, join(project, 'dist')], {
  // As rebuild-process.ts starts it.
  execArgv: ['--expose-gc', ...argument('--child-flags', '').split(' ').filter(Boolean)],
  env: { ...process.env, NODE_ENV: 'production', SOURCE_DATE_EPOCH: '1767225600' },
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
// The child's CPU (user+sys, ms) from /proc: on a busy machine a steadier measure than the wall time.
const cpuMs = () => {
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};
const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))[1]) / 1024;
let nextId = 0;
const waiting = new Map();
child.on('message', (message) => {
  if (message.type === 'log' && (message.message.startsWith('  load data') || (verbose && message.level === 'debug' && message.message.includes(' ms')))) console.log(message.message);
  if (message.type === 'done' || message.type === 'failed') {
    waiting.get(message.id)?.(message);
    waiting.delete(message.id);
  }
});
await new Promise((ready) => child.once('message', ready));
const ask = (files) =>
  new Promise((done) => {
    const id = (nextId += 1);
    waiting.set(id, done);
    child.send({ id, files });
  });

const started = performance.now();
const first = await ask(null);
if (first.type !== 'done') throw new Error(first.report);
console.log(`first build ${Math.round(performance.now() - started)} ms (${first.result.rendered} routes), RSS ${rssMb().toFixed(0)} MB`);
const rebuilds = [];
const rss = [];
const cpu = [];
for (let save = 0; save < saves; save += 1) {
  writeFileSync(file, save % 2 === 0 ? edited : original);
  const asked = performance.now();
  const cpuBefore = cpuMs();
  const answer = await ask(['data/locations.json']);
  cpu.push(cpuMs() - cpuBefore);
  if (answer.type !== 'done') throw new Error(answer.report);
  rebuilds.push(performance.now() - asked);
  rss.push(rssMb());
  const { kind, rendered, expanded } = answer.result;
  console.log(`save ${save + 1}: ${kind}, ${rendered} rendered, ${expanded ?? '?'} expanded, ${Math.round(rebuilds.at(-1))} ms (CPU ${Math.round(cpu.at(-1))} ms), RSS ${rss.at(-1).toFixed(0)} MB`);
}
child.disconnect();
await new Promise((exited) => child.once('exit', exited));
rmSync(project, { recursive: true, force: true });
const quantiles = (values) => {
  const sorted = values.toSorted((a, b) => a - b);
  return (q) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);
};
const quantile = quantiles(rebuilds);
const cpuQuantile = quantiles(cpu);
console.log(`${saves} saves: rebuild median ${quantile(0.5)} ms (${quantile(0.1)}-${quantile(0.9)} ms, 10th-90th), CPU median ${cpuQuantile(0.5)} ms (${cpuQuantile(0.1)}-${cpuQuantile(0.9)} ms), RSS after save 1 ${rss[0].toFixed(0)} MB, after save 10 ${rss[Math.min(9, rss.length - 1)].toFixed(0)} MB, last ${rss.at(-1).toFixed(0)} MB, most ${Math.max(...rss).toFixed(0)} MB`);
