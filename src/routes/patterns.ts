/**
 * Every URL pattern of the site, by route id: the one place a URL format is written.
 * Directory form with a trailing slash everywhere (see output-path.ts).
 */
export const routePatterns = {
  home: '/',
  services: '/services/',
  service: '/services/[service]/',
  serviceInLocation: '/services/[service]/[location]/',
  headlineAlias: '/services/[alias]/',
  headlineAliasInLocation: '/services/[alias]/[location]/',
  townServicesAlias: '/services/[location]-services/',
  areaServices: '/services-[location]/',
  area: '/[location]-commercial-electrician/',
  areaAlias: '/[location]-commercial-electrician/',
  /** An old address the owner keeps (data/redirects.json): the entry's `from`, given whole, never filled from the pattern. */
  movedPage: '[from]',
  serviceAreas: '/service-areas/',
  industries: '/industries/',
  industry: '/industries/[industry]/',
  about: '/about/',
  contact: '/contact/',
  freeSiteSurvey: '/free-site-survey/',
  portfolio: '/portfolio/',
  caseStudy: '/portfolio/[project]/',
  testimonials: '/testimonials/',
  sitemap: '/sitemap/',
  privacyPolicy: '/privacy-policy/',
  termsConditions: '/terms-conditions/',
  notFound: '/404.html',
} as const;

export type RouteId = keyof typeof routePatterns;

type ParamNames<Pattern extends string> = Pattern extends `${string}[${infer Name}]${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

/** The parameters a route's pattern needs, e.g. `{ service: string; location: string }`. */
export type RouteParams<Id extends RouteId> = { [Name in ParamNames<(typeof routePatterns)[Id]>]: string };

/** Fills `[name]` segments; throws on a missing, unknown or unsafe parameter. */
export function fillPattern(pattern: string, params: Readonly<Record<string, string>>): string {
  const used = new Set<string>();
  const pathname = pattern.replace(/\[([a-z]+)\]/gi, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`pattern ${pattern} needs the parameter "${name}"`);
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)) throw new Error(`parameter "${name}" of ${pattern} is not a slug: ${JSON.stringify(value)}`);
    used.add(name);
    return value;
  });
  const unknown = Object.keys(params).filter((name) => !used.has(name));
  if (unknown.length) throw new Error(`pattern ${pattern} has no parameter ${unknown.map((n) => `"${n}"`).join(', ')}`);
  return pathname;
}
