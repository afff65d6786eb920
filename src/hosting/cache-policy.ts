/** Content-hashed files (`/assets/site.3f9a1c2b7d.css`) never change under their name: cached for a year. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';

/** Pages and every other file keep their address when they change: caches must ask again each time. */
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate';

/** The folder of content-hashed assets, e.g. `assets/` in `assets/site.3f9a1c2b7d.css`. */
export const ASSETS_FOLDER = 'assets/';

/** The caching policy of a served path, e.g. `/assets/site.css` → immutable, `/about/` → revalidate. */
export function cacheControlFor(pathname: string): string {
  return pathname.startsWith(`/${ASSETS_FOLDER}`) ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}
