import { createError } from '../errors/ctsite-error.ts';
import type { Logger } from '../log/logger.ts';
import { findLostPages, redirectLine, type NewSite } from '../routes/lost-pages.ts';
import type { RouteTable } from '../routes/route-table.ts';

/** What the table writes and where each redirect leads, as the lost-page check compares them with the last output. */
export function newSiteOf(table: RouteTable): NewSite {
  return {
    files: new Set(table.routes.map((route) => route.outFile)),
    redirects: new Map(table.redirects.flatMap((route) => (route.redirectTo ? [[route.pathname, table.links.hrefTo(route.redirectTo)] as const] : []))),
  };
}

/**
 * A page the last output had that this build neither writes nor redirects stops the build (docs/content.md#renaming-a-page),
 * naming each with the line of data/redirects.json that keeps it answering; with `allow`, one warning names them.
 */
export function refuseRemovedPages(previousFiles: Iterable<string>, table: RouteTable, options: { outDir: string; allow: boolean; logger: Logger }): void {
  const lost = findLostPages(previousFiles, newSiteOf(table));
  if (lost.length === 0) return;
  if (!options.allow) {
    throw createError('PagesLost', { holder: `the last output in ${options.outDir}`, outcome: 'nothing was built, the last output was left as it was', lines: lost.map(redirectLine) });
  }
  const lines = lost.map((page) => `    ${redirectLine(page)}`).join(',\n');
  options.logger.warn(`Removing ${lost.length} page${lost.length === 1 ? '' : 's'} of the last output with no redirect; to keep them answering, add to data/redirects.json:\n${lines}`);
}
