import { z } from 'zod';
import { enquiryEndpointSchema } from './enquiry-endpoint.ts';
import { coordinatesSchema, editorSchemaKey, safeUrlSchema, sampleMarkSchema, slugSchema, textSchema } from './common.ts';

/** The business: every site-wide fact the pages, footer and structured data show. */
export const companySchema = z.strictObject({
  ...editorSchemaKey,
  /** Trading name shown in the header, e.g. "CT Electrical Contractors". */
  name: textSchema,
  /** Registered company name, e.g. "CT Electrical Contractors Ltd". */
  legalName: textSchema,
  /** Companies House number: 8 characters, e.g. "12345678" or "SC123456". */
  companyNumber: z.string().regex(/^[A-Z0-9]{8}$/, 'an 8-character Companies House number, e.g. "12345678"'),
  /** The part of the UK the company is registered in, e.g. "England and Wales". */
  registeredIn: z.enum(['England and Wales', 'Scotland', 'Northern Ireland']),
  /** VAT registration number, where there is one, e.g. "GB123456789". */
  vatNumber: z.string().regex(/^GB\d{9}$/, 'a UK VAT number, e.g. "GB123456789"').optional(),
  /** Phone number as shown, e.g. "01632 960 123"; the tel: link drops the spaces. */
  phone: z.string().regex(/^0\d{2,4}(?: ?\d{3,4}){2}$/, 'a UK number as shown to visitors, e.g. "01632 960 123"'),
  email: z.email('an email address, e.g. "enquiries@example.com"'),
  /** Canonical origin of the published site, without a trailing slash, e.g. "https://www.example.com". */
  siteUrl: z
    .url({ protocol: /^https$/ })
    .refine((url) => !url.endsWith('/'), 'no trailing slash')
    // Every canonical link and sitemap.xml would publish it.
    .refine((url) => !/^https:\/\/[^/]*@/.test(url), 'no user name or password ("user:password@") in the address: every page would publish it'),
  /** One-line description used in structured data and the home page's meta description. */
  description: textSchema.max(170),
  /** The registered office and base. */
  address: z.strictObject({
    streetAddress: textSchema,
    locality: textSchema,
    region: textSchema,
    postcode: textSchema,
    /** ISO 3166-1 alpha-2, e.g. "GB". */
    country: z.literal('GB'),
  }),
  /** The town the business describes itself by, e.g. "Hull". */
  baseLocation: textSchema,
  /** e.g. "East Riding of Yorkshire". */
  region: textSchema,
  /** Coordinates given in structured data (the brief's 53.7676, -0.3274). */
  geo: coordinatesSchema,
  /** Radius of the service area in structured data, in metres (the brief's 50000). */
  serviceRadiusMetres: z.number().int().positive(),
  /** Where the vans leave from: distances and travel times to each location are measured from here. */
  depot: z.strictObject({ name: textSchema, coordinates: coordinatesSchema }),
  /** Year the company was established, e.g. 2008. */
  established: z.number().int().min(1900).max(2100),
  /** Experience claims as the source shows them on each kind of page. */
  experience: z.strictObject({ home: textSchema, about: textSchema, locations: textSchema }),
  hours: z.strictObject({
    /** e.g. "Monday to Friday 8:00am to 5:00pm". */
    label: textSchema,
    days: z.array(z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])).min(1),
    opens: z.string().regex(/^\d{2}:\d{2}$/),
    closes: z.string().regex(/^\d{2}:\d{2}$/),
    /** e.g. "24/7". */
    emergency: textSchema,
  }),
  /** e.g. "1-2 hours". */
  emergencyResponse: textSchema,
  terms: z.strictObject({
    quoteValidityDays: z.number().int().positive(),
    paymentDays: z.number().int().positive(),
    warrantyMonths: z.number().int().positive(),
  }),
  social: z.array(z.strictObject({ network: slugSchema, label: textSchema, url: safeUrlSchema, sample: sampleMarkSchema })),
  /** The click-to-load map of the business address on the contact page. */
  map: z.strictObject({
    /** e.g. "OpenStreetMap". */
    provider: textSchema,
    /** The frame loaded only after the visitor presses "Show map". */
    embedUrl: safeUrlSchema,
    /** A plain link that opens the address in the provider's site. */
    linkUrl: safeUrlSchema,
  }),
  /**
   * Where the enquiry and site-survey forms send (docs/content.md#setting-the-enquiry-endpoint). Without it the forms
   * only simulate sending, as the specification describes: sample behaviour that `ctsite check --production` names.
   */
  enquiryForm: z
    .strictObject({
      /** The form service's address that accepts a standard form POST, e.g. "https://formspree.io/f/xyzabcde". */
      endpoint: enquiryEndpointSchema,
      /** The subject line of the email the service sends, posted as the hidden field `_subject`, e.g. "Website enquiry". */
      subject: textSchema.optional(),
      /** The hidden field that only bots fill in; the service drops what arrives with it filled. e.g. "_gotcha" (Formspree). */
      honeypotField: z.string().regex(/^[A-Za-z_][\w-]*$/, 'a form field name of letters, digits, _ and -, e.g. "_gotcha"').default('_gotcha'),
    })
    .optional(),
});
export type Company = z.infer<typeof companySchema>;
