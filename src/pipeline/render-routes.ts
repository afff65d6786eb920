import type { RouteRenderer } from '../render/render-route.tsx';
import type { ResolvedRoute } from '../routes/types.ts';
import { createInlineScriptCollector, type InlineScripts } from './host-files.ts';
import type { OutputWriter } from '../output/writer.ts';

/** Pages rendered between two turns of the event loop, so that file writes already started can proceed. */
const BATCH = 24;

/**
 * Renders `routes` into `writer`, waiting between batches for the writes to catch up (bounded memory). Returns each
 * page's inline script hashes for the CSP: `scripts` holds the other pages' where only some render again (`ctsite serve`).
 */
export async function renderRoutes(
  routes: readonly ResolvedRoute[],
  render: RouteRenderer,
  writer: OutputWriter,
  scripts: InlineScripts = createInlineScriptCollector(),
): Promise<InlineScripts['byFile']> {
  for (let start = 0; start < routes.length; start += BATCH) {
    for (const route of routes.slice(start, start + BATCH)) {
      const html = render(route);
      scripts.scan(route.outFile, html);
      writer.write(route.outFile, html);
    }
    await new Promise<void>((resume) => setImmediate(resume));
    await writer.ready();
  }
  return scripts.byFile;
}
