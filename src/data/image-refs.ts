import type { ImageRef } from './schemas/common.ts';
import type { SiteData } from './site-data.ts';

/** Every picture the data names, with where it is named, e.g. `services.json#/3/image`. */
export function collectImageRefs(data: SiteData): { ref: ImageRef; file: string; path: (string | number)[] }[] {
  return [
    ...data.services.flatMap((service, index) => (service.image ? [{ ref: service.image, file: 'services.json', path: [index, 'image'] }] : [])),
    ...data.industryCategories.flatMap((category, c) =>
      category.industries.flatMap((industry, i) => (industry.image ? [{ ref: industry.image, file: 'industries.json', path: [c, 'industries', i, 'image'] }] : [])),
    ),
    ...data.pages.about.directors.flatMap((director, index) => (director.photo ? [{ ref: director.photo, file: 'pages/about.json', path: ['directors', index, 'photo'] }] : [])),
    ...data.pages.portfolio.projects.flatMap((project, p) => (project.photos ?? []).map((photo, index) => ({ ref: photo, file: 'pages/portfolio.json', path: ['projects', p, 'photos', index] }))),
  ];
}
