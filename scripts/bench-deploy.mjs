// npm run bench -- --deploy [--scale 10x5]: `ctsite deploy` and `aws s3 sync --delete` side by side,
// each on a bucket of its own of one s3rver on loopback (in its own process), through a proxy that
// counts every request by kind and the bytes both ways. Five cases, in this order, on the real site
// (and, with --scale, also on the grown one): a fresh bucket, no change, a one-page edit, a CI rebuild
// (the same bytes with new file times) and a stylesheet change (every page refers to the new file).
// Each tool runs as its user runs it, a process from start to exit. "list alone" is a process that
// only lists the bucket through the same proxy: the floor of any deploy that compares with the bucket;
// it is timed three times in turn with a no-change deploy, and the medians compared.
// Without the AWS CLI on PATH, ctsite is measured alone. Writes bench-results/deploy-latest.json.
// `--case 'stylesheet change' --rounds 9`: that case alone, after a fresh upload, repeated (a new change
// each round), the two tools alternated (ctsite first in odd rounds, sync first in even ones); prints
// each tool's median wall and CPU time with their spread and the ctsite/sync ratio taken round by round.
// Writes nothing.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, compileBench } from './compile.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const value = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const scale = value('--scale');
const onlyCase = value('--case');
const rounds = Number(value('--rounds') ?? 7);
const CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER', AWS_REGION: 'us-east-1', AWS_DEFAULT_REGION: 'us-east-1', AWS_EC2_METADATA_DISABLED: 'true' };
// The machine's own AWS files must not reach the bench.
const env = { ...process.env, ...CREDENTIALS, AWS_CONFIG_FILE: join(tmpdir(), 'ctsite-bench-no-aws-config'), AWS_SHARED_CREDENTIALS_FILE: join(tmpdir(), 'ctsite-bench-no-aws-credentials') };
const awsVersion = spawnSync('aws', ['--version'], { encoding: 'utf8', env });
const aws = awsVersion.status === 0 ? (awsVersion.stdout || awsVersion.stderr).trim() : undefined;

await compile();
await compileBench();
const work = mkdtempSync(join(tmpdir(), 'ctsite-bench-deploy-'));

/** Builds the real data (or `dataDir`) into `outDir` in a fresh production process. */
function build(outDir, dataDir = join(root, 'data')) {
  const code = `const { build } = await import(${JSON.stringify(new URL('../lib/index.js', import.meta.url).href)});
    await build({ root: ${JSON.stringify(root)}, dataDir: ${JSON.stringify(dataDir)}, outDir: ${JSON.stringify(outDir)} });`;
  execFileSync(process.execPath, ['--input-type=module', '-e', code], { cwd: root, env: { ...process.env, NODE_ENV: 'production', SOURCE_DATE_EPOCH: '1767225600' }, stdio: ['ignore', 'ignore', 'inherit'] });
}

/**
 * s3rver in a process of its own (its listing tokens past 1,000 keys need OpenSSL's legacy provider),
 * listing keys in S3's byte order. s3rver lists them in the order it walks its folders (`a/x` before
 * `a-9/x`); \`aws s3 sync\` merges the listing with the local files in S3's order, so against plain
 * s3rver it uploads and deletes the same keys in one run (and at 33,000 keys crashed s3rver with the race).
 */
async function startS3rver(directory) {
  const code = `import S3rver from 's3rver';
    import S3Object from 's3rver/lib/models/object.js';
    const server = new S3rver({ address: '127.0.0.1', port: 0, directory: ${JSON.stringify(directory)}, silent: true, configureBuckets: [{ name: 'ctsite' }, { name: 'sync' }] });
    const store = server.store;
    const keys = new Map();
    const keysOf = (bucket) => (keys.has(bucket) ? keys.get(bucket) : keys.set(bucket, { set: new Set(), sorted: undefined }).get(bucket));
    const track = (name, keyOf, add) => {
      const original = store[name].bind(store);
      store[name] = async (...args) => {
        const result = await original(...args);
        const [bucket, key] = keyOf(...args);
        const list = keysOf(bucket);
        add ? list.set.add(key) : list.set.delete(key);
        list.sorted = undefined;
        return result;
      };
    };
    track('putObject', (object) => [object.bucket, object.key], true);
    track('copyObject', (srcBucket, srcKey, destBucket, destKey) => [destBucket, destKey], true);
    track('deleteObject', (bucket, key) => [bucket, key], false);
    const listObjects = store.listObjects.bind(store);
    store.listObjects = async (bucket, options) => {
      const { delimiter = '', startAfter = '', prefix = '', maxKeys = Infinity } = options;
      if (delimiter) return listObjects(bucket, options);
      const list = keysOf(bucket);
      list.sorted ??= [...list.set].sort();
      const chosen = list.sorted.filter((key) => key > startAfter && key.startsWith(prefix));
      const page = chosen.slice(0, maxKeys);
      const objects = await Promise.all(page.map((key) => store.getMetadata(bucket, key).then((metadata) => new S3Object(bucket, key, null, metadata), () => undefined)));
      return { objects: objects.filter(Boolean), commonPrefixes: [], isTruncated: chosen.length > page.length };
    };
    const { port } = await server.run();
    console.log(port);`;
  const child = spawn(process.execPath, ['--openssl-legacy-provider', '--input-type=module', '-e', code], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code})`)));
  });
  return { port, stop: () => child.kill('SIGTERM') };
}

/** A proxy that counts requests by kind and bytes: `counts()` returns and resets them. */
async function startCountingProxy(upstreamPort) {
  let tally = {};
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http.createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', 'http://proxy');
    const method = incoming.method ?? 'GET';
    const kind = url.searchParams.has('list-type') || (method === 'GET' && url.pathname.split('/').filter(Boolean).length === 1) ? 'LIST' : method === 'POST' && url.searchParams.has('delete') ? 'DELETE' : method === 'POST' || url.searchParams.has('uploadId') ? 'MULTIPART' : method;
    const count = (tally[kind] ??= { requests: 0, up: 0, down: 0 });
    count.requests += 1;
    const upstream = http.request({ host: '127.0.0.1', port: upstreamPort, method, path: incoming.url, headers: incoming.headers, agent }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.on('data', (chunk) => (count.down += chunk.length));
      answer.pipe(outgoing);
    });
    upstream.on('error', () => outgoing.destroy());
    incoming.on('data', (chunk) => (count.up += chunk.length));
    incoming.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${server.address().port}`,
    counts() {
      const result = tally;
      tally = {};
      return result;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * The CPU ms (user + system) of this process's children that have been waited for: Linux's
 * /proc/self/stat (cutime, cstime, in clock ticks of 10 ms); `undefined` elsewhere. s3rver runs to the
 * end, so only the finished tool is counted.
 */
function childrenCpuMs() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return undefined;
  }
}

/** Runs a command to its exit: its wall time in ms, and its CPU ms where the system tells. */
function timed(command, args) {
  return new Promise((resolve, reject) => {
    const cpuBefore = childrenCpuMs();
    const started = performance.now();
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${stderr}`));
      const cpuAfter = childrenCpuMs();
      resolve({ ms: performance.now() - started, cpu: cpuBefore === undefined ? undefined : cpuAfter - cpuBefore });
    });
  });
}

const HOST_FILES = ['_headers', '_redirects', 's3-website.json'];
const tools = {
  ctsite: (dir, endpoint) => timed(process.execPath, [join(root, 'bin/ctsite.js'), 'deploy', '--bucket', 'ctsite', '--dir', dir, '--endpoint', endpoint, '--force-path-style', '--max-deletes', '1000000', '--allow-sample', '--json']),
  // What ctsite leaves out, sync is told to leave out too: the host files and dotfiles.
  sync: (dir, endpoint) => timed('aws', ['s3', 'sync', dir, 's3://sync', '--delete', '--endpoint-url', endpoint, '--only-show-errors', ...HOST_FILES.flatMap((file) => ['--exclude', file]), '--exclude', '.*', '--exclude', '*/.*']),
};
const listAlone = (bucket, endpoint) =>
  timed(process.execPath, [
    '--input-type=module',
    '-e',
    `import { S3Client, ListObjectsV2Command } from '@aws-sdk/client-s3';
     const client = new S3Client({ endpoint: ${JSON.stringify(endpoint)}, forcePathStyle: true });
     let token, count = 0;
     do { const page = await client.send(new ListObjectsV2Command({ Bucket: ${JSON.stringify(bucket)}, ContinuationToken: token })); count += page.KeyCount ?? 0; token = page.NextContinuationToken; } while (token);`,
  ]);

const PAIRED_ROUNDS = 3;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const spread = (values) => `${(Math.min(...values) / 1000).toFixed(2)}–${(Math.max(...values) / 1000).toFixed(2)} s`;

/** The five cases, each a change to the site folder before both tools deploy it. */
const CASES = [
  ['fresh bucket', () => {}],
  ['no change', () => {}],
  ['one edit', (dir) => {
    const file = join(dir, 'about/index.html');
    writeFileSync(file, readFileSync(file, 'utf8').replace('</main>', '<p>We now cover Selby too.</p></main>'));
  }],
  ['CI rebuild, new file times', (dir) => {
    const later = new Date(Date.now() + 1000);
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) if (entry.isFile()) utimesSync(join(entry.parentPath, entry.name), later, later);
  }],
  ['stylesheet change', (dir) => {
    const before = readdirSync(join(dir, 'assets')).find((file) => /^site\.[0-9a-f]+\.css$/.test(file));
    const after = `site.${Date.now().toString(16).slice(-10).padStart(10, '0')}.css`;
    renameSync(join(dir, 'assets', before), join(dir, 'assets', after));
    writeFileSync(join(dir, 'assets', after), `${readFileSync(join(dir, 'assets', after), 'utf8')}\n/* changed */\n`);
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
      const file = join(entry.parentPath, entry.name);
      const html = readFileSync(file, 'utf8');
      if (html.includes(`/assets/${before}`)) writeFileSync(file, html.replaceAll(`/assets/${before}`, `/assets/${after}`));
    }
  }],
];

async function measurePaired(rows, label, dir, proxy) {
  const paired = { deploy: [], list: [] };
  for (let round = 0; round < PAIRED_ROUNDS; round += 1) {
    proxy.counts();
    paired.deploy.push((await tools.ctsite(dir, proxy.endpoint)).ms);
    const deployRequests = proxy.counts();
    paired.list.push((await listAlone('ctsite', proxy.endpoint)).ms);
    const listRequests = proxy.counts();
    if (round === PAIRED_ROUNDS - 1) {
      rows.push({ size: label, case: `no change, median of ${PAIRED_ROUNDS}`, tool: 'ctsite', ms: Math.round(median(paired.deploy)), spread: spread(paired.deploy), requests: deployRequests });
      rows.push({ size: label, case: `list alone, median of ${PAIRED_ROUNDS}`, tool: 'SDK', ms: Math.round(median(paired.list)), spread: spread(paired.list), requests: listRequests });
    }
  }
}

async function measureSize(label, dataDir) {
  const dir = join(work, `site-${label}`);
  console.error(`building the site (${label})…`);
  build(dir, dataDir);
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
  const s3 = await startS3rver(mkdtempSync(join(work, `s3-${label}-`)));
  const proxy = await startCountingProxy(s3.port);
  const rows = [];
  try {
    for (const [name, change] of CASES) {
      change(dir);
      for (const [tool, run] of Object.entries(tools)) {
        if (tool === 'sync' && !aws) continue;
        console.error(`  ${label} ${name}: ${tool}…`);
        proxy.counts();
        const { ms } = await run(dir, proxy.endpoint);
        rows.push({ size: label, case: name, tool, ms: Math.round(ms), requests: proxy.counts() });
      }
      // Where the folder is as the build left it (the later cases edit files behind the build's back,
      // so that each deploy would hash them again): the floor, paired with what it bounds, a no-change
      // deploy and a listing alone in turn, three times.
      if (name === 'no change') await measurePaired(rows, label, dir, proxy);
    }
  } finally {
    await proxy.close();
    s3.stop();
  }
  return { label, files, rows };
}

/**
 * One case alone (`--case`), `rounds` times after a fresh upload: each round makes the case's change
 * again, then runs both tools, their order alternated. Prints medians, spreads and the paired ratios.
 */
async function measureOneCase(label, dataDir) {
  const change = CASES.find(([name]) => name === onlyCase)?.[1];
  if (!change) throw new Error(`--case: one of ${CASES.map(([name]) => `'${name}'`).join(', ')}`);
  if (!aws) throw new Error('--case compares with aws s3 sync: the AWS CLI is not on PATH');
  const dir = join(work, `site-${label}`);
  console.error(`building the site (${label})…`);
  build(dir, dataDir);
  const s3 = await startS3rver(mkdtempSync(join(work, `s3-${label}-`)));
  const proxy = await startCountingProxy(s3.port);
  const times = { ctsite: [], sync: [] };
  try {
    for (const run of Object.values(tools)) await run(dir, proxy.endpoint);
    for (let round = 0; round < rounds; round += 1) {
      change(dir);
      const order = round % 2 === 0 ? ['ctsite', 'sync'] : ['sync', 'ctsite'];
      for (const tool of order) {
        proxy.counts();
        const { ms, cpu } = await tools[tool](dir, proxy.endpoint);
        times[tool].push({ ms, cpu, requests: proxy.counts() });
      }
      console.error(`  ${label} ${onlyCase} round ${round + 1}: ctsite ${(times.ctsite[round].ms / 1000).toFixed(2)} s, sync ${(times.sync[round].ms / 1000).toFixed(2)} s`);
    }
  } finally {
    await proxy.close();
    s3.stop();
  }
  const seconds = (values) => `median ${(median(values) / 1000).toFixed(2)} s (${spread(values)})`;
  const ratios = (field) => times.ctsite.map((row, round) => row[field] / times.sync[round][field]);
  const describeRatios = (values) => `median ${median(values).toFixed(2)} (${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)})`;
  console.log(`ctsite bench --deploy --case '${onlyCase}', ${label}: ${rounds} rounds, alternated, ${cpus().length} cores, Node ${process.version}, ${aws}`);
  for (const tool of ['ctsite', 'sync']) {
    const rows = times[tool];
    const cpu = rows.every((row) => row.cpu !== undefined) ? `; CPU ${seconds(rows.map((row) => row.cpu))}` : '';
    console.log(`  ${tool}: wall ${seconds(rows.map((row) => row.ms))}${cpu}; last round ${describeRequests(rows.at(-1).requests)}`);
  }
  console.log(`  ctsite / sync, round by round: wall ${describeRatios(ratios('ms'))}${times.ctsite[0].cpu === undefined ? '' : `, CPU ${describeRatios(ratios('cpu'))}`}`);
}

const formatBytes = (bytes) => (bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);
const describeRequests = (requests) =>
  Object.entries(requests)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([kind, count]) => `${count.requests} ${kind}`)
    .join(', ');
const total = (requests, field) => Object.values(requests).reduce((sum, count) => sum + count[field], 0);

try {
  if (onlyCase) {
    if (scale) {
      const { parseScale, writeScaledData } = await import('../.cache/bench/scale-data.js');
      const dataDir = join(work, `data-${scale}`);
      await writeScaledData(join(root, 'data'), dataDir, parseScale(scale));
      await measureOneCase(scale, dataDir);
    } else {
      await measureOneCase('1x', undefined);
    }
  } else {
    await measureAll();
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

/** The five cases on the real site (and the grown one with --scale), printed and written to deploy-latest.json. */
async function measureAll() {
  const sizes = [await measureSize('1x', undefined)];
  if (scale) {
    const { parseScale, writeScaledData } = await import('../.cache/bench/scale-data.js');
    const dataDir = join(work, `data-${scale}`);
    await writeScaledData(join(root, 'data'), dataDir, parseScale(scale));
    sizes.push(await measureSize(scale, dataDir));
  }
  const machine = { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version, aws: aws ?? 'not installed' };
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  const report = { commit, date: new Date().toISOString(), machine, sizes };
  console.log(`ctsite bench --deploy: one run each, s3rver on loopback, ${machine.cpus} cores, Node ${machine.node}, ${machine.aws}`);
  console.log('| site | case | tool | time | requests | sent | received |');
  console.log('|---|---|---|---:|---|---:|---:|');
  for (const size of sizes) {
    for (const row of size.rows) {
      console.log(`| ${size.label} (${size.files} files) | ${row.case} | ${row.tool} | ${(row.ms / 1000).toFixed(2)} s${row.spread ? ` (${row.spread})` : ''} | ${describeRequests(row.requests)} | ${formatBytes(total(row.requests, 'up'))} | ${formatBytes(total(row.requests, 'down'))} |`);
    }
  }
  for (const size of sizes) {
    const noChange = size.rows.find((row) => row.case.startsWith('no change, median') && row.tool === 'ctsite');
    const list = size.rows.find((row) => row.case.startsWith('list alone'));
    console.log(`  ${size.label}: no-change deploy / list alone = ${(noChange.ms / list.ms).toFixed(2)} (medians of ${PAIRED_ROUNDS}, run in turn)`);
    for (const [name] of CASES) {
      const [ctsite, sync] = ['ctsite', 'sync'].map((tool) => size.rows.find((row) => row.case === name && row.tool === tool));
      if (sync) console.log(`  ${size.label} ${name}: ctsite ${(ctsite.ms / 1000).toFixed(2)} s vs sync ${(sync.ms / 1000).toFixed(2)} s${ctsite.ms < sync.ms ? '' : '  (ctsite NOT faster)'}`);
    }
  }
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(join(root, 'bench-results', 'deploy-latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('  written to bench-results/deploy-latest.json');
}
