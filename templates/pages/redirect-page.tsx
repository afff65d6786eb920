import type { RouteRef } from '../../src/routes/types.ts';
import { useSite } from '../site-context.ts';

/**
 * A moved address, for hosts without redirect rules: meta refresh 0 (works without JavaScript),
 * location.replace (keeps the old address out of history), canonical to the target, noindex.
 */
export function RedirectPage({ to }: { to: RouteRef }) {
  const { links, route } = useSite();
  const target = links.hrefTo(to);
  const canonical = links.absoluteUrl(links.hrefTo({ ...to, hash: undefined } as RouteRef));
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <title>{route.meta.title}</title>
        <meta name="robots" content="noindex" />
        <link rel="canonical" href={canonical} />
        <meta httpEquiv="refresh" content={`0; url=${target}`} />
        <script dangerouslySetInnerHTML={{ __html: `location.replace(${JSON.stringify(target).replace(/</g, '\\u003c')}+location.search)` }} />
      </head>
      <body>
        <p>
          This page has moved to <a href={target}>{canonical}</a>.
        </p>
      </body>
    </html>
  );
}
