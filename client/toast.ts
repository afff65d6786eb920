/** Spec section 8: the success message after the simulated send. */
export const TOAST_MESSAGE = 'Thank you for your message. We will be in touch shortly!';
export const TOAST_HIDE_MS = 6000;

/**
 * A toast in the top-right corner. Its region is a polite live region created empty when the page
 * is enhanced, so that screen readers announce the message when it appears; it hides itself after
 * six seconds and has a dismiss button.
 */
export function createToast(): (message: string) => void {
  const region = document.createElement('div');
  region.setAttribute('role', 'status');
  region.className = 'fixed top-20 right-4 z-50 max-w-sm';
  document.body.append(region);
  let timer = 0;
  const close = () => region.replaceChildren();
  return (message) => {
    clearTimeout(timer);
    const toast = document.createElement('div');
    toast.className = 'flex items-start gap-3 rounded-lg bg-navy-950 p-4 text-white shadow-2xl ring-1 ring-amber-400';
    toast.dataset.toast = '';
    const text = document.createElement('p');
    text.textContent = message;
    const dismiss = document.createElement('button');
    dismiss.type = 'button';
    dismiss.className = '-m-1 min-h-8 min-w-8 rounded text-xl leading-none text-amber-300 hover:bg-white/10';
    dismiss.setAttribute('aria-label', 'Dismiss message');
    dismiss.textContent = '×';
    dismiss.addEventListener('click', close);
    toast.append(text, dismiss);
    region.replaceChildren(toast);
    timer = window.setTimeout(close, TOAST_HIDE_MS);
  };
}
