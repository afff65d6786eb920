import { basename, resolve } from 'node:path';
import { openSite, readOnlySettings } from '../pipeline/open-site.ts';
import { silentLogger, type Logger } from '../log/logger.ts';
import { createIndexReport, type IndexReport, type IndexSuggestion } from './index-report.ts';

export interface ReportOptions {
  /** The content folder. Default: `data`. */
  dataDir?: string;
  /** `text` for people (the default), `json` for programs: the whole report as one object. */
  format?: 'text' | 'json';
  logger?: Logger;
}

/**
 * `ctsite report`: which service-in-town pages are indexed, why the rest are held back, and what additions to the data
 * would bring the most in. Renders the pages it measures; nothing is written.
 */
export async function report(options: ReportOptions = {}): Promise<IndexReport> {
  const dataDir = resolve(options.dataDir ?? 'data');
  const logger = options.logger ?? silentLogger;
  const site = await openSite({ dataDir });
  const result = createIndexReport({ ...site, context: site.context(readOnlySettings(site.data)) }, { dataLabel: basename(dataDir) });
  if (options.format === 'json') logger.info(JSON.stringify(result));
  else for (const line of formatIndexReport(result)) logger.info(line);
  return result;
}

/** The suggestions shown first, across all towns; the rest are under their town. */
const TOP_SUGGESTIONS = 10;
/** The suggestions shown for each town in the text report; `--format json` has them all. */
const TOWN_SUGGESTIONS = 3;

const percent = (share: number) => `${Math.round(share * 100)}%`;
const pages = (count: number) => `${count} page${count === 1 ? '' : 's'}`;

/** The owner's to-do list, in lines of text: where the index stands, why, and what to add first. */
export function formatIndexReport(report: IndexReport): string[] {
  const { heldBack } = report;
  const lines = [
    `${report.indexed} of ${report.total} service-in-town pages are indexed.`,
    `The other ${heldBack.total} are held back: each shares more than ${percent(heldBack.limit)} of its text with a page already indexed, ` +
      `${heldBack.byService} with a page of the same service in another town, ${heldBack.byTown} with a page of the same town, ${heldBack.byBoth} with both.`,
    '',
    `Tried ${report.tried} additions, one at a time, with the build's own measure (${(report.ms / 1000).toFixed(1)} s). Each assumes ${report.assumptions.join('; ')}.`,
    "Each figure is for that addition alone: after making one, run `ctsite report` again.",
  ];
  if (report.suggestions.length === 0) return [...lines, '', 'No single addition brings a page into the index.'];
  lines.push('', 'Best first:');
  report.suggestions.slice(0, TOP_SUGGESTIONS).forEach((suggestion, index) => lines.push(...formatSuggestion(suggestion, `${index + 1}. ${suggestion.townName}: `)));
  lines.push('', 'By town:');
  for (const town of report.towns) {
    const shown = town.suggestions.slice(0, TOWN_SUGGESTIONS);
    const more = town.suggestions.length - shown.length;
    lines.push(`${town.name}: ${town.indexed} of ${town.total} indexed${shown.length === 0 ? '; no single addition brings a page in' : ''}`);
    for (const suggestion of shown) lines.push(...formatSuggestion(suggestion, '- ').map((line) => `  ${line}`));
    if (more > 0) lines.push(`  and ${more} more (--format json lists them all)`);
  }
  return lines;
}

function formatSuggestion(suggestion: IndexSuggestion, lead: string): string[] {
  const indent = ' '.repeat(lead.length);
  const lost = suggestion.lost.length > 0 ? `; takes out ${suggestion.lost.join(', ')}` : '';
  return [`${lead}add ${suggestion.what} (${suggestion.where})`, `${indent}→ +${pages(suggestion.net)}: indexes ${suggestion.gained.join(', ')}${lost}`];
}
