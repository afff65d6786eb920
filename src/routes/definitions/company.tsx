import { AboutPage } from '../../../templates/pages/about-page.tsx';
import { ContactPage } from '../../../templates/pages/contact-page.tsx';
import { FreeSiteSurveyPage } from '../../../templates/pages/free-site-survey-page.tsx';
import { LegalPage, type LegalPageProps } from '../../../templates/pages/legal-page.tsx';
import { SitemapPage } from '../../../templates/pages/sitemap-page.tsx';
import type { Location } from '../../data/schemas/location.ts';
import type { SiteData } from '../../data/site-data.ts';
import { businessEntity, faqPage } from '../../seo/structured-data.ts';
import { brandTitle, definePage } from '../define-route.ts';
import type { Crumb } from '../types.ts';

const definitionFile = 'src/routes/definitions/company.tsx';

/** Home > {label}: the trail of every page in this file. */
const trail = (label: string): Crumb[] => [{ label: 'Home', to: { id: 'home' } }, { label }];

/** The six main locations, in data order: the areas the contact and survey pages link to. */
const mainAreas = (data: SiteData): Location[] => data.locations.filter((location) => location.featured);

const about = definePage<Record<string, never>>({
  id: 'about',
  definitionFile,
  templateFile: 'templates/pages/about-page.tsx',
  template: () => <AboutPage />,
  paths: (data) => ({
    props: {},
    meta: {
      title: brandTitle(data, 'About Us'),
      description: `Established in ${data.company.established}, ${data.company.name} is a NAPIT and NICEIC approved electrical contractor near Brough. Meet our directors.`,
      breadcrumbs: trail('About'),
    },
  }),
});

const contact = definePage<{ areas: Location[] }>({
  id: 'contact',
  definitionFile,
  templateFile: 'templates/pages/contact-page.tsx',
  template: (props) => <ContactPage {...props} />,
  paths: (data) => ({
    props: { areas: mainAreas(data) },
    meta: {
      title: brandTitle(data, 'Contact Us'),
      description: `Call ${data.company.phone}, email us or request a free quote. ${data.company.hours.label}, with a ${data.company.hours.emergency} emergency call-out.`,
      breadcrumbs: trail('Contact'),
    },
  }),
  // The contact page shows the six main areas, so the entity's areaServed lists the same six.
  structuredData: ({ areas }, links, data) => [businessEntity(data.company, links, { areas })],
});

const freeSiteSurvey = definePage<{ areas: Location[] }>({
  id: 'freeSiteSurvey',
  definitionFile,
  templateFile: 'templates/pages/free-site-survey-page.tsx',
  template: (props) => <FreeSiteSurveyPage {...props} />,
  paths: (data) => ({
    props: { areas: mainAreas(data) },
    meta: {
      title: brandTitle(data, 'Free Site Survey'),
      description: 'Book a free, no-obligation electrical site survey in Hull and East Yorkshire. Most surveys take 1-2 hours and lead to a fixed written quote.',
      breadcrumbs: trail('Free Site Survey'),
    },
  }),
  structuredData: (_props, _links, data) => [faqPage(data.pages.survey.faqs)],
});

const sitemap = definePage<Record<string, never>>({
  id: 'sitemap',
  definitionFile,
  templateFile: 'templates/pages/sitemap-page.tsx',
  template: () => <SitemapPage />,
  paths: (data) => ({
    props: {},
    meta: {
      title: brandTitle(data, 'Sitemap'),
      description: `Every page of our website: ${data.services.length} electrical services, ${data.locations.length} areas across East Yorkshire, the industries we serve and company pages.`,
      breadcrumbs: trail('Sitemap'),
    },
  }),
});

/** The privacy policy and the terms: one template, each page its own document. */
const legalPage = (id: LegalPageProps['id'], title: string, entry: (data: SiteData) => Pick<LegalPageProps, 'document'> & { description: string }) =>
  definePage<LegalPageProps>({
    id,
    definitionFile,
    templateFile: 'templates/pages/legal-page.tsx',
    template: (props) => <LegalPage {...props} />,
    paths: (data) => {
      const { document, description } = entry(data);
      return { props: { id, title, document }, meta: { title: brandTitle(data, title), description, breadcrumbs: trail(title) } };
    },
  });

const privacyPolicy = legalPage('privacyPolicy', 'Privacy Policy', (data) => ({
  document: data.pages.privacy,
  description: `How ${data.company.legalName} collects, uses and protects your personal information, how long we keep it, and your rights under UK GDPR.`,
}));

const termsConditions = legalPage('termsConditions', 'Terms & Conditions', (data) => ({
  document: data.pages.terms,
  description: `Our terms for quotes and electrical work: quotes valid ${data.company.terms.quoteValidityDays} days, payment within ${data.company.terms.paymentDays} days of invoice, a ${data.company.terms.warrantyMonths}-month warranty.`,
}));

/** The company pages: about, contact, free site survey, the HTML sitemap and the two legal pages. */
export const companyDefinitions = [about, contact, freeSiteSurvey, sitemap, privacyPolicy, termsConditions];
