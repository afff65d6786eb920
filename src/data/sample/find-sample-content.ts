import { stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { createError } from '../../errors/ctsite-error.ts';
import { createJsonSourceFile, readJsonFile } from '../json/index.ts';
import { dataFiles } from '../data-files.ts';
import { checkEnquiryForm } from './enquiry-form.ts';
import { describeMarkedEntry } from './marked-entries.ts';
import { SAMPLE_KINDS, type SampleItem } from './sample-item.ts';
import { checkPostcodeEntry, checkString, mayHoldPlaceholder, type Finding } from './value-rules.ts';

/**
 * Everything in the data folder that stands in for real content, in report order. Reads the files as
 * written, before tokens are filled, so a placeholder is reported once, where the owner replaces it.
 */
export async function findSampleContent(dataDir: string): Promise<SampleItem[]> {
  if (!(await stat(dataDir).then((info) => info.isDirectory(), () => false))) throw createError('SampleCheckNoData', { dataDir });
  const perFile = await Promise.all(
    Object.values(dataFiles).map(async ({ file }) => findInFile(join(dataDir, file), join(basename(dataDir), file))),
  );
  const order = (item: SampleItem) => SAMPLE_KINDS.indexOf(item.kind);
  return perFile.flat().sort((a, b) => order(a) - order(b) || a.file.localeCompare(b.file) || a.line - b.line);
}

async function findInFile(path: string, file: string): Promise<SampleItem[]> {
  // The data reader's own parser: its nesting limit keeps the walk below from overflowing the stack.
  const { value, text } = await readJsonFile(path, file);
  if (value === undefined || text === undefined) {
    const reason = (await stat(path).then(() => true, () => false)) ? 'could not be read as JSON' : 'is missing';
    return [{ kind: 'unreadable', file, path: [], line: 0, found: '', what: `the file ${reason}, so it was not checked for sample content`, fix: 'fix the file (`ctsite build` names the problem), then check again' }];
  }
  const findings: Finding[] = [];
  if (basename(path) === dataFiles.company.file) findings.push(...checkEnquiryForm(value));
  walk(value, [], file, findings);
  if (findings.length === 0) return [];
  // Positions only for a file that has findings: a site without sample content pays for no second parse.
  const source = createJsonSourceFile(file, text);
  return findings.map((finding) => ({ ...finding, file, line: source.locate(finding.path)?.line ?? 1 }));
}

/** `path` is the walk's own, changed as it goes: a finding gets a copy. */
function walk(value: unknown, path: (string | number)[], file: string, findings: Finding[]): void {
  if (typeof value === 'string') {
    if (mayHoldPlaceholder(value, path.at(-1))) findings.push(...checkString(value, [...path]));
  } else if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      path.push(index);
      walk(value[index], path, file, findings);
      path.pop();
    }
  } else if (value !== null && typeof value === 'object') {
    const entry = value as Record<string, unknown>;
    if (entry['sample'] === true) findings.push(describeMarkedEntry(entry, [...path], file));
    if (typeof entry['postcode'] === 'string') findings.push(...checkPostcodeEntry(entry, [...path]));
    for (const key of Object.keys(entry)) {
      path.push(key);
      walk(entry[key], path, file, findings);
      path.pop();
    }
  }
}
