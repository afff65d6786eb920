import type { CheckProblem } from './problem.ts';

/** One gate as it ran, e.g. `{ name: 'seo', summary: '782 pages', problems: 0, ms: 41 }`. */
export interface GateResult {
  name: string;
  summary: string;
  problems: number;
  ms: number;
}

/** Everything `ctsite check` found, whatever the format it is shown in. */
export interface CheckReport {
  /** The built site checked, as given, e.g. `dist`. */
  dir: string;
  gates: GateResult[];
  problems: CheckProblem[];
  /** Page kind (route id) of each page checked, e.g. `/services/` → `services`, for reports by kind. */
  kinds: ReadonlyMap<string, string>;
}

export type CheckFormat = 'text' | 'json' | 'github' | 'junit';
export const CHECK_FORMATS: readonly CheckFormat[] = ['text', 'json', 'github', 'junit'];

/** The page kind a problem belongs to: its page's, or `site` for what belongs to no page (the sitemap, robots.txt, the data). */
export function kindOf(report: Pick<CheckReport, 'kinds'>, problem: CheckProblem): string {
  return (problem.page === undefined ? undefined : report.kinds.get(problem.page)) ?? 'site';
}

/**
 * `path:line:column` or `path` of a problem's source, e.g. `data/company.json:14:14`, and the route
 * definition of a template, e.g. `templates/pages/redirect-page.tsx (route: src/routes/definitions/redirects.tsx)`.
 */
export function formatSource(problem: CheckProblem): string | undefined {
  const source = problem.source;
  if (!source) return undefined;
  const place = source.line === undefined ? source.file : `${source.file}:${source.line}${source.column === undefined ? '' : `:${source.column}`}`;
  return source.definition === undefined ? place : `${place} (route: ${source.definition})`;
}
