import { readFile } from 'node:fs/promises';
import { parseJson, type JsonText } from './parse-json.ts';

/**
 * Reads and parses a data file: a syntax error, a byte-order mark or a duplicate key becomes an issue
 * with line, column and a code frame (see parse-json.ts); `value` is there whenever the text could be read.
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
