import { editDistance } from '../data/nearest-name.ts';
import { pathnameForOutput } from './output-path.ts';

/** A page the last output (or the bucket) has and the new site would lose, with the redirect to add for it. */
export interface LostPage {
  /** Its address, e.g. `/services/ev-charging/hull/`. */
  address: string;
  /** The page it most likely became, e.g. `/services/ev-charging/kingston/`: a guess for the owner to check. */
  to: string;
}

/** What the new site answers: every file it writes, and the target of each redirect page by address. */
export interface NewSite {
  files: ReadonlySet<string>;
  redirects: ReadonlyMap<string, string>;
}

/**
 * The pages (`…/index.html`) among `before`'s files that the new site neither writes nor redirects: two lists of
 * names compared, nothing read. Each comes with the page it most likely became (`suggestTarget`).
 */
export function findLostPages(before: Iterable<string>, site: NewSite): LostPage[] {
  const lost: string[] = [];
  const had = new Set<string>();
  for (const file of before) {
    if (!isPage(file)) continue;
    had.add(file);
    if (!site.files.has(file)) lost.push(pathnameForOutput(file));
  }
  if (lost.length === 0) return [];
  const pages: string[] = [];
  /** Addresses new in this site, each with the page it leads to (itself, or a redirect's target). */
  const added: { address: string; leadsTo: string }[] = [];
  for (const file of site.files) {
    if (!isPage(file)) continue;
    const address = pathnameForOutput(file);
    const target = site.redirects.get(address);
    if (target === undefined) pages.push(address);
    if (!had.has(file)) added.push({ address, leadsTo: target ?? address });
  }
  const live = new Set(pages);
  return lost.sort().map((address) => ({ address, to: suggestTarget(address, added, live) }));
}

/** The line of data/redirects.json that keeps a lost page answering, e.g. `{ "from": "/a/", "to": "/b/" }`. */
export const redirectLine = (page: LostPage): string => `{ "from": ${JSON.stringify(page.address)}, "to": ${JSON.stringify(page.to)} }`;

const isPage = (file: string) => file === 'index.html' || file.endsWith('/index.html');

/**
 * A renamed page reappears at a new address of the same shape (a redirect's at a new redirect): among the
 * addresses new in this site, the nearest with as many segments (`/services/ev-charging/hull/` →
 * `/services/ev-charging/kingston/`), if it is near enough to be a rename; else the nearest page above it
 * (`/services/ev-charging/`), else the home page.
 */
function suggestTarget(address: string, added: readonly { address: string; leadsTo: string }[], live: ReadonlySet<string>): string {
  const depth = segments(address).length;
  let best: { address: string; leadsTo: string; distance: number } | undefined;
  for (const candidate of added) {
    if (segments(candidate.address).length !== depth) continue;
    const distance = editDistance(address, candidate.address);
    if (!best || distance < best.distance) best = { ...candidate, distance };
  }
  // A redirect's new address is matched by its shape, and the line leads straight to its page: no chain.
  if (best && best.distance <= Math.max(address.length, best.address.length) / 2) return best.leadsTo;
  const parts = segments(address);
  while (parts.length > 0) {
    parts.pop();
    const above = parts.length === 0 ? '/' : `/${parts.join('/')}/`;
    if (live.has(above)) return above;
  }
  return '/';
}

const segments = (address: string) => address.split('/').filter(Boolean);
