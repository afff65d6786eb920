import { HomePage } from '../../../templates/pages/home-page.tsx';
import { NotFoundPage } from '../../../templates/pages/not-found-page.tsx';
import type { Location } from '../../data/schemas/location.ts';
import { businessEntity } from '../../seo/structured-data.ts';
import { definePage } from '../define-route.ts';

const definitionFile = 'src/routes/definitions/home.tsx';

export const home = definePage<{ areas: Location[] }>({
  id: 'home',
  definitionFile,
  templateFile: 'templates/pages/home-page.tsx',
  template: (props) => <HomePage {...props} />,
  paths: (data) => ({
    props: { areas: data.locations.filter((l) => l.featured) },
    meta: {
      title: `${data.company.name} | Commercial & Industrial Electricians in Hull & East Yorkshire`,
      description: data.company.description,
    },
  }),
  structuredData: ({ areas }, links, data) => [businessEntity(data.company, links, { areas })],
});

export const notFound = definePage<Record<string, never>>({
  id: 'notFound',
  definitionFile,
  templateFile: 'templates/pages/not-found-page.tsx',
  kind: 'not-found',
  template: () => <NotFoundPage />,
  paths: (data) => ({
    props: {},
    meta: {
      title: `Page Under Development | ${data.company.name}`,
      description: 'This page is being built. Please check back soon or contact us directly for information.',
    },
  }),
});
