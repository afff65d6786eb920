import type { z } from 'zod';
import type { DataIssue } from '../errors/catalogue.ts';

/** Turns zod's issues into data issues that name the file, the JSON path, what was found and the fix. */
export function toDataIssues(file: string, input: unknown, error: z.ZodError): DataIssue[] {
  return error.issues.map((issue) => {
    const path = issue.path.map((segment) => (typeof segment === 'symbol' ? String(segment) : segment));
    // One unknown key is named by its own path, so that its line is the key's, e.g. `#/colour`.
    if (issue.code === 'unrecognized_keys' && issue.keys.length === 1) path.push(issue.keys[0] as string);
    const value = valueAt(input, path);
    const base = { file, path, message: describe(issue) };
    const found = value === undefined ? (issue.code === 'invalid_type' ? 'nothing (the field is missing)' : undefined) : preview(value);
    // JSON reads a number such as 1e999 as Infinity, which JSON.stringify would show as null.
    if (typeof value === 'number' && !Number.isFinite(value)) {
      return { ...base, found: 'a number too large to hold', hint: 'Write the number in full, e.g. 53.74, within the range the field allows.' };
    }
    const hint = hintFor(issue) ?? `Correct the value: the field's rule is in src/data/schemas/ (${schemaFileFor(file)}).`;
    return { ...base, ...(found === undefined ? {} : { found }), hint };
  });
}

function describe(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'unrecognized_keys':
      return `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
    case 'invalid_type':
      return `expected ${issue.expected}`;
    default:
      return issue.message.replace(/^Invalid input: /, '');
  }
}

function hintFor(issue: z.core.$ZodIssue): string | undefined {
  switch (issue.code) {
    case 'custom':
      // Rules in src/data/schemas/ pass their own fix along, e.g. for placeholder text.
      return typeof issue.params?.hint === 'string' ? issue.params.hint : undefined;
    case 'unrecognized_keys':
      return 'Remove the key or correct its spelling; the schema in src/data/schemas/ lists the fields allowed.';
    case 'invalid_type':
      return 'Add the field with a value of that type, or correct the value.';
    case 'too_small':
      if (issue.origin === 'number' || issue.origin === 'int') return `Use a number ${issue.inclusive ? 'of at least' : 'greater than'} ${String(issue.minimum)}.`;
      return issue.origin === 'array' ? 'Add entries to reach the number required.' : 'Complete the text.';
    case 'too_big':
      if (issue.origin === 'number' || issue.origin === 'int') return `Use a number ${issue.inclusive ? 'of at most' : 'less than'} ${String(issue.maximum)}.`;
      return issue.origin === 'array' ? 'Remove entries to keep to the number allowed.' : 'Shorten the text.';
    default:
      return undefined;
  }
}

/** The schema module that describes a data file, e.g. `data/services.json` → `service.ts`. */
function schemaFileFor(file: string): string {
  const name = file.replace(/\\/g, '/').split('/').slice(-2).join('/');
  if (name.startsWith('pages/')) return 'pages.ts';
  const map: Record<string, string> = {
    'services.json': 'service.ts', 'locations.json': 'location.ts', 'industries.json': 'industry.ts', 'company.json': 'company.ts',
    'headline-services.json': 'headline.ts', 'testimonials.json': 'testimonial.ts', 'accreditations.json': 'accreditation.ts',
    'service-categories.json': 'service-category.ts', 'sectors.json': 'sector.ts', 'sector-services.json': 'sector.ts',
  };
  return map[name.split('/').pop() ?? ''] ?? 'the file named after it';
}

function valueAt(input: unknown, path: readonly (string | number)[]): unknown {
  let current = input;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[segment];
  }
  return current;
}

function preview(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
