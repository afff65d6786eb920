// Compiles the generator (src/ + templates/, TypeScript and JSX) into lib/ with esbuild.
// The CLI runs the compiled bundle so that start-up costs no transpiling; in a checkout
// the bin shim calls compileIfStale() so an edited source file is never run stale.
// The bench's own modules (bench/) are compiled apart, into .cache/bench/, so lib/ holds only the tool.
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const entryPoints = ['src/cli.ts', 'src/index.ts', 'src/serve/rebuild-child.ts'];
const outdir = join(root, 'lib');
const stamp = join(outdir, 'cli.js');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

/**
 * lucide's index pulls in ~2,000 icon modules (~120 ms to import; bundled, only the few dozen used
 * are kept); zod 4 is ~225 modules (100 ms), commander 14 and jsonc-parser 10: every build loads
 * them before it starts.
 */
const BUNDLED = new Set(['lucide', 'zod', 'commander', 'jsonc-parser']);
const packageOf = (path) => path.split('/').slice(0, path.startsWith('@') ? 2 : 1).join('/');

const buildOptions = {
  absWorkingDir: root,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  // ES modules first, so that bundled dependencies (lucide) are tree-shaken.
  mainFields: ['module', 'main'],
  // Dependencies load from node_modules at run time, except those that are many small modules,
  // where loading them one by one is most of their cost: bundled, they are read as one chunk.
  plugins: [
    {
      name: 'external-packages',
      setup(build) {
        build.onResolve({ filter: /^[^./]/ }, (args) => (BUNDLED.has(packageOf(args.path)) ? undefined : { path: args.path, external: true }));
      },
    },
  ],
  jsx: 'automatic',
  sourcemap: 'linked',
  logLevel: 'warning',
};

export async function compile() {
  // Loaded here, not at the top: the CLI imports this module on every run to check staleness, and
  // loading esbuild (~25 ms) is needed only when something is stale.
  const esbuild = await import('esbuild');
  // Compiled into a folder of its own, then put in place of lib/ whole: two commands started at once on a
  // stale checkout both compile, and neither may see, or leave, a lib/ that is half one and half the other.
  // A new folder also drops the chunks of the last compile (their names are content hashes).
  const staging = mkdtempSync(join(root, '.lib-'));
  await esbuild.build({
    ...buildOptions,
    entryPoints: entryPoints.filter((entry) => existsSync(join(root, entry))),
    outdir: staging,
    outbase: 'src',
  }).catch((error) => {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }).finally(() => esbuild.stop()); // its service is a child process: the CLI that compiled a stale checkout goes on to build
  // Renaming a folder onto a non-empty one fails, so lib/ is moved aside first; another compile may put its
  // lib/ in place between the two renames: then again (the later compile wins, both are whole).
  for (let attempt = 0; ; attempt += 1) {
    const previous = `${staging}-previous-${attempt}`;
    try {
      renameSync(outdir, previous);
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
    try {
      renameSync(staging, outdir);
      break;
    } catch (error) {
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    }
  }
  for (const name of readdirSync(root)) if (name.startsWith(`${basename(staging)}-previous-`)) rmSync(join(root, name), { recursive: true, force: true });
}

/** Compiles the bench's modules (bench/*.ts) into .cache/bench/, for scripts/bench*.mjs to import. */
export async function compileBench() {
  const esbuild = await import('esbuild');
  const outdir = join(root, '.cache/bench');
  rmSync(outdir, { recursive: true, force: true });
  await esbuild.build({ ...buildOptions, entryPoints: ['bench/plain-render-loop.ts', 'bench/scale-data.ts'], outdir, outbase: 'bench' }).finally(() => esbuild.stop());
}

const isStale = () => Math.max(newestMtime(join(root, 'src')), newestMtime(join(root, 'templates'))) > (existsSync(stamp) ? statSync(stamp).mtimeMs : 0);

export async function compileIfStale() {
  if (!existsSync(join(root, 'src')) || !isStale()) return;
  // One compile at a time: commands started together on a stale checkout wait for the first, then find lib/
  // fresh. Were each to compile and swap lib/ in turn, a command already running from the first lib/ would
  // import a chunk of the second (named by another content hash) and fail.
  const release = await takeCompileLock();
  try {
    if (isStale()) await compile();
  } finally {
    release();
  }
}

/** The lock file of compiling, with the pid of its holder: a holder that died leaves it to be taken over. */
async function takeCompileLock() {
  const lock = join(root, '.lib.lock');
  for (const deadline = Date.now() + 120_000; ; ) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      return () => rmSync(lock, { force: true });
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    // Empty for the instant between its creation and the pid's write; empty for longer, its holder died there.
    // Gone between the two reads: its holder has just released it, so try again.
    let text, age;
    try {
      [text, age] = [readFileSync(lock, 'utf8').trim(), Date.now() - statSync(lock).mtimeMs];
    } catch (error) {
      if (error.code === 'ENOENT') continue;
      throw error;
    }
    const dead = text ? !isAlive(Number(text)) : age > 2_000;
    if (dead || Date.now() > deadline) rmSync(lock, { force: true });
    else await new Promise((resume) => setTimeout(resume, 50));
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await compile();
