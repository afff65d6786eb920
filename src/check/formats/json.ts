import { z } from 'zod';
import type { CheckReport } from '../check-report.ts';

/** The shape of `--format json`, exactly (no other key anywhere). */
export const checkReportJsonSchema = z.strictObject({
  tool: z.literal('ctsite check'),
  format: z.literal(1),
  ok: z.boolean(),
  dir: z.string(),
  gates: z.array(z.strictObject({ name: z.string(), summary: z.string(), problems: z.int().nonnegative(), ms: z.int().nonnegative() })),
  problems: z.array(
    z.strictObject({
      gate: z.string(),
      page: z.string().nullable(),
      problem: z.string(),
      fix: z.string(),
      source: z.strictObject({ file: z.string(), line: z.int().positive().nullable(), column: z.int().positive().nullable(), jsonPath: z.string().nullable() }).nullable(),
    }),
  ),
});

/** `ctsite check --format json`: one object of the shape `checkReportJsonSchema`, every key always there (`null` for none). */
export function formatJsonReport(report: CheckReport): string {
  return `${JSON.stringify({
    tool: 'ctsite check',
    format: 1,
    ok: report.problems.length === 0,
    dir: report.dir,
    gates: report.gates.map(({ name, summary, problems, ms }) => ({ name, summary, problems, ms: Math.round(ms) })),
    problems: report.problems.map((problem) => ({
      gate: problem.gate,
      page: problem.page ?? null,
      problem: problem.problem,
      fix: problem.fix,
      source: problem.source
        ? { file: problem.source.file, line: problem.source.line ?? null, column: problem.source.column ?? null, jsonPath: problem.source.jsonPath ?? null }
        : null,
    })),
  }, null, 2)}\n`;
}
