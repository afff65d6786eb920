import type { DataFileKey, DataFileValue } from './data-files.ts';
import type { Location } from './schemas/location.ts';

/** Where each page's copy file sits in `SiteData`, e.g. the file `servicesPage` as `pages.services`. */
export const PAGE_FILES = {
  home: 'home', services: 'servicesPage', serviceLocation: 'serviceLocation', about: 'about', survey: 'survey',
  portfolio: 'portfolio', privacy: 'privacy', terms: 'terms', faqs: 'faqs', howWeWork: 'howWeWork',
} as const satisfies Record<string, DataFileKey>;

type PageFileKey = (typeof PAGE_FILES)[keyof typeof PAGE_FILES];

/** The files in the shape of `SiteData`: each file under its key, but the pages' copy under `pages`. */
export type Arranged<Files extends Record<DataFileKey, unknown>> = { [Key in Exclude<DataFileKey, PageFileKey>]: Files[Key] } & {
  pages: { [Page in keyof typeof PAGE_FILES]: Files[(typeof PAGE_FILES)[Page]] };
};

/** Every data file's validated value, by its key in `dataFiles`. */
export type ValidFiles = { [Key in DataFileKey]: DataFileValue<Key> };

/** Everything in `data/`, validated and cross-checked: what templates and routes receive. */
export type SiteData = Arranged<ValidFiles>;

/** The locations with these slugs, in this order; cross-check.ts guarantees the ones the brief names exist. */
export function findLocations(data: SiteData, slugs: readonly string[]): Location[] {
  return slugs.map((slug) => {
    const location = data.locations.find((l) => l.slug === slug);
    if (!location) throw new Error(`the location "${slug}" is missing from locations.json`);
    return location;
  });
}
