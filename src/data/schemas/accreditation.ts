import { z } from 'zod';
import { slugSchema, textSchema } from './common.ts';

/** A scheme or standard the company works to, e.g. NICEIC. */
export const accreditationSchema = z.strictObject({
  slug: slugSchema,
  /** Short name on the badge, e.g. "NAPIT". */
  name: textSchema,
  /** What it is, shown in the badge's tooltip and on the about page. */
  description: textSchema,
});
export type Accreditation = z.infer<typeof accreditationSchema>;

export const accreditationsFileSchema = z.array(accreditationSchema).min(3);
