import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { findNodeAtLocation, getNodeValue, parseTree, visit } from 'jsonc-parser';
import { dataFiles } from '../data-files.ts';
import { lineAndColumn } from './excerpt.ts';

/** Where a value sits in a data file, e.g. `{ file: 'data/company.json', path: ['social', 0, 'url'], line: 14, column: 14 }`; line and column count from 1. */
export interface JsonLocation {
  /** Relative to the current folder (the project), with `/`, as CI annotations and editors want it. */
  file: string;
  path: (string | number)[];
  line: number;
  column: number;
}

/** A string of a data file, e.g. a service's description, with the strings beside it, e.g. its slug. */
export interface JsonString {
  value: string;
  location: JsonLocation;
  siblings: readonly string[];
}

/** A data file read by jsonc-parser, the parser that reports syntax errors. */
export interface JsonSourceFile {
  file: string;
  /** Where the value at a JSON path begins; `undefined` when the path is not in the file. */
  locate(path: readonly (string | number)[]): JsonLocation | undefined;
  /** Where the value at a JSON path begins, else the nearest enclosing value that exists (a missing field: its object). */
  locateNearest(path: readonly (string | number)[]): JsonLocation | undefined;
  /** The file's value as far as it could be read (a file with a syntax error still names its entries before it). */
  value(): unknown;
  /** Every string in the file, with where it is and the other strings of the object that holds it (a slug that names the entry). */
  strings(): JsonString[];
}

export function createJsonSourceFile(file: string, text: string): JsonSourceFile {
  const tree = parseTree(text, [], { disallowComments: true, allowTrailingComma: false });
  const locate = (path: readonly (string | number)[]): JsonLocation | undefined => {
    const node = tree ? findNodeAtLocation(tree, [...path]) : undefined;
    return node ? { file, path: [...path], ...lineAndColumn(text, node.offset) } : undefined;
  };
  return {
    file,
    locate,
    locateNearest(path) {
      // Some checks name array items by numeric string (`['3', 'slug']`); the tree wants numbers.
      const numbered = path.map((segment) => (typeof segment === 'string' && /^\d+$/.test(segment) ? Number(segment) : segment));
      for (let length = numbered.length; length >= 0; length -= 1) {
        const found = locate(numbered.slice(0, length)) ?? locate(path.slice(0, length));
        if (found) return found;
      }
      return undefined;
    },
    value: () => (tree ? getNodeValue(tree) as unknown : undefined),
    strings() {
      const found: JsonString[] = [];
      // The string values of each object being read: its strings' siblings, complete once the visit ends.
      const objects: string[][] = [];
      visit(text, {
        onObjectBegin: () => void objects.push([]),
        onObjectEnd: () => void objects.pop(),
        onLiteralValue: (value, _offset, _length, startLine, startCharacter, pathOf) => {
          if (typeof value !== 'string') return;
          const path = pathOf();
          const siblings = typeof path.at(-1) === 'string' ? objects.at(-1) : undefined;
          siblings?.push(value);
          found.push({ value, location: { file, path, line: startLine + 1, column: startCharacter + 1 }, siblings: siblings ?? [] });
        },
      });
      return found;
    },
  };
}

/** A data file's path as the project names it, e.g. `data/company.json`. */
export const projectPath = (path: string) => relative(process.cwd(), path).split(sep).join('/');

/** Shorter strings are too common to name one source, e.g. a town's name. */
const MIN_CONTAINED = 24;

/**
 * The data files of a data folder, read once, to trace a problem of the built site to its data: the string
 * equal to the value at fault (of several, the one beside the page's slug, else the `occurrence`-th),
 * else one that holds it, else the longest that it holds (a title made of a service's name and the brand).
 */
export async function readDataSources(dataDir: string): Promise<{ find(value: string, where?: { occurrence?: number; page?: string }): JsonLocation | undefined }> {
  const files = await Promise.all(
    Object.values(dataFiles).map(async ({ file }) => {
      const path = join(dataDir, file);
      const text = await readFile(path, 'utf8').catch(() => undefined);
      return text === undefined ? [] : createJsonSourceFile(projectPath(path), text).strings();
    }),
  );
  const strings = files.flat();
  return {
    find(value, { occurrence = 0, page } = {}) {
      const wanted = value.trim();
      if (wanted === '') return undefined;
      const equal = strings.filter((entry) => entry.value.trim() === wanted);
      if (equal.length > 1 && page !== undefined) {
        // Of several entries with the same text, the one whose slug is in the page's address, e.g. `/services/ev-charging/`.
        const segments = new Set(page.split('/').filter(Boolean));
        const named = equal.filter((entry) => entry.siblings.some((sibling) => segments.has(sibling)));
        if (named.length === 1) return (named[0] as JsonString).location;
      }
      if (equal.length > 0) return (equal[Math.min(occurrence, equal.length - 1)] as JsonString).location;
      if (wanted.length >= 8) {
        const holding = strings.find((entry) => entry.value.includes(wanted));
        if (holding) return holding.location;
      }
      let best: JsonString | undefined;
      for (const entry of strings) if (entry.value.length >= MIN_CONTAINED && wanted.includes(entry.value) && entry.value.length > (best?.value.length ?? 0)) best = entry;
      return best?.location;
    },
  };
}
