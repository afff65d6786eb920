import { z } from 'zod';
import { coordinatesSchema, editorSchemaKey, faqSchema, iconSchema, imageSchema, sampleMarkSchema, slugSchema, textSchema } from './common.ts';

/** A titled point with a sentence or two, e.g. a "why choose us" item. */
export const pointSchema = z.strictObject({ title: textSchema, text: textSchema, icon: iconSchema.optional() });
export type Point = z.infer<typeof pointSchema>;

/** A kind of client named on the home page, e.g. `{ "name": "Farms", "group": "agricultural", "icon": "tractor" }`. */
export const homeSectorSchema = z.strictObject({
  name: textSchema,
  /** The group of the industries page it links to: a category's slug, or a specialist industry's, e.g. "hospitals-clinics". */
  group: slugSchema,
  icon: iconSchema,
});
export type HomeSector = z.infer<typeof homeSectorSchema>;

/** data/pages/home.json */
export const homeCopySchema = z.strictObject({
  ...editorSchemaKey,
  /** `image`: the owner's photograph shown in the hero instead of its drawing, at least 896 pixels wide. */
  hero: z.strictObject({ title: textSchema, lead: textSchema, image: imageSchema.optional() }),
  /** The row under the hero naming who the company works for, each linked to its group on /industries/. */
  sectors: z.strictObject({ title: textSchema, list: z.array(homeSectorSchema).min(1).max(8) }),
  servicesIntro: textSchema,
  whyChooseUs: z.array(pointSchema).min(4).max(6),
  areasIntro: textSchema,
});

/** data/pages/services.json: the services index. */
export const servicesCopySchema = z.strictObject({
  ...editorSchemaKey,
  intro: textSchema,
  faqs: z.array(faqSchema).min(4).max(8),
});

/** data/pages/service-location.json: the shared blocks of every service-in-location page. */
export const serviceLocationCopySchema = z.strictObject({
  ...editorSchemaKey,
  /** Exactly four: safety-first installations, long-lasting systems, BS 7671 compliance, 24/7 emergency support. */
  features: z.array(textSchema).length(4),
  /** Exactly four: NAPIT Approved, local team, rapid response, 5-star service. */
  whyChoose: z.array(pointSchema).length(4),
  /**
   * The brief's one fixed, unattributed quote, the same words on every such page: a client's real words, with
   * their permission. Today's stand-in is marked `"sample": true`, so that it never goes live by accident.
   */
  testimonial: z.strictObject({ quote: textSchema, sample: sampleMarkSchema }),
});

/** data/pages/how-we-work.json: the survey → quote → work steps of every landing page ("How we work"). */
export const howWeWorkSchema = z.strictObject({
  ...editorSchemaKey,
  /** Exactly three: site survey, custom design and quote, professional installation. */
  steps: z.array(pointSchema).length(3),
});

/** A director shown on the about page. */
export const directorSchema = z.strictObject({
  name: textSchema,
  role: textSchema,
  bio: z.array(textSchema).min(1).max(3),
  /** A portrait; without one the page shows an illustration with the director's initials. */
  photo: imageSchema.optional(),
  sample: sampleMarkSchema,
});

/** data/pages/about.json */
export const aboutCopySchema = z.strictObject({
  ...editorSchemaKey,
  intro: textSchema,
  story: z.array(textSchema).min(2).max(5),
  /** Exactly three: quality, safety, reliability. */
  mission: z.array(pointSchema).length(3),
  directors: z.array(directorSchema).length(2),
});

/** data/pages/free-site-survey.json */
export const surveyCopySchema = z.strictObject({
  ...editorSchemaKey,
  intro: textSchema,
  benefits: z.array(pointSchema).min(4).max(6),
  /** Exactly four steps. */
  steps: z.array(pointSchema).length(4),
  /** The page's own short survey request (templates/components/enquiry-form.tsx), above the form. */
  request: z.strictObject({ title: textSchema, intro: textSchema }),
  faqs: z.array(faqSchema).min(3).max(6),
});

/** A representative kind of project on the portfolio page (no client names, no invented figures). */
export const projectTypeSchema = z.strictObject({
  title: textSchema,
  /** The industry page it belongs to, e.g. `dairy-farms`. */
  industry: slugSchema,
  /** The town it was carried out in, a slug from locations.json; service-in-town pages show the nearest. */
  location: slugSchema,
  /** Where the site is, when known; otherwise the town's own coordinates stand for it. */
  coordinates: coordinatesSchema.optional(),
  /** The month it was completed, e.g. `2025-03`. */
  completed: z.string().regex(/^20\d\d-(0[1-9]|1[0-2])$/, 'a month as "YYYY-MM", e.g. "2025-03"'),
  /** What was done, in about 30 words (today's run from 27 to 35); shown on the service-in-town pages. */
  scope: textSchema,
  /** Catalogue services the work draws on, by slug. */
  services: z.array(slugSchema).min(1).max(4),
  highlights: z.array(textSchema).min(2).max(4),
  sample: sampleMarkSchema,
});

export type ProjectType = z.infer<typeof projectTypeSchema>;

/** data/pages/portfolio.json */
export const portfolioCopySchema = z.strictObject({
  ...editorSchemaKey,
  intro: textSchema,
  projects: z.array(projectTypeSchema).min(6),
});

/** A legal document: sections of paragraphs and lists. `{company.legalName}`-style tokens are filled from company.json. */
/**
 * A paragraph of legal text; one that holds only while the enquiry forms are simulated (no `enquiryForm.endpoint` in
 * company.json) or only once they send, e.g. `{ "text": "The enquiry form ... is a demonstration", "enquiryForm": "simulated" }`.
 */
export const legalParagraphSchema = z.union([textSchema, z.strictObject({ text: textSchema, enquiryForm: z.enum(['simulated', 'connected']) })]);
export type LegalParagraph = z.infer<typeof legalParagraphSchema>;

export const legalDocumentSchema = z.strictObject({
  ...editorSchemaKey,
  intro: z.array(textSchema).min(1),
  sections: z
    .array(
      z.strictObject({
        heading: textSchema,
        paragraphs: z.array(legalParagraphSchema).default([]),
        items: z.array(textSchema).default([]),
      }),
    )
    .min(5),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;

/** data/pages/faqs.json: FAQ entries shared by several pages. */
export const sharedFaqsSchema = z.strictObject({
  ...editorSchemaKey,
  /** General questions shown on every area page after the local ones. */
  area: z.array(faqSchema).min(1).max(3),
  /** Questions about buying any of the services, shown on every service page. */
  service: z.array(faqSchema).min(2).max(5),
});
