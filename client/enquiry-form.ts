import { all } from './dom.ts';
import { createToast, TOAST_MESSAGE } from './toast.ts';

/** Spec sections 4 and 9: the simulated send takes 1000 ms. */
export const SIMULATED_SEND_MS = 1000;

/** Room left between the toast and the confirmation below it, in CSS pixels. */
const GAP_BELOW_TOAST = 16;

/**
 * The enquiry form sends nothing (docs/decisions.md#the-enquiry-form-and-its-toast): after the browser's own validation it shows
 * "Sending..." on a disabled button for a second, clears every field, shows the toast and puts the
 * lasting confirmation in the form's place; "Send another enquiry" brings the (cleared) form back.
 * No field value is read, logged, stored or put in a URL.
 */
export function enhanceEnquiryForms(): void {
  const forms = all<HTMLFormElement>('form[data-enquiry-form]');
  if (!forms.length) return;
  const toast = createToast();
  for (const form of forms) {
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    const done = form.parentElement?.querySelector<HTMLElement>('[data-enquiry-done]');
    const heading = done?.querySelector<HTMLElement>('[tabindex="-1"]');
    if (!button || !done || !heading) continue;
    const label = button.textContent ?? '';
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      button.disabled = true;
      button.textContent = 'Sending...';
      window.setTimeout(() => {
        form.reset();
        button.disabled = false;
        button.textContent = label;
        form.hidden = true;
        done.hidden = false;
        // A screen reader hears the focused heading ("What happens next") first, then the toast's polite
        // status ("Thank you for your message..."): two different sentences, each once, in that order.
        // Focusing after the toast appeared could cut its announcement short.
        heading.focus({ preventScroll: true });
        const shown = toast(TOAST_MESSAGE);
        // The confirmation starts where the form started, often above the screen when sent from the
        // foot of the form; it is brought just below the toast, which then covers none of it.
        const clearance = shown.getBoundingClientRect().bottom + GAP_BELOW_TOAST;
        window.scrollBy({ top: done.getBoundingClientRect().top - clearance, behavior: 'instant' });
      }, SIMULATED_SEND_MS);
    });
    done.querySelector('[data-enquiry-again]')?.addEventListener('click', () => {
      done.hidden = true;
      form.hidden = false;
      form.querySelector<HTMLElement>('input, select, textarea')?.focus();
    });
  }
}
