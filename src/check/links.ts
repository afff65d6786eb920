import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Parser } from 'htmlparser2';
import type { CheckProblem } from './check-report.ts';
import { detached, type BuiltPage } from './read-built-pages.ts';
import { locate, type Answer } from '../hosting/locate.ts';
import { parseRedirectRules } from '../hosting/redirect-rules.ts';

/** The attributes that hold an address, by element (linkinator's list, less what this site never writes). */
const ADDRESS_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  script: ['src'],
  iframe: ['src'],
  embed: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
  input: ['src'],
  form: ['action'],
  blockquote: ['cite'],
  q: ['cite'],
};
/** Resource hints name an origin to warm up, not an address that must answer. */
const HINTS = new Set(['dns-prefetch', 'preconnect']);
/** Addresses asked of the host at once. */
const LOOKUP_BATCH = 1024;
/** A redirect that leads to another redirect is followed this many times before it is called a loop. */
const MAX_REDIRECTS = 10;

/** The addresses a page links to or loads, as written, and the anchors (`id`, `<a name>`) it offers: an HTML parser, not patterns, so any markup reads right. */
function readLinks(html: string): { addresses: string[]; anchors: Set<string> } {
  const addresses: string[] = [];
  const anchors = new Set<string>();
  const parser = new Parser({
    onopentag(tag, attributes) {
      if (attributes.id) anchors.add(attributes.id);
      if (tag === 'a' && attributes.name) anchors.add(attributes.name);
      if (tag === 'link' && (attributes.rel ?? '').split(/\s+/).every((rel) => HINTS.has(rel.toLowerCase()))) return;
      if (tag === 'meta' && attributes.content) {
        // A meta refresh (a redirect page) names its target; Open Graph and Twitter tags hold absolute URLs.
        if (attributes['http-equiv']?.toLowerCase() === 'refresh') {
          const target = /^\s*\d+\s*;\s*url\s*=\s*['"]?([^'"]+)/i.exec(attributes.content)?.[1];
          if (target) addresses.push(target.trim());
        } else if (/^https?:\/\//.test(attributes.content)) addresses.push(attributes.content);
        return;
      }
      for (const name of ADDRESS_ATTRIBUTES[tag] ?? []) {
        const value = attributes[name];
        if (value === undefined || value === '') continue;
        if (name === 'srcset') addresses.push(...srcsetAddresses(value));
        else addresses.push(value.trim());
      }
    },
  });
  parser.write(html);
  parser.end();
  return { addresses, anchors };
}

/** The image addresses of a `srcset`: each candidate's address runs to the first space; a trailing comma ends it. */
function srcsetAddresses(srcset: string): string[] {
  const found: string[] = [];
  for (const match of srcset.matchAll(/[\s,]*([^\s,][^\s]*)([^,]*)/g)) {
    const address = match[1]?.replace(/,+$/, '');
    if (address) found.push(address);
  }
  return found;
}

/**
 * The links gate, over the built files: every address each page links to or loads on this site (links, images,
 * assets, the canonical and Open Graph URLs, a redirect page's target) is asked of `locate`, the host's answer that
 * the preview server gives too, redirects followed; it must end on a file, and a `#fragment` on an anchor of the
 * page it opens. Other sites' addresses are listed, not fetched (`--external` fetches them). Each broken address is
 * one problem, on the first page (in path order) that links to it, with the number of pages that do.
 */
export async function checkLinks(
  dir: string,
  pages: readonly BuiltPage[],
  options: { siteOrigin?: string } = {},
): Promise<{ problems: CheckProblem[]; checked: number; external: string[] }> {
  // Relative addresses resolve against the page's own address; the site's own absolute ones are its paths.
  const origin = new URL(options.siteOrigin ?? 'http://localhost').origin;
  const ownHost = new URL(origin).host;
  // `_redirects` read once: the host rules' reader looks at the file again on every call (serve's rebuilds change it), and
  // the gate's thousands of calls all start before the first read ends, so each read and parsed it again.
  const redirects = parseRedirectRules(await readFile(join(dir, '_redirects'), 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  }));
  const rules = { redirectFor: async (pathname: string) => redirects.get(pathname) };
  // What is kept of each page: its anchors, one string (`\0id\0id\0`) shared by every page with the same ones (the pages of
  // a kind mostly are), and for each address the first page that links to it and how many do.
  const anchorsByFile = new Map<string, string>();
  const linking = new Map<string, Linked>();
  const otherScheme = new Map<string, Linked>();
  const external = new Set<string>();

  // One copy of each page's anchors however many pages have the same (joined, so detached from the page's text).
  const pool = new Map<string, string>();
  const intern = (text: string) => {
    let kept = pool.get(text);
    if (kept === undefined) pool.set((kept = detached(text)), kept);
    return kept;
  };
  for (const page of pages) {
    const { addresses, anchors } = readLinks(page.html);
    anchorsByFile.set(page.file, intern(`\0${[...anchors].join('\0')}\0`));
    const base = `${origin}${page.pathname}`;
    for (const address of new Set(addresses)) {
      const url = URL.parse(address, base);
      if (!url) {
        add(linking, detached(address), page.pathname);
        continue;
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
      if (url.origin === origin) add(linking, `${url.pathname}${url.search}${url.hash}`, page.pathname);
      // The site's own host by another scheme (http://www.example.com/… for https://…): mixed content, or a
      // redirect on every click; counted external it would pass unchecked.
      else if (options.siteOrigin !== undefined && url.host === ownHost) add(otherScheme, detached(address), page.pathname);
      else external.add(url.href);
    }
  }

  const answers = new Map<string, Promise<Answer>>();
  const answerFor = (target: string) => {
    let answer = answers.get(target);
    if (!answer) answers.set(target, (answer = locate(dir, rules, target)));
    return answer;
  };
  const problems: CheckProblem[] = [];
  const report = (address: string, on: Linked, problem: string, fix: string) =>
    problems.push({ gate: 'links', page: on.first, problem: `${problem}${on.count > 1 ? `, linked from ${on.count} pages` : ''}`, fix, value: address });
  for (const [address, on] of [...otherScheme].sort()) {
    report(address, on, `links to this site as ${address}, not ${options.siteOrigin ?? ''}`, `Link within the site by path (through the route table), or write the address with ${options.siteOrigin ?? 'the site origin'}.`);
  }
  // Asked of the host a batch at a time: all at once, a large site's hundred thousand addresses held that many lookups
  // (their promises, stats and paths) in memory together.
  const verdicts: { address: string; on: Linked; broken: string | undefined }[] = [];
  const asked = [...linking];
  for (let start = 0; start < asked.length; start += LOOKUP_BATCH) {
    verdicts.push(...(await Promise.all(asked.slice(start, start + LOOKUP_BATCH).map(async ([address, on]) => ({ address, on, broken: await brokenBecause(address, answerFor, anchorsByFile) })))));
  }
  for (const { address, on, broken } of verdicts.sort((a, b) => (a.address < b.address ? -1 : 1))) {
    if (broken !== undefined) report(address, on, `broken link to ${address} (${broken})`, 'Link to a page that exists (through the route table), or add the missing page or anchor.');
  }
  return { problems, checked: linking.size, external: [...external].sort() };
}

/** Why `address` (a path on this site, maybe with a query and a fragment) does not open, or undefined when it does. */
async function brokenBecause(address: string, answerFor: (target: string) => Promise<Answer>, anchorsByFile: Map<string, string>): Promise<string | undefined> {
  if (!address.startsWith('/')) return 'not an address';
  const fragment = address.includes('#') ? address.slice(address.indexOf('#') + 1) : '';
  const hash = decoded(fragment);
  let target = address.split('#')[0] ?? '/';
  for (let hops = 0; hops <= MAX_REDIRECTS; hops += 1) {
    const answer = await answerFor(target);
    if (answer.status === 301) {
      // A redirect to another site ends here: that site is --external's to check.
      if (!answer.location.startsWith('/')) return undefined;
      target = answer.location;
      continue;
    }
    if (answer.status !== 200) return hops === 0 ? String(answer.status) : `${answer.status} at ${target}, where it redirects`;
    // `#top` and an empty fragment open the top of any page; an asset has no anchors to miss.
    const anchors = anchorsByFile.get(answer.file);
    if (hash === '' || /^top$/i.test(hash) || anchors === undefined || anchors.includes(`\0${hash}\0`)) return undefined;
    return `no element with id "${hash}" on ${target}`;
  }
  return `more than ${MAX_REDIRECTS} redirects`;
}

/** `id="é"` is linked as `#%C3%A9`; a fragment that is not valid percent-encoding is compared as written. */
function decoded(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/** The pages that link to an address: the first (in path order) and how many. */
interface Linked {
  first: string;
  count: number;
}

function add(map: Map<string, Linked>, key: string, page: string): void {
  const on = map.get(key);
  if (on) on.count += 1;
  else map.set(key, { first: page, count: 1 });
}
