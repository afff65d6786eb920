import { all } from './dom.ts';

/**
 * The contact map loads only when asked (docs/decisions.md#the-map-facade): no third-party request or cookie
 * before the click. The frame replaces the whole facade panel, at the panel's size.
 */
export function enhanceMapFacades(): void {
  for (const button of all<HTMLButtonElement>('button[data-map-embed]')) {
    const panel = button.closest<HTMLElement>('[data-map-facade]');
    if (!panel) continue;
    button.addEventListener('click', () => {
      const frame = document.createElement('iframe');
      frame.src = button.dataset.mapEmbed ?? '';
      frame.title = button.dataset.mapTitle ?? 'Map';
      frame.className = 'block h-80 w-full rounded-2xl border-0 ring-1 ring-navy-200 sm:h-auto sm:aspect-[4/3]';
      frame.referrerPolicy = 'no-referrer';
      panel.replaceWith(frame);
      frame.focus();
    });
  }
}
