/** One problem found in a data file, e.g. `data/services.json#/3/slug`: expected a slug, found "Wiring". */
export interface DataIssue {
  /** Path of the file relative to the project, e.g. `data/services.json`. */
  file: string;
  /** JSON path inside the file, e.g. `['3', 'slug']`. */
  path: readonly (string | number)[];
  /** What was wrong and what was expected, e.g. `expected a lower-case slug`. */
  message: string;
  /** What the file holds there, shortened, when it helps, e.g. `"Wiring"`. */
  found?: string;
  /** What to do about it. */
  hint?: string;
  /** Line/column and a code frame for JSON syntax errors. */
  frame?: string;
}

interface ErrorDefinition<Args> {
  title: string;
  message: (args: Args) => string;
  hint: string;
}

function define<Args>(definition: ErrorDefinition<Args>): ErrorDefinition<Args> {
  return definition;
}

/** Every error ctsite reports on purpose. Anything else is a bug and prints its stack. */
export const errorCatalogue = {
  InvalidData: define<{ issues: readonly DataIssue[] }>({
    title: 'The site data has problems',
    message: ({ issues }) =>
      `${issues.length} problem${issues.length === 1 ? '' : 's'} in the data files; nothing was built.`,
    hint: 'Fix each problem listed above in the file named, then build again. The previous output was left as it was.',
  }),
  RouteConflict: define<{ outFile: string; first: string; second: string }>({
    title: 'Two routes write the same file',
    message: ({ outFile, first, second }) => `Routes ${first} and ${second} would both write ${outFile}.`,
    hint: 'Give one of them a different slug in the data files so that every page has its own address.',
  }),
  UnknownLink: define<{ id: string; params: string; from?: string }>({
    title: 'A link points at a page that does not exist',
    message: ({ id, params, from }) =>
      `No ${id} page exists for ${params}${from ? ` (linked from ${from})` : ''}.`,
    hint: 'Check the slug in the data file that names this page, or add the page it refers to.',
  }),
  RenderFailed: define<{ pathname: string; component: string; reason: string }>({
    title: 'A page failed to render',
    message: ({ pathname, component, reason }) => `Rendering ${pathname} failed in ${component}: ${reason}`,
    hint: 'The message above names the page and the component; fix the template or the data it reads.',
  }),
  UnsafeOutDir: define<{ outDir: string }>({
    title: 'Refusing to replace that output folder',
    message: ({ outDir }) => `${outDir} is the project folder, its parent, or holds the data; building into it would delete sources.`,
    hint: 'Pass an output folder of its own with --out, e.g. --out dist.',
  }),
  NotBuilt: define<{ dir: string }>({
    title: 'There is no built site to serve',
    message: ({ dir }) => `${dir} has no index.html.`,
    hint: 'Run `npm run build` (or `ctsite build --out <dir>`) first, or pass the built folder with --dir.',
  }),
  CheckFailed: define<{ count: number }>({
    title: 'The site failed its quality checks',
    message: ({ count }) => `${count} problem${count === 1 ? '' : 's'} found; see the report above.`,
    hint: 'Fix each problem listed, rebuild, and run `ctsite check` again.',
  }),
} as const;

export type ErrorCode = keyof typeof errorCatalogue;
export type ErrorArgs<Code extends ErrorCode> = Parameters<(typeof errorCatalogue)[Code]['message']>[0];
