import { z } from 'zod';
import { iconSchema, imageSchema, slugSchema, textSchema } from './common.ts';

/** A part of a service page: a subhead and one to three short paragraphs, e.g. "Monthly and annual testing". */
export const serviceSectionSchema = z.strictObject({
  heading: textSchema.max(60),
  paragraphs: z.array(textSchema).min(1).max(3),
});

/** A catalogue service, e.g. `new-construction-wiring`. */
export const serviceSchema = z.strictObject({
  /** URL segment, e.g. `emergency-exit-lighting`. */
  slug: slugSchema,
  /** Display name, e.g. "Emergency & Exit Lighting". */
  name: textSchema,
  /** The group it belongs to in menus and pictures, a slug from data/service-categories.json, e.g. `comply`. */
  category: slugSchema,
  /** One or two sentences for cards, lists and the meta description (70-160 characters). */
  description: textSchema.max(170),
  /** Exactly four technical specifications, shown as "Service Features". */
  technicalSpecs: z.array(textSchema).length(4),
  /** What the client gets, in two lines that lead the service page (at most 160 characters). */
  outcome: textSchema.max(160),
  /** The page's parts under their subheads: what the work involves, for whom, how it is run and handed over. */
  sections: z.array(serviceSectionSchema).min(2).max(5),
  /** The lucide icon shown beside the service. */
  icon: iconSchema,
  /** A photograph for the service page; without one the page shows its SVG artwork. */
  image: imageSchema.optional(),
});
export type Service = z.infer<typeof serviceSchema>;

export const servicesFileSchema = z.array(serviceSchema).min(1);
