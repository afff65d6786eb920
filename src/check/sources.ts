import { readDataSources } from '../data/json/index.ts';
import type { RouteDefinition } from '../routes/define-route.ts';
import type { CheckProblem } from './check-report.ts';
import { REDIRECT_KIND } from './read-built-pages.ts';

/** `['social', 0, 'url']` → `/social/0/url` (a JSON pointer). */
export const jsonPointer = (path: readonly (string | number)[]) => path.map((segment) => `/${String(segment).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');

/**
 * Names the source of each problem that has none: the data value the page shows (found by the value at fault among the
 * data files' strings), else the template and route definition of its page kind; each read only when needed.
 */
export async function attributeSources(problems: CheckProblem[], kinds: ReadonlyMap<string, string>, dataDir: string): Promise<void> {
  const open = problems.filter((problem) => !problem.source);
  const sources = open.some((problem) => problem.value !== undefined) ? await readDataSources(dataDir) : undefined;
  let definitions: readonly RouteDefinition[] | undefined;
  for (const problem of open) {
    const found = problem.value === undefined ? undefined : sources?.find(problem.value, { ...(problem.occurrence === undefined ? {} : { occurrence: problem.occurrence }), ...(problem.page === undefined ? {} : { page: problem.page }) });
    if (found) {
      problem.source = { file: found.file, line: found.line, column: found.column, jsonPath: jsonPointer(found.path) };
      continue;
    }
    const kind = problem.page === undefined ? undefined : kinds.get(problem.page);
    if (kind === undefined) continue;
    definitions ??= (await import('../routes/definitions/index.ts')).routeDefinitions;
    // Every redirect route shares one template.
    const definition = definitions.find((candidate) => (kind === REDIRECT_KIND ? candidate.kind === 'redirect' : candidate.id === kind));
    if (definition) problem.source = { file: definition.templateFile, definition: definition.definitionFile };
  }
}
