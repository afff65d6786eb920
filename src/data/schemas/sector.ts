import { z } from 'zod';
import { slugSchema, textSchema } from './common.ts';

/** A kind of business premises, e.g. `grain-storage`: towns list theirs, and services are matched to them. */
export const sectorSchema = z.strictObject({
  slug: slugSchema,
  /** A lower-case noun phrase that reads in "for {name} premises", e.g. "grain storage and drying". */
  name: textSchema,
  /** Industry pages about this kind of premises, by slug (data/industries.json); may be empty. */
  industries: z.array(slugSchema),
});
export type Sector = z.infer<typeof sectorSchema>;

export const sectorsFileSchema = z.array(sectorSchema).min(1);

/** Why one service matters to one kind of premises, shown on that service's page in every town with the sector. */
export const sectorServiceSchema = z.strictObject({
  sector: slugSchema,
  service: slugSchema,
  /** 35-60 words, true of the sector anywhere: no town names. */
  copy: textSchema.max(500),
});

export const sectorServicesFileSchema = z.array(sectorServiceSchema);
