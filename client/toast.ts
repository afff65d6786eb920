/** Spec section 8: the success message after the simulated send. */
export const TOAST_MESSAGE = 'Thank you for your message. We will be in touch shortly!';
export const TOAST_HIDE_MS = 6000;

/**
 * A toast that covers neither the header's controls nor a form field: top-right just below the sticky
 * header, and on a phone the full width directly under it (site.css, `.toast-region`); the enquiry form
 * moves its confirmation clear of it. Its region is a polite live region created empty when the page is
 * enhanced, so that screen readers announce the message when it appears; it hides itself after six
 * seconds and has a dismiss button. Showing a message returns the toast, for callers to keep clear of it.
 */
export function createToast(): (message: string) => HTMLElement {
  const region = document.createElement('div');
  region.setAttribute('role', 'status');
  region.className = 'toast-region';
  document.body.append(region);
  let timer = 0;
  const close = () => region.replaceChildren();
  return (message) => {
    clearTimeout(timer);
    const toast = document.createElement('div');
    toast.className = 'toast';
    toast.dataset.toast = '';
    const text = document.createElement('p');
    text.textContent = message;
    const dismiss = document.createElement('button');
    dismiss.type = 'button';
    dismiss.setAttribute('aria-label', 'Dismiss message');
    dismiss.textContent = '×';
    dismiss.addEventListener('click', close);
    toast.append(text, dismiss);
    region.replaceChildren(toast);
    timer = window.setTimeout(close, TOAST_HIDE_MS);
    return toast;
  };
}
