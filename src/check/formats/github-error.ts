import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createJsonSourceFile, projectPath, type JsonSourceFile } from '../../data/json/index.ts';
import type { DataIssue } from '../../errors/catalogue.ts';
import { CtsiteError } from '../../errors/ctsite-error.ts';
import { formatIssueLocation } from '../../errors/format-error.ts';
import { escapeData, escapeProperty } from './github.ts';

/**
 * A failed command (build, check, ...) as GitHub Actions workflow commands (`--format github`): one `::error` an
 * issue of the data, on the line that holds it, so a bad data edit is annotated in the pull request; any other
 * failure as one `::error`. Beside the check report's annotations, which share the escaping (./github.ts).
 */
export async function formatGithubError(error: unknown, dataDir: string): Promise<string> {
  if (!(error instanceof CtsiteError)) return `::error title=ctsite stopped on an unexpected error::${escapeData(error instanceof Error ? error.message : String(error))}\n`;
  const sources = new Map<string, Promise<JsonSourceFile | undefined>>();
  const lines: string[] = [];
  for (const issue of error.issues) {
    const path = pathOf(issue.file, dataDir);
    let source = sources.get(path);
    if (!source) {
      source = readFile(path, 'utf8').then((text) => createJsonSourceFile(projectPath(path), text), () => undefined);
      sources.set(path, source);
    }
    const where = locate(issue, await source);
    const properties = [`file=${escapeProperty(projectPath(path))}`, ...(where ? [`line=${where.line}`, `col=${where.column}`] : []), `title=${escapeProperty(error.title)}`];
    const message = [`${formatIssueLocation(issue)}: ${issue.message}`, ...(issue.found === undefined ? [] : [`found: ${issue.found}`]), ...(issue.suggestion === undefined ? [] : [`did you mean "${issue.suggestion}"?`]), ...(issue.hint ? [`fix: ${issue.hint}`] : [])].join('\n');
    lines.push(`::error ${properties.join(',')}::${escapeData(message)}`);
  }
  if (lines.length === 0) lines.push(`::error title=${escapeProperty(error.title)}::${escapeData(`${error.message}\n${error.hint}`)}`);
  return `${lines.join('\n')}\n`;
}

/** The file an issue names, on disk: `data/services.json` of the data folder `site/data` is `site/data/services.json`. */
function pathOf(file: string, dataDir: string): string {
  const slash = file.indexOf('/');
  const folder = dataDir.split(/[\\/]/).filter(Boolean).at(-1);
  return slash > 0 && file.slice(0, slash) === folder ? join(dataDir, file.slice(slash + 1)) : file;
}

/** Where an issue is: as its reader or the data's checks found it, else its JSON path's value or the nearest enclosing one (a missing field: its object). */
function locate(issue: DataIssue, source: JsonSourceFile | undefined): { line: number; column: number } | undefined {
  if (issue.line !== undefined) return { line: issue.line, column: issue.column ?? 1 };
  return source?.locateNearest(issue.path);
}
