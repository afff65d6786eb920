import { placeholderPage } from './placeholder.tsx';

export const areaDefinitions = [
  placeholderPage('serviceAreas', 'Service areas'),
  placeholderPage('area', 'Area', (data) => data.locations.map((l) => ({ location: l.slug }))),
  placeholderPage('areaServices', 'Area services', (data) => data.locations.map((l) => ({ location: l.slug }))),
];
