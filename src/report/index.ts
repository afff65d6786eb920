import { basename, resolve } from 'node:path';
import { loadSiteData } from '../data/load-data.ts';
import { silentLogger, type Logger } from '../log/logger.ts';
import { formatIndexReport } from './format-index-report.ts';
import { createIndexReport, type IndexReport } from './index-report.ts';

export interface ReportOptions {
  /** The content folder. Default: `data`. */
  dataDir?: string;
  /** `text` for people (the default), `json` for programs: the whole report as one object. */
  format?: 'text' | 'json';
  logger?: Logger;
}

/**
 * `ctsite report`: which service-in-town pages are indexed, why the rest are held back, and what additions
 * to the data would bring the most into the index, each tried with the build's own selection. Reads the
 * data only; nothing is built or written.
 */
export async function report(options: ReportOptions = {}): Promise<IndexReport> {
  const dataDir = resolve(options.dataDir ?? 'data');
  const logger = options.logger ?? silentLogger;
  const result = createIndexReport(await loadSiteData(dataDir), { dataLabel: basename(dataDir) });
  if (options.format === 'json') logger.info(JSON.stringify(result));
  else for (const line of formatIndexReport(result)) logger.info(line);
  return result;
}
