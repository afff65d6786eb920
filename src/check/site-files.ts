import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** One HTML file of a built site, read once and shared by the gates. */
export interface SitePage {
  file: string;
  /** e.g. `/services/` */
  pathname: string;
  html: string;
  /** Redirect pages, the not-found page and thin pages: not indexed, not in the sitemap. */
  noindex: boolean;
  /** A working page kept out of search results (`noindex, follow`), e.g. a thin service-in-town page. */
  thin: boolean;
  redirect: boolean;
}

export async function readSitePages(dir: string): Promise<SitePage[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => join(entry.parentPath, entry.name));
  return Promise.all(
    files.sort().map(async (file) => {
      const html = await readFile(file, 'utf8');
      const rel = relative(dir, file).split(sep).join('/');
      return {
        file,
        pathname: rel.endsWith('index.html') ? `/${rel.slice(0, -'index.html'.length)}` : `/${rel}`,
        html,
        noindex: /<meta name="robots" content="noindex/.test(html),
        thin: /<meta name="robots" content="noindex, follow"/.test(html),
        redirect: /<meta http-equiv="refresh"/.test(html),
      };
    }),
  );
}
