/** What the contact page says each quote parameter's values fill in: param → value → field name → text. */
type PrefillTable = Record<string, Record<string, Record<string, string>>>;

/**
 * A quote link's query fills the enquiry form (docs/decisions.md#quote-links): `/contact/?service=backup-power-systems&town=hull#quote`
 * chooses the service in the list (or "Other" with the service named in the message) and fills the location. The
 * address only picks entries of the table the page carries (`data-quote-prefill`, built from the data); a parameter
 * or value the table lacks does nothing, and no text of the address reaches the page. A field is filled only while
 * empty, so nothing a visitor typed or chose is replaced; a list's choice only if the list has it.
 */
export function enhanceQuotePrefill(): void {
  const root = document.querySelector<HTMLElement>('[data-quote-prefill]');
  const form = root?.querySelector('form');
  if (!root || !form || location.search === '') return;
  let table: PrefillTable;
  try {
    table = JSON.parse(root.dataset.quotePrefill ?? '') as PrefillTable;
  } catch {
    return;
  }
  const query = new URLSearchParams(location.search);
  for (const [param, values] of Object.entries(table)) {
    const value = query.get(param);
    // Own entries only: `?service=__proto__` names nothing.
    if (value === null || !Object.hasOwn(values, value)) continue;
    for (const [name, text] of Object.entries(values[value] ?? {})) fill(form, name, text);
  }
}

function fill(form: HTMLFormElement, name: string, text: string): void {
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLSelectElement) {
    if (field.value === '' && [...field.options].some((option) => option.value === text)) field.value = text;
  } else if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value === '') {
    field.value = text;
  }
}
