import type { RouteRef } from '../../src/routes/types.ts';
import { useSite } from '../site-context.ts';

/**
 * The one inline script of the site, identical on every redirect page so that one hash in the
 * Content-Security-Policy covers them all: it follows the page's own link, replacing the history
 * entry. Exported for the tests.
 */
export const REDIRECT_SCRIPT = "location.replace(document.getElementById('redirect-target').href)";

/**
 * A moved address, for hosts without redirect rules: meta refresh 0 (works without JavaScript),
 * location.replace (keeps the old address out of history), canonical to the target, noindex. The link reads
 * as the page it opens ("New Construction Wiring"), for the moment before it is followed or without either.
 */
export function RedirectPage({ to, label }: { to: RouteRef; label: string }) {
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
      </head>
      <body>
        <p>
          This page has moved to{' '}
          <a id="redirect-target" href={target}>
            {label}
          </a>
          .
        </p>
        <script dangerouslySetInnerHTML={{ __html: REDIRECT_SCRIPT }} />
      </body>
    </html>
  );
}
