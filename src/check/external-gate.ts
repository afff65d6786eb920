import { checkExternalLinks, type ExternalCheckOptions } from './external-links.ts';
import { decodeText } from '../seo/entities.ts';
import type { CheckProblem } from './check-report.ts';
import { detached, type BuiltPage } from './read-built-pages.ts';

/** The external URLs the pages link to or load, each with the pages that do, e.g. `https://www.niceic.com/…` → `['/about/', …]`. */
function externalUrls(pages: readonly BuiltPage[], siteOrigin: string | undefined): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const page of pages) {
    for (const match of page.html.matchAll(/\s(?:href|src|data-map-embed)="(https?:\/\/[^"]+)"/g)) {
      const url = detached(decodeText(match[1] ?? ''));
      // The site's own origin (canonical, Open Graph) is the links gate's, checked against the local copy.
      if (siteOrigin !== undefined && (url === siteOrigin || url.startsWith(`${siteOrigin}/`))) continue;
      const linking = found.get(url);
      if (!linking) found.set(url, [page.pathname]);
      else if (linking.at(-1) !== page.pathname) linking.push(page.pathname);
    }
  }
  return found;
}

/** The external-links gate: a problem for each broken URL (on the first page that links to it), and with `strict` each one that could not be verified. */
export async function checkExternal(
  pages: readonly BuiltPage[],
  siteOrigin: string | undefined,
  options: { strict: boolean; checker: ExternalCheckOptions },
): Promise<{ problems: CheckProblem[]; summary: string; unverified: string[] }> {
  const linked = externalUrls(pages, siteOrigin);
  const results = await checkExternalLinks([...linked.keys()].sort(), options.checker);
  const problems: CheckProblem[] = [];
  const unverified: string[] = [];
  for (const result of results) {
    if (result.verdict === 'ok') continue;
    const on = linked.get(result.url) ?? [];
    const page = on[0];
    const also = on.length > 1 ? `, linked from ${on.length} pages` : '';
    const broken = result.verdict === 'broken';
    if (!broken && !options.strict) {
      unverified.push(`  could not verify ${result.url} on ${page ?? '?'} (${result.reason}): not a failure without --external-strict`);
      continue;
    }
    problems.push({
      gate: 'external links',
      ...(page === undefined ? {} : { page }),
      problem: `${broken ? 'broken external link to' : 'could not verify'} ${result.url} (${result.reason})${also}`,
      fix: broken
        ? 'Correct the address where the data or the template gives it (open it in a browser to find the right one), or remove the link.'
        : 'Open it in a browser: if it works, the site turns robots away; run without --external-strict to let such links pass.',
      value: result.url,
    });
  }
  const count = (verdict: string) => results.filter((result) => result.verdict === verdict).length;
  const cached = results.filter((result) => result.fromCache).length;
  return {
    problems,
    unverified,
    summary: `${results.length} external URLs: ${count('ok')} answer, ${count('broken')} broken, ${count('unverifiable')} could not be verified (${cached} from the cache)`,
  };
}
