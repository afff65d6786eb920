import type { DataIssue } from '../errors/catalogue.ts';
import type { Company } from './schemas/company.ts';

/** The names of the `{company.name}`-style tokens copy may use, so legal text and copy never repeat company facts. */
export const TOKEN_NAMES = [
  'company.name', 'company.legalName', 'company.companyNumber', 'company.registeredIn', 'company.address', 'company.email',
  'company.phone', 'company.established', 'terms.quoteValidityDays', 'terms.paymentDays', 'terms.warrantyMonths',
] as const;

/** Token name → text, e.g. `company.phone` → "01632 960 123". */
export type TokenValues = ReadonlyMap<string, string>;

/**
 * The value of every token. A Map, not an object: a lookup in an object literal also finds what every
 * object inherits, so `{constructor}` or `{toString}` published "function Object() { [native code] }".
 */
export function createTokenValues(company: Company): TokenValues {
  const { address, terms } = company;
  const values: Record<(typeof TOKEN_NAMES)[number], string> = {
    'company.name': company.name,
    'company.legalName': company.legalName,
    'company.companyNumber': company.companyNumber,
    'company.registeredIn': company.registeredIn,
    'company.address': [address.streetAddress, address.locality, address.region, address.postcode].join(', '),
    'company.email': company.email,
    'company.phone': company.phone,
    'company.established': String(company.established),
    'terms.quoteValidityDays': String(terms.quoteValidityDays),
    'terms.paymentDays': String(terms.paymentDays),
    'terms.warrantyMonths': String(terms.warrantyMonths),
  };
  return new Map(TOKEN_NAMES.map((name) => [name, values[name]]));
}

/** Stand-in values for when company.json itself is invalid: unknown tokens are still found and reported. */
export function createTokenPlaceholders(): TokenValues {
  return new Map(TOKEN_NAMES.map((name) => [name, `{${name}}`]));
}

/** Returns `value` with every token in every string replaced; unknown tokens are reported as issues. */
export function fillTokens(
  value: unknown,
  tokens: TokenValues,
  where: { file: string; path?: (string | number)[] },
  issues: DataIssue[],
): unknown {
  const path = where.path ?? [];
  if (typeof value === 'string') {
    return value.replace(/\{([^{}]*)\}/g, (whole, name: string) => {
      const replacement = tokens.get(name);
      if (replacement !== undefined) return replacement;
      issues.push({
        file: where.file,
        path,
        message: `unknown token ${whole}`,
        hint: `Use one of ${[...tokens.keys()].map((t) => `{${t}}`).join(', ')}, or remove the braces.`,
      });
      return whole;
    });
  }
  if (Array.isArray(value)) return value.map((item, index) => fillTokens(item, tokens, { file: where.file, path: [...path, index] }, issues));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillTokens(item, tokens, { file: where.file, path: [...path, key] }, issues)]),
    );
  }
  return value;
}
