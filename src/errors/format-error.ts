import type { DataIssue } from './catalogue.ts';
import { CtsiteError } from './ctsite-error.ts';

/** `data/services.json#/3/slug` */
export function formatIssueLocation(issue: DataIssue): string {
  return issue.path.length ? `${issue.file}#/${issue.path.join('/')}` : issue.file;
}

export function formatIssue(issue: DataIssue): string {
  const lines = [`${formatIssueLocation(issue)}: ${issue.message}`];
  if (issue.found !== undefined) lines.push(`    found: ${issue.found}`);
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
  lines.push(`${error.title}: ${error.message}`, `  ${error.hint}`);
  for (let cause: unknown = error.cause; cause; cause = cause instanceof Error ? cause.cause : undefined) {
    lines.push(`  caused by: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
  if (options.verbose && error.stack) lines.push('', error.stack);
  return lines.join('\n');
}
