import { z } from 'zod';
import { monthSchema, safeUrlSchema, sampleMarkSchema, slugSchema, textSchema } from './common.ts';

/**
 * Where a client's words were given: to the company itself (a letter, an email, a feedback form) or on a public
 * review site. The card says it beside the quote and the rating summaries say it of the whole set.
 */
export const reviewSources = ['own', 'google', 'trustpilot', 'checkatrade'] as const;
export type ReviewSource = (typeof reviewSources)[number];

/** A client's words about the company, shown with stars out of 5. */
export const testimonialSchema = z
  .strictObject({
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
    /** Where the words were given: "own" (to the company), "google", "trustpilot" or "checkatrade". */
    source: z.enum(reviewSources).optional(),
    /** The month they were given, e.g. "2025-03". */
    date: monthSchema.optional(),
    /** The review's own public page, where a visitor can read it at its source. */
    url: safeUrlSchema.optional(),
    /** The catalogue services the words are about (slugs): the service pages show a client of their own service first. */
    services: z.array(slugSchema).default([]),
    /** The industries the client is in (slugs): each industry's page shows a client of its own first. */
    industries: z.array(slugSchema).default([]),
    /** Candidates for the home page, which shows the first three featured. */
    featured: z.boolean().default(false),
    sample: sampleMarkSchema,
  })
  // A real client's words say where and when they were given, so a visitor can weigh them; only a stand-in may not.
  .superRefine((item, ctx) => {
    if (item.sample) return;
    for (const [key, example] of [['source', '"google"'], ['date', '"2025-03"']] as const) {
      if (item[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: `a real testimonial says where and when it was given: add "${key}", e.g. ${example}` });
    }
  });
export type Testimonial = z.infer<typeof testimonialSchema>;

export const testimonialsFileSchema = z.array(testimonialSchema).min(3);
