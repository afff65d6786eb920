import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createError } from '../errors/ctsite-error.ts';
import { silentLogger, type Logger } from '../log/logger.ts';
import { serve } from '../serve/index.ts';
import { checkLinks } from './links.ts';
import { checkPageBasics } from './page-basics.ts';
import type { CheckProblem } from './problem.ts';

export interface CheckOptions {
  /** The built site. Default: `dist`. */
  dir?: string;
  logger?: Logger;
}

/** `ctsite check`: runs every gate over a built site; throws `CheckFailed` after reporting each problem. */
export async function check(options: CheckOptions = {}): Promise<{ problems: CheckProblem[] }> {
  const dir = resolve(options.dir ?? 'dist');
  const logger = options.logger ?? silentLogger;
  const problems: CheckProblem[] = [];

  const basics = await checkPageBasics(dir);
  problems.push(...basics.problems);
  logger.info(`  seo: ${basics.pages} pages, ${basics.problems.length} problems`);

  const server = await serve({ dir, port: 0 });
  try {
    const robots = await readFile(join(dir, 'robots.txt'), 'utf8').catch(() => '');
    const siteOrigin = /^Sitemap: (https?:\/\/[^/\s]+)/m.exec(robots)?.[1];
    const links = await checkLinks(server.url, siteOrigin ? { siteOrigin } : {});
    problems.push(...links.problems);
    logger.info(`  links: ${links.checked} links checked, ${links.problems.length} broken, ${links.external.length} external listed (not fetched)`);
    for (const url of links.external) logger.debug(`    external: ${url}`);
  } finally {
    await server.close();
  }

  for (const problem of problems) logger.warn(`[${problem.gate}] ${problem.page}: ${problem.problem}\n    fix: ${problem.fix}`);
  if (problems.length > 0) throw createError('CheckFailed', { count: problems.length });
  logger.info('All checks passed.');
  return { problems };
}
