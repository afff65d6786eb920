import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { compile, optimize } from '@tailwindcss/node';

/** The stylesheet source, relative to the project root. */
export const STYLESHEET_ENTRY = 'templates/styles/site.css';
/** Folders whose files may hold class names. */
const CLASS_SOURCES = ['templates', 'client'];

/**
 * Builds the one purged, minified stylesheet: Tailwind compiles only the utilities whose names
 * appear in the templates or the client code (Tailwind ignores tokens that are not utilities).
 */
export async function buildStylesheet(root: string): Promise<string> {
  const entry = join(root, STYLESHEET_ENTRY);
  const [source, candidates] = await Promise.all([readFile(entry, 'utf8'), collectCandidates(root)]);
  const compiler = await compile(source, { base: join(root, 'templates/styles'), from: entry, onDependency: () => {} });
  return optimize(compiler.build([...candidates]), { minify: true }).code;
}

async function collectCandidates(root: string): Promise<Set<string>> {
  const candidates = new Set<string>();
  for (const folder of CLASS_SOURCES) {
    const files = await listFiles(join(root, folder)).catch(() => []);
    for (const file of files) {
      if (!/\.(tsx?|jsx?)$/.test(file)) continue;
      const text = await readFile(file, 'utf8');
      for (const token of text.split(/[\s"'`{}<>;]+/)) if (token) candidates.add(token);
    }
  }
  return candidates;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}
