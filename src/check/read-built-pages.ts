import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { pathnameForOutput } from '../routes/output-path.ts';

/** One HTML file of a built site, read once and shared by the gates. */
export interface BuiltPage {
  file: string;
  /** e.g. `/services/` */
  pathname: string;
  html: string;
  /** The file's bytes, kept beside its text: the budgets gzip them and the local pages' measure reads them, and encoding the text again cost each gate a tenth of a second. */
  bytes: Buffer;
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

export async function readBuiltPages(dir: string): Promise<BuiltPage[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => join(entry.parentPath, entry.name));
  // One file after another: a thousand reads in flight through the thread pool cost twice the CPU of reading them in turn.
  return files.sort().map((file) => {
    const bytes = readFileSync(file);
    const html = bytes.toString('utf8');
    return {
      file,
      pathname: pathnameForOutput(relative(dir, file).split(sep).join('/')),
      html,
      bytes,
      // A redirect page is known by what it does (a meta refresh), not by its address.
      kind: /<meta http-equiv="refresh"/.test(html) ? REDIRECT_KIND : (/<body data-page-kind="([a-zA-Z]+)"/.exec(html)?.[1] ?? OTHER_KIND),
      noindex: /<meta name="robots" content="noindex/.test(html),
      thin: /<meta name="robots" content="noindex, follow"/.test(html),
    };
  });
}
