import type { BrowserFixture } from './browser.ts';

/** One layout shift, with what moved from where to where, so that a failure says what to fix. */
export interface LayoutShift {
  value: number;
  moved: string[];
}

/**
 * The layout shifts of `path` in its first half second, on up to three loads: the first load without
 * any ends the tries. A page loaded on a busy machine may be painted while its HTML is still arriving
 * (the parser yields), and the rest of a row then moves what was painted by a few thousandths (seen in
 * CI: the header's phone group, 0.004; a hero fact, 0.0095). That is the machine's load, not the page:
 * a shift the page makes comes back on every load. Returns `[]` when one load shifted nothing, else
 * every load's shifts.
 */
export async function layoutShifts(browser: BrowserFixture, path: string, viewport?: { width: number; height: number }): Promise<LayoutShift[] | LayoutShift[][]> {
  const loads: LayoutShift[][] = [];
  for (let load = 0; load < 3; load += 1) {
    const { page, context } = await browser.open(path, viewport ? { viewport } : {});
    const shifts = await page.evaluate(
      () =>
        new Promise<LayoutShift[]>((done) => {
          type Shift = { value: number; sources: { node?: Node; previousRect: DOMRect; currentRect: DOMRect }[] };
          const found: LayoutShift[] = [];
          const box = (r: DOMRect) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as Shift[])
              found.push({ value: entry.value, moved: entry.sources.map((s) => `${s.node?.nodeName} "${(s.node?.textContent ?? '').slice(0, 30)}" ${box(s.previousRect)} -> ${box(s.currentRect)}`) });
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => done(found), 500);
        }),
    );
    await context.close();
    if (shifts.length === 0) return [];
    loads.push(shifts);
  }
  return loads;
}
