/** How much of a line an excerpt shows around the column: a minified file is one line of any length. */
const WINDOW = 60;

/** The lines around a position in a file (line and column from 1), with a caret under the column. */
export function createExcerpt(text: string, line: number, column: number): string {
  const lines = text.split('\n');
  // Long lines are cut to the same window around the column, each cut marked with "…".
  const start = Math.max(0, column - 1 - WINDOW);
  const clip = (content: string) => `${start > 0 ? '…' : ''}${content.slice(start, column - 1 + WINDOW)}${content.length > column - 1 + WINDOW ? '…' : ''}`;
  return [line - 1, line, line + 1]
    .filter((n) => n >= 1 && n <= lines.length)
    .map((n) => {
      // A CRLF file keeps its \r on each line; it would move the caret line's start in a terminal.
      const shown = `${n === line ? '>' : ' '} ${String(n).padStart(4)} | ${clip((lines[n - 1] ?? '').replace(/\r$/, ''))}`;
      // The caret's gutter is as wide as "> 1497" so that it stands under the column.
      return n === line ? `${shown}\n${' '.repeat(6)} | ${' '.repeat(column - 1 - start + (start > 0 ? 1 : 0))}^` : shown;
    })
    .join('\n');
}

/** Line and column (from 1) of a character offset in `text`. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}
