// TEMPORARY during development of issue 3: replaced by real definitions before landing.
import type { SiteData } from '../../data/site-data.ts';
import { definePage } from '../define-route.ts';
import { areaPathnameOverride } from '../area-pathname.ts';
import type { RouteId } from '../patterns.ts';

export function placeholderPage(id: RouteId, title: string, params: (data: SiteData) => Record<string, string>[] = () => [{}]) {
  return definePage<{ title: string }>({
    id,
    kind: 'page',
    template: ({ title: t }) => <h1>{t}</h1>,
    paths: (data) => params(data).map((p) => ({ params: p, ...(id === 'area' ? { pathname: areaPathnameOverride(data.locations.find((l) => l.slug === p.location)!) } : {}), props: { title }, meta: { title: `${title} ${Object.values(p).join(' ')}`, description: title } })),
  });
}
