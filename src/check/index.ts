import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { findSampleContent } from '../data/sample/find-sample-content.ts';
import { countSample, formatSampleReport } from '../data/sample/format-sample-report.ts';
import type { SampleItem } from '../data/sample/sample-item.ts';
import { createError } from '../errors/ctsite-error.ts';
import { silentLogger, type Logger } from '../log/logger.ts';
import { budgetsSchema, checkBudgets, type Budgets } from './budgets.ts';
import { checkHtmlValidity } from './html-validity.ts';
import { checkLinks } from './links.ts';
import { checkLocalPages } from './local-pages.ts';
import { FILES_GATE, openFilesGate } from './output-files.ts';
import { checkPageBasics } from './page-basics.ts';
import { formatSource, type CheckFormat, type CheckProblem, type CheckReport, type GateResult } from './check-report.ts';
import { formatGithubAnnotations, formatStepSummary } from './formats/github.ts';
import { formatJsonReport } from './formats/json.ts';
import { formatJunitReport } from './formats/junit.ts';
import { attributeSources, jsonPointer } from './sources.ts';
import { checkExternal } from './external-gate.ts';
import { defaultExternalCache, type ExternalCheckOptions } from './external-links.ts';
import { readBuiltPages } from './read-built-pages.ts';
import { checkStructuredData } from './structured-data.ts';

export interface CheckOptions {
  /** The built site. Default: `dist`. */
  dir?: string;
  /** Byte budgets per page kind. Default: `budgets.json` in the current folder. */
  budgetsFile?: string;
  /** Also fail on sample content in the data (src/data/sample/): the gate before going live. */
  production?: boolean;
  /** The data the site was built from: checked with `production`, and where problems are traced to. Default: `data`. */
  dataDir?: string;
  logger?: Logger;
  /**
   * Also fetch every external URL the pages link to (off by default: the check stays offline); `strict`: also fail on
   * those that could not be verified (a site that turns robots away); `checker`: its settings, the cache the project's.
   */
  external?: { strict?: boolean; checker?: ExternalCheckOptions };
}

/** Used when there is no budgets.json (e.g. a site checked outside this repository). */
const DEFAULT_BUDGETS: Budgets = { default: { htmlKb: 30, cssKb: 12, jsKb: 6 }, kinds: {} };

/**
 * `ctsite check`'s gates over a built site (with `production`, the data's sample content first), each logged as it
 * ends: every problem with its page, fix and source (the data value or the template it comes from).
 */
export async function runChecks(options: CheckOptions = {}): Promise<CheckReport> {
  const dir = resolve(options.dir ?? 'dist');
  const dataDir = resolve(options.dataDir ?? 'data');
  const logger = options.logger ?? silentLogger;
  const problems: CheckProblem[] = [];
  const gates: GateResult[] = [];
  /**
   * Runs one gate, then logs its line: `describe` says what it went over, e.g. `782 pages`. A gate started earlier
   * (the html gate) hands over its own time as `ms`.
   */
  const gate = async <Result extends { problems: CheckProblem[]; ms?: number }>(name: string, run: () => Promise<Result> | Result, describe: (result: Result) => string) => {
    const started = performance.now();
    const result = await run();
    const ms = result.ms ?? performance.now() - started;
    const summary = describe(result);
    problems.push(...result.problems);
    gates.push({ name, summary, problems: result.problems.length, ms });
    logger.info(`  ${name}: ${summary}, ${result.problems.length} problem${result.problems.length === 1 ? '' : 's'} (${Math.round(ms)} ms)`);
  };

  // A --dir that is missing or a file is the same mistake as an empty one: no site was built there.
  const pages = await readBuiltPages(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return [];
    throw error;
  });
  if (pages.length === 0) throw createError('NotBuilt', { dir });
  const kinds = new Map(pages.map((page) => [page.pathname, page.kind]));
  const robots = await readFile(join(dir, 'robots.txt'), 'utf8').catch(() => '');
  const siteOrigin = /^Sitemap: (https?:\/\/[^/\s]+)/m.exec(robots)?.[1];
  const budgets = await loadBudgets(options.budgetsFile ?? 'budgets.json', logger);
  // The Nu checker, a Java process that runs for seconds, checks while this process runs the other gates: the same CPU,
  // less waiting. Started once budgets.json is read, so that a bad one leaves no checker running; its result is
  // taken in its place below, and a failure caught here is thrown there.
  const htmlStarted = performance.now();
  const html = checkHtmlValidity(pages).then((result) => ({ ...result, ms: performance.now() - htmlStarted }));
  html.catch(() => undefined);
  if (options.production) {
    await gate(SAMPLE_GATE, async () => ({ problems: (await findSampleContent(dataDir)).map(sampleProblem) }), ({ problems: found }) => (found.length === 0 ? 'none in the data' : countSample(found.length)));
  }

  await gate(FILES_GATE, async () => {
    const files = await openFilesGate(dir);
    for (const page of pages) files.visit(page);
    return files.finish();
  }, (result) => (result.vouched ? 'as the build wrote them (its state)' : 'no state to compare with: pages, stylesheets and 404.html as the build writes them'));
  await gate('seo', async () => ({ problems: await checkPageBasics(dir, pages) }), () => `${pages.length} pages`);
  await gate('structured data', () => checkStructuredData(dir, pages, siteOrigin), (result) => `${result.blocks} JSON-LD blocks`);
  await gate('budgets', () => checkBudgets(dir, pages, budgets), (result) => {
    for (const size of result.sizes) logger.debug(`    ${size.kind}: HTML ${(size.html / 1024).toFixed(1)} KB, CSS ${(size.css / 1024).toFixed(1)} KB, JS ${(size.js / 1024).toFixed(1)} KB (gzip, ${size.page})`);
    return `${result.sizes.length} page kinds`;
  });
  await gate('local pages', () => checkLocalPages(pages), (result) => `${result.indexed} of ${result.total} service-in-town pages indexed, each pair of one town or one service sharing at most half its text`);
  await gate('html', () => html, (result) => `${result.checked} pages (one of each kind) through the Nu Html Checker`);
  await gate('links', () => checkLinks(dir, pages, siteOrigin ? { siteOrigin } : {}), (result) => {
    for (const url of result.external) logger.debug(`    external (not fetched): ${url}`);
    return `${result.checked} addresses on this site, ${result.external.length} on others listed, not fetched`;
  });
  if (options.external) {
    const external = options.external;
    await gate('external links', async () => {
      const checker = { ...external.checker, cacheFile: external.checker && 'cacheFile' in external.checker ? external.checker.cacheFile : await defaultExternalCache() };
      return checkExternal(pages, siteOrigin, { strict: external.strict === true, checker });
    }, (result) => {
      for (const line of result.unverified) logger.warn(line);
      return result.summary;
    });
  }
  // A damaged file's source is the copy, not the data or a template.
  await attributeSources(problems.filter((problem) => problem.gate !== FILES_GATE), kinds, dataDir);
  return { dir: options.dir ?? 'dist', gates, problems, kinds };
}

export interface CheckOutput {
  format?: CheckFormat;
  /** Where the json or junit report goes (not the others); default: standard output. */
  reportFile?: string;
  /** Standard output, where a json or junit report without a file, and the github annotations, go. */
  stdout?: { write(text: string): unknown };
  /** `GITHUB_STEP_SUMMARY`: a file the github format appends its Markdown summary to. */
  stepSummary?: string;
}

/** `ctsite check` as the CLI runs it: the gates, the report in the format asked for, then `CheckFailed` if there was any problem. */
export async function check(options: CheckOptions & CheckOutput = {}): Promise<CheckReport> {
  const format = options.format ?? 'text';
  const logger = options.logger ?? silentLogger;
  const report = await runChecks(options);
  const stdout = options.stdout ?? process.stdout;
  const emit = async (text: string) => {
    if (options.reportFile) await writeFile(options.reportFile, text);
    else stdout.write(text);
  };
  if (format === 'json') await emit(formatJsonReport(report));
  if (format === 'junit') await emit(formatJunitReport(report));
  if (format === 'github') {
    stdout.write(formatGithubAnnotations(report));
    if (options.stepSummary) await appendFile(options.stepSummary, formatStepSummary(report));
  }
  if (format === 'text' || format === 'junit' || format === 'github') {
    const sample = report.problems.filter((problem) => problem.gate === SAMPLE_GATE);
    for (const problem of report.problems) {
      if (problem.gate === SAMPLE_GATE) continue;
      const where = formatSource(problem);
      logger.warn(`[${problem.gate}] ${problem.page ?? ''}: ${problem.problem}\n    fix: ${problem.fix}${where ? `\n    source: ${where}` : ''}`);
    }
    // The owner's to-do list, grouped by kind, last: what is left to replace before going live.
    if (sample.length > 0) logger.warn(formatSampleReport(sample.map((problem) => problem.sample as SampleItem)));
  }
  if (report.problems.length > 0) throw createError('CheckFailed', { count: report.problems.length });
  logger.info('All checks passed.');
  return report;
}

/** The gate of the data's sample content (`--production`). */
const SAMPLE_GATE = 'sample content';

function sampleProblem(item: SampleItem): CheckProblem {
  return {
    gate: SAMPLE_GATE,
    problem: `${item.found ? `${JSON.stringify(item.found)} ` : ''}${item.what}`,
    fix: item.fix,
    ...(item.line > 0 ? { source: { file: item.file, line: item.line, jsonPath: jsonPointer(item.path) } } : { source: { file: item.file } }),
    sample: item,
  };
}

async function loadBudgets(file: string, logger: Logger): Promise<Budgets> {
  const text = await readFile(file, 'utf8').catch(() => undefined);
  if (text === undefined) {
    logger.info(`  budgets: ${file} not found, using the defaults (HTML 30 KB, CSS 12 KB, JS 6 KB gzipped)`);
    return DEFAULT_BUDGETS;
  }
  const parsed = budgetsSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    throw createError('InvalidData', {
      issues: parsed.error.issues.map((issue) => ({ file, path: issue.path.map(String), message: issue.message, hint: 'See the budgets format in src/check/budgets.ts.' })),
    });
  }
  return parsed.data;
}
