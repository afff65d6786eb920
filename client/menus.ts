import { all, onEscape } from './dom.ts';
import { DESKTOP_NAV_QUERY } from './mobile-menu.ts';

/** Spec section 9: the menu closes 150 ms after the pointer leaves. */
export const MENU_CLOSE_DELAY_MS = 150;

/**
 * Mega-menus as disclosures: beside each top-level link, a real toggle button (aria-expanded,
 * aria-controls) for keyboard and touch. Hover opens a menu and leaving closes it after 150 ms;
 * a menu opened (or kept open) by its button stays until the button, Escape, a click elsewhere or
 * focus leaving closes it. Escape returns focus to the button. Nothing traps focus. Below the desktop
 * breakpoint the same buttons expand sections of the Menu popover, and hover does nothing.
 */
export function enhanceMenus(): void {
  const desktop = window.matchMedia(DESKTOP_NAV_QUERY);
  let open: HTMLElement | undefined;
  let pinned = false;
  let timer = 0;

  const set = (item: HTMLElement | undefined, expanded: boolean) => {
    if (!item) return;
    if (expanded && open !== item) set(open, false);
    item.querySelector<HTMLElement>('[data-menu-panel]')?.setAttribute('data-open', String(expanded));
    item.querySelector('button[data-menu-toggle]')?.setAttribute('aria-expanded', String(expanded));
    if (expanded) open = item;
    else if (open === item) [open, pinned] = [undefined, false];
  };

  for (const item of all('[data-menu]')) {
    // The server renders the toggle invisible (it could do nothing without this script); it holds its place.
    const button = item.querySelector<HTMLButtonElement>('button[data-menu-toggle]');
    if (!button) continue;
    button.dataset.ready = '';

    button.addEventListener('click', () => {
      // A click on a menu the pointer has just opened keeps it open rather than closing it.
      const close = open === item && pinned;
      set(item, !close);
      pinned = !close;
    });
    item.addEventListener('mouseenter', () => {
      clearTimeout(timer);
      if (!pinned && desktop.matches) set(item, true);
    });
    item.addEventListener('mouseleave', () => {
      clearTimeout(timer);
      if (!pinned && desktop.matches) timer = window.setTimeout(() => set(item, false), MENU_CLOSE_DELAY_MS);
    });
    item.addEventListener('focusout', (event) => {
      if (!item.contains(event.relatedTarget as Node | null)) set(item, false);
    });
  }

  document.addEventListener('click', (event) => {
    if (open && !open.contains(event.target as Node)) set(open, false);
  });
  onEscape(() => {
    const item = open;
    set(item, false);
    item?.querySelector<HTMLElement>('button[data-menu-toggle]')?.focus();
  });
}
