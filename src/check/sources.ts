import { readDataSources } from '../data/json/index.ts';
import { routeTemplates } from '../routes/route-templates.ts';
import type { CheckProblem } from './problem.ts';

/** `['social', 0, 'url']` → `/social/0/url` (a JSON pointer). */
export const jsonPointer = (path: readonly (string | number)[]) => path.map((segment) => `/${String(segment).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');

/**
 * Names the source of each problem that has none yet: the data value that the page shows (found by the
 * value at fault, e.g. a description or a URL, among the data files' strings, with its line and column),
 * else the template of the page's kind. The data folder is read only when some problem has a value.
 */
export async function attributeSources(problems: CheckProblem[], kinds: ReadonlyMap<string, string>, dataDir: string): Promise<void> {
  const open = problems.filter((problem) => !problem.source);
  const sources = open.some((problem) => problem.value !== undefined) ? await readDataSources(dataDir) : undefined;
  for (const problem of open) {
    const found = problem.value === undefined ? undefined : sources?.find(problem.value, { ...(problem.occurrence === undefined ? {} : { occurrence: problem.occurrence }), ...(problem.page === undefined ? {} : { page: problem.page }) });
    if (found) {
      problem.source = { file: found.file, line: found.line, column: found.column, jsonPath: jsonPointer(found.path) };
      continue;
    }
    const kind = problem.page === undefined ? undefined : kinds.get(problem.page);
    const template = kind !== undefined && Object.hasOwn(routeTemplates, kind) ? routeTemplates[kind as keyof typeof routeTemplates] : undefined;
    if (template) problem.source = { file: template };
  }
}
