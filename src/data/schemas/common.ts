import { z } from 'zod';
import { findDirectionControl, findPlaceholder, type TextProblem } from './text-rules.ts';

/** Adds a problem found by a text rule as a schema issue; its hint reaches the report (zod-issues.ts). */
function addProblem(ctx: z.RefinementCtx, value: string, problem: TextProblem): void {
  ctx.addIssue({ code: 'custom', message: problem.message, input: value, params: { hint: problem.hint } });
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug as it appears in a URL segment, e.g. `new-construction-wiring`. */
export const slugSchema = z.string().superRefine((value, ctx) => {
  // An invisible direction control also fails the pattern; naming it says why "kirk-ella" is not a slug.
  const hidden = findDirectionControl(value);
  if (hidden) addProblem(ctx, value, hidden);
  else if (!SLUG.test(value)) ctx.addIssue({ code: 'custom', message: 'a lower-case slug of letters, digits and single hyphens, e.g. "kirk-ella"', input: value });
});

/** Text shown to visitors, in every prose field: never empty, padded, a placeholder or with invisible direction controls. */
export const textSchema = z
  .string()
  .trim()
  .min(1, 'text, not an empty string')
  .superRefine((value, ctx) => {
    const problem = findDirectionControl(value) ?? findPlaceholder(value);
    if (problem) addProblem(ctx, value, problem);
  });

/** `"sample": true` marks a stand-in entry: it renders, but `ctsite check --production` and `ctsite deploy` refuse it. */
export const sampleMarkSchema = z.boolean().optional();

/** The `"$schema"` key naming a file's JSON Schema for editors (docs/content.md); the build ignores it. */
export const editorSchemaKey = { $schema: z.string().optional() };

/** An external link the site may emit: only https, tel and mailto are accepted. */
export const safeUrlSchema = z
  .string()
  .refine((value) => /^(https:\/\/[^\s<>"']+|tel:\+?[0-9]+|mailto:[^\s<>"']+)$/.test(value), {
    message: 'an https:, tel: or mailto: URL, e.g. "https://www.linkedin.com/company/example"',
  });

/** A question and its answer, shown in an FAQ block and in FAQPage structured data. */
export const faqSchema = z.strictObject({
  question: textSchema,
  answer: textSchema,
});

/** Latitude/longitude in decimal degrees (WGS84), e.g. `{ "latitude": 53.7676, "longitude": -0.3274 }`. */
export const coordinatesSchema = z.strictObject({
  latitude: z.number().min(49).max(61),
  longitude: z.number().min(-9).max(2),
});

/** A raster picture under data/images/ with its alternative text; the build makes AVIF, WebP and the original format. */
export const imageSchema = z.strictObject({
  src: z.string().regex(/^images\/(?:[a-z0-9-]+\/)*[a-z0-9-]+\.(?:jpe?g|png|webp)$/, 'a file under data/images/ named in lower case, e.g. "images/switch-room.jpg"'),
  alt: textSchema,
});
export type ImageRef = z.infer<typeof imageSchema>;

/** A calendar month, e.g. `2025-03`: when a project was completed or a review was written. */
export const monthSchema = z.string().regex(/^20\d\d-(0[1-9]|1[0-2])$/, 'a month as "YYYY-MM", e.g. "2025-03"');

/** Names of the lucide icons the templates can render (see templates/components/icon.tsx). */
export const iconNames = [
  'zap', 'building-2', 'hard-hat', 'clipboard-check', 'lightbulb', 'door-open', 'cable', 'gauge',
  'toggle-right', 'wrench', 'shield', 'battery-charging', 'cpu', 'network', 'flame', 'lock',
  'plug-zap', 'sun', 'cloud-lightning', 'calculator', 'factory', 'warehouse', 'tractor', 'store',
  'briefcase', 'hospital', 'server', 'home', 'leaf', 'milk', 'sprout', 'flask-conical', 'truck',
  'snowflake', 'shopping-bag', 'shopping-cart', 'utensils', 'users', 'landmark', 'siren',
  'phone', 'mail', 'map', 'map-pin', 'clock', 'check', 'star', 'award', 'shield-check', 'timer', 'file-text',
  'hammer', 'car', 'thermometer', 'activity', 'badge-check', 'ruler', 'package',
] as const;
export const iconSchema = z.enum(iconNames);
export type IconName = z.infer<typeof iconSchema>;
