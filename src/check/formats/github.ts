import type { CheckProblem, CheckReport } from '../check-report.ts';

/** A workflow command's message: `%`, CR and LF escaped, as GitHub's toolkit does. */
export const escapeData = (text: string) => text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
/** A workflow command's property value: also `:` and `,`, which end a property. */
export const escapeProperty = (text: string) => escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C');

/** `ctsite check --format github`: one `::error` a problem, which GitHub Actions shows on the line of the file that caused it. */
export function formatGithubAnnotations(report: CheckReport): string {
  return report.problems.map((problem) => `${annotation(problem)}\n`).join('');
}

function annotation(problem: CheckProblem): string {
  const properties: [string, string | number][] = [];
  if (problem.source) {
    properties.push(['file', problem.source.file]);
    if (problem.source.line !== undefined) properties.push(['line', problem.source.line]);
    if (problem.source.column !== undefined) properties.push(['col', problem.source.column]);
  }
  properties.push(['title', `${problem.gate}${problem.page ? ` on ${problem.page}` : ''}`]);
  const message = `${problem.problem}\nfix: ${problem.fix}`;
  return `::error ${properties.map(([name, value]) => `${name}=${escapeProperty(String(value))}`).join(',')}::${escapeData(message)}`;
}

/** Problems listed under the table at most: a summary is read by a person. */
const SUMMARY_PROBLEMS = 50;

/** The Markdown appended to `GITHUB_STEP_SUMMARY`: the gates as a table, then the first problems. */
export function formatStepSummary(report: CheckReport): string {
  const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
  const lines = [
    `## ctsite check: ${report.problems.length === 0 ? 'all gates passed' : `${report.problems.length} problem${report.problems.length === 1 ? '' : 's'}`}`,
    '',
    '| gate | result | problems | time |',
    '|---|---|---:|---:|',
    ...report.gates.map((gate) => `| ${cell(gate.name)} | ${gate.problems === 0 ? 'passed' : 'failed'}: ${cell(gate.summary)} | ${gate.problems} | ${Math.round(gate.ms)} ms |`),
  ];
  if (report.problems.length > 0) {
    lines.push('', '| gate | page | problem | source |', '|---|---|---|---|');
    for (const problem of report.problems.slice(0, SUMMARY_PROBLEMS)) {
      const where = problem.source ? `\`${problem.source.file}${problem.source.line === undefined ? '' : `:${problem.source.line}`}\`` : '';
      lines.push(`| ${cell(problem.gate)} | ${cell(problem.page ?? '')} | ${cell(problem.problem)} | ${where} |`);
    }
    if (report.problems.length > SUMMARY_PROBLEMS) lines.push('', `…and ${report.problems.length - SUMMARY_PROBLEMS} more: see the annotations or run \`ctsite check\`.`);
  }
  return `${lines.join('\n')}\n`;
}
