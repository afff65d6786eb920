import { z } from 'zod';

/**
 * A root-relative address as the owner writes it, e.g. `/services/ev-charging/hull/` or `/hull-electrician`:
 * no origin, query or whitespace. The trailing slash is added by the route table (src/routes/output-path.ts).
 */
const addressSchema = z
  .string()
  .regex(/^\/(?:[a-z0-9._-]+\/)*[a-z0-9._-]*$/, 'a root-relative address of lower-case letters, digits, ".", "_" and "-" between slashes, e.g. "/services/ev-charging/hull/"')
  .refine((value) => !/(?:^|\/)\.\.?(?:\/|$)/.test(value), 'an address without "." or ".." segments')
  .refine((value) => !value.includes('//'), 'an address without empty segments ("//")');

/** One old address kept answering: `from` answers with a 301 to `to`, a page of the site, e.g. after a town's slug changed. */
export const redirectSchema = z.strictObject({
  /** The old address, e.g. `/services/ev-charging/hull/`; it must not be a page of the site. */
  from: addressSchema,
  /** The page it now leads to, e.g. `/services/ev-charging/kingston-upon-hull/`, optionally with a `#fragment`. */
  to: z.string().regex(/^\/[^\s?#]*(?:#[A-Za-z0-9_-]+)?$/, 'a root-relative address of a page of the site, e.g. "/services/ev-charging/hull/" or "/contact/#emergency"'),
});
export type Redirect = z.infer<typeof redirectSchema>;

export const redirectsFileSchema = z.array(redirectSchema);
