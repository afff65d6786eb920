/** The page kinds that have a drawing (see page-art.tsx), JSX-free like the data's names in src/data/schemas/art.ts. */
export const PAGE_ART_NAMES = [
  'home', 'about', 'contact', 'survey', 'testimonials', 'portfolio', 'services', 'serviceAreas',
  'areaServices', 'industries', 'sitemap', 'legal', 'notFound',
] as const;
