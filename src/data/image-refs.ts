import type { ImageSlot } from './image-slots.ts';
import type { ImageRef } from './schemas/common.ts';
import type { SiteData } from './site-data.ts';

/** One picture named by the data: where (`services.json#/3/image`) and the kind of place it fills, e.g. `hero`. */
export interface ImageUse {
  ref: ImageRef;
  file: string;
  path: (string | number)[];
  slot: ImageSlot;
}

/** Every picture the data names, one entry per mention (a file named twice is two entries, each with its slot). */
export function collectImageRefs(data: SiteData): ImageUse[] {
  const use = (ref: ImageRef | undefined, file: string, path: (string | number)[], slot: ImageSlot): ImageUse[] => (ref ? [{ ref, file, path, slot }] : []);
  return [
    ...data.services.flatMap((service, index) => use(service.image, 'services.json', [index, 'image'], 'hero')),
    ...data.industryCategories.flatMap((category, c) => category.industries.flatMap((industry, i) => use(industry.image, 'industries.json', [c, 'industries', i, 'image'], 'hero'))),
    ...data.locations.flatMap((location, index) => use(location.image, 'locations.json', [index, 'image'], 'hero')),
    ...use(data.pages.home.hero.image, 'pages/home.json', ['hero', 'image'], 'homeHero'),
    ...data.accreditations.flatMap((item, index) => use(item.mark, 'accreditations.json', [index, 'mark'], 'mark')),
    ...data.pages.about.directors.flatMap((director, index) => use(director.photo, 'pages/about.json', ['directors', index, 'photo'], 'portrait')),
    ...data.pages.portfolio.projects.flatMap((project, p) => (project.photos ?? []).flatMap((photo, index) => use(photo, 'pages/portfolio.json', ['projects', p, 'photos', index], index === 0 ? 'hero' : 'gallery'))),
  ];
}
