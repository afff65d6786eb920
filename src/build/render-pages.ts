import type { RouteRenderer } from '../render/render-route.tsx';
import type { ResolvedRoute } from '../routes/types.ts';

/** Pages rendered between two turns of the event loop, so that file writes already started can proceed. */
const BATCH = 24;

/** Renders every route and hands each page's bytes to `emit` as soon as it is ready. */
export async function renderPages(
  routes: readonly ResolvedRoute[],
  render: RouteRenderer,
  emit: (file: string, html: Uint8Array) => void,
  /** Resolves when the writes have caught up: awaited between batches. */
  ready: () => Promise<void>,
): Promise<void> {
  for (let start = 0; start < routes.length; start += BATCH) {
    for (const route of routes.slice(start, start + BATCH)) emit(route.outFile, render(route));
    await new Promise<void>((resume) => setImmediate(resume));
    await ready();
  }
}
