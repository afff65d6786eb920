/** The Companies House number the brief gave as a placeholder (docs/decisions.md#sample-content), e.g. in company.json. */
export const PLACEHOLDER_COMPANY_NUMBER = '12345678';

/** Every standalone `12345678` in a piece of text (not one inside a longer run of digits). */
export function findPlaceholderCompanyNumbers(text: string): string[] {
  return text.match(/(?<!\d)12345678(?!\d)/g) ?? [];
}

/**
 * Whether a UK VAT number such as `GB123456789` passes HMRC's check digits (weights 8 to 2 on the first
 * seven digits plus the last two: a multiple of 97, or of 97 after adding 55 for numbers issued since
 * 2010). One that fails cannot have been issued: a made-up example or a typing mistake, never to publish.
 * Branch and government numbers (12 digits, GD, HA) are not judged.
 */
export function isIssuableVatNumber(vat: string): boolean {
  const digits = /^GB(\d{9})$/.exec(vat.replace(/\s/g, ''))?.[1];
  if (digits === undefined) return true;
  const weighted = [...digits.slice(0, 7)].reduce((sum, digit, index) => sum + Number(digit) * (8 - index), 0);
  const total = weighted + Number(digits.slice(7));
  return total % 97 === 0 || (total + 55) % 97 === 0;
}
