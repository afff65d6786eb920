import { z } from 'zod';
import { coordinatesSchema, editorSchemaKey, faqSchema, iconSchema, imageSchema, monthSchema, sampleMarkSchema, slugSchema, textSchema } from './common.ts';

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

/** A figure that measures a job, shown large above its label, e.g. `{ "value": "400 m", "label": "of busbar installed" }`. */
export const projectFigureSchema = z.strictObject({
  /** A number with its unit, short enough to stand large on a phone: at most 12 characters, e.g. "3 days". */
  value: textSchema.refine((value) => value.length <= 12, 'at most 12 characters, e.g. "400 m" or "3 days"'),
  /** What the number counts, e.g. "planned shutdown for the cut-over". */
  label: textSchema,
});

/**
 * A case study: a job with its own page at /portfolio/{slug}/, listed on /portfolio/ and linked from the pages of its
 * services, town and industry. Today's entries are representative stand-ins (`"sample": true`: no client names,
 * typical figures) until the owner's real projects replace them (docs/content.md#case-studies).
 */
export const projectTypeSchema = z.strictObject({
  /** Its page's address under /portfolio/, unique among the projects, e.g. `dairy-parlour-market-weighton`. */
  slug: slugSchema,
  title: textSchema,
  /** The client's name, with their permission, e.g. "Wolds Dairies Ltd"; without it the page names the sector (the industry). */
  client: textSchema.optional(),
  /** The industry page it belongs to, e.g. `dairy-farms`. */
  industry: slugSchema,
  /** The town it was carried out in, a slug from locations.json; service-in-town pages show the nearest. */
  location: slugSchema,
  /** Where the site is, when known; otherwise the town's own coordinates stand for it. */
  coordinates: coordinatesSchema.optional(),
  /** The month it was completed, e.g. `2025-03`. */
  completed: monthSchema,
  /** What was done, in about 30 words (today's run from 27 to 35); the summary on every page that shows the project. */
  scope: textSchema,
  /** Catalogue services the work draws on, by slug. */
  services: z.array(slugSchema).min(1).max(4),
  highlights: z.array(textSchema).min(2).max(4),
  /** Two to four measures of the job, e.g. "400 m" of busbar, "3 days" of shutdown. */
  figures: z.array(projectFigureSchema).min(2).max(4),
  /** Photographs of the work, the first at the top of its page; without any the page shows the industry's drawing. */
  photos: z.array(imageSchema).min(1).max(6).optional(),
  /** The client's words about this job: the `key` of their entry in data/testimonials.json, e.g. "dairy-market-weighton". */
  testimonial: slugSchema.optional(),
  sample: sampleMarkSchema,
});

export type ProjectType = z.infer<typeof projectTypeSchema>;

/** data/pages/portfolio.json */
export const portfolioCopySchema = z.strictObject({
  ...editorSchemaKey,
  intro: textSchema,
  projects: z.array(projectTypeSchema).min(6),
});

/**
 * A paragraph of legal text; one that holds only while the enquiry forms are simulated (no `enquiryForm.endpoint` in
 * company.json) or only once they send, e.g. `{ "text": "The enquiry form ... is a demonstration", "enquiryForm": "simulated" }`.
 */
export const legalParagraphSchema = z.union([textSchema, z.strictObject({ text: textSchema, enquiryForm: z.enum(['simulated', 'connected']) })]);
export type LegalParagraph = z.infer<typeof legalParagraphSchema>;

/** A legal document: sections of paragraphs and lists. `{company.legalName}`-style tokens are filled from company.json. */
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
