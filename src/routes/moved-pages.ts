import { dataFiles } from '../data/data-files.ts';
import type { Redirect } from '../data/schemas/redirect.ts';
import type { DataIssue } from '../errors/catalogue.ts';
import { createError } from '../errors/ctsite-error.ts';
import type { EarlierRoutes } from './define-route.ts';
import { closestAddresses } from './nearest-address.ts';
import { withTrailingSlash } from './output-path.ts';
import type { ResolvedRoute, RouteRef } from './types.ts';

const FILE = `data/${dataFiles.redirects.file}`;

/** One entry of data/redirects.json, checked against the site: its old address and the page it leads to. */
export interface MovedPage {
  /** The old address in the policy's form, e.g. `/services/ev-charging/hull/`. */
  from: string;
  to: RouteRef;
  /** Where it leads, as written in the data with the slash added, e.g. `/services/ev-charging/kingston/`. */
  toAddress: string;
}

/**
 * The owner's redirects, each checked against the pages listed before them: `from` must be no address of the site
 * (a page it would hide, a redirect it would replace) and `to` a page (never a redirect: no chains, no loops).
 * Throws one `InvalidData` naming every entry at fault with its fix.
 */
export function resolveMovedPages(entries: readonly Redirect[], earlier: EarlierRoutes): MovedPage[] {
  const froms = entries.map((entry) => withTrailingSlash(entry.from));
  const firstWith = new Map<string, number>();
  const issues: DataIssue[] = [];
  const moved: MovedPage[] = [];
  const pages = () => earlier.routes.filter((route) => route.kind === 'page').map((route) => route.pathname);

  entries.forEach((entry, index) => {
    const from = froms[index] as string;
    const toAddress = withTrailingSlash(entry.to);
    const [toPath = toAddress, hash] = toAddress.split('#');
    const issue = (field: 'from' | 'to', message: string, hint: string) =>
      issues.push({ file: FILE, path: [index, field], message, found: JSON.stringify(entry[field]), hint });

    const twin = firstWith.get(from);
    if (twin !== undefined) return issue('from', `the same old address as entry ${twin}`, 'Keep one entry per old address: remove this one.');
    firstWith.set(from, index);
    const taken = earlier.find(from);
    if (taken) return issue('from', takenMessage(taken, earlier), 'Remove this entry: an address the site still answers needs no redirect.');

    const hop = froms.indexOf(toPath);
    if (hop !== -1) {
      const path = chainFrom(index, froms, entries);
      if (path.loops) return issue('to', `a loop of redirects: ${path.addresses.join(' → ')}`, 'Point "to" at a page of the site: each redirect leads straight to a page.');
      const end = path.addresses.at(-1) as string;
      return issue('to', `a chain of redirects: ${path.addresses.join(' → ')}`, `Point straight at the page: "to": "${end}".`);
    }
    const target = earlier.find(toPath);
    if (!target) {
      const nearest = closestAddresses(toPath, pages());
      return issue('to', 'no page of the site has this address', nearest.length > 0 ? `Point "to" at a page of the site; the nearest: ${nearest.map((address) => `"${address}"`).join(', ')}.` : 'Point "to" at a page of the site.');
    }
    if (target.kind !== 'page') {
      const through = target.redirectTo ? earlier.find(pathOf(target.redirectTo, earlier)) : undefined;
      return issue('to', target.kind === 'redirect' ? 'is itself a redirect: redirects lead straight to a page' : 'is the not-found page', through ? `Point straight at the page: "to": "${through.pathname}".` : 'Point "to" at a page of the site.');
    }
    moved.push({ from, toAddress, to: { id: target.id, params: target.params, ...(hash ? { hash } : {}) } as RouteRef });
  });

  if (issues.length > 0) throw createError('InvalidData', { issues });
  return moved;
}

function takenMessage(route: ResolvedRoute, earlier: EarlierRoutes): string {
  if (route.kind === 'page') return `is a page of the site (${route.id}): a redirect would hide it`;
  if (route.kind === 'redirect' && route.redirectTo) return `is already a redirect of the site, to ${pathOf(route.redirectTo, earlier)}`;
  return 'is already an address of the site';
}

/** The address a reference leads to, among the routes listed so far. */
function pathOf(ref: RouteRef, earlier: EarlierRoutes): string {
  const params = ref.params as Readonly<Record<string, string>> | undefined;
  const found = earlier.routes.find((route) => route.id === ref.id && Object.entries(params ?? {}).every(([name, value]) => route.params[name] === value));
  return found?.pathname ?? ref.id;
}

/** Follows entry `start`'s `to` through the other entries' `from`s, until it leaves them or comes back. */
function chainFrom(start: number, froms: readonly string[], entries: readonly Redirect[]): { addresses: string[]; loops: boolean } {
  const addresses = [froms[start] as string];
  let at = start;
  for (;;) {
    const next = withTrailingSlash((entries[at] as Redirect).to).split('#')[0] as string;
    const seen = addresses.includes(next);
    addresses.push(next);
    const hop = froms.indexOf(next);
    if (seen || hop === -1) return { addresses, loops: seen };
    at = hop;
  }
}
