import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { findSampleContent } from '../data/sample/find-sample-content.ts';
import { countSample, formatSampleReport } from '../data/sample/format-sample-report.ts';
import type { SampleItem } from '../data/sample/sample-item.ts';
import { createError } from '../errors/ctsite-error.ts';
import { silentLogger, type Logger } from '../log/logger.ts';
import { serve } from '../serve/index.ts';
import { budgetsSchema, checkBudgets, type Budgets } from './budgets.ts';
import { checkHtmlValidity } from './html-validity.ts';
import { checkLinks } from './links.ts';
import { checkLocalPages } from './local-pages.ts';
import { checkPageBasics } from './page-basics.ts';
import type { CheckProblem } from './problem.ts';
import { readSitePages } from './site-files.ts';
import { checkStructuredData } from './structured-data.ts';

export interface CheckOptions {
  /** The built site. Default: `dist`. */
  dir?: string;
  /** Byte budgets per page kind. Default: `budgets.json` in the current folder. */
  budgetsFile?: string;
  /** Also fail on sample content in the data (src/data/sample/): the gate before going live. */
  production?: boolean;
  /** The data the site was built from, checked with `production`. Default: `data`. */
  dataDir?: string;
  logger?: Logger;
}

/** Used when there is no budgets.json (e.g. a site checked outside this repository). */
const DEFAULT_BUDGETS: Budgets = { default: { htmlKb: 30, cssKb: 12, jsKb: 6 }, kinds: {} };

/**
 * `ctsite check`: every quality gate over a built site (SEO basics and sitemap, structured data,
 * byte budgets, local pages that say enough of their own, HTML validity, links), and with `production`
 * the data's sample content (src/data/sample/). Reports each problem with page and fix, the sample
 * content as the owner's to-do list, then throws `CheckFailed` if there was any.
 */
export async function check(options: CheckOptions = {}): Promise<{ problems: CheckProblem[] }> {
  const dir = resolve(options.dir ?? 'dist');
  const logger = options.logger ?? silentLogger;
  const problems: CheckProblem[] = [];
  const gate = async (name: string, run: () => Promise<{ problems: CheckProblem[]; summary: string }>) => {
    const started = performance.now();
    const result = await run();
    problems.push(...result.problems);
    logger.info(`  ${name}: ${result.summary}, ${result.problems.length} problem${result.problems.length === 1 ? '' : 's'} (${Math.round(performance.now() - started)} ms)`);
  };

  // A --dir that is missing or a file is the same mistake as an empty one: no site was built there.
  const pages = await readSitePages(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return [];
    throw error;
  });
  if (pages.length === 0) throw createError('NotBuilt', { dir });
  const robots = await readFile(join(dir, 'robots.txt'), 'utf8').catch(() => '');
  const siteOrigin = /^Sitemap: (https?:\/\/[^/\s]+)/m.exec(robots)?.[1];
  const budgets = await loadBudgets(options.budgetsFile ?? 'budgets.json', logger);
  let sample: SampleItem[] = [];
  if (options.production) {
    const started = performance.now();
    sample = await findSampleContent(resolve(options.dataDir ?? 'data'));
    logger.info(`  sample content: ${sample.length === 0 ? 'none in the data' : countSample(sample.length)}, ${sample.length} problem${sample.length === 1 ? '' : 's'} (${Math.round(performance.now() - started)} ms)`);
  }

  await gate('seo', async () => ({ problems: await checkPageBasics(dir, pages), summary: `${pages.length} pages` }));
  await gate('structured data', async () => {
    const result = await checkStructuredData(dir, pages, siteOrigin);
    return { problems: result.problems, summary: `${result.blocks} JSON-LD blocks` };
  });
  await gate('budgets', async () => {
    const result = await checkBudgets(dir, pages, budgets);
    for (const size of result.sizes) logger.debug(`    ${size.kind}: HTML ${(size.html / 1024).toFixed(1)} KB, CSS ${(size.css / 1024).toFixed(1)} KB, JS ${(size.js / 1024).toFixed(1)} KB (gzip, ${size.page})`);
    return { problems: result.problems, summary: `${result.sizes.length} page kinds` };
  });
  await gate('local pages', async () => {
    const result = checkLocalPages(pages);
    return { problems: result.problems, summary: `${result.indexed} of ${result.total} service-in-town pages indexed, each pair of one town or one service sharing at most half its text` };
  });
  await gate('html', async () => {
    const result = await checkHtmlValidity(pages);
    return { problems: result.problems, summary: `${result.checked} pages (one of each kind) through the Nu Html Checker` };
  });
  await gate('links', async () => {
    const server = await serve({ dir, port: 0 });
    try {
      const result = await checkLinks(server.url, siteOrigin ? { siteOrigin } : {});
      for (const url of result.external) logger.debug(`    external (not fetched): ${url}`);
      return { problems: result.problems, summary: `${result.checked} links, ${result.external.length} external listed, not fetched` };
    } finally {
      await server.close();
    }
  });

  for (const problem of problems) logger.warn(`[${problem.gate}] ${problem.page}: ${problem.problem}\n    fix: ${problem.fix}`);
  // The owner's to-do list, grouped by kind, last: what is left to replace before going live.
  if (sample.length > 0) logger.warn(formatSampleReport(sample));
  if (problems.length + sample.length > 0) throw createError('CheckFailed', { count: problems.length + sample.length });
  logger.info('All checks passed.');
  return { problems };
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
