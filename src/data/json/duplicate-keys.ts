/** A key that appears twice in one object, e.g. `"postcode"` at lines 12 and 20. */
export interface DuplicateKey {
  key: string;
  /** JSON path of the second occurrence, e.g. `[4, 'postcode']`. */
  path: (string | number)[];
  /** Line (from 1) of the first occurrence. */
  firstLine: number;
  /** Line and column (from 1) of the second occurrence. */
  line: number;
  column: number;
}

type Frame = { kind: 'object'; keys: Map<string, number>; key: string } | { kind: 'array'; index: number };

const QUOTE = 34, BACKSLASH = 92, COMMA = 44, COLON = 58, NEWLINE = 10;
const OPEN_BRACE = 123, CLOSE_BRACE = 125, OPEN_BRACKET = 91, CLOSE_BRACKET = 93;

/**
 * Every key repeated within one object of `text`, which must be valid JSON (JSON.parse accepted it, and
 * silently kept the last value). One pass over the characters: on every build's path, it costs about a
 * millisecond for all the data, where a full tokenizer costs several.
 */
export function findDuplicateKeys(text: string): DuplicateKey[] {
  const duplicates: DuplicateKey[] = [];
  const frames: Frame[] = [];
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === NEWLINE) {
      line += 1;
      lineStart = i + 1;
    } else if (code === OPEN_BRACE) {
      frames.push({ kind: 'object', keys: new Map(), key: '' });
    } else if (code === OPEN_BRACKET) {
      frames.push({ kind: 'array', index: 0 });
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      frames.pop();
    } else if (code === COMMA) {
      const top = frames[frames.length - 1];
      if (top?.kind === 'array') top.index += 1;
    } else if (code === QUOTE) {
      const end = closingQuote(text, i);
      const top = frames[frames.length - 1];
      // In valid JSON, a string directly in an object and followed by a colon is a key.
      if (top?.kind === 'object' && nextNonSpace(text, end + 1) === COLON) {
        const raw = text.slice(i + 1, end);
        const key = raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
        const first = top.keys.get(key);
        if (first === undefined) top.keys.set(key, line);
        else duplicates.push({ key, path: [...pathOf(frames.slice(0, -1)), key], firstLine: first, line, column: i - lineStart + 1 });
        top.key = key;
      }
      i = end;
    }
  }
  return duplicates;
}

/** Index of the quote that closes the string opening at `start`. */
function closingQuote(text: string, start: number): number {
  let end = text.indexOf('"', start + 1);
  while (end !== -1) {
    let backslashes = 0;
    while (text.charCodeAt(end - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return end;
    end = text.indexOf('"', end + 1);
  }
  return text.length;
}

function nextNonSpace(text: string, from: number): number {
  for (let i = from; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code !== 32 && code !== 9 && code !== 10 && code !== 13) return code;
  }
  return -1;
}

function pathOf(frames: readonly Frame[]): (string | number)[] {
  return frames.map((frame) => (frame.kind === 'object' ? frame.key : frame.index));
}
