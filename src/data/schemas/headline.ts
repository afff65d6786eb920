import { z } from 'zod';
import { iconSchema, slugSchema, textSchema } from './common.ts';

/** A headline service: a home card whose slug is an alias onto what it opens, shown under that one's name (headline-name.ts). */
export const headlineServiceSchema = z.strictObject({
  slug: slugSchema,
  description: textSchema.max(170),
  icon: iconSchema,
  /** Where the alias leads: a catalogue service, or the contact page's emergency block. */
  target: z.union([
    z.strictObject({ service: slugSchema }),
    z.strictObject({ page: z.literal('contact'), anchor: z.literal('emergency') }),
  ]),
});
export type HeadlineService = z.infer<typeof headlineServiceSchema>;

export const headlineFileSchema = z.array(headlineServiceSchema).min(1);
