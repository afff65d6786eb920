import type { RouteId } from './patterns.ts';

/**
 * The page template of each kind of route, relative to the project: what `ctsite check` names as the
 * source of a problem that no data value explains (an h1 too many, a budget, invalid HTML). A test
 * holds it to the route definitions' imports.
 */
export const routeTemplates: Record<RouteId, string> = {
  home: 'templates/pages/home-page.tsx',
  services: 'templates/pages/services-page.tsx',
  service: 'templates/pages/service-page.tsx',
  serviceInLocation: 'templates/pages/service-location-page.tsx',
  headlineAlias: 'templates/pages/redirect-page.tsx',
  townServicesAlias: 'templates/pages/redirect-page.tsx',
  areaServices: 'templates/pages/area-services-page.tsx',
  area: 'templates/pages/area-page.tsx',
  areaAlias: 'templates/pages/redirect-page.tsx',
  serviceAreas: 'templates/pages/service-areas-page.tsx',
  industries: 'templates/pages/industries-page.tsx',
  industry: 'templates/pages/industry-page.tsx',
  about: 'templates/pages/about-page.tsx',
  contact: 'templates/pages/contact-page.tsx',
  freeSiteSurvey: 'templates/pages/free-site-survey-page.tsx',
  portfolio: 'templates/pages/portfolio-page.tsx',
  testimonials: 'templates/pages/testimonials-page.tsx',
  sitemap: 'templates/pages/sitemap-page.tsx',
  privacyPolicy: 'templates/pages/legal-page.tsx',
  termsConditions: 'templates/pages/legal-page.tsx',
  notFound: 'templates/pages/not-found-page.tsx',
};
