import type { z } from 'zod';
import type { Accreditation } from './schemas/accreditation.ts';
import type { Company } from './schemas/company.ts';
import type { HeadlineService } from './schemas/headline.ts';
import type { IndustryCategory } from './schemas/industry.ts';
import type { Location } from './schemas/location.ts';
import type {
  aboutCopySchema,
  homeCopySchema,
  LegalDocument,
  portfolioCopySchema,
  serviceLocationCopySchema,
  servicesCopySchema,
  sharedFaqsSchema,
  surveyCopySchema,
} from './schemas/pages.ts';
import type { Service } from './schemas/service.ts';
import type { ServiceCategory } from './schemas/service-category.ts';
import type { Sector, SectorService } from './schemas/sector.ts';
import type { Testimonial } from './schemas/testimonial.ts';

/** Everything in `data/`, validated and cross-checked: what templates and routes receive. */
export interface SiteData {
  company: Company;
  services: Service[];
  serviceCategories: ServiceCategory[];
  locations: Location[];
  sectors: Sector[];
  sectorServices: SectorService[];
  industryCategories: IndustryCategory[];
  headlineServices: HeadlineService[];
  testimonials: Testimonial[];
  accreditations: Accreditation[];
  pages: {
    home: z.infer<typeof homeCopySchema>;
    services: z.infer<typeof servicesCopySchema>;
    serviceLocation: z.infer<typeof serviceLocationCopySchema>;
    about: z.infer<typeof aboutCopySchema>;
    survey: z.infer<typeof surveyCopySchema>;
    portfolio: z.infer<typeof portfolioCopySchema>;
    privacy: LegalDocument;
    terms: LegalDocument;
    faqs: z.infer<typeof sharedFaqsSchema>;
  };
}

/** The locations with these slugs, in this order; cross-check.ts guarantees the ones the brief names exist. */
export function findLocations(data: SiteData, slugs: readonly string[]): Location[] {
  return slugs.map((slug) => {
    const location = data.locations.find((l) => l.slug === slug);
    if (!location) throw new Error(`the location "${slug}" is missing from locations.json`);
    return location;
  });
}
