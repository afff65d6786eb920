import { expect } from 'vitest';
import { loadSiteData } from '../../src/data/load-data.ts';
import { CtsiteError } from '../../src/errors/ctsite-error.ts';
import { formatError } from '../../src/errors/format-error.ts';

/** Loads `dataDir`, expects it to fail as invalid data, and returns the error with the report the CLI prints. */
export async function loadDataError(dataDir: string): Promise<{ error: CtsiteError; report: string }> {
  const error = await loadSiteData(dataDir).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CtsiteError);
  const ctsiteError = error as CtsiteError;
  expect(ctsiteError.name).toBe('InvalidData');
  const report = formatError(ctsiteError);
  expect(report).not.toMatch(/\n\s+at /); // no stack trace without --verbose
  return { error: ctsiteError, report };
}
