import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { cacheKey, contentHash } from './content-hash.ts';

/** The browser entry, relative to the project root. */
export const CLIENT_ENTRY = 'client/main.ts';
/** The folder whose every file (names and bytes) keys the cached bundle. */
const CLIENT_FOLDER = 'client';
/** Files outside it that esbuild reads for every bundle: the project's TypeScript settings. */
const SETTINGS_FILES = ['tsconfig.json', 'package.json'];

/** One minified ES module for evergreen browsers; the key of the cache holds these too. */
const OPTIONS = {
  bundle: true,
  minify: true,
  format: 'esm',
  target: ['es2022', 'chrome111', 'firefox114', 'safari16.4'],
  platform: 'browser',
  legalComments: 'none',
} as const;

/** A cache entry: the bundle, and the files outside the client folder that it was made from, with their hashes. */
interface CachedBundle {
  code: string;
  inputs: [path: string, hash: string][];
}

/** Bundles under way in this process: esbuild's service is stopped when the last one ends. */
let bundling = 0;

/**
 * Bundles the client enhancements (esbuild sits behind this one function, so that swapping the bundler
 * touches one file). The bundle is cached, as the stylesheet is, under a hash of what makes it: every
 * file of the client folder, the project's TypeScript settings, esbuild's version and the options; an
 * entry also lists any other file the bundle read (esbuild's metafile), checked by its hash on a hit.
 * A hit loads no esbuild (~25 ms) and starts no child process, which competed with the build for the
 * second core. esbuild's service is stopped as soon as no bundle needs it, so nothing the build
 * started outlives it.
 */
export async function bundleClient(root: string, cacheDir = join(root, 'node_modules/.cache/ctsite')): Promise<string> {
  const key = await bundleKey(root);
  const cached = join(cacheDir, `client-${key}.json`);
  const hit = await readCached(cached, root);
  if (hit !== undefined) return hit;

  bundling += 1;
  const esbuild = await import('esbuild');
  try {
    const result = await esbuild.build({
      ...OPTIONS,
      target: [...OPTIONS.target],
      absWorkingDir: root,
      entryPoints: [join(root, CLIENT_ENTRY)],
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const [output] = result.outputFiles;
    if (!output) throw new Error('esbuild produced no client bundle');
    const outside = Object.keys(result.metafile.inputs).filter((path) => !isInClientFolder(path));
    const inputs = await Promise.all(outside.map(async (path): Promise<[string, string]> => [path, contentHash(await readFile(join(root, path)))]));
    await mkdir(cacheDir, { recursive: true });
    // Written beside its name and renamed into place: a build running alongside reads all of it or none.
    const temporary = `${cached}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify({ code: output.text, inputs } satisfies CachedBundle));
    await rename(temporary, cached);
    return output.text;
  } finally {
    bundling -= 1;
    if (bundling === 0) await esbuild.stop();
  }
}

const isInClientFolder = (path: string) => path.startsWith(`${CLIENT_FOLDER}/`);

async function bundleKey(root: string): Promise<string> {
  const folder = join(root, CLIENT_FOLDER);
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
  const contents = await Promise.all([...files, ...SETTINGS_FILES].map((file) => readFile(join(root, file)).catch(() => Buffer.alloc(0))));
  return cacheKey(esbuildVersion(), JSON.stringify(OPTIONS), ...[...files, ...SETTINGS_FILES].flatMap((file, index) => [file, contents[index] ?? '']));
}

/** The cached bundle, if its entry is whole and every other file it was made from is unchanged. */
async function readCached(path: string, root: string): Promise<string | undefined> {
  const text = await readFile(path, 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  let entry: CachedBundle;
  try {
    entry = JSON.parse(text) as CachedBundle;
  } catch {
    return undefined;
  }
  if (typeof entry.code !== 'string' || !Array.isArray(entry.inputs)) return undefined;
  const current = await Promise.all(entry.inputs.map(([file]) => readFile(join(root, file)).then(contentHash, () => '')));
  return entry.inputs.every(([, expected], index) => current[index] === expected) ? entry.code : undefined;
}

/** esbuild's version, from its package.json: loading esbuild itself is what a cache hit avoids. */
function esbuildVersion(): string {
  const require = createRequire(import.meta.url);
  return (require('esbuild/package.json') as { version: string }).version;
}
