import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ImageSet } from '../data/image-slots.ts';
import type { SiteData } from '../data/site-data.ts';
import { createError, CtsiteError } from '../errors/ctsite-error.ts';
import type { Navigation } from '../routes/navigation.ts';
import type { ResolvedRoute, Links } from '../routes/types.ts';
import { Document } from '../../templates/layout/document.tsx';
import { Footer } from '../../templates/layout/footer.tsx';
import { Header } from '../../templates/layout/header.tsx';
import { SiteContext, type PageAssets } from '../../templates/site-context.ts';
import { keepTermsWhole } from '../../templates/whole-terms.ts';

/** What rendering needs besides the route: the same for every page of a build. */
export interface RenderContext {
  data: SiteData;
  links: Links;
  navigation: Navigation;
  assets: PageAssets;
  buildDate: Date;
  images: ImageSet;
}

/** Renders a route to a complete HTML document, as UTF-8 bytes. Pure: it touches no file. */
export type RouteRenderer = (route: ResolvedRoute) => Buffer;

/** A build's renderer, with the frame (header and footer markup) it splices into every page. */
export type FramedRenderer = RouteRenderer & { readonly frame: Buffer };

const DOCTYPE = '<!doctype html>';
const HEADER_SLOT = '<template data-frame="header"></template>';
const FOOTER_SLOT = '<template data-frame="footer"></template>';
const CURRENT = Buffer.from(' aria-current="page"');

/**
 * Markup rendered once and spliced into every page, with `aria-current="page"` added after each link
 * to the page being built: the byte offsets of every link's end are found once, by address.
 */
function prepareFrame(html: string) {
  const bytes = Buffer.from(html);
  const linksTo = new Map<string, number[]>();
  for (const match of html.matchAll(/ href="([^"]*)"/g)) {
    const end = Buffer.byteLength(html.slice(0, (match.index ?? 0) + match[0].length));
    linksTo.set(match[1] ?? '', [...(linksTo.get(match[1] ?? '') ?? []), end]);
  }
  return {
    bytes,
    splice(pathname: string, parts: (string | Buffer)[]): void {
      let from = 0;
      for (const offset of linksTo.get(pathname) ?? []) {
        parts.push(bytes.subarray(from, offset), CURRENT);
        from = offset;
      }
      parts.push(bytes.subarray(from));
    },
  };
}

/**
 * The renderer of one build. Header and footer (over half of every page's markup) are the same on
 * every page but for `aria-current` on links to the page itself, so they are rendered once, from a
 * route no navigation links to (the not-found page), and spliced into each page with that attribute.
 * The result is byte-for-byte what rendering the whole page would give (see the tests).
 */
export function createRenderer(context: RenderContext, neutralRoute: ResolvedRoute): FramedRenderer {
  const header = prepareFrame(renderWithContext(neutralRoute, context, <Header />));
  const footer = prepareFrame(renderWithContext(neutralRoute, context, <Footer />));
  const slots = { header: <template data-frame="header" />, footer: <template data-frame="footer" /> };

  const render: RouteRenderer = (route) => {
    if (route.kind === 'redirect') return Buffer.from(DOCTYPE + renderWithContext(route, context, route.element()));
    const page = renderWithContext(route, context, <Document header={slots.header} footer={slots.footer}>{route.element()}</Document>);
    const headerAt = page.indexOf(HEADER_SLOT);
    const footerAt = page.indexOf(FOOTER_SLOT, headerAt);
    const parts: (string | Buffer)[] = [DOCTYPE, page.slice(0, headerAt)];
    header.splice(route.pathname, parts);
    parts.push(page.slice(headerAt + HEADER_SLOT.length, footerAt));
    footer.splice(route.pathname, parts);
    parts.push(page.slice(footerAt + FOOTER_SLOT.length));
    return joinParts(parts);
  };
  return Object.assign(render, { frame: Buffer.concat([header.bytes, footer.bytes]) });
}

/** The page's bytes in one buffer: React's markup is encoded straight into it beside the frame's bytes. */
function joinParts(parts: readonly (string | Buffer)[]): Buffer {
  let length = 0;
  for (const part of parts) length += typeof part === 'string' ? Buffer.byteLength(part) : part.length;
  const bytes = Buffer.allocUnsafe(length);
  let at = 0;
  for (const part of parts) at += typeof part === 'string' ? bytes.write(part, at) : part.copy(bytes, at);
  return bytes;
}

/** The whole page through React in one pass: the reference the renderer is tested against, and the benchmark's plain render loop. */
export function renderRoutePlainly(route: ResolvedRoute, context: RenderContext): string {
  const element = route.kind === 'redirect' ? route.element() : <Document>{route.element()}</Document>;
  return DOCTYPE + renderWithContext(route, context, element);
}

/** A page's <main> alone, as its whole render holds it: what `ctsite report` measures of the pages an addition would change. */
export function renderMain(route: ResolvedRoute, context: RenderContext): string {
  return renderWithContext(route, context, <main>{route.element()}</main>);
}

/**
 * A failure names the route and the component it happened in. Terms such as "BS 5266-1" are kept on one line here,
 * for every template at once (templates/whole-terms.ts).
 */
function renderWithContext(route: ResolvedRoute, context: RenderContext, element: ReactElement): string {
  try {
    return keepTermsWhole(renderToStaticMarkup(<SiteContext.Provider value={{ ...context, route }}>{element}</SiteContext.Provider>));
  } catch (error) {
    if (error instanceof CtsiteError && error.code !== 'UnknownLink') throw error;
    throw createError('RenderFailed', { pathname: route.pathname, component: componentOf(error), reason: (error as Error).message ?? String(error) }, { cause: error });
  }
}

/** React puts the component stack on errors thrown while rendering; its first `at Name` line names the component. */
function componentOf(error: unknown): string {
  const stack = (error as { componentStack?: string } | null)?.componentStack ?? (error as Error | null)?.stack ?? '';
  const match = /at ([A-Z][A-Za-z0-9]*)/.exec(stack);
  return match?.[1] ?? 'an unknown component';
}
