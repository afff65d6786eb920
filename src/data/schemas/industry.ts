import { z } from 'zod';
import { industryArtSchema } from './art.ts';
import { faqSchema, iconSchema, imageSchema, slugSchema, textSchema } from './common.ts';


/** A block of an industry page: what we do for that industry, with three benefits. */
export const industryServiceSectionSchema = z.strictObject({
  title: textSchema,
  benefits: z.array(textSchema).length(3),
  /** Which headline service the section links to, e.g. `electrical-testing` (data/headline-services.json). */
  service: slugSchema,
});

/** An industry the company serves, e.g. `cold-storage-freezer-facilities`. */
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
  /** The page's illustration when it has no photograph: a drawing of its trade, e.g. `coldStore` (src/data/schemas/art.ts). */
  art: industryArtSchema,
});
export type Industry = z.infer<typeof industrySchema>;

/** A group of industries, e.g. Agricultural. */
export const industryCategorySchema = z.strictObject({
  /** e.g. `agricultural`; the brief's six must be present (src/data/spec-names.ts). */
  slug: slugSchema,
  title: textSchema,
  description: textSchema,
  industries: z.array(industrySchema).min(1),
});

export const industriesFileSchema = z.array(industryCategorySchema).min(1);
