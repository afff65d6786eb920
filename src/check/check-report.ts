import type { SampleItem } from '../data/sample/sample-item.ts';

/** Where a problem comes from: a data file and the place in it, or the template that wrote it and the route definition that rendered it. */
export interface ProblemSource {
  /** Relative to the project, e.g. `data/company.json` or `templates/pages/area-page.tsx`. */
  file: string;
  /** From 1, where known (a data value's place; a template's problem has none). */
  line?: number;
  column?: number;
  /** The JSON path of a data value, e.g. `/social/0/url`. */
  jsonPath?: string;
  /** With a template: the route definition whose pages it renders, e.g. `src/routes/definitions/redirects.tsx`. */
  definition?: string;
}

/** One failed gate on one page: what is wrong and what to do. */
export interface CheckProblem {
  gate: string;
  /** The page it was found on, e.g. `/services/`; `undefined` for a problem of the data alone (sample content). */
  page?: string;
  problem: string;
  fix: string;
  source?: ProblemSource;
  /** The value at fault as the page shows it (a title, a URL), by which its source in the data is found. */
  value?: string;
  /** Which place in the data holding `value` this page's is, from 0: pages that share a title are traced to different entries. */
  occurrence?: number;
  /** A problem of the sample-content gate: the item, for the owner's to-do list. */
  sample?: SampleItem;
}

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

export const CHECK_FORMATS = ['text', 'json', 'github', 'junit'] as const;
export type CheckFormat = (typeof CHECK_FORMATS)[number];

/** The page kind a problem belongs to: its page's, or `site` for what belongs to no page (the sitemap, robots.txt, the data). */
export function kindOf(report: Pick<CheckReport, 'kinds'>, problem: CheckProblem): string {
  return (problem.page === undefined ? undefined : report.kinds.get(problem.page)) ?? 'site';
}

/** A problem's source, e.g. `data/company.json:14:14`, or `templates/pages/redirect-page.tsx (route: src/routes/definitions/redirects.tsx)`. */
export function formatSource(problem: CheckProblem): string | undefined {
  const source = problem.source;
  if (!source) return undefined;
  const place = source.line === undefined ? source.file : `${source.file}:${source.line}${source.column === undefined ? '' : `:${source.column}`}`;
  return source.definition === undefined ? place : `${place} (route: ${source.definition})`;
}
