/**
 * The owner's own words, stood in for while `ctsite report` tries an addition: text of the length the data's
 * schemas ask for (src/data/schemas/location.ts, pages.ts), made of words found nowhere else, so that it
 * shares nothing with any other page, as a note or a project written for one place would.
 */

/** A town's note for a service category: the schema asks for about 50 words. */
export const NOTE_WORDS = 50;
/** A project's title: a short phrase; today's run from 3 to 10 words. */
export const PROJECT_TITLE_WORDS = 5;
/** A project's scope: the schema asks for about 30 words. */
export const PROJECT_SCOPE_WORDS = 30;

/**
 * `count` words that no real text holds, e.g. `nxa nxb nxc`: `tag` keeps the note's words apart from the
 * project's. The same words in every trial: each trial is one addition to today's data, never two at once.
 */
export function standInText(tag: string, count: number): string {
  const words = Array.from({ length: count }, (_, index) => `${tag}x${letters(index)}`);
  return `${words.join(' ')}.`;
}

/** 0 → a, 25 → z, 26 → ba: letters only, so that the words read as words to the measure. */
function letters(index: number): string {
  let text = '';
  let rest = index;
  do {
    text = String.fromCharCode(97 + (rest % 26)) + text;
    rest = Math.floor(rest / 26);
  } while (rest > 0);
  return text;
}
