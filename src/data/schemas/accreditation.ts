import { z } from 'zod';
import { imageSchema, safeUrlSchema, sampleMarkSchema, slugSchema, textSchema } from './common.ts';

/** A scheme's public register, where a client can check a contractor, e.g. NAPIT's installer search. */
export const registerSchema = z.strictObject({
  url: safeUrlSchema,
  /** The link's text, naming the register, e.g. "Search the NAPIT register". */
  label: textSchema,
});

/** A scheme or standard the company works to, e.g. NICEIC. */
export const accreditationSchema = z.strictObject({
  slug: slugSchema,
  /** Short name on the mark, e.g. "NAPIT". */
  name: textSchema,
  /** A registration scheme (drawn as a shield, with its register) or a standard worked to (drawn as a book). */
  kind: z.enum(['scheme', 'standard']),
  /** What it is, shown in the mark's tooltip and on the about page. */
  description: textSchema,
  /** Where clients can check the registration; every scheme has one. */
  register: registerSchema.optional(),
  /**
   * The scheme's official mark, as the scheme supplies it to registered firms (PNG, JPEG or WebP under
   * data/images/), shown in place of the drawn emblem. Only where the company is licensed to use it.
   */
  mark: imageSchema.optional(),
  /** A scheme named before the company has confirmed it is registered: a claim that must not go live unconfirmed. */
  sample: sampleMarkSchema,
}).refine((item) => item.kind !== 'scheme' || item.register !== undefined, {
  message: 'a scheme needs its "register": { "url": "https://…", "label": "Search the … register" }',
  path: ['register'],
});
export type Accreditation = z.infer<typeof accreditationSchema>;

export const accreditationsFileSchema = z.array(accreditationSchema).min(3);
