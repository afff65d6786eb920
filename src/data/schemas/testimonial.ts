import { z } from 'zod';
import { sampleMarkSchema, slugSchema, textSchema } from './common.ts';

/** A client's words about the company, shown with stars out of 5. */
export const testimonialSchema = z.strictObject({
  quote: textSchema,
  author: textSchema,
  role: textSchema,
  company: textSchema,
  /** A name other data refers to these words by, e.g. "dairy-market-weighton" (a case study's client quote). */
  key: slugSchema.optional(),
  /**
   * The town the client is in (a slug of data/locations.json), e.g. "goole": that town's pages quote their own
   * clients first, and never another town's while they have one.
   */
  location: slugSchema.optional(),
  /** Whole stars out of 5; defaults to 5. */
  rating: z.number().int().min(1).max(5).default(5),
  /** The catalogue services the words are about (slugs): the service pages show a client of their own service first. */
  services: z.array(slugSchema).default([]),
  /** The industries the client is in (slugs): each industry's page shows a client of its own first. */
  industries: z.array(slugSchema).default([]),
  /** Candidates for the home page, which shows the first three featured. */
  featured: z.boolean().default(false),
  sample: sampleMarkSchema,
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const testimonialsFileSchema = z.array(testimonialSchema).min(3);
