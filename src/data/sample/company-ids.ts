/** Every standalone `12345678`, the brief's placeholder company number (docs/decisions.md#sample-content), in a piece of text. */
export function findPlaceholderCompanyNumbers(text: string): string[] {
  return text.match(/(?<!\d)12345678(?!\d)/g) ?? [];
}

/**
 * Whether a UK VAT number such as `GB123456789` passes HMRC's check digits (a multiple of 97, or of 97
 * after adding 55 since 2010); branch and government numbers are not judged.
 */
export function isIssuableVatNumber(vat: string): boolean {
  const digits = /^GB(\d{9})$/.exec(vat.replace(/\s/g, ''))?.[1];
  if (digits === undefined) return true;
  const weighted = [...digits.slice(0, 7)].reduce((sum, digit, index) => sum + Number(digit) * (8 - index), 0);
  const total = weighted + Number(digits.slice(7));
  return total % 97 === 0 || (total + 55) % 97 === 0;
}
