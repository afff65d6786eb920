/**
 * Terms that read wrongly when a line ends inside them: a British Standard ("BS 5266-1", "BS EN 12464-1"), a range
 * of figures with or without its unit ("1-2 hours", "30-50"), a figure joined to a word ("12-month", "3-hour").
 * Browsers may break after a hyphen and at a space, so "BS 5266-" / "1" and "1-2" / "hours" happened at some width
 * on most page kinds. "24/7" needs nothing: Unicode's line-breaking rules (UAX 14) allow no break inside it.
 * Only a term in text is matched: one inside a tag meets a `>` before any `<`.
 */
const TERMS = /(?:\bBS(?: EN)?(?: IEC| ISO)? \d+(?:-\d+)*|\b\d+-\d+(?: (?:hours?|minutes?|days?|weeks?|months?|years?))?|\b\d+-[A-Za-z]+\b)(?=[^<>]*<)/g;

/** The start tag of an element whose text is not laid out as lines of the page, or cannot hold an element. */
const RAW_TEXT_START = /<(script|style|title|textarea|option|svg)\b/g;

/** Each term is wrapped whole in this (a Tailwind utility, so the stylesheet has it: templates/ are scanned). */
const WHOLE_OPEN = '<span class="whitespace-nowrap">';
const WHOLE_CLOSE = '</span>';

/**
 * React's markup with each term in the page's text kept on one line, in one place for all the copy the data holds
 * (services, industries, towns, questions) and for every template: the terms are written in plain words in the
 * data, so the structured data, the meta description and what a visitor copies carry no added character. Only
 * text between tags changes (React escapes `<` and `>` in text and attribute values alike), never a script, a title
 * or an option.
 */
export function keepTermsWhole(markup: string): string {
  // The raw-text elements are passed over whole, not searched: an SVG's path data is full of figures joined by
  // hyphens, and each one made the lookahead read to the end of its attribute (two fifths of this function's time).
  let result = '';
  let from = 0;
  RAW_TEXT_START.lastIndex = 0;
  for (let start = RAW_TEXT_START.exec(markup); start; start = RAW_TEXT_START.exec(markup)) {
    const end = `</${start[1] ?? ''}>`;
    const at = markup.indexOf(end, RAW_TEXT_START.lastIndex);
    if (at < 0) continue;
    // The text before it, with the element's `<`, which the lookahead of a term just before the element needs.
    result += markup.slice(from, start.index + 1).replace(TERMS, wrapWhole) + markup.slice(start.index + 1, at + end.length);
    from = RAW_TEXT_START.lastIndex = at + end.length;
  }
  return result + markup.slice(from).replace(TERMS, wrapWhole);
}

const wrapWhole = (term: string): string => `${WHOLE_OPEN}${term}${WHOLE_CLOSE}`;
