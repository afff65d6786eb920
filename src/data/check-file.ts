import { relative } from 'node:path';
import type { DataIssue } from '../errors/catalogue.ts';
import { formatIssue } from '../errors/format-error.ts';
import { dataFiles } from './data-files.ts';
import { createTokenPlaceholders, fillTokens } from './fill-tokens.ts';
import { readJsonFile } from './json/index.ts';
import { toDataIssues } from './zod-issues.ts';

/** The outcome of checking one file: the report to print, and whether it passed. */
export interface FileCheck {
  ok: boolean;
  /** e.g. `data/locations.json: valid`, or each problem as the build reports it. */
  report: string;
}

/**
 * Validates one data file on its own, with the build's reader and schema (syntax, duplicate keys, schema,
 * unknown tokens) but without the cross-checks between files: what `scripts/check-data.mjs` runs.
 * `shown` is the path as the editor gave it. Returns undefined when `path` is not one of the data files.
 */
export async function checkDataFile(path: string, shown = relative(process.cwd(), path)): Promise<FileCheck | undefined> {
  const normalised = path.replace(/\\/g, '/');
  // Longest name first, so that `pages/services.json` is not taken for `services.json`.
  const entry = Object.entries(dataFiles)
    .sort(([, a], [, b]) => b.file.length - a.file.length)
    .find(([, candidate]) => normalised === candidate.file || normalised.endsWith(`/${candidate.file}`));
  if (!entry) return undefined;
  const [key, { schema }] = entry;
  const json = await readJsonFile(path, shown);
  const issues: DataIssue[] = [...json.issues];
  if ('value' in json) {
    const parsed = schema.safeParse(json.value);
    if (!parsed.success) issues.push(...toDataIssues(shown, json.value, parsed.error));
    if (key !== 'company') fillTokens(json.value, createTokenPlaceholders(), { file: shown }, issues);
  }
  return issues.length === 0 ? { ok: true, report: `${shown}: valid` } : { ok: false, report: issues.map(formatIssue).join('\n\n') };
}

/** The data files this checks, e.g. `data/pages/home.json`, for the usage line. */
export const dataFileNames: readonly string[] = Object.values(dataFiles).map((entry) => `data/${entry.file}`);
