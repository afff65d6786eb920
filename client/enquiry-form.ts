import { all } from './dom.ts';
import { createToast, TOAST_MESSAGE } from './toast.ts';

/** Spec sections 4 and 9: the simulated send takes 1000 ms. */
export const SIMULATED_SEND_MS = 1000;

/** How long a real send may take before the visitor is told it failed (docs/decisions.md#the-enquiry-form-and-its-toast). */
export const SEND_TIMEOUT_MS = 15_000;

/** Room left between the toast and the confirmation below it, in CSS pixels. */
const GAP_BELOW_TOAST = 16;

/**
 * The enquiry forms (docs/decisions.md#the-enquiry-form-and-its-toast). After the browser's own validation the button
 * shows "Sending..." and is disabled; then, once sent, every field is cleared, the toast shows and the lasting
 * confirmation takes the form's place ("Send another enquiry" brings the cleared form back).
 * - A form with `data-enquiry-post` posts to its endpoint with `fetch`; it counts as sent only on a 2xx answer within
 *   15 s. Otherwise it keeps every field, shows `data-enquiry-error` (phone and email) and enables the button again.
 *   A filled honeypot (`data-enquiry-honeypot`, which only bots fill) is dropped: it looks sent, and nothing is.
 * - Without, the form sends nothing: "Sending..." for a second, then as sent.
 * No field value is logged, stored or put in a URL.
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
    const error = form.querySelector<HTMLElement>('[data-enquiry-error]');
    const sent = () => {
      form.reset();
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
    };
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (button.disabled) return;
      button.disabled = true;
      button.textContent = 'Sending...';
      if (error) error.hidden = true;
      const send = form.hasAttribute('data-enquiry-post') ? post(form) : wait(SIMULATED_SEND_MS);
      void send.then((ok) => {
        button.disabled = false;
        button.textContent = label;
        if (ok) sent();
        else if (error) {
          error.hidden = false;
          error.scrollIntoView({ block: 'nearest', behavior: 'instant' });
        }
      });
    });
    done.querySelector('[data-enquiry-again]')?.addEventListener('click', () => {
      done.hidden = true;
      form.hidden = false;
      form.querySelector<HTMLElement>('input:not([type="hidden"], [tabindex="-1"]), select, textarea')?.focus();
    });
  }
}

const wait = (ms: number) => new Promise<boolean>((resolve) => window.setTimeout(() => resolve(true), ms));

/**
 * Posts the form's fields as the browser would (urlencoded), asking for JSON so that a form service answers with a
 * status instead of its thank-you page: true on a 2xx answer, false on any other answer, a network failure or
 * no answer within SEND_TIMEOUT_MS. A filled honeypot is not sent at all.
 */
async function post(form: HTMLFormElement): Promise<boolean> {
  if (form.querySelector<HTMLInputElement>('[data-enquiry-honeypot]')?.value) return wait(SIMULATED_SEND_MS);
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), SEND_TIMEOUT_MS);
  try {
    const body = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === 'string') body.append(name, value);
    const response = await fetch(form.action, { method: 'POST', body, headers: { Accept: 'application/json' }, credentials: 'omit', signal: controller.signal });
    return response.ok;
  } catch {
    return false;
  } finally {
    window.clearTimeout(timer);
  }
}
