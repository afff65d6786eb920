import { routePatterns, type RouteId } from '../routes/patterns.ts';

/** Route ids of pages (not redirects), most specific pattern first. */
const pageKinds: RouteId[] = [
  'serviceInLocation', 'service', 'services', 'areaServices', 'area', 'industry', 'industries', 'serviceAreas',
  'about', 'contact', 'freeSiteSurvey', 'portfolio', 'testimonials', 'sitemap', 'privacyPolicy', 'termsConditions',
  'notFound', 'home',
];

const matchers = pageKinds.map((id) => ({
  id,
  pattern: new RegExp(`^${routePatterns[id].replace(/[.]/g, '\\.').replace(/\[[a-z]+\]/gi, '[a-z0-9-]+')}$`, 'i'),
}));

/**
 * The kind of page at a pathname, from the route table's patterns, e.g. `/services/x/hull/` →
 * `serviceInLocation`; addresses a location's data overrides (Hull's area page) fall back to `page`.
 */
export function pageKindOf(pathname: string): string {
  return matchers.find((matcher) => matcher.pattern.test(pathname))?.id ?? 'page';
}
