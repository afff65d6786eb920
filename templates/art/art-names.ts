/** The names of the drawings, JSX-free so a data schema can validate them with `z.enum(...)`. */

/** One drawing per page kind (see page-art.tsx). */
export const PAGE_ART_NAMES = [
  'home', 'about', 'contact', 'survey', 'testimonials', 'portfolio', 'services', 'serviceAreas', 'area',
  'areaServices', 'serviceInLocation', 'industries', 'sitemap', 'legal', 'notFound',
] as const;

/** One drawing per industry group (see industry-art.tsx). */
export const INDUSTRY_ART_NAMES = [
  'agricultural', 'industrial', 'logistics', 'commercial', 'office', 'dataCentre', 'healthcare', 'newBuild',
] as const;

/** One drawing per service category (see service-art.tsx). */
export const SERVICE_ART_NAMES = ['install', 'comply', 'maintain', 'power'] as const;
