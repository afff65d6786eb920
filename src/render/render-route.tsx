import { renderToStaticMarkup } from 'react-dom/server';
import type { SiteData } from '../data/site-data.ts';
import { createError, CtsiteError } from '../errors/ctsite-error.ts';
import type { Navigation } from '../routes/navigation.ts';
import type { ResolvedRoute, Links } from '../routes/types.ts';
import { Document } from '../../templates/layout/document.tsx';
import { SiteContext, type PageAssets } from '../../templates/site-context.ts';

/** What rendering needs besides the route: the same for every page of a build. */
export interface RenderContext {
  data: SiteData;
  links: Links;
  navigation: Navigation;
  assets: PageAssets;
  buildDate: Date;
}

/**
 * Renders one route to a complete HTML document. Pure: it touches no file.
 * A failure names the route and the component it happened in.
 */
export function renderRoute(route: ResolvedRoute, context: RenderContext): { html: string } {
  const value = { ...context, route };
  const body = route.kind === 'redirect' ? route.element() : <Document>{route.element()}</Document>;
  try {
    const markup = renderToStaticMarkup(<SiteContext.Provider value={value}>{body}</SiteContext.Provider>);
    return { html: `<!doctype html>${markup}` };
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
