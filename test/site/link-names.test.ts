import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { readPage, text } from '../helpers/site.ts';

// docs/decisions.md#one-name-for-one-thing: A link's words are the name of what it opens: the destination's
// h1, or the heading of the block its #anchor opens. The headline services follow their redirects.

const readData = async <T,>(path: string) => JSON.parse(await readFile(new URL(`../../data/${path}`, import.meta.url), 'utf8')) as T;
const industries = (await readData<{ industries: { slug: string }[] }[]>('industries.json')).flatMap((category) => category.industries);
const headlines = await readData<{ slug: string }[]>('headline-services.json');

/** Where an internal link ends up: a headline alias is a redirect page whose one link is its target. */
async function destinationOf(href: string): Promise<string> {
  const [path = ''] = href.split('#');
  const redirect = (await readPage(path)).querySelector('#redirect-target');
  return redirect ? (redirect.getAttribute('href') ?? '') : href;
}

/** The name a destination shows: its h1, or the first heading inside the block its anchor names. */
async function nameShownAt(href: string): Promise<string> {
  const [path = '', anchor] = href.split('#');
  const page = await readPage(path);
  return text(anchor ? page.getElementById(anchor)?.querySelector('h1, h2, h3') : page.querySelector('h1'));
}

const serviceLike = (href: string) => /^\/services\/[^/]+\/$/.test(href.split('#')[0] ?? '');
const linkWords = (link: Element) => text(link).replace(/\s*→$/, '');

describe('a link names what it opens', () => {
  it('on the home page and every industry page: each link to a service (or an alias of one) reads as its destination names itself', async () => {
    const pages = ['/', ...industries.map((industry) => `/industries/${industry.slug}/`)];
    const mismatches: string[] = [];
    let checked = 0;
    for (const pathname of pages) {
      const links = [...(await readPage(pathname)).querySelectorAll('main a[href^="/services/"]')];
      for (const link of links) {
        const href = link.getAttribute('href') ?? '';
        if (!serviceLike(href)) continue;
        const destination = await destinationOf(href);
        const shown = await nameShownAt(destination);
        checked += 1;
        if (linkWords(link) !== shown) mismatches.push(`${pathname}: "${linkWords(link)}" → ${destination}, which is called "${shown}"`);
      }
    }
    expect(mismatches).toEqual([]);
    // The five home cards and three or four sections on each industry page.
    expect(checked).toBeGreaterThanOrEqual(5 + industries.length * 3);
  });

  it('the enquiry form offers each headline service under the name its home card shows (values as specified)', async () => {
    const home = await readPage('/');
    const form = await readPage('/contact/');
    for (const { slug } of headlines) {
      const card = home.querySelector(`#services a[href="/services/${slug}/"]`);
      const option = form.querySelector(`#enquiry-service option[value="${slug}"]`);
      expect(text(option), slug).toBe(linkWords(card!));
      expect(text(option), slug).toBe(await nameShownAt(await destinationOf(`/services/${slug}/`)));
    }
  });
});
