import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockPathFor } from '../../src/output/lock.ts';
import { LEASE_FOLDER } from '../../src/deploy/lease.ts';
import { errorCatalogue, type ErrorCode } from '../../src/errors/catalogue.ts';
import { createFixture, projectRoot } from '../helpers/fixture.ts';
import { pngHeaderOnly } from '../helpers/png.ts';
import { useDeployFixture } from '../deploy/helpers/deploy-fixture.ts';
import { deployEnv } from '../deploy/helpers/s3-server.ts';

/**
 * Every fault a user can cause, run as the user runs it: through the CLI, against a site built before and a
 * bucket deployed before. Each ends with the catalogue's own error (or the quiet status it names), its exit
 * code, no stack and no "a bug in ctsite", and leaves the previous output and the live bucket as they were.
 * The faults' finer points (a message's line and column, a lock taken over, two deploys' live pages) are
 * tested beside the code that handles them; this file holds the promise that none of them gets past the CLI.
 */
let fixture: Awaited<ReturnType<typeof createFixture>>;
/** The folder a build would write: built once, then never changed by any row. */
let outDir = '';
/** A build with one page changed, so that a deploy which went ahead would change the bucket. */
let changedDir = '';
let bucketBefore = '';
let outputBefore = '';
const deploy = useDeployFixture(async () => ({ cleanup: async () => undefined }));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the CLI to its end; with `closeOutputAt`, its standard output is closed once it has printed that text. */
function ctsite(args: readonly string[], options: { env?: NodeJS.ProcessEnv; closeOutputAt?: string; cwd?: string } = {}): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(projectRoot, 'bin/ctsite.js'), ...args], { cwd: options.cwd ?? projectRoot, env: { ...process.env, SOURCE_DATE_EPOCH: '1767225600', ...options.env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (options.closeOutputAt !== undefined && stdout.includes(options.closeOutputAt)) child.stdout.destroy();
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Every file of a folder with a digest of its bytes: any change, addition or removal shows. */
async function folderDigest(dir: string): Promise<string> {
  const names = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name)).sort();
  const lines = await Promise.all(names.map(async (name) => `${name.slice(dir.length)} ${createHash('md5').update(await readFile(name)).digest('hex')}`));
  return lines.join('\n');
}

/** The bucket's objects with their ETags, any lease left out (a row may plant one). */
async function bucketDigest(): Promise<string> {
  const objects = await deploy.s3.listETags('site');
  return [...objects].filter(([key]) => !key.startsWith(LEASE_FOLDER)).map(([key, etag]) => `${key} ${etag}`).sort().join('\n');
}

const build = (extra: string[] = []) => ctsite(['build', '--out', outDir, '--data', fixture.dataDir, ...extra]);
const deployTo = (bucket: string) => ctsite(['deploy', '--bucket', bucket, '--endpoint', deploy.proxy.endpoint, '--force-path-style', '--dir', changedDir, '--data', fixture.dataDir, '--allow-sample'], { env: deployEnv() });

/** A data file changed for one row, and put back after it. */
async function withDataFile(file: string, change: (text: string) => string | Buffer, run: () => Promise<Run>): Promise<Run> {
  const path = join(fixture.dataDir, file);
  const original = await readFile(path);
  await writeFile(path, change(original.toString('utf8')));
  try {
    return await run();
  } finally {
    await writeFile(path, original);
  }
}

/** The first service's picture set to `src`, a file written under data/images. */
const withPicture = (name: string, bytes: Buffer | string, run: () => Promise<Run>) =>
  withDataFile(
    'services.json',
    (text) => {
      const services = JSON.parse(text) as Record<string, unknown>[];
      services[0]!['image'] = { src: `images/${name}`, alt: 'A switch room' };
      return JSON.stringify(services, null, 2);
    },
    async () => {
      await mkdir(join(fixture.dataDir, 'images'), { recursive: true });
      await writeFile(join(fixture.dataDir, 'images', name), bytes);
      try {
        return await run();
      } finally {
        await rm(join(fixture.dataDir, 'images', name));
      }
    },
  );

let portHolder: Server;

interface Row {
  /** The item of the faults list (issue 37) it reproduces, and how. */
  fault: string;
  run: () => Promise<Run>;
  /** The exit status, and the catalogue's error the command must end with (none: a quiet end). */
  code: number;
  error?: ErrorCode;
  /** What else it must say: the place, the holder, the fix. */
  says?: RegExp[];
}

const rows: Row[] = [
  {
    fault: 'a build run outside the project folder',
    run: () => ctsite(['build', '--out', outDir, '--data', fixture.dataDir], { cwd: fixture.dir }),
    code: 2,
    error: 'NotAProject',
    says: [/templates\/styles\/site\.css/],
  },
  {
    fault: 'a --data folder that does not exist',
    run: () => build(['--data', join(fixture.dir, 'no-such-data')]),
    code: 1,
    error: 'InvalidData',
    says: [/no-such-data: there is no data folder here\n {4}fix: Pass the content folder with --data/],
  },
  {
    fault: '4: a town whose area page would be /assets/',
    run: () => withDataFile('locations.json', (text) => text.replace(/"areaPageSlug": "[^"]+"/, '"areaPageSlug": "assets"'), () => build()),
    code: 1,
    error: 'InvalidData',
    says: [/locations\.json:\d+:\d+: [^\n]*\(#\/0\/areaPageSlug/],
  },
  {
    fault: '5: a data file saved as Latin-1',
    run: () => withDataFile('sectors.json', (text) => Buffer.from(text.replace('"', '"Br\u00e9'), 'latin1'), () => build()),
    code: 1,
    error: 'InvalidData',
    says: [/sectors\.json:\d+:\d+: the file is not UTF-8 text: byte 0xE9 at line \d+, column \d+/],
  },
  {
    fault: '13: a file under data/images that is no picture',
    run: () => withPicture('notes.jpg', 'meeting notes, not a photo\n', () => build()),
    code: 1,
    error: 'InvalidData',
    says: [/services\.json:\d+:\d+: [^\n]*\(#\/0\/image\/src\): images\/notes\.jpg is not a picture ctsite can read/],
  },
  {
    fault: '13: a 400-megapixel picture',
    run: () => withPicture('huge.png', pngHeaderOnly(20_000, 20_000), () => build()),
    code: 1,
    error: 'InvalidData',
    says: [/images\/huge\.png is 20000 × 20000 pixels/],
  },
  {
    fault: '14: a data file nested 6,000 levels deep',
    run: () => withDataFile('sectors.json', () => '['.repeat(6000) + ']'.repeat(6000), () => build()),
    code: 1,
    error: 'InvalidData',
    says: [/sectors\.json:\d+:\d+: nested more than \d+ levels deep/],
  },
  {
    fault: '20: a latitude of 1e999',
    run: () => withDataFile('locations.json', (text) => text.replace(/"latitude": [-0-9.e]+/, '"latitude": 1e999'), () => build()),
    code: 1,
    error: 'InvalidData',
    says: [/found: a number too large to hold/],
  },
  {
    fault: '20: a latitude of 91',
    run: () => withDataFile('locations.json', (text) => text.replace(/"latitude": [-0-9.e]+/, '"latitude": 91'), () => build()),
    code: 1,
    error: 'InvalidData',
    says: [/fix: Use a number of at most 61\./],
  },
  {
    fault: '6: a build into the folder a preview is rebuilding (its lock held by a live process)',
    run: async () => {
      const lock = lockPathFor(outDir);
      await writeFile(lock, `${JSON.stringify({ command: 'ctsite serve', pid: process.pid, host: hostname(), since: new Date().toISOString() })}\n`);
      try {
        return await build();
      } finally {
        await rm(lock);
      }
    },
    code: 1,
    error: 'OutputBusy',
    says: [new RegExp(`is being written by ctsite serve \\(process ${process.pid} on `)],
  },
  {
    fault: '11: `ctsite build | head -1`, with a new build date to write',
    run: () => ctsite(['build', '--out', outDir, '--data', fixture.dataDir], { env: { SOURCE_DATE_EPOCH: '1799625600' }, closeOutputAt: 'process images' }),
    code: 141,
  },
  {
    // Serving with a watch builds the project's data into --dir first: the port is checked before that.
    fault: '12: `ctsite serve --port` with a port in use',
    run: () => ctsite(['serve', '--dir', outDir, '--port', String((portHolder.address() as AddressInfo).port)]),
    code: 2,
    error: 'PortInUse',
    says: [/--port 0/],
  },
  {
    fault: '15, 16: `ctsite check` on a site with a stylesheet missing and a link to its own domain over http',
    run: async () => {
      const damaged = join(fixture.dir, 'damaged');
      await cp(outDir, damaged, { recursive: true });
      try {
        const stylesheet = (await readdir(join(damaged, 'assets'))).find((name) => name.endsWith('.css'));
        await rm(join(damaged, 'assets', stylesheet ?? 'none'));
        const about = join(damaged, 'about/index.html');
        await writeFile(about, (await readFile(about, 'utf8')).replace('</main>', '<a href="http://www.example.com/contact/">Contact</a></main>'));
        return await ctsite(['check', '--dir', damaged, '--data', fixture.dataDir]);
      } finally {
        await rm(damaged, { recursive: true, force: true });
      }
    },
    code: 1,
    error: 'CheckFailed',
    // The report names each problem's gate, page and fix.
    says: [
      /\[budgets\] \/[^:]*: loads \/assets\/site\.[0-9a-f]+\.css, which is not in the built folder/,
      /\[links\] \/about\/: links to this site as http:\/\/www\.example\.com\/contact\/, not https:\/\/www\.example\.com\n {4}fix: Link within the site by path/,
    ],
  },
  {
    fault: '1: a deploy while another deploy holds the bucket',
    run: async () => {
      const key = `${LEASE_FOLDER}ci-runner.json`;
      const lease = { format: 'ctsite-deploy-lease', holder: 'ci-runner-7, pid 4242', started: new Date().toISOString(), ttlSeconds: 300 };
      await deploy.s3.client.send(new PutObjectCommand({ Bucket: 'site', Key: key, Body: JSON.stringify(lease) }));
      try {
        return await deployTo('site');
      } finally {
        await deploy.s3.client.send(new DeleteObjectCommand({ Bucket: 'site', Key: key }));
      }
    },
    code: 1,
    error: 'DeployLeaseHeld',
    says: [/ci-runner-7, pid 4242/],
  },
  {
    fault: '17: a bucket name S3 would refuse',
    run: () => deployTo('site/sub'),
    code: 2,
    says: [/option '--bucket <name>' argument .*a bucket name:/],
  },
];

beforeAll(async () => {
  fixture = await createFixture({ data: 'small' });
  outDir = fixture.outDir;
  portHolder = createServer();
  await new Promise<void>((done) => portHolder.listen(0, '127.0.0.1', done));
  const built = await build();
  expect(built.code, built.stderr).toBe(0);
  changedDir = join(fixture.dir, 'changed');
  await cp(outDir, changedDir, { recursive: true });
  const deployed = await ctsite(['deploy', '--bucket', 'site', '--endpoint', deploy.proxy.endpoint, '--force-path-style', '--dir', outDir, '--data', fixture.dataDir, '--allow-sample'], { env: deployEnv() });
  expect(deployed.code, deployed.stderr).toBe(0);
  const about = join(changedDir, 'about/index.html');
  await writeFile(about, (await readFile(about, 'utf8')).replace('</main>', '<p>Changed.</p></main>'));
  outputBefore = await folderDigest(outDir);
  bucketBefore = await bucketDigest();
}, 120_000);
afterAll(async () => {
  await new Promise((done) => portHolder?.close(done));
  await fixture?.cleanup();
});

describe('every fault a user can cause, through the CLI', () => {
  it.each(rows)('$fault', async (row) => {
    const run = await row.run();
    const said = `${run.stderr}\n${run.stdout}`;
    expect(run.code, said).toBe(row.code);
    expect(said).not.toMatch(/a bug in ctsite|\n\s+at \S|ENOTEMPTY|EPIPE/);
    if (row.error) expect(run.stderr).toContain(errorCatalogue[row.error].title);
    for (const pattern of row.says ?? []) expect(said).toMatch(pattern);
    if (row.code === 141) expect(run.stderr).toBe('');
    expect(await folderDigest(outDir), 'the previous output').toBe(outputBefore);
    expect((await readdir(fixture.dir)).filter((name) => name.startsWith('.')), 'staging folders or locks left beside the output').toEqual([]);
    expect(await bucketDigest(), 'the live bucket').toBe(bucketBefore);
  });
});

/**
 * Items 2 and 3: a disk that fills while a build encodes pictures, writes pages or writes its state. A real,
 * small file system (tmpfs) in a mount namespace of the test's own (`unshare`) holds the output and the picture
 * cache; the build runs with less and less room left, each time with a new phone number to write and its
 * pictures to encode again. Every build either succeeds whole (its state describing every file) or stops
 * with the catalogue's "no space left", the previous output as it was; the next build with room publishes
 * pictures that decode.
 */
const fillingDisk = `
  import { createHash } from 'node:crypto';
  import { spawnSync } from 'node:child_process';
  import { readdirSync, readFileSync, rmSync, statfsSync, statSync, writeFileSync } from 'node:fs';
  import { createRequire } from 'node:module';
  import { join } from 'node:path';
  const [disk, dataDir, bin] = process.argv.slice(1);
  const out = disk + '/dist';
  const env = { ...process.env, SOURCE_DATE_EPOCH: '1767225600', CTSITE_CACHE_DIR: disk + '/cache' };
  const build = () => spawnSync(process.execPath, [bin, 'build', '--out', out, '--data', dataDir], { encoding: 'utf8', env });
  const files = (dir) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1)).sort();
  const digest = (dir) => files(dir).map((file) => file + ' ' + createHash('md5').update(readFileSync(join(dir, file))).digest('hex')).join('\\n');
  // The state must describe every file of the output with its size: a torn or short state does not.
  const stateWhole = () => {
    try {
      const state = JSON.parse(readFileSync(out + '/.ctsite-output.json', 'utf8'));
      return files(out).filter((file) => file !== '.ctsite-output.json').every((file) => state.files[file]?.[1] === statSync(join(out, file)).size);
    } catch { return false; }
  };
  const sharp = createRequire(bin)('sharp');
  // Every published picture decodes to its last pixel (sharp fails on a truncated file by default).
  const picturesWhole = async () => {
    for (const name of readdirSync(out + '/assets/images')) {
      if (!(await sharp(out + '/assets/images/' + name).raw().toBuffer().then(() => true, () => false))) return false;
    }
    return true;
  };
  const company = dataDir + '/company.json';
  const original = readFileSync(company, 'utf8');
  const first = build();
  const levels = [];
  // Kilobytes of the disk a folder takes: a build needs room for a whole second output and its pictures.
  const kb = (dir) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).blocks / 2, 0);
  /** A build with a new phone number to write and its pictures to encode again, \`left\` KB of room; true if it built. */
  const attempt = async (left) => {
    // After a build that failed, the cache is as that build left it, as for a user who frees room and builds again.
    if (levels.length === 0 || levels.at(-1).status === 0) rmSync(disk + '/cache/images', { recursive: true, force: true });
    writeFileSync(company, original.replace('01632 960 123', '01632 960 ' + String(200 + levels.length)));
    const before = digest(out);
    const free = statfsSync(disk);
    writeFileSync(disk + '/ballast', Buffer.alloc(Math.max(0, free.bavail * free.bsize - left * 1024)));
    const run = build();
    rmSync(disk + '/ballast');
    levels.push({ left, status: run.status, stderr: run.stderr, kept: digest(out) === before, stateWhole: stateWhole(), picturesWhole: await picturesWhole(), beside: readdirSync(disk).sort() });
    return run.status === 0;
  };
  // The room a build needs: a second copy of the output beside it (the staging folder) and its pictures encoded
  // again. Then from no room, through too little for the pages, to just short of the need, where only the
  // last files written (the build's state is the last, some 58 KB on the small site) no longer fit; and room to spare.
  const need = kb(out) + kb(disk + '/cache/images');
  for (const left of [16, need - 2048, need - 48, need - 32, need - 16, need + 1024]) await attempt(left);
  writeFileSync(company, original);
  const next = build();
  console.log(JSON.stringify({ first: first.status, levels, next: { status: next.status, stderr: next.stderr, stateWhole: stateWhole(), picturesWhole: await picturesWhole() } }));
`;

describe('a disk that fills while a build writes', () => {
  it('at every level of room: a whole new output, or "no space left" with the previous output whole; never a torn state or picture', async (context) => {
    const disk = join(fixture.dir, 'disk');
    await mkdir(disk);
    const picture = await sharp({ create: { width: 1400, height: 900, channels: 3, background: '#3a6f8f' } }).jpeg().toBuffer();
    const result = await withPicture('switch-room.jpg', picture, async () => {
      const run = spawnSync(
        'unshare',
        ['--mount', '--map-root-user', 'sh', '-c', 'mount -t tmpfs -o size=96m tmpfs "$1" && shift && exec "$@"', 'sh', disk, process.execPath, '--input-type=module', '-e', fillingDisk, '--', disk, fixture.dataDir, join(projectRoot, 'bin/ctsite.js')],
        { cwd: projectRoot, encoding: 'utf8', timeout: 240_000, maxBuffer: 64 * 1024 * 1024 },
      );
      return { code: run.status, stdout: run.stdout, stderr: run.stderr };
    });
    if (result.code !== 0 && /unshare|mount/.test(result.stderr) && !result.stdout) context.skip(`no mount namespace here: ${result.stderr.trim()}`);
    expect(result.code, result.stderr).toBe(0);
    const outcome = JSON.parse(result.stdout.trim().split('\n').at(-1) ?? '{}') as {
      first: number;
      levels: { left: number; status: number; stderr: string; kept: boolean; stateWhole: boolean; picturesWhole: boolean; beside: string[] }[];
      next: { status: number; stderr: string; stateWhole: boolean; picturesWhole: boolean };
    };
    expect(outcome.first).toBe(0);
    for (const level of outcome.levels) {
      const name = `${level.left} KB left: ${level.stderr}`;
      expect(level.stderr, name).not.toMatch(/a bug in ctsite|\n\s+at \S/);
      expect(level.beside, name).toEqual(['cache', 'dist']);
      expect(level.stateWhole, name).toBe(true);
      expect(level.picturesWhole, name).toBe(true);
      if (level.status === 0) continue;
      expect(level.status, name).toBe(1);
      expect(level.stderr, name).toContain(errorCatalogue.OutputWriteFailed.title);
      expect(level.stderr, name).toContain('no space left on the device');
      expect(level.kept, name).toBe(true);
    }
    // The sweep reaches both ends: a disk too full to build on, and one with room enough.
    expect(outcome.levels.map((level) => level.status)).toContain(1);
    expect(outcome.levels.map((level) => level.status)).toContain(0);
    expect(outcome.next.status, outcome.next.stderr).toBe(0);
    expect(outcome.next.stateWhole).toBe(true);
    expect(outcome.next.picturesWhole).toBe(true);
  }, 240_000);
});
