import type { printParseErrorCode } from 'jsonc-parser';
import { lineAndColumn } from './excerpt.ts';

type SyntaxErrorName = ReturnType<typeof printParseErrorCode>;

/**
 * What a JSON syntax error means for someone editing a data file, and what to do: jsonc-parser's codes
 * ("ValueExpected") name what the parser expected, not the mistake (a trailing comma, an unquoted word).
 */
export function describeSyntaxError(name: SyntaxErrorName, text: string, offset: number, length: number): { message: string; hint: string } {
  const token = text.slice(offset, offset + Math.max(1, Math.min(length, 40)));
  const shown = offset >= text.length ? 'the end of the file' : JSON.stringify(token);
  // The last character before the error that is not white space, e.g. a trailing comma.
  const previous = text.slice(0, offset).trimEnd().length - 1;
  switch (name) {
    case 'ValueExpected':
    case 'PropertyNameExpected': {
      if (text[previous] === ',' && (token === ']' || token === '}')) {
        const comma = lineAndColumn(text, previous);
        return {
          message: `a comma after the last ${token === ']' ? 'item of a list' : 'key of an object'}, before "${token}"`,
          hint: `Remove the comma at line ${comma.line}, column ${comma.column}: JSON allows no comma after the last item.`,
        };
      }
      if (offset >= text.length) return { message: 'the file ends where a value is expected', hint: 'The file looks cut short: restore the rest of it (git diff shows what changed).' };
      return name === 'ValueExpected'
        ? { message: `expected a value, found ${shown}`, hint: 'A value is a "string" in double quotes, a number, true, false, null, an object {...} or a list [...].' }
        : { message: `expected a key in double quotes, found ${shown}`, hint: 'Write each key in double quotes, followed by a colon and its value, e.g. "slug": "hull".' };
    }
    case 'InvalidSymbol':
      return /^[A-Za-z_]/.test(token)
        ? { message: `unquoted text ${shown}`, hint: `Put text in double quotes, e.g. "${token}"; only numbers, true, false and null are written without them.` }
        : { message: `unexpected character ${shown}`, hint: 'Remove it, or put it inside a "string" if it belongs to the text.' };
    case 'CommaExpected':
      if (/^\d/.test(token) && text[offset - 1] === '0')
        return { message: 'a number that starts with 0', hint: 'Write numbers without a leading zero; put text such as a phone number in double quotes.' };
      return { message: `expected a comma before ${shown}`, hint: 'Separate the items of a list, and the key/value pairs of an object, with commas.' };
    case 'ColonExpected':
      return { message: `expected ":" after the key, found ${shown}`, hint: 'Write a key, a colon and its value, e.g. "slug": "hull".' };
    case 'CloseBraceExpected':
    case 'CloseBracketExpected': {
      const what = name === 'CloseBraceExpected' ? 'an object "{"' : 'a list "["';
      const closer = name === 'CloseBraceExpected' ? '}' : ']';
      return offset >= text.length
        ? { message: `the file ends before ${what} is closed`, hint: `Add the missing "${closer}", or restore the end of the file if it was cut short.` }
        : { message: `expected "${closer}" or a comma, found ${shown}`, hint: `Close ${what} with "${closer}", or add the missing comma before this point.` };
    }
    case 'EndOfFileExpected':
      return { message: `more text after the end of the file's value, starting ${shown}`, hint: 'A data file holds one value: remove what follows it, or move it inside the list or object.' };
    case 'InvalidCommentToken':
    case 'UnexpectedEndOfComment':
      return { message: 'a comment', hint: 'JSON allows no comments: remove it (the schemas in src/data/schemas/ document each field).' };
    case 'UnexpectedEndOfString':
      return { message: 'a string that is not closed', hint: 'Add the closing double quote; write a double quote inside text as \\".' };
    case 'InvalidCharacter':
      return { message: 'a tab or line break inside a string', hint: 'Write a line break as \\n and a tab as \\t, or remove it.' };
    case 'InvalidEscapeCharacter':
    case 'InvalidUnicode':
      return { message: `an invalid escape ${shown}`, hint: 'Inside a string a backslash starts an escape such as \\n or \\u00e9; write a backslash itself as \\\\.' };
    case 'InvalidNumberFormat':
    case 'UnexpectedEndOfNumber':
      return { message: `an invalid number ${shown}`, hint: 'Write numbers as 12, -0.5 or 1e3; put anything else in double quotes.' };
    default:
      return { message: `unexpected ${shown}`, hint: 'Look for a missing comma, an extra comma, or an unquoted key or string near that point.' };
  }
}
