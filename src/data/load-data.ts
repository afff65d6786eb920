import { stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { DataIssue } from '../errors/catalogue.ts';
import { createError } from '../errors/ctsite-error.ts';
import { crossCheck } from './cross-check.ts';
import { dataFiles, type DataFileKey, type DataFileValue } from './data-files.ts';
import { createTokenPlaceholders, createTokenValues, fillTokens } from './fill-tokens.ts';
import { pruneInvalid, type Loose } from './loose-data.ts';
import { readJsonFile } from './json/index.ts';
import { locateIssues } from './locate-issues.ts';
import { PAGE_FILES, type Arranged, type SiteData, type ValidFiles } from './site-data.ts';
import { toDataIssues } from './zod-issues.ts';

type LooseFiles = { [Key in DataFileKey]: Loose<DataFileValue<Key>> | undefined };

/** One data file after reading and validation. */
interface LoadedFile<Key extends DataFileKey> {
  /** The validated value, when the file passed its schema. */
  valid?: DataFileValue<Key>;
  /** What could be read of it: the valid value, or the text's value without the parts that failed. */
  loose: Loose<DataFileValue<Key>> | undefined;
  /** The file's text, to place its problems in. */
  text?: string;
}

/**
 * Reads, validates and cross-checks every file in `dataDir`; throws one `InvalidData` error listing every
 * problem, the checks also running over what could be read of files that failed their schema.
 */
export async function loadSiteData(dataDir: string): Promise<SiteData> {
  // Paths are shown as the editor knows them, e.g. `data/services.json`, wherever the folder is.
  const display = (file: string) => join(basename(dataDir), file);
  const keys = Object.keys(dataFiles) as DataFileKey[];
  // One problem for a wrong --data, rather than one "the file is missing" for each file.
  if (!(await stat(dataDir).then((found) => found.isDirectory(), () => false))) {
    throw createError('InvalidData', { issues: [{ file: dataDir, path: [], message: 'there is no data folder here', hint: 'Pass the content folder with --data <dir>, or run ctsite in the project folder, where data/ is.' }] });
  }
  const issues: DataIssue[] = [];
  const loaded = Object.fromEntries(
    await Promise.all(keys.map(async (key) => [key, await readDataFile(key, join(dataDir, dataFiles[key].file), display(dataFiles[key].file), issues)] as const)),
  ) as { [Key in DataFileKey]: LoadedFile<Key> };

  const company = loaded.company.valid;
  const tokens = company ? createTokenValues(company) : createTokenPlaceholders();
  const filled = Object.fromEntries(
    keys.map((key) => [key, key === 'company' ? loaded.company.loose : fillTokens(loaded[key].loose, tokens, display(dataFiles[key].file), issues)]),
  ) as LooseFiles;

  issues.push(...crossCheck({ data: arrange(filled), fileOf: (key) => display(dataFiles[key].file), isValid: (key) => loaded[key].valid !== undefined }));
  if (issues.length > 0 || !keys.every((key) => loaded[key].valid !== undefined)) {
    const texts = new Map(keys.flatMap((key) => { const { text } = loaded[key]; return text === undefined ? [] : [[display(dataFiles[key].file), text] as const]; }));
    // In the order an editor goes through them: file by file, top to bottom.
    const located = locateIssues(issues, texts).sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
    throw createError('InvalidData', { issues: located });
  }
  // Every file passed its schema, so `filled` holds the validated values with their tokens filled.
  return arrange(filled as ValidFiles);
}

/** Reads one data file and checks it against its schema, adding every problem found to `issues`. */
export async function readDataFile<Key extends DataFileKey>(key: Key, path: string, shown: string, issues: DataIssue[]): Promise<LoadedFile<Key>> {
  const json = await readJsonFile(path, shown);
  issues.push(...json.issues);
  const text = json.text === undefined ? {} : { text: json.text };
  if (!('value' in json)) return { loose: undefined, ...text };
  const parsed = dataFiles[key].schema.safeParse(json.value);
  if (parsed.success) {
    // A file with a duplicate key or a BOM parses, but it is not valid: the build must stop.
    const value = parsed.data as DataFileValue<Key>;
    // Every valid value is a Loose one; TypeScript cannot see it through the generic `Key`.
    const loose = value as Loose<DataFileValue<Key>>;
    return json.issues.length > 0 ? { loose, ...text } : { valid: value, loose, ...text };
  }
  issues.push(...toDataIssues(shown, json.value, parsed.error));
  // pruneInvalid leaves only values of the schema's types: the boundary where `unknown` becomes Loose.
  return { loose: pruneInvalid(json.value, parsed.error.issues) as Loose<DataFileValue<Key>>, ...text };
}

/**
 * The files in the shape templates and routes receive: validated ones as `SiteData`, the rest as `Loose<SiteData>`.
 * Given each file's key, it shows where each file sits in `SiteData` (`ctsite routes` maps reads back to files).
 */
export function arrange<Files extends Record<DataFileKey, unknown>>(files: Files): Arranged<Files> {
  const pageFiles = new Set<string>(Object.values(PAGE_FILES));
  const pages = Object.fromEntries(Object.entries(PAGE_FILES).map(([page, key]) => [page, files[key]]));
  const others = Object.entries(files).filter(([key]) => !pageFiles.has(key));
  return { ...Object.fromEntries(others), pages } as Arranged<Files>;
}
