import { all } from './dom.ts';
import { createToast, TOAST_MESSAGE } from './toast.ts';

/** Spec sections 4 and 9: the simulated send takes 1000 ms. */
export const SIMULATED_SEND_MS = 1000;

/**
 * The enquiry form sends nothing (spec section 7): after the browser's own validation it shows
 * "Sending..." on a disabled button for a second, clears every field and shows the toast.
 * No field value is read, logged, stored or put in a URL.
 */
export function enhanceEnquiryForms(): void {
  const forms = all<HTMLFormElement>('form[data-enquiry-form]');
  if (!forms.length) return;
  const toast = createToast();
  for (const form of forms) {
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (!button) continue;
    const label = button.textContent ?? '';
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      button.disabled = true;
      button.textContent = 'Sending...';
      window.setTimeout(() => {
        form.reset();
        button.disabled = false;
        button.textContent = label;
        toast(TOAST_MESSAGE);
      }, SIMULATED_SEND_MS);
    });
  }
}
