import type { Page } from 'playwright-core';

/**
 * Times taken by the page's own clock (`performance.now()`), for behaviour specified in milliseconds
 * (a menu that closes 150 ms after the pointer leaves, a tooltip that opens after 700 ms, a form that
 * sends for 1000 ms). The test's own round trips to the browser can take longer than that on a busy
 * machine, so assertions compare these marks, never the test's wall clock.
 */
type Marks = Record<string, number>;
interface PageClock {
  marks: Marks;
}

/** Marks `name` each time `event` fires on the first element matching `selector` (the last time wins). */
export async function markOnEvent(page: Page, name: string, selector: string, event: string): Promise<void> {
  await page.evaluate(
    ({ name, selector, event }) => {
      const clock = ((window as unknown as { pageClock?: PageClock }).pageClock ??= { marks: {} });
      document.querySelector(selector)?.addEventListener(event, () => (clock.marks[name] = performance.now()), true);
    },
    { name, selector, event },
  );
}

/** Marks `name` each time `selector` starts to match an element (inserted, or an attribute changed to match). */
export async function markWhenPresent(page: Page, name: string, selector: string): Promise<void> {
  await page.evaluate(
    ({ name, selector }) => {
      const clock = ((window as unknown as { pageClock?: PageClock }).pageClock ??= { marks: {} });
      let present = document.querySelector(selector) !== null;
      new MutationObserver(() => {
        const now = document.querySelector(selector) !== null;
        if (now && !present) clock.marks[name] = performance.now();
        present = now;
      }).observe(document.documentElement, { childList: true, subtree: true, attributes: true });
    },
    { name, selector },
  );
}

/** The marks so far, e.g. `{ left: 1203.4, closed: 1355.1 }`. */
export async function readMarks(page: Page): Promise<Marks> {
  return page.evaluate(() => ({ ...(window as unknown as { pageClock?: PageClock }).pageClock?.marks }));
}
