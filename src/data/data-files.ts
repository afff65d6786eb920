import type { z } from 'zod';
import { accreditationsFileSchema } from './schemas/accreditation.ts';
import { companySchema } from './schemas/company.ts';
import { headlineFileSchema } from './schemas/headline.ts';
import { industriesFileSchema } from './schemas/industry.ts';
import { locationsFileSchema } from './schemas/location.ts';
import * as pages from './schemas/pages.ts';
import { redirectsFileSchema } from './schemas/redirect.ts';
import { servicesFileSchema } from './schemas/service.ts';
import { serviceCategoriesFileSchema } from './schemas/service-category.ts';
import { sectorServicesFileSchema, sectorsFileSchema } from './schemas/sector.ts';
import { testimonialsFileSchema } from './schemas/testimonial.ts';

/** Every data file, relative to the data folder, with its schema. */
export const dataFiles = {
  company: { file: 'company.json', schema: companySchema },
  services: { file: 'services.json', schema: servicesFileSchema },
  serviceCategories: { file: 'service-categories.json', schema: serviceCategoriesFileSchema },
  locations: { file: 'locations.json', schema: locationsFileSchema },
  sectors: { file: 'sectors.json', schema: sectorsFileSchema },
  sectorServices: { file: 'sector-services.json', schema: sectorServicesFileSchema },
  industryCategories: { file: 'industries.json', schema: industriesFileSchema },
  headlineServices: { file: 'headline-services.json', schema: headlineFileSchema },
  testimonials: { file: 'testimonials.json', schema: testimonialsFileSchema },
  accreditations: { file: 'accreditations.json', schema: accreditationsFileSchema },
  redirects: { file: 'redirects.json', schema: redirectsFileSchema },
  home: { file: 'pages/home.json', schema: pages.homeCopySchema },
  servicesPage: { file: 'pages/services.json', schema: pages.servicesCopySchema },
  serviceLocation: { file: 'pages/service-location.json', schema: pages.serviceLocationCopySchema },
  howWeWork: { file: 'pages/how-we-work.json', schema: pages.howWeWorkSchema },
  about: { file: 'pages/about.json', schema: pages.aboutCopySchema },
  survey: { file: 'pages/free-site-survey.json', schema: pages.surveyCopySchema },
  portfolio: { file: 'pages/portfolio.json', schema: pages.portfolioCopySchema },
  privacy: { file: 'pages/privacy-policy.json', schema: pages.legalDocumentSchema },
  terms: { file: 'pages/terms-conditions.json', schema: pages.legalDocumentSchema },
  faqs: { file: 'pages/faqs.json', schema: pages.sharedFaqsSchema },
} as const satisfies Record<string, { file: string; schema: z.ZodType }>;

export type DataFileKey = keyof typeof dataFiles;
export type DataFileValue<Key extends DataFileKey> = z.infer<(typeof dataFiles)[Key]['schema']>;
