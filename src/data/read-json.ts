import { readFile } from 'node:fs/promises';
import type { DataIssue } from '../errors/catalogue.ts';

export type JsonResult = { ok: true; value: unknown } | { ok: false; issue: DataIssue };

/** Reads and parses a JSON file; a syntax error becomes an issue with line, column and a code frame. */
export async function readJsonFile(absolutePath: string, displayPath: string): Promise<JsonResult> {
  let text: string;
  try {
    text = await readFile(absolutePath, 'utf8');
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    return {
      ok: false,
      issue: {
        file: displayPath,
        path: [],
        message: missing ? 'the file is missing' : `the file cannot be read (${(error as Error).message})`,
        hint: missing ? 'Restore it from version control (git checkout -- <file>).' : 'Check its permissions.',
      },
    };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, issue: syntaxIssue(text, displayPath, error as SyntaxError) };
  }
}

function syntaxIssue(text: string, file: string, error: SyntaxError): DataIssue {
  const position = findPosition(text, error.message);
  const before = text.slice(0, position);
  const line = before.split('\n').length;
  const column = position - before.lastIndexOf('\n');
  const lines = text.split('\n');
  const frame = [line - 1, line, line + 1]
    .filter((n) => n >= 1 && n <= lines.length)
    .map((n) => `${n === line ? '>' : ' '} ${String(n).padStart(4)} | ${lines[n - 1]}` + (n === line ? `\n         | ${' '.repeat(Math.max(0, column - 1))}^` : ''))
    .join('\n');
  const reason = error.message.replace(/ in JSON at position \d+.*$/s, '').replace(/^JSON\.parse: /, '');
  return {
    file,
    path: [],
    message: `invalid JSON at line ${line}, column ${column}: ${reason}`,
    frame,
    hint: 'Look for a missing comma, an extra trailing comma, or an unquoted key or string near that point.',
  };
}

/** V8 reports "at position N" (and from Node 22 "(line L column C)"); fall back to the end of the text. */
function findPosition(text: string, message: string): number {
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (lineColumn) {
    const lines = text.split('\n');
    const lineIndex = Number(lineColumn[1]) - 1;
    const offset = lines.slice(0, lineIndex).reduce((sum, l) => sum + l.length + 1, 0);
    return offset + Number(lineColumn[2]) - 1;
  }
  const position = /position (\d+)/.exec(message);
  return position ? Number(position[1]) : text.length;
}
