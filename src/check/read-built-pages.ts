import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { pathnameForOutput } from '../routes/output-path.ts';

/**
 * One HTML file of a built site, as the gates see it. What it says of the page (address, kind, robots) is kept; its
 * text and bytes are read from the file when a gate asks for them and not kept (only the page last read is, so a gate
 * that reads a page's text several times in a row reads the file once): memory stays flat however many pages the site
 * has (issue 52: 9,752 pages, each held with its bytes, ran out of memory). A gate keeps only what it needs of a page,
 * and strings cut from its text with {@link detached}, so that they do not hold the whole text alive.
 */
export interface BuiltPage {
  file: string;
  /** e.g. `/services/` */
  pathname: string;
  /** The page's text (read from the file when asked for). */
  readonly html: string;
  /** The file's bytes (read when asked for): the budgets gzip them, the local pages' measure and the files gate read them. */
  readonly bytes: Buffer;
  /** The route id on `<body data-page-kind>` (e.g. `serviceInLocation`), `redirect` for a redirect page, or `page` for one no template wrote. */
  kind: string;
  /** Redirect pages, the not-found page and thin pages: not indexed, not in the sitemap. */
  noindex: boolean;
  /** A working page kept out of search results (`noindex, follow`), e.g. a thin service-in-town page. */
  thin: boolean;
}

/** The kind of a page no template wrote (no `<body data-page-kind>`): a file copied from `public/`, e.g. a verification file. */
export const OTHER_KIND = 'page';

/** The kind a redirect page is filed under: its markup is one template's whatever route wrote it. */
export const REDIRECT_KIND = 'redirect';

/**
 * A copy of a string cut from a page's text that holds nothing else: V8 keeps a substring of 13 characters or more as a
 * view of the whole text, so a title kept in a map would keep its page's text alive.
 */
export const detached = (text: string): string => (text.length < 13 ? text : Buffer.from(text, 'utf8').toString('utf8'));

const KIND_START = Buffer.from('<body data-page-kind="');
const REFRESH = Buffer.from('<meta http-equiv="refresh"');
const NOINDEX = Buffer.from('<meta name="robots" content="noindex');
const NOINDEX_FOLLOW = Buffer.from('<meta name="robots" content="noindex, follow"');

/** The kind of a page from its bytes: a redirect page is known by what it does (a meta refresh), not by its address. */
function kindOf(bytes: Buffer): string {
  if (bytes.includes(REFRESH)) return REDIRECT_KIND;
  const start = bytes.indexOf(KIND_START);
  if (start < 0) return OTHER_KIND;
  const from = start + KIND_START.byteLength;
  const end = bytes.indexOf(0x22, from);
  const kind = end < 0 ? '' : bytes.toString('latin1', from, end);
  return /^[a-zA-Z]+$/.test(kind) ? kind : OTHER_KIND;
}

export async function readBuiltPages(dir: string): Promise<BuiltPage[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => join(entry.parentPath, entry.name));
  // The page last read, shared by this site's pages: one page's text at a time.
  let last: { file: string; bytes: Buffer; html?: string } | undefined;
  const read = (file: string) => {
    if (last?.file !== file) last = { file, bytes: readFileSync(file) };
    return last;
  };
  // One file after another: a thousand reads in flight through the thread pool cost twice the CPU of reading them in turn.
  return files.sort().map((file) => {
    const bytes = readFileSync(file);
    return {
      file,
      pathname: pathnameForOutput(relative(dir, file).split(sep).join('/')),
      kind: kindOf(bytes),
      noindex: bytes.includes(NOINDEX),
      thin: bytes.includes(NOINDEX_FOLLOW),
      get bytes() {
        return read(file).bytes;
      },
      get html() {
        const page = read(file);
        page.html ??= page.bytes.toString('utf8');
        return page.html;
      },
    };
  });
}
