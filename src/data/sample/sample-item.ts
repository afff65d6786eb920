/** The kinds of sample content, in the order the report lists them. */
export const SAMPLE_KINDS = ['endpoint', 'form', 'phone', 'domain', 'company-id', 'postcode', 'marked', 'unreadable'] as const;
/** Kinds that can never be published, not even to a staging bucket with --allow-sample: an endpoint no visitor can reach. */
export const NEVER_LIVE_KINDS: readonly SampleKind[] = ['endpoint'];
export type SampleKind = (typeof SAMPLE_KINDS)[number];

/** One thing in the data that stands in for a real one: where, what it is and what the owner should put there. */
export interface SampleItem {
  kind: SampleKind;
  /** The data file as the editor knows it, e.g. `data/company.json`. */
  file: string;
  /** JSON path of the value or the marked entry, e.g. `['address', 'postcode']`. */
  path: readonly (string | number)[];
  /** Line (from 1) of the value, or of the entry's opening brace; 0 when the file could not be read. */
  line: number;
  /** The value as written, or a label of the entry, e.g. `01632 960 123` or `Mark D., Distribution centre, Goole`. */
  found: string;
  /** Why it cannot go live, e.g. `is a drama number (Ofcom's range reserved for TV and radio), no one can call it`. */
  what: string;
  /** What to put there, e.g. `put the number customers call`. */
  fix: string;
}
