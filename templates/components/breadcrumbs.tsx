import { useSite } from '../site-context.ts';

/** The page's trail from its meta; the same trail is emitted as BreadcrumbList JSON-LD. */
export function Breadcrumbs() {
  const { route, links } = useSite();
  const crumbs = route.meta.breadcrumbs;
  if (!crumbs?.length) return null;
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-navy-100">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`} className="flex items-center gap-2">
            {index > 0 && <span aria-hidden="true">/</span>}
            {crumb.to ? (
              <a href={links.hrefTo(crumb.to)} className="underline decoration-white/40 underline-offset-4 hover:text-white hover:decoration-white">
                {crumb.label}
              </a>
            ) : (
              <span aria-current="page" className="font-semibold text-white">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
