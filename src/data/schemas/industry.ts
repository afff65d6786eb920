import { z } from 'zod';
import { faqSchema, iconSchema, imageSchema, slugSchema, textSchema } from './common.ts';

/** The five headline-service slugs that industry pages and home cards link to. */
export const headlineSlugSchema = z.enum([
  'industrial-installations',
  'electrical-testing',
  'maintenance-repairs',
  'emergency-callout',
  'ev-charger-installation',
]);
export type HeadlineSlug = z.infer<typeof headlineSlugSchema>;

/** A block of an industry page: what we do for that industry, with three benefits. */
export const industryServiceSectionSchema = z.strictObject({
  title: textSchema,
  benefits: z.array(textSchema).length(3),
  /** Which headline service the section links to. */
  service: headlineSlugSchema,
});

/** One of the 18 industries, e.g. `cold-storage-freezer-facilities`. */
export const industrySchema = z.strictObject({
  slug: slugSchema,
  /** Display name, e.g. "Cold Storage & Freezer Facilities". */
  name: textSchema,
  /** One sentence for the index cards (under 160 characters). */
  description: textSchema.max(170),
  icon: iconSchema,
  /** The page's h1, e.g. "Electrical Services for Dairy Farms". */
  pageTitle: textSchema,
  /** The meta description (120-160 characters). */
  pageDescription: textSchema.max(170),
  /** The opening paragraph(s) of the page. */
  intro: z.array(textSchema).min(1).max(2),
  serviceSections: z.array(industryServiceSectionSchema).min(3).max(4),
  faqs: z.array(faqSchema).length(3),
  /** A photograph for the industry page; without one the page shows its SVG artwork. */
  image: imageSchema.optional(),
});
export type Industry = z.infer<typeof industrySchema>;

/** A group of industries, e.g. Agricultural. */
export const industryCategorySchema = z.strictObject({
  slug: z.enum(['agricultural', 'industrial', 'logistics', 'commercial', 'office', 'specialized']),
  title: textSchema,
  description: textSchema,
  industries: z.array(industrySchema).min(1),
});
export type IndustryCategory = z.infer<typeof industryCategorySchema>;

export const industriesFileSchema = z.array(industryCategorySchema).length(6);
