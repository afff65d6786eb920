import { all } from './dom.ts';

/** The contact map loads only when asked: no third-party request or cookie before the click. */
export function enhanceMapFacades(): void {
  for (const button of all<HTMLButtonElement>('button[data-map-embed]')) {
    button.addEventListener('click', () => {
      const frame = document.createElement('iframe');
      frame.src = button.dataset.mapEmbed ?? '';
      frame.title = button.dataset.mapTitle ?? 'Map';
      frame.className = 'h-80 w-full rounded-lg border-0';
      frame.width = '600';
      frame.height = '320';
      frame.referrerPolicy = 'no-referrer';
      button.replaceWith(frame);
      frame.focus();
    });
  }
}
