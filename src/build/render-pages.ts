import type { RouteRenderer } from '../render/render-route.tsx';
import type { ResolvedRoute } from '../routes/types.ts';
import type { SiteFiles } from './write-output.ts';

/** Renders routes into `files` (output path → HTML bytes). */
export function renderPages(routes: readonly ResolvedRoute[], render: RouteRenderer, files: SiteFiles): void {
  for (const route of routes) files.set(route.outFile, render(route));
}
