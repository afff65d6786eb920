import { RedirectPage } from '../../../templates/pages/redirect-page.tsx';
import { headlineName } from '../../data/headline-name.ts';
import type { SiteData } from '../../data/site-data.ts';
import type { EarlierRoutes, RouteDefinition } from '../define-route.ts';
import { resolveMovedPages } from '../moved-pages.ts';
import { routePatterns, type RouteId } from '../patterns.ts';
import type { EntryMeta, RouteRef } from '../types.ts';

/** One old address: where it leads and what it opens, e.g. "New Construction Wiring" for `/services/industrial-installations/`. */
interface RedirectEntry {
  params: Record<string, string>;
  to: RouteRef;
  label: string;
  /** Replaces the pattern's address: an owner's redirect is at its own `from`. */
  pathname?: string;
  /** Default: "{label} has moved", for a label that names the page it leads to. */
  meta?: EntryMeta;
}

function defineRedirect(id: RouteId, paths: (data: SiteData, earlier: EarlierRoutes) => RedirectEntry[]): RouteDefinition {
  return {
    id,
    kind: 'redirect',
    pattern: routePatterns[id],
    definitionFile: 'src/routes/definitions/redirects.tsx',
    templateFile: 'templates/pages/redirect-page.tsx',
    expand: (data, earlier) =>
      paths(data, earlier).map((entry) => ({
        id,
        kind: 'redirect',
        params: entry.params,
        ...(entry.pathname === undefined ? {} : { pathname: entry.pathname }),
        meta: entry.meta ?? { title: `${entry.label} has moved`, description: `${entry.label}: this address now redirects to its current page.` },
        redirectTo: entry.to,
        props: null,
        element: () => <RedirectPage to={entry.to} label={entry.label} />,
        structuredData: () => [],
      })),
  };
}

/** The five home-card slugs are aliases onto catalogue pages (docs/decisions.md#headline-service-aliases). */
export const headlineAlias = defineRedirect('headlineAlias', (data) =>
  data.headlineServices.map((headline) => ({
    params: { alias: headline.slug },
    label: headlineName(headline, data),
    to: 'service' in headline.target
      ? { id: 'service', params: { service: headline.target.service } }
      : { id: headline.target.page, hash: headline.target.anchor },
  })),
);

/**
 * A home-card alias followed by a town, e.g. `/services/industrial-installations/hull/`: the catalogue service in
 * that town, as `/services/{service}/{town}/` is. An alias onto a page (the emergency call-out) leads to the page.
 */
export const headlineAliasInLocation = defineRedirect('headlineAliasInLocation', (data) =>
  data.headlineServices.flatMap((headline) =>
    data.locations.map((location) => {
      const { target } = headline;
      const params = { alias: headline.slug, location: location.slug };
      return 'service' in target
        ? { params, label: `${headlineName(headline, data)} in ${location.name}`, to: { id: 'serviceInLocation', params: { service: target.service, location: location.slug } } }
        : { params, label: headlineName(headline, data), to: { id: target.page, hash: target.anchor } };
    }),
  ),
);

/** The spec's second reading of the per-area services pages: /services/{town}-services → /services-{town}. */
export const townServicesAlias = defineRedirect('townServicesAlias', (data) =>
  data.locations.map((location) => ({
    params: { location: location.slug },
    label: `Services in ${location.name}`,
    to: { id: 'areaServices', params: { location: location.slug } },
  })),
);

/** A location whose area page has its own address (Hull) keeps the pattern's address as a redirect. */
export const areaAlias = defineRedirect('areaAlias', (data) =>
  data.locations
    .filter((location) => location.areaPageSlug)
    .map((location) => ({
      params: { location: location.slug },
      label: `Commercial electrician in ${location.name}`,
      to: { id: 'area', params: { location: location.slug } },
    })),
);

/**
 * The owner's redirects (data/redirects.json): old addresses kept answering, e.g. a town's pages after its slug
 * changed. Listed after every page, so each target is found by its address; labelled with that address rather than
 * the page's name, so that a redirect reads nothing of the page it leads to.
 */
export const movedPage = defineRedirect('movedPage', (data, earlier) =>
  resolveMovedPages(data.redirects, earlier).map((moved) => ({
    params: { from: moved.from },
    pathname: moved.from,
    label: moved.toAddress,
    meta: { title: 'This page has moved', description: `This address now redirects to ${moved.toAddress}.` },
    to: moved.to,
  })),
);
