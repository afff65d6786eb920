import type { ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ImageSet } from '../build/images.ts';
import type { SiteData } from '../data/site-data.ts';
import { createError, CtsiteError } from '../errors/ctsite-error.ts';
import type { Navigation } from '../routes/navigation.ts';
import type { ResolvedRoute, Links } from '../routes/types.ts';
import type { PagePool } from './page-pool.ts';
import { Document } from '../../templates/layout/document.tsx';
import { Footer } from '../../templates/layout/footer.tsx';
import { Header } from '../../templates/layout/header.tsx';
import { SiteContext, type PageAssets, type SharedSlots } from '../../templates/site-context.ts';

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

/** A build's renderer, with the header and footer markup it splices into every page. */
export type ChromeRenderer = RouteRenderer & { readonly chrome: Buffer };

const DOCTYPE = '<!doctype html>';
const HEADER_SLOT = '<template data-chrome="header"></template>';
const FOOTER_SLOT = '<template data-chrome="footer"></template>';
const CURRENT = Buffer.from(' aria-current="page"');
const SHARED_SLOT = '<template data-shared="';
const SHARED_SLOT_END = '"></template>';

/**
 * Markup rendered once and spliced into every page, with `aria-current="page"` added after each
 * link to the page being built: the byte offsets of every link's end are found once, by address.
 */
interface Chrome {
  bytes: Buffer;
  /** Pathname → offsets just after ` href="<pathname>"`. */
  linksTo: Map<string, number[]>;
}

function prepareChrome(html: string): Chrome {
  const bytes = Buffer.from(html);
  const linksTo = new Map<string, number[]>();
  for (const match of html.matchAll(/ href="([^"]*)"/g)) {
    const end = Buffer.byteLength(html.slice(0, (match.index ?? 0) + match[0].length));
    const offsets = linksTo.get(match[1] ?? '') ?? [];
    offsets.push(end);
    linksTo.set(match[1] ?? '', offsets);
  }
  return { bytes, linksTo };
}

function spliceChrome(chrome: Chrome, pathname: string, parts: (string | Buffer)[]): void {
  let from = 0;
  for (const offset of chrome.linksTo.get(pathname) ?? []) {
    parts.push(chrome.bytes.subarray(from, offset), CURRENT);
    from = offset;
  }
  parts.push(chrome.bytes.subarray(from));
}

/**
 * The renderer of one build. Header and footer (over half of every page's markup) are the same on
 * every page but for `aria-current` on links to the page itself, so they are rendered once, from a
 * route no navigation links to (the not-found page), and spliced into each page with that attribute.
 * The result is byte-for-byte what rendering the whole page would give (see the tests). With a `pool`,
 * pages are written into its buffers, for the consumer to give back once the page is on disk.
 */
export function createRenderer(context: RenderContext, neutralRoute: ResolvedRoute, pool?: PagePool, options: RendererOptions = {}): ChromeRenderer {
  const header = prepareChrome(renderWithContext(neutralRoute, context, <Header />));
  const footer = prepareChrome(renderWithContext(neutralRoute, context, <Footer />));
  const slots = { header: <template data-chrome="header" />, footer: <template data-chrome="footer" /> };
  const shared = createSharedMarkup(context);
  const pageContext = options.shareMarkup === true ? { ...context, shared: shared.slots } : context;

  const render: RouteRenderer = (route) => {
    if (route.kind === 'redirect') return Buffer.from(DOCTYPE + renderWithContext(route, context, route.element()));
    const page = shared.render(route, () => renderWithContext(route, pageContext, <Document header={slots.header} footer={slots.footer}>{route.element()}</Document>));
    const headerAt = page.indexOf(HEADER_SLOT);
    const footerAt = page.indexOf(FOOTER_SLOT, headerAt);
    const parts: (string | Buffer)[] = [DOCTYPE];
    shared.splice(page, 0, headerAt, parts);
    spliceChrome(header, route.pathname, parts);
    shared.splice(page, headerAt + HEADER_SLOT.length, footerAt, parts);
    spliceChrome(footer, route.pathname, parts);
    shared.splice(page, footerAt + FOOTER_SLOT.length, page.length, parts);
    return joinParts(parts, pool);
  };
  return Object.assign(render, { chrome: Buffer.concat([header.bytes, footer.bytes]) });
}

export interface RendererOptions {
  /**
   * Render markup many pages share (SharedMarkup) once, and splice it into each page: a fresh build's
   * choice. Off by default, since then a page does not read that markup's data itself, and a caller that
   * records what each page reads (the rebuild session) would miss it.
   */
  shareMarkup?: boolean;
}

/**
 * The markup pages share, by name: noted while a page renders, rendered right after it (React's renderer
 * cannot be entered again during a render), kept as bytes and spliced where each page has its slot. It
 * holds one entry per name (a few per service), whatever the number of towns.
 */
function createSharedMarkup(context: RenderContext) {
  const rendered = new Map<string, Buffer>();
  const noted = new Map<string, ReactNode>();
  const slots: SharedSlots = {
    note(name, markup) {
      if (!rendered.has(name)) noted.set(name, markup);
    },
  };
  return {
    slots,
    /** Renders a page, then the markup it noted, in the page's context but plainly (no slots inside). */
    render(route: ResolvedRoute, renderPage: () => string): string {
      noted.clear();
      const page = renderPage();
      for (const [name, markup] of noted) rendered.set(name, Buffer.from(renderWithContext(route, context, <>{markup}</>)));
      noted.clear();
      return page;
    },
    /** `page` from `from` to `to` into `parts`, with each shared slot replaced by its markup. */
    splice(page: string, from: number, to: number, parts: (string | Buffer)[]): void {
      let at = page.indexOf(SHARED_SLOT, from);
      while (at !== -1 && at < to) {
        const nameAt = at + SHARED_SLOT.length;
        const nameEnd = page.indexOf(SHARED_SLOT_END, nameAt);
        const markup = rendered.get(page.slice(nameAt, nameEnd));
        if (!markup) throw new Error(`the page has a slot for shared markup "${page.slice(nameAt, nameEnd)}" that it did not note`);
        parts.push(page.slice(from, at), markup);
        from = nameEnd + SHARED_SLOT_END.length;
        at = page.indexOf(SHARED_SLOT, from);
      }
      parts.push(page.slice(from, to));
    },
  };
}

/** The page's bytes in one buffer: React's markup is encoded straight into it beside the chrome's bytes. */
function joinParts(parts: readonly (string | Buffer)[], pool: PagePool | undefined): Buffer {
  let length = 0;
  for (const part of parts) length += typeof part === 'string' ? Buffer.byteLength(part) : part.length;
  const bytes = pool ? pool.take(length) : Buffer.allocUnsafe(length);
  let at = 0;
  for (const part of parts) at += typeof part === 'string' ? bytes.write(part, at) : part.copy(bytes, at);
  return bytes;
}

/** The whole page through React in one pass: the reference the renderer is tested against, and the benchmark's floor. */
export function renderRoutePlainly(route: ResolvedRoute, context: RenderContext): string {
  const element = route.kind === 'redirect' ? route.element() : <Document>{route.element()}</Document>;
  return `<!doctype html>${renderWithContext(route, context, element)}`;
}

/** A failure names the route and the component it happened in. */
function renderWithContext(route: ResolvedRoute, context: RenderContext, element: ReactElement): string {
  try {
    return renderToStaticMarkup(<SiteContext.Provider value={{ ...context, route }}>{element}</SiteContext.Provider>);
  } catch (error) {
    if (error instanceof CtsiteError && error.code !== 'UnknownLink') throw error;
    throw createError('RenderFailed', { pathname: route.pathname, component: componentOf(error), reason: (error as Error).message ?? String(error) }, { cause: error });
  }
}

/** React puts the component stack on errors thrown while rendering; its first frame names the component. */
function componentOf(error: unknown): string {
  const stack = (error as { componentStack?: string } | null)?.componentStack ?? (error as Error | null)?.stack ?? '';
  const match = /at ([A-Z][A-Za-z0-9]*)/.exec(stack);
  return match?.[1] ?? 'an unknown component';
}
