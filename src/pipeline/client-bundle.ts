import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { cacheDir as defaultCacheDir } from '../cache-dir.ts';
import { cacheKey, contentHash } from '../output/content-hash.ts';

/** Files outside client/ that esbuild reads for every bundle: the project's TypeScript settings. */
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
 * Bundles client/ with esbuild, cached under a hash of what makes it; an entry lists any other file read, checked on a hit.
 * A hit loads no esbuild (~25 ms) and starts no child process competing with the build for the second core.
 */
export async function bundleClient(root: string, cacheDir = defaultCacheDir(root)): Promise<string> {
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
      entryPoints: [join(root, 'client/main.ts')],
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const [output] = result.outputFiles;
    if (!output) throw new Error('esbuild produced no client bundle');
    const outside = Object.keys(result.metafile.inputs).filter((path) => !path.startsWith('client/'));
    const inputs = await Promise.all(outside.map(async (path): Promise<[string, string]> => [path, contentHash(await readFile(join(root, path)))]));
    await mkdir(cacheDir, { recursive: true });
    // Written beside its name and renamed into place: a build running alongside reads all of it or none.
    const temporary = `${cached}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify({ code: output.text, inputs } satisfies CachedBundle));
    await rename(temporary, cached);
    return output.text;
  } finally {
    bundling -= 1;
    // Nothing the build started outlives it.
    if (bundling === 0) await esbuild.stop();
  }
}

async function bundleKey(root: string): Promise<string> {
  const entries = await readdir(join(root, 'client'), { withFileTypes: true, recursive: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort()
    .concat(SETTINGS_FILES);
  const contents = await Promise.all(files.map((file) => readFile(join(root, file)).catch(() => Buffer.alloc(0))));
  // esbuild's version from its package.json: loading esbuild itself is what a cache hit avoids.
  const { version } = createRequire(import.meta.url)('esbuild/package.json') as { version: string };
  return cacheKey(version, JSON.stringify(OPTIONS), ...files.flatMap((file, index) => [file, contents[index] ?? '']));
}

/** The cached bundle, if its entry is whole and every other file it was made from is unchanged. */
async function readCached(path: string, root: string): Promise<string | undefined> {
  const entry = await readFile(path, 'utf8').then((text) => JSON.parse(text) as CachedBundle | null).catch(() => undefined);
  if (typeof entry?.code !== 'string' || !Array.isArray(entry.inputs)) return undefined;
  const current = await Promise.all(entry.inputs.map(([file]) => readFile(join(root, file)).then(contentHash, () => '')));
  return entry.inputs.every(([, expected], index) => current[index] === expected) ? entry.code : undefined;
}
