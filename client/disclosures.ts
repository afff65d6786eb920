import { all } from './dom.ts';

/**
 * Collapsible groups (the footer's link lists below 1024 px): the heading row's button shows and hides
 * its panel. The server renders the button invisible, holding its place, because without this script it
 * could do nothing; the CSS keeps the panels open when scripting is off.
 */
export function enhanceDisclosures(): void {
  for (const group of all('[data-disclosure]')) {
    const button = group.querySelector<HTMLButtonElement>('button[data-disclosure-toggle]');
    const panel = group.querySelector<HTMLElement>('[data-disclosure-panel]');
    if (!button || !panel) continue;
    button.dataset.ready = '';
    button.addEventListener('click', () => {
      const open = button.getAttribute('aria-expanded') !== 'true';
      button.setAttribute('aria-expanded', String(open));
      panel.dataset.open = String(open);
    });
  }
}
