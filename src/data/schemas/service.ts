import { z } from 'zod';
import { iconSchema, imageSchema, slugSchema, textSchema } from './common.ts';

/** A catalogue service, e.g. `new-construction-wiring`. */
export const serviceSchema = z.strictObject({
  /** URL segment, e.g. `emergency-exit-lighting`. */
  slug: slugSchema,
  /** Display name, e.g. "Emergency & Exit Lighting". */
  name: textSchema,
  /** One or two sentences for cards, lists and the meta description (70-160 characters). */
  description: textSchema.max(170),
  /** Exactly four technical specifications, shown as "Service Features". */
  technicalSpecs: z.array(textSchema).length(4),
  /** The opening paragraph of the service page. */
  intro: textSchema,
  /** Further paragraphs of the service page: what the work involves and for whom. */
  body: z.array(textSchema).min(2).max(4),
  /** The lucide icon shown beside the service. */
  icon: iconSchema,
  /** A photograph for the service page; without one the page shows its SVG artwork. */
  image: imageSchema.optional(),
});
export type Service = z.infer<typeof serviceSchema>;

export const servicesFileSchema = z.array(serviceSchema).min(1);
