import { createContext, useContext } from 'react';
import type { ImageSet } from '../src/data/image-slots.ts';
import type { SiteData } from '../src/data/site-data.ts';
import type { Navigation } from '../src/routes/navigation.ts';
import type { Links, ResolvedRoute } from '../src/routes/types.ts';

/** Hashed asset URLs from the build manifest, e.g. `/assets/site.3f9a1c2b.css`. */
export interface PageAssets {
  stylesheet: string;
  script?: string;
  favicon: string;
}

/** What every template can read: the data, the links, the page being rendered and its assets. */
export interface SiteContextValue {
  data: SiteData;
  links: Links;
  route: ResolvedRoute;
  navigation: Navigation;
  assets: PageAssets;
  /** From SOURCE_DATE_EPOCH when set, so builds are reproducible. */
  buildDate: Date;
  /** The data's raster pictures, encoded by the build, by their `src`. */
  images: ImageSet;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite() was called outside a page render (no SiteContext provider)');
  return value;
}
