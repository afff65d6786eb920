import type { Finding } from './value-rules.ts';

/** What a marked entry is and what replaces it, by the list that holds it (or the file, for a top-level list). */
const ENTRY_KINDS: Readonly<Record<string, { noun: string; fix: string }>> = {
  'testimonials.json': { noun: 'testimonial', fix: "put a real client's words, with their permission" },
  'accreditations.json': { noun: 'scheme registration', fix: "confirm the company is registered (or delete the entry), point register.url at its own entry where the register has one and add the scheme's official mark if licensed to use it" },
  testimonial: { noun: 'quote', fix: "put a real client's words, with their permission" },
  projects: { noun: 'project', fix: 'describe a real job: its town, month and what was done' },
  directors: { noun: 'director', fix: "put a real director's name, role and background" },
  social: { noun: 'social link', fix: "put the company's own page on that network, or delete the link" },
};

/** An entry marked `"sample": true`, e.g. the testimonial of "Mark D., Distribution centre, Goole". */
export function describeMarkedEntry(entry: Record<string, unknown>, path: readonly (string | number)[], file: string): Finding {
  const list = path.findLast((segment): segment is string => typeof segment === 'string') ?? file.split('/').at(-1) ?? '';
  const kind = ENTRY_KINDS[list] ?? { noun: 'entry', fix: 'put the real one' };
  return {
    kind: 'marked',
    path,
    found: labelOf(entry),
    what: `${kind.noun} is marked "sample": true, a stand-in for a real one`,
    fix: `${kind.fix}, then delete "sample": true`,
  };
}

/** A few words that let the owner recognise the entry, e.g. `Mark Thompson, Managing Director`. */
function labelOf(entry: Record<string, unknown>): string {
  const text = (key: string) => (typeof entry[key] === 'string' ? (entry[key] as string) : undefined);
  const name = text('author') ?? text('title') ?? text('name') ?? text('label') ?? text('quote')?.slice(0, 40) ?? 'this entry';
  const detail = [text('company') ?? text('role') ?? text('url') ?? text('location'), text('completed')].filter(Boolean).join(', ');
  return detail ? `${name}, ${detail}` : name;
}
