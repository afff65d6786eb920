import { formatDuration } from '../../data/travel.ts';
import { faqPage, localBusiness, serviceNode, serviceOffer } from '../../seo/structured-data.ts';
import { ServiceLocationPage, type ServiceLocationProps } from '../../../templates/pages/service-location-page.tsx';
import { ServicePage, type ServicePageProps } from '../../../templates/pages/service-page.tsx';
import { ServicesPage } from '../../../templates/pages/services-page.tsx';
import type { Service } from '../../data/schemas/service.ts';
import type { ServiceCategory } from '../../data/schemas/service-category.ts';
import type { SiteData } from '../../data/site-data.ts';
import { clientQuote, featuredClient } from '../client-quote.ts';
import { caseStudies, relatedCaseStudies } from '../case-studies.ts';
import { brandTitle, definePage } from '../define-route.ts';
import { serviceLocationProps } from '../service-location-pages.ts';
import { FEATURED_SERVICES } from '../../data/spec-names.ts';

const definitionFile = 'src/routes/definitions/services.tsx';

/** The category a service names; the cross-check at load guarantees it exists. */
function categoryOf(data: SiteData, service: Service): ServiceCategory {
  const category = data.serviceCategories.find((c) => c.slug === service.category);
  if (!category) throw new Error(`the service "${service.slug}" names the unknown category "${service.category}"`);
  return category;
}

export const servicesIndex = definePage<{ featured: Service[] }>({
  id: 'services',
  definitionFile,
  templateFile: 'templates/pages/services-page.tsx',
  template: (props) => <ServicesPage {...props} />,
  paths: (data) => ({
    props: { featured: FEATURED_SERVICES.map((slug) => data.services.find((s) => s.slug === slug)).filter((s): s is Service => s !== undefined) },
    meta: {
      title: brandTitle(data, 'Commercial & Industrial Electrical Services'),
      description: `All ${data.services.length} commercial and industrial electrical services we offer across Hull and East Yorkshire, from new-build wiring to EV charging and testing.`,
      breadcrumbs: [{ label: 'Home', to: { id: 'home' } }, { label: 'Services' }],
    },
  }),
  structuredData: (_props, _links, data) => [faqPage(data.pages.services.faqs)],
});

export const serviceDetail = definePage<ServicePageProps>({
  id: 'service',
  definitionFile,
  templateFile: 'templates/pages/service-page.tsx',
  template: (props) => <ServicePage {...props} />,
  paths: (data) => {
    const studies = caseStudies(data);
    return data.services.map((service) => ({
      params: { service: service.slug },
      props: {
        service,
        category: categoryOf(data, service),
        testimonial: clientQuote(data, { service: service.slug }) ?? featuredClient(data),
        faqs: data.pages.faqs.service,
        projects: relatedCaseStudies(studies, (study) => study.project.services.includes(service.slug)),
      },
      meta: {
        title: brandTitle(data, `${service.name} in Hull & East Yorkshire`),
        description: service.description,
        breadcrumbs: [{ label: 'Home', to: { id: 'home' } }, { label: 'Services', to: { id: 'services' } }, { label: service.name }],
      },
    }));
  },
  structuredData: ({ service, faqs }, links, data) => [
    serviceNode(data.company, links, { pathname: links.href('service', { service: service.slug }), name: service.name, description: service.description }),
    faqPage(faqs),
  ],
});

export const serviceInLocation = definePage<ServiceLocationProps>({
  id: 'serviceInLocation',
  definitionFile,
  templateFile: 'templates/pages/service-location-page.tsx',
  template: (props) => <ServiceLocationPage {...props} />,
  paths: (data) => {
    const propsOf = serviceLocationProps(data);
    return data.services.flatMap((service) => data.locations.map((location) => {
      const props = propsOf(service, location);
      const { travel } = props;
      return {
        params: { service: service.slug, location: location.slug },
        props,
        meta: {
          title: props.title,
          description: `${service.name} in ${location.name} (${location.postcode}) by NAPIT and NICEIC approved electricians, ${formatDuration(travel.minutes)} away. Free survey and quote.`,
          breadcrumbs: [
            { label: 'Home', to: { id: 'home' } },
            { label: 'Services', to: { id: 'services' } },
            { label: service.name, to: { id: 'service', params: { service: service.slug } } },
            { label: location.name },
          ],
          // Only pages with enough of their own to say are offered to search engines, chosen on their rendered text
          // (docs/decisions.md#which-local-pages-are-indexed).
          robots: 'noindex, follow',
          localPage: { service: service.slug, town: location.slug },
        },
      };
    }));
  },
  structuredData: ({ service, location }, links, data) => [
    localBusiness(data.company, links, {
      pathname: links.href('serviceInLocation', { service: service.slug, location: location.slug }),
      name: `${data.company.name}: ${service.name} in ${location.name}`,
      description: service.description,
      area: location,
      makesOffer: serviceOffer(service.name),
    }),
    // No FAQPage: the questions are the town's, marked up once, on its area page (search engines ask that
    // repeated questions be marked up in one place).
  ],
});
