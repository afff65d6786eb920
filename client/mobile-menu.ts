/** The breakpoint from which the navigation is a row of mega-menus rather than the Menu popover (site.css). */
export const DESKTOP_NAV_QUERY = '(min-width: 64rem)';

/**
 * The Menu button opens the navigation as a native popover, which works without JavaScript (Escape and a
 * click outside close it, focus returns to the button). Enhanced, the button states whether the menu is
 * expanded for assistive technology that does not infer it, and the popover closes when the window grows
 * past the breakpoint at which the navigation becomes the desktop row.
 */
export function enhanceMobileMenu(): void {
  const button = document.querySelector<HTMLButtonElement>('button[data-menu-button]');
  const menu = button ? document.getElementById(button.getAttribute('aria-controls') ?? '') : null;
  if (!button || !menu || typeof menu.hidePopover !== 'function') return;
  const sync = () => button.setAttribute('aria-expanded', String(menu.matches(':popover-open')));
  sync();
  menu.addEventListener('toggle', sync);
  window.matchMedia(DESKTOP_NAV_QUERY).addEventListener('change', (event) => {
    if (event.matches && menu.matches(':popover-open')) menu.hidePopover();
  });
}
