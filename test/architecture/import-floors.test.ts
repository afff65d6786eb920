import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/fixture.ts';

/**
 * The floors of docs/architecture.md, lowest first: a file imports (value or type) only from its own floor or a
 * lower one. Each place is a folder or a file of the project; a file belongs to the longest place that holds it.
 */
const FLOORS: { name: string; places: string[] }[] = [
  { name: 'foundation', places: ['src/errors/', 'src/log/', 'src/process-running.ts', 'src/cache-dir.ts'] },
  { name: 'hosting', places: ['src/hosting/'] },
  { name: 'data', places: ['src/data/'] },
  { name: 'site', places: ['src/routes/', 'src/seo/', 'templates/', 'src/render/'] },
  { name: 'output', places: ['src/output/'] },
  { name: 'pipeline', places: ['src/pipeline/', 'src/rebuild/'] },
  { name: 'commands', places: ['src/check/', 'src/serve/', 'src/report/', 'src/deploy/', 'src/page-sources/'] },
  { name: 'entry', places: ['src/cli.ts', 'src/index.ts'] },
];

/** Floors whose places do not import one another: each command stands on the floors below, never on another command. */
const APART = new Set(['commands']);

/** The browser's code: bundled apart, it imports nothing outside client/, and nothing outside imports it. */
const BROWSER = 'client/';

const SOURCE = /\.(ts|tsx|mts)$/;

function sourceFiles(folder: string): string[] {
  return readdirSync(join(projectRoot, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => relative(projectRoot, join(entry.parentPath, entry.name)));
}

/** The relative modules a file names: `import … from`, `export … from`, `import '…'`, `import('…')` (also in types). */
function importedPaths(file: string, text: string): string[] {
  const specifiers = [...text.matchAll(/\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]|\bimport\s*['"](\.{1,2}\/[^'"]+)['"]|\bimport\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? '',
  );
  return specifiers.map((specifier) => normalize(join(dirname(file), specifier)));
}

function placeOf(file: string): { floor: number; place: string } | undefined {
  let found: { floor: number; place: string } | undefined;
  FLOORS.forEach(({ places }, floor) => {
    for (const place of places) {
      const holds = place.endsWith('/') ? file.startsWith(place) : file === place;
      if (holds && (!found || place.length > found.place.length)) found = { floor, place };
    }
  });
  return found;
}

/** Every import that breaks the floors, as `from → to (floor → floor)`. */
function brokenImports(files: readonly string[], read: (file: string) => string): string[] {
  const broken: string[] = [];
  for (const file of files) {
    const from = placeOf(file);
    for (const target of importedPaths(file, read(file))) {
      if (file.startsWith(BROWSER) !== target.startsWith(BROWSER)) {
        broken.push(`${file} → ${target} (the browser's code and the rest import nothing of each other)`);
        continue;
      }
      const to = placeOf(target);
      if (!from || !to) continue;
      const names = `${FLOORS[from.floor]?.name} → ${FLOORS[to.floor]?.name}`;
      if (to.floor > from.floor) broken.push(`${file} → ${target} (up: ${names})`);
      else if (to.floor === from.floor && to.place !== from.place && APART.has(FLOORS[from.floor]?.name ?? '')) broken.push(`${file} → ${target} (across: ${from.place} → ${to.place})`);
    }
  }
  return broken;
}

const files = ['src', 'templates', 'client'].flatMap(sourceFiles);
const readProject = (file: string) => readFileSync(join(projectRoot, file), 'utf8');

describe('import floors (docs/architecture.md#the-floors)', () => {
  it('places every source file of src/ and templates/ on a floor', () => {
    expect(files.filter((file) => !file.startsWith(BROWSER) && !placeOf(file))).toEqual([]);
  });

  it('has no import from a lower floor to a higher one, nor between two commands', () => {
    expect(brokenImports(files, readProject)).toEqual([]);
  });

  it('reads every form of import, and finds an upward one', () => {
    const text = [
      "import {\n  createError,\n} from '../errors/ctsite-error.ts';",
      "import type { OutputWriter } from '../output/writer.ts';",
      "export { build } from '../pipeline/index.ts';",
      "import '../pipeline/styles.ts';",
      "type Check = import('../check/index.ts').CheckOptions;",
      "const serve = await import('../serve/index.ts');",
    ].join('\n');
    const file = 'src/data/example.ts';
    expect(importedPaths(file, text)).toEqual(['src/errors/ctsite-error.ts', 'src/output/writer.ts', 'src/pipeline/index.ts', 'src/pipeline/styles.ts', 'src/check/index.ts', 'src/serve/index.ts']);
    expect(brokenImports([file], () => text)).toHaveLength(5);
    expect(brokenImports(['src/check/links.ts'], () => "import { locate } from '../serve/locate.ts';")).toEqual(['src/check/links.ts → src/serve/locate.ts (across: src/check/ → src/serve/)']);
  });
});
