import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findPlaceholderCompanyNumbers, isIssuableVatNumber } from '../../../src/data/sample/company-ids.ts';
import { findDramaNumbers, isDramaNumber, nationalNumber } from '../../../src/data/sample/drama-numbers.ts';
import { findExampleDomains } from '../../../src/data/sample/example-domains.ts';
import { checkPostcode } from '../../../src/data/sample/postcodes.ts';
import { checkString, mayHoldPlaceholder } from '../../../src/data/sample/value-rules.ts';

/** Each drama range as written with its first and last number, and the numbers just outside it. */
const RANGES: [label: string, first: string, last: string, below: string, above: string][] = [
  ['no area', '01632 960000', '01632 960999', '01632 959999', '01632 961000'],
  ...['0113', '0114', '0115', '0116', '0117', '0118', '0121', '0131', '0141', '0151', '0161'].map(
    (code): [string, string, string, string, string] => [code, `${code} 496 0000`, `${code} 496 0999`, `${code} 495 9999`, `${code} 496 1000`],
  ),
  ['Tyneside', '0191 498 0000', '0191 498 0999', '0191 497 9999', '0191 498 1000'],
  ['London', '020 7946 0000', '020 7946 0999', '020 7945 9999', '020 7946 1000'],
  ['Northern Ireland', '028 9649 6000', '028 9649 6999', '028 9649 5999', '028 9649 7000'],
  ['Northern Ireland (older list)', '028 9018 0000', '028 9018 0999', '028 9017 9999', '028 9018 1000'],
  ['Cardiff', '029 2018 0000', '029 2018 0999', '029 2017 9999', '029 2018 1000'],
  ['mobile', '07700 900000', '07700 900999', '07700 899999', '07700 901000'],
  ['freephone', '08081 570000', '08081 570999', '08081 569999', '08081 571000'],
  ['premium rate', '0909 8790000', '0909 8790999', '0909 8789999', '0909 8791000'],
  ['UK-wide', '03069 990000', '03069 990999', '03069 989999', '03069 991000'],
];

describe('drama numbers', () => {
  it.each(RANGES)('%s: the first and last numbers are drama numbers, the ones either side are not', (_label, first, last, below, above) => {
    expect(isDramaNumber(first), first).toBe(true);
    expect(isDramaNumber(last), last).toBe(true);
    expect(isDramaNumber(below), below).toBe(false);
    expect(isDramaNumber(above), above).toBe(false);
  });

  it('reads a number however it is written: spaces, +44, 0044, brackets, a bracketed trunk 0, dots and hyphens', () => {
    for (const written of ['01632960123', '01632 960 123', '+44 1632 960123', '+441632960123', '0044 1632 960123', '+44 (0)1632 960123', '(01632) 960123', '01632-960-123', '01632.960.123']) {
      expect(nationalNumber(written), written).toBe('01632960123');
      expect(isDramaNumber(written), written).toBe(true);
    }
    // Real numbers of the region are not drama numbers; nor is what is not a UK number.
    for (const written of ['01482 123456', '01430 440123', '+1 632 960 1234', '1632960123', '01632 960 12']) expect(isDramaNumber(written), written).toBe(false);
  });

  it('finds them in copy and in tel: links, as written', () => {
    expect(findDramaNumbers('Call 01632 960 123 now, 24 hours a day')).toEqual(['01632 960 123']);
    expect(findDramaNumbers('<a href="tel:+441632960123">')).toEqual(['+441632960123']);
    expect(findDramaNumbers('Office 020 7946 0001 or mobile 07700 900 456.')).toEqual(['020 7946 0001', '07700 900 456']);
    expect(findDramaNumbers('Call 01632 960 123 24 hours a day')).toEqual(['01632 960 123']);
    expect(findDramaNumbers('Call 01482 123456; 30-50% savings since 2008-2024')).toEqual([]);
  });
});

describe('example domains', () => {
  it('finds emails, URLs and hosts at example.com, example.org and example.net and their subdomains', () => {
    expect(findExampleDomains('enquiries@example.com')).toEqual([{ kind: 'email', text: 'enquiries@example.com' }]);
    expect(findExampleDomains('https://www.example.com')).toEqual([{ kind: 'host', text: 'www.example.com' }]);
    expect(findExampleDomains('Write to jobs@mail.example.org or see https://shop.example.net/terms.')).toEqual([
      { kind: 'email', text: 'jobs@mail.example.org' },
      { kind: 'host', text: 'shop.example.net' },
    ]);
    expect(findExampleDomains('Visit EXAMPLE.COM today')).toEqual([{ kind: 'host', text: 'EXAMPLE.COM' }]);
  });

  it('leaves registrable look-alikes and paths alone: example.co.uk, example.com.au, myexample.com, facebook.com/example', () => {
    for (const text of ['https://www.example.co.uk', 'info@example.co.uk', 'https://example.com.au', 'https://myexample.com', 'https://www.facebook.com/example', 'an example. Company']) {
      expect(findExampleDomains(text), text).toEqual([]);
    }
  });
});

describe('company and VAT numbers', () => {
  it('finds the placeholder company number standing alone, not inside a longer number', () => {
    expect(findPlaceholderCompanyNumbers('12345678')).toEqual(['12345678']);
    expect(findPlaceholderCompanyNumbers('Registered in England and Wales, number 12345678.')).toEqual(['12345678']);
    expect(findPlaceholderCompanyNumbers('09876543 or 123456789 or 012345678')).toEqual([]);
  });

  it("judges a GB VAT number by HMRC's check digits (both schemes)", () => {
    expect(isIssuableVatNumber('GB123456789')).toBe(false);
    expect(isIssuableVatNumber('GB123456782')).toBe(true); // 112 + 82 = 2 × 97
    expect(isIssuableVatNumber('GB 123 4567 27')).toBe(true); // 112 + 27 + 55 = 2 × 97, since 2010
    expect(isIssuableVatNumber('GB123456783')).toBe(false);
  });
});

describe('postcodes', () => {
  const district = (postcode: string, places: string[] = []) => checkPostcode({ postcode, places, isAddress: false });
  const address = (postcode: string, places: string[] = []) => checkPostcode({ postcode, places, isAddress: true });

  it('a district that does not exist in its area: HU99, DN13, YO2', () => {
    expect(district('HU99')).toMatchObject([{ postcode: 'HU99', what: 'there is no postcode district HU99 (HU has HU1 to HU20)' }]);
    expect(district('DN13')[0]?.what).toBe('there is no postcode district DN13 (DN has DN1 to DN12, DN14 to DN22, DN31 to DN41, DN55)');
    expect(district('YO2')[0]?.postcode).toBe('YO2');
    expect(district('HU1-HU21').map((problem) => problem.postcode)).toEqual(['HU21']);
    expect(district('HU20')).toEqual([]);
    // Areas outside the table are not judged.
    expect(district('LS99')).toEqual([]);
  });

  it('a district that does not cover the town it is given for', () => {
    expect(district('HU15', ['Goole'])).toMatchObject([{ postcode: 'HU15', what: 'Goole is in DN14, not HU15' }]);
    expect(district('DN14', ['Goole'])).toEqual([]);
    expect(district('HU1-HU9', ['Hull'])).toEqual([]);
    expect(district('YO15-YO16', ['Bridlington'])).toEqual([]);
    expect(district('YO15, YO17', ['Bridlington']).map((problem) => problem.what)).toEqual(['Bridlington is in YO15 or YO16, not YO17']);
    // A place the table does not list is not judged.
    expect(district('HU15', ['Nowhere-on-Sea'])).toEqual([]);
  });

  it("a full postcode whose outward part is not the stated place's district", () => {
    expect(address('DN14 5AB', ['Brough'])).toMatchObject([{ postcode: 'DN14', what: 'Brough is in HU15, not DN14' }]);
    expect(address('HU15 2AB', ['Brough', 'Broomfleet'])).toEqual([]);
    expect(address('HU99 2AB', ['Brough'])[0]?.what).toMatch(/^there is no postcode district HU99/);
  });

  it('an address with a district only: it needs its full postcode', () => {
    expect(address('HU15', ['Brough'])).toMatchObject([{ postcode: 'HU15', what: 'is a postcode district, not a full postcode: letters sent to it cannot be delivered' }]);
    // A location's "postcode" is its districts: no full postcode expected.
    expect(district('HU15', ['Brough'])).toEqual([]);
  });
});

describe('the quick search in front of the string rules', () => {
  /** Every string of a JSON value with the key it is under. */
  function* strings(value: unknown, key: string | number | undefined): Generator<[string, string | number | undefined]> {
    if (typeof value === 'string') yield [value, key];
    else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* strings(item, index);
    else if (value !== null && typeof value === 'object') for (const [name, item] of Object.entries(value)) yield* strings(item, name);
  }

  it('lets through every value a rule finds something in, at the edges of each rule', () => {
    const values: [string, string][] = [
      ...RANGES.flatMap(([, first, last]) => [first, last, first.replace(/ /g, ''), `tel:+44${last.replace(/ /g, '').slice(1)}`, `+44 (0)${first.slice(1)}`].map((value): [string, string] => [value, 'phone'])),
      ['12345678', 'companyNumber'],
      ['Registered in England, no. 12345678.', 'body'],
      ['hello@Example.NET', 'email'],
      ['see www.example.org', 'body'],
      ['EXAMPLE.COM', 'siteUrl'],
      ['GB123456789', 'vatNumber'],
    ];
    for (const [value, key] of values) {
      expect(checkString(value, [key]), value).not.toEqual([]);
      expect(mayHoldPlaceholder(value, key), value).toBe(true);
    }
  });

  it('agrees with the rules on every string of the shipped data, and skips plain copy', () => {
    let skipped = 0;
    let total = 0;
    for (const file of readdirSync('data').filter((name) => name.endsWith('.json'))) {
      for (const [value, key] of strings(JSON.parse(readFileSync(`data/${file}`, 'utf8')), undefined)) {
        total += 1;
        if (mayHoldPlaceholder(value, key)) continue;
        skipped += 1;
        expect(checkString(value, key === undefined ? [] : [key]), `${file}: ${value}`).toEqual([]);
      }
    }
    expect(mayHoldPlaceholder('Emergency lighting tested to BS 5266-1, from 2024', 'body')).toBe(false);
    // Most strings are copy: the search is what the scan costs for them.
    expect(skipped).toBeGreaterThan(total * 0.8);
  });
});
