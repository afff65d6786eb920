import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { inject } from 'vitest';

/** The real site built once for the whole run by test/setup/build-real-site.ts. */
export const realSiteDir = () => inject('realSiteDir');

/** Reads a built page by its URL path, e.g. `/services/`, as a DOM document. */
export async function readPage(pathname: string, dir = realSiteDir()): Promise<Document> {
  const file = pathname.endsWith('/') ? join(dir, pathname, 'index.html') : join(dir, pathname);
  return parseHTML(await readFile(file, 'utf8')).document as unknown as Document;
}

/** Every JSON-LD block of a page, parsed; flattens `@graph`. */
export function jsonLd(document: Document): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
    const value = JSON.parse(script.textContent ?? '') as Record<string, unknown>;
    return Array.isArray(value['@graph']) ? (value['@graph'] as Record<string, unknown>[]) : [value];
  });
}

export const text = (node: Element | null | undefined) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * The drawing of a page's hero (its first 400 × 300 picture) as markup, without the badge circle a service's
 * pages lay on it, and whether it had one: two pages show the same picture when their `shapes` are equal.
 */
export async function heroDrawing(pathname: string): Promise<{ shapes: string; badge: boolean }> {
  const svg = [...(await readPage(pathname)).querySelectorAll('main svg')].find((each) => each.getAttribute('viewBox') === '0 0 400 300');
  if (!svg) throw new Error(`${pathname} has no picture`);
  const badge = [...svg.children].find((child) => child.tagName.toLowerCase() === 'circle' && child.getAttribute('r') === '56');
  badge?.remove();
  return { shapes: svg.innerHTML, badge: badge !== undefined };
}
