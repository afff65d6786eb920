/** `document.querySelectorAll` as an array. */
export const all = <T extends Element = HTMLElement>(selector: string, root: ParentNode = document): T[] => [...root.querySelectorAll<T>(selector)];

/** Calls `handler` when Escape is pressed anywhere. */
export const onEscape = (handler: () => void) =>
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') handler();
  });
