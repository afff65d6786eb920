import { all, onEscape } from './dom.ts';

/**
 * The mobile menu is a native <details>, usable without JavaScript. Enhanced, its summary states
 * what it controls and whether it is expanded, and Escape closes it with focus back on the toggle.
 */
export function enhanceMobileMenu(): void {
  for (const details of all<HTMLDetailsElement>('details[data-mobile-menu]')) {
    const summary = details.querySelector('summary');
    const menu = details.querySelector('nav');
    if (!summary || !menu) continue;
    summary.setAttribute('aria-controls', menu.id);
    const sync = () => summary.setAttribute('aria-expanded', String(details.open));
    sync();
    details.addEventListener('toggle', sync);
    onEscape(() => {
      if (!details.open) return;
      details.open = false;
      summary.focus();
    });
  }
}
