import { kindOf, formatSource, type CheckReport } from '../check-report.ts';

const escapeXml = (text: string) =>
  // Characters XML 1.0 cannot hold at all are dropped; the five it reserves are escaped.
  text.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '').replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&apos;');

/**
 * `ctsite check --format junit`: JUnit XML, which most CI systems show as tests: one suite a gate, one test case a page
 * kind in it (`site` for what belongs to no page), failed with its problems.
 */
export function formatJunitReport(report: CheckReport): string {
  const kinds = [...new Set([...report.kinds.values(), ...report.problems.map((problem) => kindOf(report, problem))])].sort();
  const suites = report.gates.map((gate) => {
    const problems = report.problems.filter((problem) => problem.gate === gate.name);
    const cases = kinds
      .filter((kind) => kind !== 'site' || problems.some((problem) => kindOf(report, problem) === 'site'))
      .map((kind) => {
        const failed = problems.filter((problem) => kindOf(report, problem) === kind);
        const open = `    <testcase classname="${escapeXml(gate.name)}" name="${escapeXml(kind)}" time="0"`;
        if (failed.length === 0) return { xml: `${open}/>`, failed: false };
        const body = failed.map((problem) => [`${problem.page ?? '(data)'}: ${problem.problem}`, `fix: ${problem.fix}`, ...(formatSource(problem) ? [`source: ${formatSource(problem)}`] : [])].join('\n')).join('\n\n');
        const message = `${failed.length} problem${failed.length === 1 ? '' : 's'} on ${kind} pages`;
        return { xml: `${open}>\n      <failure type="${escapeXml(gate.name)}" message="${escapeXml(message)}">${escapeXml(body)}</failure>\n    </testcase>`, failed: true };
      });
    const failures = cases.filter((testCase) => testCase.failed).length;
    const xml = `  <testsuite name="${escapeXml(gate.name)}" tests="${cases.length}" failures="${failures}" errors="0" time="${(gate.ms / 1000).toFixed(3)}">\n${cases.map((testCase) => testCase.xml).join('\n')}\n  </testsuite>`;
    return { xml, tests: cases.length, failures };
  });
  const tests = suites.reduce((sum, suite) => sum + suite.tests, 0);
  const failures = suites.reduce((sum, suite) => sum + suite.failures, 0);
  const time = report.gates.reduce((sum, gate) => sum + gate.ms, 0) / 1000;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="ctsite check" tests="${tests}" failures="${failures}" errors="0" time="${time.toFixed(3)}">\n${suites.map((suite) => suite.xml).join('\n')}\n</testsuites>\n`;
}
