import type { DataIssue } from '../errors/catalogue.ts';
import { formatIssue } from '../errors/format-error.ts';
import { dataFiles, type DataFileKey } from './data-files.ts';
import { createTokenPlaceholders, fillTokens } from './fill-tokens.ts';
import { readDataFile } from './load-data.ts';

/**
 * Validates one data file as the build reads it, without the cross-checks between files: what
 * `scripts/check-data.mjs` runs. Returns undefined when `path` is not one of the data files.
 */
export async function checkDataFile(path: string, shown: string): Promise<{ ok: boolean; report: string } | undefined> {
  const normalised = path.replace(/\\/g, '/');
  // Longest name first, so that `pages/services.json` is not taken for `services.json`.
  const entry = Object.entries(dataFiles)
    .sort(([, a], [, b]) => b.file.length - a.file.length)
    .find(([, candidate]) => normalised === candidate.file || normalised.endsWith(`/${candidate.file}`));
  if (!entry) return undefined;
  const key = entry[0] as DataFileKey;
  const issues: DataIssue[] = [];
  const { loose } = await readDataFile(key, path, shown, issues);
  if (key !== 'company') fillTokens(loose, createTokenPlaceholders(), shown, issues);
  return issues.length === 0 ? { ok: true, report: `${shown}: valid` } : { ok: false, report: issues.map(formatIssue).join('\n\n') };
}

/** The data files this checks, e.g. `data/pages/home.json`, for the usage line. */
export const dataFileNames: readonly string[] = Object.values(dataFiles).map((entry) => `data/${entry.file}`);
