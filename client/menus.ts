import { all, onEscape } from './dom.ts';

/** Spec section 9: the menu closes 150 ms after the pointer leaves. */
export const MENU_CLOSE_DELAY_MS = 150;

/**
 * Mega-menus as disclosures: each top-level link gets a real toggle button (aria-expanded,
 * aria-controls) for keyboard and touch; hover opens, leaving closes after 150 ms; Escape closes
 * and returns focus to the button. Nothing traps focus: moving focus out closes the menu.
 */
export function enhanceMenus(): void {
  const items = all('[data-menu]');
  let open: HTMLElement | undefined;
  let timer = 0;

  const set = (item: HTMLElement, expanded: boolean) => {
    const panel = item.querySelector<HTMLElement>('[data-menu-panel]');
    const button = item.querySelector('button');
    if (!panel || !button) return;
    panel.dataset.open = String(expanded);
    button.setAttribute('aria-expanded', String(expanded));
    if (expanded && open && open !== item) set(open, false);
    open = expanded ? item : open === item ? undefined : open;
  };

  for (const item of items) {
    const panel = item.querySelector<HTMLElement>('[data-menu-panel]');
    if (!panel) continue;
    // The server renders the toggle hidden: without JavaScript it could do nothing.
    const button = item.querySelector<HTMLButtonElement>('button[data-menu-toggle]');
    if (!button) continue;
    button.hidden = false;

    button.addEventListener('click', () => set(item, button.getAttribute('aria-expanded') !== 'true'));
    item.addEventListener('mouseenter', () => {
      clearTimeout(timer);
      set(item, true);
    });
    item.addEventListener('mouseleave', () => {
      clearTimeout(timer);
      timer = window.setTimeout(() => set(item, false), MENU_CLOSE_DELAY_MS);
    });
    item.addEventListener('focusout', (event) => {
      if (!item.contains(event.relatedTarget as Node | null)) set(item, false);
    });
  }

  onEscape(() => {
    if (!open) return;
    const button = open.querySelector('button');
    set(open, false);
    button?.focus();
  });
}
