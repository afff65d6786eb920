import { check as linkinatorCheck, LinkState as LinkVerdict } from 'linkinator';
import type { CheckProblem } from './check-report.ts';

/**
 * Crawls the site from `/` through a running preview server with linkinator: every internal link,
 * `#fragment`, image and asset must resolve. External links are collected, not fetched (no network in CI).
 */
export async function checkLinks(
  baseUrl: string,
  options: { siteOrigin?: string } = {},
): Promise<{ problems: CheckProblem[]; checked: number; external: string[] }> {
  const external = new Set<string>();
  const origin = new URL(baseUrl).origin;
  const result = await linkinatorCheck({
    path: `${baseUrl}/`,
    recurse: true,
    // Canonical and Open Graph URLs name the production origin: check them against the local copy.
    ...(options.siteOrigin
      ? { urlRewriteExpressions: [{ pattern: new RegExp(`^${options.siteOrigin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), replacement: origin }] }
      : {}),
    concurrency: 50,
    timeout: 10_000,
    // On a busy machine a page of the local preview can take longer than the timeout: a request that
    // failed without an answer is asked again before its link is called broken (a 404 is not retried).
    retryErrors: true,
    retryErrorsCount: 3,
    retryErrorsJitter: 500,
    checkFragments: true,
    linksToSkip: async (link) => {
      const internal = link.startsWith(origin) || (options.siteOrigin !== undefined && link.startsWith(`${options.siteOrigin}/`));
      if (!internal && /^https?:/.test(link)) external.add(link);
      return !internal;
    },
  });
  // The site's own host by another scheme (http://www.example.com/… for https://…): mixed content, or a
  // redirect on every click; counted external it would pass unchecked.
  const ownHost = options.siteOrigin ? new URL(options.siteOrigin).host : undefined;
  const otherScheme = (url: string) => ownHost !== undefined && URL.canParse(url) && new URL(url).host === ownHost && !url.startsWith(`${options.siteOrigin}/`);
  for (const url of external) if (otherScheme(url)) external.delete(url);
  const ownHostProblems = result.links
    .filter((link) => link.state === LinkVerdict.SKIPPED && otherScheme(link.url))
    .map((link): CheckProblem => ({
      gate: 'links',
      page: link.parent ? new URL(link.parent).pathname : '/',
      problem: `links to this site as ${link.url}, not ${options.siteOrigin ?? ''}`,
      fix: `Link within the site by path (through the route table), or write the address with ${options.siteOrigin ?? 'the site origin'}.`,
      value: link.url,
    }));
  const problems = result.links
    .filter((link) => link.state === LinkVerdict.BROKEN)
    .map((link): CheckProblem => ({
      gate: 'links',
      page: link.parent ? new URL(link.parent).pathname : '/',
      problem: `broken link to ${link.url.replace(origin, '')} (${link.status || 'no response'})`,
      fix: 'Link to a page that exists (through the route table), or add the missing page or anchor.',
      value: link.url.replace(origin, ''),
    }));
  return { problems: [...ownHostProblems, ...problems], checked: result.links.length, external: [...external].sort() };
}
