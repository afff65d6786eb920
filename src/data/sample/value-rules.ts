import { findPlaceholderCompanyNumbers, isIssuableVatNumber } from './company-ids.ts';
import { findDramaNumbers } from './drama-numbers.ts';
import { findExampleDomains } from './example-domains.ts';
import { checkPostcode } from './postcodes.ts';
import type { SampleItem } from './sample-item.ts';

/** A finding before it has a file and a line. */
export type Finding = Omit<SampleItem, 'file' | 'line'>;

/** What every finding of `checkString` contains: a run of digits and separators, or `example.`. */
const MAY_HOLD_PLACEHOLDER = /\d[\d\s().-]{6,}\d|example\./i;

/** Whether `checkString` could find anything: most strings are copy, and one search spares them its four rules. */
export function mayHoldPlaceholder(value: string, key: string | number | undefined): boolean {
  return key === 'vatNumber' || MAY_HOLD_PLACEHOLDER.test(value);
}

/** Placeholders recognised by value in one string: drama numbers, example domains, company and VAT numbers. */
export function checkString(value: string, path: readonly (string | number)[]): Finding[] {
  const key = String(path.at(-1) ?? '');
  // A short value is shown whole (`https://www.example.com`); in copy, only the part at fault.
  const shown = (part: string) => (value.length <= 60 ? value : part);
  const findings: Finding[] = [];
  for (const number of findDramaNumbers(value)) {
    findings.push({
      kind: 'phone',
      path,
      found: shown(number),
      what: "is a drama number (Ofcom's range reserved for TV and radio), no one can call it",
      fix: /phone/i.test(key) ? 'put the number customers call' : `put the real number in place of ${number}, or use {company.phone}`,
    });
  }
  for (const use of findExampleDomains(value)) {
    const domain = /example\.(?:com|org|net)$/i.exec(use.text)?.[0] ?? use.text;
    findings.push({
      kind: 'domain',
      path,
      found: shown(use.text),
      what: use.kind === 'email' ? `is at ${domain}, a domain reserved for examples: mail to it reaches no one` : `is ${domain}, a domain reserved for examples, not a real site`,
      fix: key === 'siteUrl' ? 'put the address the site is published at, e.g. https://www.<your domain>' : key === 'email' ? 'put the address customers write to' : `put the real ${use.kind === 'email' ? 'address' : 'site'} in place of ${use.text}${use.kind === 'email' ? ', or use {company.email}' : ''}`,
    });
  }
  for (const number of findPlaceholderCompanyNumbers(value)) {
    findings.push({ kind: 'company-id', path, found: shown(number), what: 'is the placeholder company number', fix: key === 'companyNumber' ? 'put the number on the Companies House register' : 'use {company.companyNumber}, filled from company.json' });
  }
  if (key === 'vatNumber' && !isIssuableVatNumber(value)) {
    findings.push({ kind: 'company-id', path, found: value, what: "fails HMRC's check digits, so no business has it", fix: 'put the number on the VAT registration certificate, or delete vatNumber if the company is not registered' });
  }
  return findings;
}

/** An entry that states a postcode and where it is: company.json's address, a location's districts. */
export function checkPostcodeEntry(entry: Record<string, unknown>, path: readonly (string | number)[]): Finding[] {
  const { postcode } = entry;
  if (typeof postcode !== 'string') return [];
  const places = [entry['locality'], entry['name'], entry['streetAddress']].filter((place): place is string => typeof place === 'string');
  const isAddress = 'streetAddress' in entry || 'locality' in entry;
  return checkPostcode({ postcode, places, isAddress }).map((problem) => ({
    kind: 'postcode' as const,
    path: [...path, 'postcode'],
    found: postcode,
    what: problem.what,
    fix: problem.fix,
  }));
}
