import { all, onEscape } from './dom.ts';

/** Spec section 9: tooltips open after 700 ms; within 300 ms of one closing, the next opens at once. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** Tooltips on hover and focus, hoverable themselves, dismissible with Escape (WCAG 1.4.13). */
export function enhanceTooltips(): void {
  let timer = 0;
  let lastClosed = -Infinity;
  let shown: HTMLElement | undefined;

  const hide = () => {
    clearTimeout(timer);
    if (!shown) return;
    shown.dataset.open = 'false';
    shown = undefined;
    lastClosed = performance.now();
  };
  const show = (tip: HTMLElement) => {
    clearTimeout(timer);
    const open = () => {
      if (shown !== tip) hide();
      tip.dataset.open = 'true';
      shown = tip;
    };
    if (shown || performance.now() - lastClosed < TOOLTIP_SKIP_DELAY_MS) open();
    else timer = window.setTimeout(open, TOOLTIP_DELAY_MS);
  };

  for (const trigger of all('[data-tooltip]')) {
    const tip = document.getElementById(trigger.getAttribute('aria-describedby') ?? '');
    const wrapper = trigger.parentElement;
    if (!tip || !wrapper) continue;
    trigger.addEventListener('focus', () => show(tip));
    trigger.addEventListener('blur', hide);
    // The wrapper holds trigger and tooltip, so the pointer can move onto the tooltip.
    wrapper.addEventListener('mouseenter', () => show(tip));
    wrapper.addEventListener('mouseleave', hide);
  }
  onEscape(hide);
}
