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
 * The kind of a built page: what its `<body data-page-kind>` says, or else what the route table's
 * patterns make of its address, e.g. `/services/x/hull/` → `serviceInLocation`.
 */
export function pageKindOf(pathname: string, html = ''): string {
  const declared = /<body data-page-kind="([a-zA-Z]+)"/.exec(html)?.[1];
  return declared ?? matchers.find((matcher) => matcher.pattern.test(pathname))?.id ?? 'page';
}
