import type { DataIssue } from './catalogue.ts';
import { CtsiteError } from './ctsite-error.ts';

/**
 * Where a problem is, for people and their editors' "go to": `data/locations.json:412:15: elloughton, nearby[1] (#/33/nearby/1)`,
 * the file, line and column, the entry by its slug, the field, and the JSON pointer for tools; as much of it as is known.
 */
export function formatIssueLocation(issue: DataIssue): string {
  const place = issue.line === undefined ? issue.file : `${issue.file}:${issue.line}:${issue.column ?? 1}`;
  const pointer = issue.path.length ? `#/${issue.path.join('/')}` : '';
  const named = [issue.entry, issue.field].filter((part) => part !== undefined).join(', ');
  if (named === '') return pointer === '' ? place : issue.line === undefined ? `${place}${pointer}` : `${place}: ${pointer}`;
  return `${place}: ${named}${pointer === '' ? '' : ` (${pointer})`}`;
}

export function formatIssue(issue: DataIssue): string {
  const lines = [`${formatIssueLocation(issue)}: ${issue.message}`];
  if (issue.found !== undefined) lines.push(`    found: ${issue.found}`);
  if (issue.suggestion !== undefined) lines.push(`    did you mean "${issue.suggestion}"?`);
  if (issue.excerpt) lines.push(...issue.excerpt.split('\n').map((line) => `    ${line}`));
  if (issue.hint) lines.push(`    fix: ${issue.hint}`);
  return lines.join('\n');
}

/** The text the CLI prints for a failure: issues, title, message, hint, causes; the stack only when verbose. */
export function formatError(error: unknown, options: { verbose?: boolean } = {}): string {
  if (!(error instanceof CtsiteError)) {
    const stack = error instanceof Error ? (error.stack ?? error.message) : String(error);
    return `ctsite stopped on an unexpected error (a bug in ctsite or a template):\n${stack}`;
  }
  const lines: string[] = [];
  for (const issue of error.issues) lines.push(formatIssue(issue), '');
  lines.push(`${error.title}: ${error.message}${error.outcome ? ` ${error.outcome}` : ''}`, `  ${error.hint}`);
  for (let cause: unknown = error.cause; cause; cause = cause instanceof Error ? cause.cause : undefined) {
    lines.push(`  caused by: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
  if (options.verbose && error.stack) lines.push('', error.stack);
  return lines.join('\n');
}
