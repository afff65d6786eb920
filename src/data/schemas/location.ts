import { z } from 'zod';
import { ASSETS_FOLDER } from '../../hosting/cache-policy.ts';
import { townArtSchema } from './art.ts';
import { coordinatesSchema, faqSchema, imageSchema, slugSchema, textSchema } from './common.ts';

/** The most sectors a town lists: its main kinds of premises, not every business in it. */
export const MAX_TOWN_SECTORS = 6;

/** A town or village the company serves, e.g. Hessle (HU13). */
export const locationSchema = z.strictObject({
  /** URL segment, e.g. `kirk-ella`. */
  slug: slugSchema,
  /** Display name, e.g. "Kirk Ella". */
  name: textSchema,
  /** The postcode district(s) shown with the name, e.g. "HU13" or "HU1-HU9". */
  postcode: textSchema.regex(/^(HU|YO|DN)\d{1,2}(?:[-, ]+(?:HU|YO|DN)\d{1,2})*$/, 'HU, YO or DN postcode districts, e.g. "HU13" or "HU1-HU9"'),
  /** A local landmark phrase, e.g. "the Humber Bridge". */
  landmark: textSchema,
  /**
   * The picture on the town's area page and its service pages (templates/art/town-art.tsx): a main town's own
   * landmark, e.g. `humberBridge`, or its kind of place: `coast`, `river`, `market`, `port` or `rural`.
   */
  art: townArtSchema,
  /**
   * The owner's photograph of the town, shown instead of `art` in the hero of its area page and of its service
   * pages, e.g. `{ "src": "images/hessle-foreshore.jpg", "alt": "..." }`: at least 640 pixels wide.
   */
  image: imageSchema.optional(),
  /** Where the town is; distances and travel times from the base are computed from it. */
  coordinates: coordinatesSchema,
  /** One of the six main locations featured in menus and on the home page. */
  featured: z.boolean(),
  /** Slugs of nearby locations, linked from the area page. */
  nearby: z.array(slugSchema).min(2).max(6),
  /** One sentence on the place's commercial character, e.g. for cards. */
  summary: textSchema,
  /** Two or three paragraphs of copy true only of this place. */
  localCopy: z.array(textSchema).min(2).max(3),
  /** Kinds of business typical of the place in its own words, e.g. "offshore wind manufacturing". */
  localSectors: z.array(textSchema).min(3).max(6),
  /** The same kinds of business as sectors of data/sectors.json, e.g. `port-logistics`: they pick the services that matter here. */
  sectors: z.array(slugSchema).min(1).max(MAX_TOWN_SECTORS),
  /**
   * A short paragraph on the place for each service category (data/service-categories.json), e.g. `comply`:
   * shown on the pages of the category's services in this town, where the area page's long copy would repeat.
   * About 50 words or more (today's run from 47 to 67), at most 600 characters.
   */
  serviceNotes: z.record(slugSchema, textSchema.max(600)),
  /** Questions and answers specific to this place, shown in the area-page FAQ. */
  faqs: z.array(faqSchema).min(2).max(3),
  /** Overrides the area page's URL segment, e.g. Hull's `commercial-electrician-hull`. */
  areaPageSlug: slugSchema
    // The one slug that becomes a top-level folder: it must not be the folder of the content-hashed assets,
    // whose long caching and _headers rule it would take over.
    .refine((slug) => `${slug}/` !== ASSETS_FOLDER, {
      message: `"${ASSETS_FOLDER.slice(0, -1)}" is the folder the build keeps for its content-hashed files`,
      params: { hint: 'Choose another areaPageSlug, e.g. "commercial-electrician-<town>".' },
    })
    .optional(),
});
export type Location = z.infer<typeof locationSchema>;

export const locationsFileSchema = z.array(locationSchema).min(1);
