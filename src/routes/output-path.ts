/**
 * The trailing-slash policy lives here and nowhere else: every page is `<route>/index.html`
 * because object storage answers `/x` with a redirect to `/x/`; files named `*.html`
 * (the not-found page) are written as they are.
 */
export function outputPathFor(pathname: string): string {
  if (!pathname.startsWith('/')) throw new Error(`pathname must start with "/": ${pathname}`);
  if (pathname.endsWith('/')) return `${pathname.slice(1)}index.html`;
  if (pathname.endsWith('.html')) return pathname.slice(1);
  throw new Error(`pathname must end with "/" (a page) or ".html": ${pathname}`);
}

/**
 * The address a host serves an output file at, the inverse of `outputPathFor`:
 * `services/index.html` → `/services/`, `index.html` → `/`, `assets/site.css` → `/assets/site.css`.
 */
export function pathnameForOutput(file: string): string {
  if (file === 'index.html') return '/';
  return file.endsWith('/index.html') ? `/${file.slice(0, -'index.html'.length)}` : `/${file}`;
}

/** Joins the site origin and a root-relative pathname, e.g. `https://www.example.com/services/`. */
export function createAbsoluteUrl(siteUrl: string): (pathname: string) => string {
  const origin = siteUrl.replace(/\/+$/, '');
  return (pathname) => {
    if (!pathname.startsWith('/')) throw new Error(`absoluteUrl needs a root-relative pathname: ${pathname}`);
    return `${origin}${pathname}`;
  };
}

/**
 * An address in the policy's form, as the owner may write it without the slash: `/old-page` → `/old-page/`,
 * `/contact#emergency` → `/contact/#emergency`; `/x/` and `/404.html` are kept as they are.
 */
export function withTrailingSlash(address: string): string {
  const hashAt = address.indexOf('#');
  const pathname = hashAt === -1 ? address : address.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : address.slice(hashAt);
  return pathname.endsWith('/') || pathname.endsWith('.html') ? `${pathname}${hash}` : `${pathname}/${hash}`;
}
