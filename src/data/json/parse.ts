import { isUtf8 } from 'node:buffer';
import { readFile } from 'node:fs/promises';
import { printParseErrorCode, visit, type ParseErrorCode } from 'jsonc-parser';
import type { DataIssue } from '../../errors/catalogue.ts';
import { createExcerpt, lineAndColumn } from './excerpt.ts';
import { describeSyntaxError } from './syntax-messages.ts';

/** A data file's value (absent when a syntax error leaves nothing trustworthy) and every problem of its text. */
export interface JsonText {
  value?: unknown;
  /** A syntax error (only the first: what follows it is guesswork), a byte-order mark, duplicate keys. */
  issues: DataIssue[];
  /** The file's text, when it was UTF-8: the checks' problems are placed in it (src/data/locate-issues.ts). */
  text?: string;
}

/**
 * Parses strict JSON and rejects what JSON.parse lets through or reports badly. JSON.parse builds the
 * value (the fastest way); jsonc-parser's visitor finds duplicate keys, which JSON.parse silently
 * resolves to the last one, and where a syntax error is, which V8 names for few mistakes.
 */
export function parseJson(text: string, file: string): JsonText {
  const issues: DataIssue[] = [];
  const hasBom = text.charCodeAt(0) === 0xfeff;
  // Editors hide the BOM and JSON.parse rejects it. A space keeps every offset as it is, so the rest
  // of the file is still checked and its value still validated.
  const source = hasBom ? ` ${text.slice(1)}` : text;
  if (hasBom) {
    issues.push(
      issueAt(file, source, 1, 1, 'invalid JSON at line 1, column 1: the file starts with an invisible byte-order mark (BOM, U+FEFF)', 'Save the file as UTF-8 without BOM (in VS Code: click "UTF-8 with BOM" in the status bar, then "Save with Encoding", "UTF-8").'),
    );
  }
  const tooDeep = nestingBeyond(source, MAX_NESTING);
  if (tooDeep !== undefined) {
    const { line, column } = lineAndColumn(source, tooDeep);
    issues.push(
      issueAt(file, source, line, column, `nested more than ${MAX_NESTING} levels deep at line ${line}, column ${column}`, 'A data file nests a few levels (a list of entries, their fields, a list in a field): look for brackets opened and never closed, or a value pasted into itself.'),
    );
    return { issues };
  }
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch (error) {
    issues.push(syntaxIssue(source, file, error as SyntaxError));
    return { issues };
  }
  // The keys met so far in each object being read, with the line of each.
  const objects: Map<string, number>[] = [];
  visit(source, {
    onObjectBegin: () => void objects.push(new Map()),
    onObjectEnd: () => void objects.pop(),
    onObjectProperty: (key, _offset, _length, startLine, startCharacter, pathOf) => {
      const keys = objects.at(-1);
      const line = startLine + 1;
      const column = startCharacter + 1;
      const firstLine = keys?.get(key);
      if (firstLine === undefined) {
        keys?.set(key, line);
        return;
      }
      issues.push({
        ...issueAt(file, source, line, column, `duplicate key "${key}" at line ${line}: this object already has it at line ${firstLine}, and JSON would keep only the last one silently`, `Keep one "${key}": delete the one at line ${firstLine} or at line ${line} (whichever holds the value you do not want), or rename one of them.`),
        path: [...pathOf(), key],
      });
    },
  });
  return { value, issues };
}

/** Far deeper than any data file's shape; the parsers that locate problems recurse once a level and would overflow. */
const MAX_NESTING = 64;

/** The offset of the bracket that opens level `limit + 1`, outside strings; undefined when the text stays within. */
function nestingBeyond(text: string, limit: number): number | undefined {
  let depth = 0;
  let inString = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (inString) {
      if (char === '\\') at += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      depth += 1;
      if (depth > limit) return at;
    } else if (char === ']' || char === '}') depth -= 1;
  }
  return undefined;
}

/** The first syntax error as jsonc-parser's scanner sees it: strict JSON, no comments or trailing commas. */
function syntaxIssue(source: string, file: string, error: SyntaxError): DataIssue {
  let first: { code: ParseErrorCode; offset: number; length: number } | undefined;
  visit(source, { onError: (code, offset, length) => void (first ??= { code, offset, length }) }, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  // Not expected: both parsers implement JSON. Should they disagree, V8's message still names the problem.
  const offset = first?.offset ?? Number(/position (\d+)/.exec(error.message)?.[1] ?? source.length);
  const { line, column } = lineAndColumn(source, offset);
  const { message, hint } = first
    ? describeSyntaxError(printParseErrorCode(first.code), source, first.offset, first.length)
    : { message: error.message, hint: 'Look for a missing comma, an extra trailing comma, or an unquoted key or string near that point.' };
  return issueAt(file, source, line, column, `invalid JSON at line ${line}, column ${column}: ${message}`, hint);
}

/** A problem at a line and column of a file (from 1), with the lines around it. */
function issueAt(file: string, text: string, line: number, column: number, message: string, hint: string): DataIssue {
  return { file, path: [], message, excerpt: createExcerpt(text, line, column), line, column, hint };
}

/** Reads and parses a data file (see parseJson); a missing or unreadable file is an issue too. */
export async function readJsonFile(absolutePath: string, displayPath: string): Promise<JsonText> {
  let bytes: Buffer;
  try {
    bytes = await readFile(absolutePath);
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    return {
      issues: [{
        file: displayPath,
        path: [],
        message: missing ? 'the file is missing' : `the file cannot be read (${(error as Error).message})`,
        hint: missing ? 'Restore it from version control (git checkout -- <file>).' : 'Check its permissions.',
      }],
    };
  }
  // Read as UTF-8 regardless, a file saved as Latin-1 would publish "Br\uFFFDomfleet".
  if (!isUtf8(bytes)) return { issues: [notUtf8Issue(bytes, displayPath)] };
  const text = bytes.toString('utf8');
  return { ...parseJson(text, displayPath), text };
}

/** Where a file stops being UTF-8: its first byte that no UTF-8 sequence allows, with line and column. */
function notUtf8Issue(bytes: Buffer, file: string): DataIssue {
  const offset = Math.max(0, firstInvalidByte(bytes));
  const before = bytes.subarray(0, offset);
  const lineStart = before.lastIndexOf(0x0a) + 1;
  const line = before.filter((byte) => byte === 0x0a).length + 1;
  const column = bytes.subarray(lineStart, offset).toString('utf8').length + 1;
  const byte = bytes[offset] ?? 0;
  return issueAt(
    file,
    bytes.toString('utf8'),
    line,
    column,
    `the file is not UTF-8 text: byte 0x${byte.toString(16).toUpperCase().padStart(2, '0')} at line ${line}, column ${column} (saved as Latin-1 or Windows-1252, it would read "${Buffer.from([byte]).toString('latin1')}")`,
    'Save the file as UTF-8 (in VS Code: click the encoding in the status bar, "Save with Encoding", "UTF-8"), then check the characters at that place.',
  );
}

/** The offset of the first byte that cannot begin or continue a UTF-8 sequence there; -1 if none is found. */
function firstInvalidByte(bytes: Uint8Array): number {
  for (let at = 0; at < bytes.length; ) {
    const lead = bytes[at] ?? 0;
    const length = lead < 0x80 ? 1 : lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : lead >= 0xf0 && lead <= 0xf4 ? 4 : 0;
    if (length === 0) return at;
    for (let next = 1; next < length; next += 1) if (((bytes[at + next] ?? 0) & 0xc0) !== 0x80) return at;
    at += length;
  }
  return -1;
}
