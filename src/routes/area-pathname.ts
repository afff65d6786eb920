import type { Location } from '../data/schemas/location.ts';

/**
 * The area page's address when the data overrides the pattern's (Hull: `/commercial-electrician-hull/`);
 * the pattern's address then becomes a redirect (see definitions/redirects.tsx).
 */
export function areaPathnameOverride(location: Location): string | undefined {
  return location.areaPageSlug ? `/${location.areaPageSlug}/` : undefined;
}
