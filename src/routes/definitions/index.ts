import type { RouteDefinition } from '../define-route.ts';
import { areaDefinitions } from './areas.tsx';
import { companyDefinitions } from './company.tsx';
import { home, notFound } from './home.tsx';
import { industryDefinitions } from './industries.tsx';
import { areaAlias, headlineAlias, movedPage, headlineAliasInLocation, townServicesAlias } from './redirects.tsx';
import { serviceDetail, serviceInLocation, servicesIndex } from './services.tsx';

/** Every kind of route the site has, in the order pages appear in the sitemap. */
export const routeDefinitions: readonly RouteDefinition[] = [
  home,
  servicesIndex,
  serviceDetail,
  serviceInLocation,
  ...areaDefinitions,
  ...industryDefinitions,
  ...companyDefinitions,
  headlineAlias,
  headlineAliasInLocation,
  townServicesAlias,
  areaAlias,
  movedPage,
  notFound,
];
