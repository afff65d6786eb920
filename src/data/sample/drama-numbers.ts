/**
 * Ofcom's ranges reserved for TV and radio drama, never given to a subscriber. Northern Ireland's older
 * 028 9018 0000–0999, still in many test data sets, is kept beside Ofcom's 028 9649 6000–6999.
 */
const DRAMA_RANGES: readonly (readonly [first: string, last: string])[] = [
  ['01632960000', '01632960999'],
  ...['0113', '0114', '0115', '0116', '0117', '0118', '0121', '0131', '0141', '0151', '0161'].map((code) => [`${code}4960000`, `${code}4960999`] as const),
  ['01914980000', '01914980999'],
  ['02079460000', '02079460999'],
  ['02896496000', '02896496999'],
  ['02890180000', '02890180999'],
  ['02920180000', '02920180999'],
  ['07700900000', '07700900999'],
  ['08081570000', '08081570999'],
  ['09098790000', '09098790999'],
  ['03069990000', '03069990999'],
];

/** The national form of a UK number as written, e.g. `+44 (0)1632 960123` → `01632960123`; undefined for what is not one. */
export function nationalNumber(written: string): string | undefined {
  const digits = written.replace(/\(0\)/g, '').replace(/[\s().-]/g, '');
  const national = /^(?:\+|00)44(\d+)$/.exec(digits)?.[1];
  const number = national === undefined ? digits : `0${national.replace(/^0/, '')}`;
  return /^0\d{9,10}$/.test(number) ? number : undefined;
}

/** Whether a UK number, written any usual way, is one of Ofcom's drama numbers. */
export function isDramaNumber(written: string): boolean {
  const number = nationalNumber(written);
  return number !== undefined && DRAMA_RANGES.some(([first, last]) => number.length === first.length && number >= first && number <= last);
}

/** Every drama number in a piece of text, as written, e.g. `01632 960 123` in "Call 01632 960 123 now". */
export function findDramaNumbers(text: string): string[] {
  // A run of digits with the separators people type; a bracketed "(0)" and a leading + are part of it.
  const runs = text.match(/\+?\(?\d[\d\s().-]{7,24}\d/g) ?? [];
  const found: string[] = [];
  for (const run of runs) {
    // A run may hold two numbers, or a number and the next figure ("01632 960 123 24 hours"): each
    // stretch of its space-separated groups is tried, the longest first.
    const groups = run.trim().split(/\s+/);
    for (let start = 0; start < groups.length; start += 1) {
      for (let end = groups.length; end > start; end -= 1) {
        const written = groups.slice(start, end).join(' ');
        if (!isDramaNumber(written)) continue;
        found.push(written);
        start = end - 1;
        break;
      }
    }
  }
  return found;
}
