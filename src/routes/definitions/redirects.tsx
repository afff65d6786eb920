import { RedirectPage } from '../../../templates/pages/redirect-page.tsx';
import { headlineName } from '../../data/headline-name.ts';
import { defineRedirect } from '../define-route.ts';
import type { RouteRef } from '../types.ts';

const definitionFile = 'src/routes/definitions/redirects.tsx';

const templateFile = 'templates/pages/redirect-page.tsx';
const render = (to: RouteRef) => <RedirectPage to={to} />;

/** The five home-card slugs are aliases onto catalogue pages (docs/decisions.md#headline-service-aliases). */
export const headlineAlias = defineRedirect(
  {
    id: 'headlineAlias',
    definitionFile,
    templateFile,
    kind: 'redirect',
    paths: (data) =>
      data.headlineServices.map((headline) => ({
        params: { alias: headline.slug },
        label: headlineName(headline, data),
        to: 'service' in headline.target
          ? { id: 'service', params: { service: headline.target.service } }
          : { id: headline.target.page, hash: headline.target.anchor },
      })),
  },
  render,
);

/** The spec's second reading of the per-area services pages: /services/{town}-services → /services-{town}. */
export const townServicesAlias = defineRedirect(
  {
    id: 'townServicesAlias',
    definitionFile,
    templateFile,
    kind: 'redirect',
    paths: (data) =>
      data.locations.map((location) => ({
        params: { location: location.slug },
        label: `Services in ${location.name}`,
        to: { id: 'areaServices', params: { location: location.slug } },
      })),
  },
  render,
);

/** A location whose area page has its own address (Hull) keeps the pattern's address as a redirect. */
export const areaAlias = defineRedirect(
  {
    id: 'areaAlias',
    definitionFile,
    templateFile,
    kind: 'redirect',
    paths: (data) =>
      data.locations
        .filter((location) => location.areaPageSlug)
        .map((location) => ({
          params: { location: location.slug },
          label: `Commercial electrician in ${location.name}`,
          to: { id: 'area', params: { location: location.slug } },
        })),
  },
  render,
);
