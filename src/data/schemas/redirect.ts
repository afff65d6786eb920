import { z } from 'zod';

/**
 * A root-relative address as the owner writes it, e.g. `/services/ev-charging/hull/` or `/hull-electrician`:
 * no origin, query, whitespace or dot segments. The trailing slash is added by the route table (src/routes/output-path.ts).
 */
const addressSchema = z
  .string()
  // Each segment starts with a letter or digit: no "." or ".." segment, and no dotfile, which is never published.
  .regex(/^\/(?:[a-z0-9][a-z0-9._-]*\/)*(?:[a-z0-9][a-z0-9._-]*)?$/, 'a root-relative address of lower-case letters, digits, ".", "_" and "-" between slashes, each part starting with a letter or digit, e.g. "/services/ev-charging/hull/"');

/** One old address kept answering: `from` answers with a 301 to `to`, a page of the site, e.g. after a town's slug changed. */
export const redirectSchema = z.strictObject({
  /** The old address, e.g. `/services/ev-charging/hull/`; it must not be a page of the site. */
  from: addressSchema,
  /** The page it now leads to, e.g. `/services/ev-charging/kingston-upon-hull/`, optionally with a `#fragment`. */
  to: z.string().regex(/^\/[^\s?#]*(?:#[A-Za-z0-9_-]+)?$/, 'a root-relative address of a page of the site, e.g. "/services/ev-charging/hull/" or "/contact/#emergency"'),
});
export type Redirect = z.infer<typeof redirectSchema>;

export const redirectsFileSchema = z.array(redirectSchema);
