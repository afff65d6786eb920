import { placeholderPage } from './placeholder.tsx';

export const industryDefinitions = [
  placeholderPage('industries', 'Industries'),
  placeholderPage('industry', 'Industry', (data) => data.industryCategories.flatMap((c) => c.industries.map((i) => ({ industry: i.slug })))),
  placeholderPage('portfolio', 'Portfolio'),
  placeholderPage('testimonials', 'Testimonials'),
];
