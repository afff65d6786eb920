import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cacheDir } from '../cache-dir.ts';
import { cacheKey } from '../output/content-hash.ts';

/** The stylesheet source, relative to the project root. */
const STYLESHEET_ENTRY = 'templates/styles/site.css';
/** Folders whose files may hold class names. */
const CLASS_SOURCES = ['templates', 'client'];

/**
 * The one minified stylesheet: Tailwind compiles the utilities named in the templates or the client code,
 * cached by a hash of its inputs, so an edit to data alone does not recompile it.
 */
export async function buildStylesheet(root: string): Promise<string> {
  const entry = join(root, STYLESHEET_ENTRY);
  const [source, candidates] = await Promise.all([readFile(entry, 'utf8'), collectCandidates(root)]);
  const sorted = [...candidates].sort();
  const key = cacheKey(source, sorted.join('\n'));
  const cached = join(cacheDir(root), `site-${key}.css`);
  const hit = await readFile(cached, 'utf8').catch(() => undefined);
  if (hit !== undefined) return hit;

  // Tailwind takes ~80 ms to import: only when the cache misses.
  const { compile, optimize } = await import('@tailwindcss/node');
  const compiler = await compile(source, { base: join(root, 'templates/styles'), from: entry, onDependency: () => {} });
  const css = optimize(compiler.build(sorted), { minify: true }).code;
  await mkdir(cacheDir(root), { recursive: true });
  await writeFile(cached, css);
  return css;
}

async function collectCandidates(root: string): Promise<Set<string>> {
  const candidates = new Set<string>();
  const entries = (await Promise.all(CLASS_SOURCES.map((folder) => readdir(join(root, folder), { withFileTypes: true, recursive: true }).catch(() => [])))).flat();
  const files = entries.filter((entry) => entry.isFile() && /\.(tsx?|jsx?)$/.test(entry.name)).map((entry) => join(entry.parentPath, entry.name));
  const texts = await Promise.all(files.map((file) => readFile(file, 'utf8')));
  for (const text of texts) for (const token of text.split(/[\s"'`{}<>;$]+/)) if (token) candidates.add(token);
  return candidates;
}
