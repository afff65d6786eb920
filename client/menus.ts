import { all, onEscape } from './dom.ts';
import { DESKTOP_NAV_QUERY } from './mobile-menu.ts';

/** Spec section 9: the menu closes 150 ms after the pointer leaves. */
export const MENU_CLOSE_DELAY_MS = 150;

const panelOf = (item: HTMLElement) => item.querySelector<HTMLElement>('[data-menu-panel]');
const toggleOf = (item: HTMLElement) => item.querySelector<HTMLButtonElement>('button[data-menu-toggle]');
const isOpen = (item: HTMLElement) => panelOf(item)?.dataset.open === 'true';

function show(item: HTMLElement, expanded: boolean): void {
  panelOf(item)?.setAttribute('data-open', String(expanded));
  toggleOf(item)?.setAttribute('aria-expanded', String(expanded));
}

/**
 * Mega-menus as disclosures: beside each top-level link, a real toggle button (aria-expanded,
 * aria-controls) for keyboard and touch.
 *
 * On the desktop row the panels float over the page, one at a time. Hover opens a menu and leaving
 * closes it after 150 ms; a menu opened (or kept open) by its button stays until the button, Escape, a
 * click elsewhere or focus leaving closes it. Escape returns focus to the button. Nothing traps focus.
 *
 * In the Menu popover the same buttons expand sections in the flow of the page, each on its own: closing
 * one section as another opens would move the rows below it, and the row under a finger that has just
 * come down would no longer be there when the click lands (a tap swallowed). Hover does nothing there.
 */
export function enhanceMenus(): void {
  const desktop = window.matchMedia(DESKTOP_NAV_QUERY);
  const items = all('[data-menu]');
  let open: HTMLElement | undefined;
  let pinned = false;
  let timer = 0;

  const set = (item: HTMLElement | undefined, expanded: boolean) => {
    if (!item) return;
    if (expanded && open && open !== item) set(open, false);
    show(item, expanded);
    if (expanded) open = item;
    else if (open === item) [open, pinned] = [undefined, false];
  };

  for (const item of items) {
    // The server renders the toggle invisible (it could do nothing without this script); it holds its place.
    const button = toggleOf(item);
    if (!button) continue;
    button.dataset.ready = '';

    button.addEventListener('click', () => {
      if (!desktop.matches) return show(item, !isOpen(item));
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
      if (desktop.matches && !item.contains(event.relatedTarget as Node | null)) set(item, false);
    });
  }

  document.addEventListener('click', (event) => {
    if (desktop.matches && open && !open.contains(event.target as Node)) set(open, false);
  });
  onEscape(() => {
    // In the Menu popover Escape closes the popover itself (the browser's light dismiss).
    if (!desktop.matches) return;
    const item = open;
    set(item, false);
    if (item) toggleOf(item)?.focus();
  });
  // Sections left open in the Menu would all stand open at once on the desktop row, and the reverse.
  desktop.addEventListener('change', () => {
    clearTimeout(timer);
    for (const item of items) show(item, false);
    [open, pinned] = [undefined, false];
  });
}
