import type { SiteData } from '../data/site-data.ts';
import { renderMain, type RenderContext } from '../render/render-route.tsx';
import { fillPattern, routePatterns } from '../routes/patterns.ts';
import type { RouteTable } from '../routes/route-table.ts';
import { serviceLocationProps } from '../routes/service-location-pages.ts';
import type { Links, RouteRef } from '../routes/types.ts';
import { localPageKey, measurePage, selectIndexedPages, type MeasuredPage } from '../seo/indexable-pages.ts';
import { sharedFraction, type Shingles } from '../seo/shingles.ts';
import { createElement } from 'react';
import { ServiceLocationPage } from '../../templates/pages/service-location-page.tsx';
import { applyAddition, latestMonth, pagesTouched, STAND_IN_PROJECT, type IndexAddition } from './index-additions.ts';

/** The site as `ctsite report` opens it: today's data, its routes, and the context its pages render with. */
export interface ReportSite {
  data: SiteData;
  table: RouteTable;
  context: RenderContext;
}

/**
 * Today's selection of indexed pages, and `try(addition)`: the pages whose props the addition changes are rendered and
 * measured again as the build measures them, the rest keep today's measure, and the build's selection runs over them all again.
 */
export function createIndexTrials(site: ReportSite) {
  const { data, table } = site;
  const routes = new Map(table.routes.flatMap((route) => (route.meta.localPage ? [[localPageKey(route.meta.localPage), { route, page: route.meta.localPage }] as const] : [])));
  const measured = [...routes.values()].map(({ route, page }) => measurePage(page, Buffer.from(renderMain(route, site.context))));
  const position = new Map(measured.map((page, index) => [localPageKey(page), index]));
  const shared = rememberShared();
  const indexed = selectIndexedPages(measured, shared);
  const month = latestMonth(data);
  const links = withStandInProject(table.links);
  let trials = 0;

  return {
    /** Every page, measured as the build measures it. */
    measured: measured as readonly MeasuredPage[],
    /** The keys of the pages indexed today. */
    indexed: indexed as ReadonlySet<string>,
    /** The month a stand-in project is completed. */
    month,
    get trials() {
      return trials;
    },
    /** The `service/town` keys of the pages the addition brings in and takes out. */
    try(addition: IndexAddition): { gained: string[]; lost: string[] } {
      trials += 1;
      const changed = applyAddition(data, addition, month);
      const context = { ...site.context, data: changed, links };
      const propsOf = serviceLocationProps(changed);
      const services = new Map(changed.services.map((service) => [service.slug, service]));
      const towns = new Map(changed.locations.map((town) => [town.slug, town]));
      const trial = [...measured];
      for (const ref of pagesTouched(changed, addition)) {
        const service = services.get(ref.service);
        const town = towns.get(ref.town);
        const found = routes.get(localPageKey(ref));
        const at = position.get(localPageKey(ref));
        if (!service || !town || !found || at === undefined) continue;
        const props = propsOf(service, town);
        // A project far from a town is not among its nearest: the town's page shows what it did.
        if (addition.kind === 'project' && !props.projects.some((entry) => entry.project.slug === STAND_IN_PROJECT)) continue;
        trial[at] = measurePage(found.page, Buffer.from(renderMain({ ...found.route, props, element: () => createElement(ServiceLocationPage, props) }, context)));
      }
      const after = selectIndexedPages(trial, shared);
      return { gained: [...after].filter((key) => !indexed.has(key)), lost: [...indexed].filter((key) => !after.has(key)) };
    },
  };
}

/** The table's links, and the stand-in project's page at its pattern's address: its pages are measured, never written. */
function withStandInProject(links: Links): Links {
  const hrefTo = (ref: RouteRef) => (ref.id === 'caseStudy' && ref.params?.project === STAND_IN_PROJECT ? fillPattern(routePatterns.caseStudy, ref.params) : links.hrefTo(ref));
  return { ...links, hrefTo, href: ((id, params, hash) => hrefTo({ id, params, hash } as RouteRef)) as Links['href'] };
}

/** sharedFraction, remembered by pair: the trials compare mostly the same pairs, so hundreds cost little more than one selection each. */
function rememberShared(): (a: Shingles, b: Shingles) => number {
  const known = new WeakMap<Shingles, WeakMap<Shingles, number>>();
  return (a, b) => {
    const row = known.get(a) ?? new WeakMap<Shingles, number>();
    known.set(a, row);
    let value = row.get(b);
    if (value === undefined) row.set(b, (value = sharedFraction(a, b)));
    return value;
  };
}
