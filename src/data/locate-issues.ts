import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DataIssue } from '../errors/catalogue.ts';
import { createJsonSourceFile, type JsonSourceFile } from './json/index.ts';

type Path = readonly (string | number)[];

/**
 * Gives each problem its place as an editor looks for it: the line and column of its value (of the object
 * holding it when the value is missing), the entry by its slug and the field within it, so that
 * `#/33/nearby/1` reads `locations.json:412:15: elloughton, nearby[1]`. `texts` holds each file's text by the
 * name the problems give it (`data/locations.json`); a problem in a file not there is left as it is.
 * Runs only when there are problems, so a good build never parses a file twice.
 */
export function locateIssues(issues: readonly DataIssue[], texts: ReadonlyMap<string, string>): DataIssue[] {
  const sources = new Map<string, JsonSourceFile>();
  return issues.map((issue) => {
    const text = texts.get(issue.file);
    // A problem of the whole text (a syntax error, a file nested too deep to parse again) is placed by its reader already.
    if (text === undefined || (issue.line !== undefined && issue.path.length === 0)) return issue;
    let source = sources.get(issue.file);
    if (!source) {
      source = createJsonSourceFile(issue.file, text);
      sources.set(issue.file, source);
    }
    const where = issue.line === undefined ? source.locateNearest(issue.path) : undefined;
    const { entry, field } = nameEntry(source.value(), issue.path);
    return {
      ...issue,
      ...(where ? { line: where.line, column: where.column } : {}),
      ...(issue.entry === undefined && entry !== undefined ? { entry } : {}),
      ...(issue.field === undefined && field !== undefined ? { field } : {}),
    };
  });
}

/** The same for problems found after loading (a picture that is missing): the files are read from `dataDir`. */
export async function locateIssuesIn(issues: readonly DataIssue[], dataDir: string): Promise<DataIssue[]> {
  const files = [...new Set(issues.map((issue) => issue.file))];
  // Problems name a file from the data folder's own name, `data/services.json`, wherever the folder is.
  const texts = await Promise.all(files.map(async (file) => [file, await readFile(join(dataDir, file.replace(/^[^\\/]+[\\/]/, '')), 'utf8').catch(() => undefined)] as const));
  return locateIssues(issues, new Map(texts.filter((pair): pair is readonly [string, string] => pair[1] !== undefined)));
}

/**
 * The innermost entry on `path` that has a name (its slug, see entryName) and the rest of the path as
 * a field: `[33, 'nearby', 1]` → `elloughton`, `nearby[1]`; `['social', 0, 'url']` → no entry, `social[0].url`.
 */
export function nameEntry(value: unknown, path: Path): { entry?: string; field?: string } {
  let current = value;
  let entry: string | undefined;
  let fieldStart = 0;
  path.forEach((segment, index) => {
    current = isRecord(current) || Array.isArray(current) ? (current as Record<string, unknown>)[segment] : undefined;
    if (!isIndex(segment) || !isRecord(current)) return;
    const name = entryName(current);
    if (name !== undefined) {
      entry = name;
      fieldStart = index + 1;
    }
  });
  const field = formatField(path.slice(fieldStart));
  return { ...(entry === undefined ? {} : { entry }), ...(field === '' ? {} : { field }) };
}

/** What names an entry to its editor: its slug, else a testimonial's key or author, else a pairing's two slugs (`offices + ev-charging`). */
function entryName(entry: Record<string, unknown>): string | undefined {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
  const pairing = text(entry.sector) && text(entry.service) ? `${String(entry.sector)} + ${String(entry.service)}` : undefined;
  return text(entry.slug) ?? text(entry.key) ?? pairing ?? text(entry.author);
}

/** `['target', 'service']` → `target.service`; `['nearby', 1]` → `nearby[1]`. */
function formatField(path: Path): string {
  return path.map((segment, index) => (isIndex(segment) ? `[${segment}]` : `${index === 0 ? '' : '.'}${segment}`)).join('');
}

const isIndex = (segment: string | number) => typeof segment === 'number' || /^\d+$/.test(segment);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
