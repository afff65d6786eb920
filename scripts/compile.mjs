// Compiles the generator (src/ + templates/, TypeScript and JSX) into lib/ with esbuild.
// The CLI runs the compiled bundle so that start-up costs no transpiling; in a checkout
// the bin shim calls compileIfStale() so an edited source file is never run stale.
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const entryPoints = ['src/cli.ts', 'src/index.ts', 'src/bench/floor.ts', 'src/bench/scale-data.ts'];
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

export async function compile() {
  // Loaded here, not at the top: the CLI imports this module on every run to check staleness, and
  // loading esbuild (~25 ms) is needed only when something is stale.
  const esbuild = await import('esbuild');
  // Chunk names are content hashes: clear the folder so stale chunks do not pile up.
  rmSync(outdir, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: entryPoints.filter((entry) => existsSync(join(root, entry))),
    outdir,
    outbase: 'src',
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
      {
        // zod's \`z\` and \`z.core\` carry its error messages in ~40 languages (360 KB, half the bundled
        // zod, read and evaluated on every start) as \`locales\`. The generator uses English only, zod's
        // default, which zod sets from locales/en.js itself: the namespace keeps that one.
        name: 'zod-english-only',
        setup(build) {
          build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
            /[\\/]zod[\\/]v4[\\/](classic[\\/]external|core[\\/]index)\.js$/.test(args.importer)
              ? { path: join(args.resolveDir, '../locales/index.js'), namespace: 'zod-english' }
              : undefined,
          );
          build.onLoad({ filter: /.*/, namespace: 'zod-english' }, (args) => ({
            contents: `export { default as en } from ${JSON.stringify(join(args.path, '../en.js'))};`,
            resolveDir: root,
          }));
        },
      },
    ],
    jsx: 'automatic',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  // esbuild's service is a child process: the CLI that compiled a stale checkout goes on to build.
  await esbuild.stop();
}

export async function compileIfStale() {
  if (!existsSync(join(root, 'src'))) return;
  const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const sources = Math.max(newestMtime(join(root, 'src')), newestMtime(join(root, 'templates')));
  if (sources > built) await compile();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await compile();
