import { breadcrumbList } from '../../src/seo/structured-data.ts';
import { serializeJsonLd } from '../../src/seo/json-ld.ts';
import { useSite } from '../site-context.ts';

/** Everything in <head>, from the route's meta: title, description, canonical, Open Graph, JSON-LD. */
export function Head() {
  const { route, links, assets, data } = useSite();
  const { meta } = route;
  const canonical = route.kind === 'page' ? links.absoluteUrl(route.pathname) : undefined;
  const nodes = [...route.structuredData(links)];
  if (meta.breadcrumbs?.length) nodes.push(breadcrumbList(meta.breadcrumbs, links, route.pathname));
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      {canonical && <link rel="canonical" href={canonical} />}
      {route.kind !== 'page' && <meta name="robots" content="noindex" />}
      {route.kind === 'page' && meta.robots && <meta name="robots" content={meta.robots} />}
      <meta name="theme-color" content="#081426" />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={data.company.name} />
      <meta property="og:locale" content="en_GB" />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      {canonical && <meta property="og:url" content={canonical} />}
      <meta property="og:image" content={links.absoluteUrl('/og-image.png')} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={`${data.company.name}: commercial and industrial electricians in East Yorkshire`} />
      <meta name="twitter:card" content="summary_large_image" />
      <link rel="icon" href={assets.favicon} type="image/svg+xml" />
      <link rel="stylesheet" href={assets.stylesheet} />
      {assets.script && <script type="module" src={assets.script} />}
      {nodes.length > 0 && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(nodes) }} />}
    </head>
  );
}
