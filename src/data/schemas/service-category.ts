import { z } from 'zod';
import { serviceArtSchema } from './art.ts';
import { slugSchema, textSchema } from './common.ts';

/** A group of services in the menus and on the services page, e.g. "Testing & compliance". */
export const serviceCategorySchema = z.strictObject({
  /** Named by each service's `category`, e.g. `comply`. */
  slug: slugSchema,
  /** Shown as the group's heading, e.g. "Testing & compliance". */
  title: textSchema,
  /** One sentence on what the group's services do for a client. */
  description: textSchema.max(170),
  /** The illustration of the group's service pages (templates/art/service-art.tsx). */
  art: serviceArtSchema,
});
export type ServiceCategory = z.infer<typeof serviceCategorySchema>;

export const serviceCategoriesFileSchema = z.array(serviceCategorySchema).min(1);
