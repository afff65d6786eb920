import type { DataIssue } from '../errors/catalogue.ts';
import type { Company } from './schemas/company.ts';

/** The `{company.name}`-style tokens copy may use, so legal text and copy never repeat company facts. */
export function createTokenValues(company: Company): Record<string, string> {
  const { address, terms } = company;
  return {
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
}

/** Returns `value` with every token in every string replaced; unknown tokens are reported as issues. */
export function fillTokens(
  value: unknown,
  tokens: Record<string, string>,
  where: { file: string; path?: (string | number)[] },
  issues: DataIssue[],
): unknown {
  const path = where.path ?? [];
  if (typeof value === 'string') {
    return value.replace(/\{([^{}]*)\}/g, (whole, name: string) => {
      const replacement = tokens[name];
      if (replacement !== undefined) return replacement;
      issues.push({
        file: where.file,
        path,
        message: `unknown token ${whole}`,
        hint: `Use one of ${Object.keys(tokens).map((t) => `{${t}}`).join(', ')}, or remove the braces.`,
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
