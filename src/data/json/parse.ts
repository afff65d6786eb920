import { readFile } from 'node:fs/promises';
import { printParseErrorCode, visit, type ParseErrorCode } from 'jsonc-parser';
import type { DataIssue } from '../../errors/catalogue.ts';
import { createCodeFrame, lineAndColumn } from './code-frame.ts';
import { findDuplicateKeys } from './duplicate-keys.ts';
import { describeSyntaxError } from './syntax-messages.ts';

/** What a data file's text holds: its value when it could be read, and every problem found in the text. */
export interface JsonText {
  /** The parsed value; absent when a syntax error leaves nothing trustworthy to read. */
  value?: unknown;
  /** A syntax error (only the first: what follows it is guesswork), a byte-order mark, duplicate keys. */
  issues: DataIssue[];
}

const BOM = 0xfeff;

/**
 * Parses strict JSON and rejects what JSON.parse lets through or reports badly. JSON.parse builds the
 * value (the fastest way); a duplicate key, which it silently resolves to the last one, is found by
 * findDuplicateKeys; on a syntax error jsonc-parser's scanner finds where and what went wrong, because
 * V8 names no position for most mistakes (a trailing comma was reported at the end of the file).
 */
export function parseJson(text: string, file: string): JsonText {
  const issues: DataIssue[] = [];
  const hasBom = text.charCodeAt(0) === BOM;
  // Editors hide the BOM and JSON.parse rejects it. A space keeps every offset as it is, so the rest
  // of the file is still checked and its value still validated.
  const source = hasBom ? ` ${text.slice(1)}` : text;
  if (hasBom) {
    issues.push({
      file,
      path: [],
      message: 'invalid JSON at line 1, column 1: the file starts with an invisible byte-order mark (BOM, U+FEFF)',
      frame: createCodeFrame(source, 1, 1),
      line: 1,
      column: 1,
      hint: 'Save the file as UTF-8 without BOM (in VS Code: click "UTF-8 with BOM" in the status bar, then "Save with Encoding", "UTF-8").',
    });
  }
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch (error) {
    issues.push(syntaxIssue(source, file, error as SyntaxError));
    return { issues };
  }
  for (const duplicate of findDuplicateKeys(source)) {
    const { key, line, firstLine } = duplicate;
    issues.push({
      file,
      path: duplicate.path,
      message: `duplicate key "${key}" at line ${line}: this object already has it at line ${firstLine}, and JSON would keep only the last one silently`,
      frame: createCodeFrame(source, line, duplicate.column),
      line,
      column: duplicate.column,
      hint: `Keep one "${key}": delete the one at line ${firstLine} or at line ${line} (whichever holds the value you do not want), or rename one of them.`,
    });
  }
  return { value, issues };
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
  return { file, path: [], message: `invalid JSON at line ${line}, column ${column}: ${message}`, frame: createCodeFrame(source, line, column), hint, line, column };
}

/**
 * Reads and parses a data file: a syntax error, a byte-order mark or a duplicate key becomes an issue
 * with line, column and a code frame (see parseJson); `value` is there whenever the text could be read.
 */
export async function readJsonFile(absolutePath: string, displayPath: string): Promise<JsonText> {
  let text: string;
  try {
    text = await readFile(absolutePath, 'utf8');
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
  return parseJson(text, displayPath);
}
