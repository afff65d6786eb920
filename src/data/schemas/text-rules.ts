// Rules for text that visitors read: no placeholder left in, no invisible characters that change how it displays.

/** What is wrong with a value and what to write instead, for the error report. */
export interface TextProblem {
  message: string;
  hint: string;
}

/** Unicode's direction controls: invisible, they make a name display differently from what it is ("Trojan Source"). */
const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;

export function findDirectionControl(value: string): TextProblem | undefined {
  const match = DIRECTION_CONTROL.exec(value);
  if (!match) return undefined;
  const code = `U+${(match[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
  return {
    message: `an invisible direction-control character (${code}) at character ${match.index + 1}: it changes how the text displays, so what visitors see is not what the file says`,
    hint: 'Delete the character: retype the text by hand (these characters come in with text pasted from word processors and web pages).',
  };
}

/** Text made only of punctuation, symbols and spaces, e.g. "...", "…", "-", "?". */
const NO_WORDS = /^[\p{P}\p{S}\s]+$/u;

/** Whole values that are placeholders, compared in lower case without closing punctuation. */
const PLACEHOLDERS = new Set([
  'todo', 'to do', 'tbc', 'tbd', 'tba', 'to be confirmed', 'to be decided', 'fixme', 'placeholder', 'coming soon',
  'text', 'copy', 'question', 'answer', 'its answer', 'your answer', 'your question', 'description',
]);

const LOREM = /\blorem ipsum\b/i;

/** Placeholders at the start of a short value: a TODO note, and the instruction sentences of the example town docs/content.md once showed. */
const PLACEHOLDER_PATTERNS: readonly RegExp[] = [
  /^(?:todo|tbc|tbd|fixme|xxx+)\b/,
  /^one sentence on the place'?s\b/,
  /^two or three paragraphs true only of\b/,
  /^a short paragraph on .+ premises for\b/,
  /^one for (?:testing|maintenance|power)\b/,
  /^a question an? .+ asks$/,
];

/** How every placeholder above starts: one test rules out most real copy before the text is normalised. */
const MAY_BE_PLACEHOLDER = /^(?:to|tb|fix|place|coming|text|copy|question|answer|its|your|desc|xx|one|two|a (?:short|question))/i;

/** Placeholders are short; longer text is only searched for lorem ipsum (this runs on every string of every build). */
const SHORT = 120;

export function findPlaceholder(value: string): TextProblem | undefined {
  const text = value.trim();
  if (text === '') return undefined; // the schema's min(1) reports an empty string
  if (LOREM.test(text)) return placeholder();
  if (text.length > SHORT) return undefined;
  if (NO_WORDS.test(text)) {
    return {
      message: 'text without words (only punctuation): a placeholder, not copy',
      hint: 'Write what visitors should read here: a full sentence about this entry, or remove the entry if it has nothing to say.',
    };
  }
  if (!MAY_BE_PLACEHOLDER.test(text)) return undefined;
  const normalised = text.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ').replace(/[.!?…:;,\s]+$/u, '');
  if (PLACEHOLDERS.has(normalised) || PLACEHOLDER_PATTERNS.some((pattern) => pattern.test(normalised))) return placeholder();
  return undefined;
}

function placeholder(): TextProblem {
  return {
    message: 'placeholder text, not copy: visitors would read it as it stands',
    hint: 'Replace it with the real text: specific facts about this entry in plain UK English (the field is described in src/data/schemas/, and docs/content.md has a complete example).',
  };
}
