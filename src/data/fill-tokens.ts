import type { DataIssue } from '../errors/catalogue.ts';
import type { Company } from './schemas/company.ts';

/** The names of the `{company.name}`-style tokens copy may use, so legal text and copy never repeat company facts. */
export const TOKEN_NAMES = [
  'company.name', 'company.legalName', 'company.companyNumber', 'company.registeredIn', 'company.address', 'company.email',
  'company.phone', 'company.established', 'terms.quoteValidityDays', 'terms.paymentDays', 'terms.warrantyMonths',
] as const;

/** Token name → text, e.g. `company.phone` → "01632 960 123". */
export type TokenValues = ReadonlyMap<string, string>;

/** The value of every token; a Map, because a lookup in an object also finds `{constructor}` and the like. */
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

/**
 * Returns `value` with every token in every string replaced; unknown tokens are reported as issues.
 * One walk with one `path`, changed as it goes (an issue gets a copy): a fresh build fills every string
 * of the data, and a copy of the path per value cost ~10 ms of its load.
 */
export function fillTokens(value: unknown, tokens: TokenValues, file: string, issues: DataIssue[], path: (string | number)[] = []): unknown {
  if (typeof value === 'string') {
    if (!value.includes('{')) return value;
    return value.replace(/\{([^{}]*)\}/g, (whole, name: string) => {
      const replacement = tokens.get(name);
      if (replacement !== undefined) return replacement;
      issues.push({
        file,
        path: [...path],
        message: `unknown token ${whole}`,
        hint: `Use one of ${[...tokens.keys()].map((t) => `{${t}}`).join(', ')}, or remove the braces.`,
      });
      return whole;
    });
  }
  if (Array.isArray(value)) {
    const filled: unknown[] = [];
    for (let index = 0; index < value.length; index += 1) {
      path.push(index);
      filled.push(fillTokens(value[index], tokens, file, issues, path));
      path.pop();
    }
    return filled;
  }
  if (value && typeof value === 'object') {
    const filled: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      path.push(key);
      const result = fillTokens(item, tokens, file, issues, path);
      path.pop();
      // "__proto__" (an own property when JSON.parse reads it) stays one, as Object.fromEntries kept it.
      if (key === '__proto__') Object.defineProperty(filled, key, { value: result, enumerable: true, writable: true, configurable: true });
      else filled[key] = result;
    }
    return filled;
  }
  return value;
}
