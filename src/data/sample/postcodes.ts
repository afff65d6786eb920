import { AREA_DISTRICTS, PLACE_DISTRICTS } from './postcode-districts.ts';

/** A postcode that cannot be the real one, e.g. `HU99` (no such district) or `HU15` given for Goole. */
export interface PostcodeProblem {
  /** The district or postcode at fault, e.g. `HU99`. */
  postcode: string;
  /** Why, e.g. `there is no postcode district HU99 (HU has HU1 to HU20)`. */
  what: string;
  /** What to put there. */
  fix: string;
}

/** Where a postcode is stated: the field's text, the places it is said to be in, whether it is a postal address. */
export interface StatedPostcode {
  /** A full postcode (`HU15 1AB`), a district (`HU15`) or districts (`HU1-HU9`, `YO15, YO16`). */
  postcode: string;
  /** Place names the same entry gives, e.g. `['Brough', 'Broomfleet']`. */
  places: readonly string[];
  /** A postal address needs its full postcode; a location's "postcode" is its districts. */
  isAddress: boolean;
}

const FULL = /^([A-Z]{1,2}\d[A-Z\d]?) ?(\d[ABD-HJLNP-UW-Z]{2})$/;
const DISTRICT = /^([A-Z]{1,2})(\d{1,2})$/;

/** Every reason the stated postcode cannot be right; empty when it may be. */
export function checkPostcode({ postcode, places, isAddress }: StatedPostcode): PostcodeProblem[] {
  const text = postcode.trim().toUpperCase();
  const full = FULL.exec(text);
  const stated = full ? [full[1] ?? ''] : expandDistricts(text);
  if (stated === undefined) return [];
  const problems: PostcodeProblem[] = [];
  for (const district of stated) {
    const [, area = '', number = ''] = DISTRICT.exec(district) ?? [];
    const known = AREA_DISTRICTS[area];
    if (known && !known.includes(Number(number))) {
      problems.push({ postcode: district, what: `there is no postcode district ${district} (${area} has ${describeArea(known, area)})`, fix: 'put the real postcode' });
      continue;
    }
    for (const place of places) {
      const covering = PLACE_DISTRICTS[place.trim().toLowerCase().replace(/\s+/g, ' ')];
      if (covering && !covering.includes(district)) {
        problems.push({ postcode: district, what: `${place} is in ${listDistricts(covering)}, not ${district}`, fix: `put ${place}'s postcode${covering.length === 1 ? ` (${covering[0]} …)` : ''}` });
      }
    }
  }
  if (isAddress && !full && problems.length === 0) {
    problems.push({ postcode: text, what: 'is a postcode district, not a full postcode: letters sent to it cannot be delivered', fix: `put the address's full postcode, e.g. "${stated[0] ?? text} 1AB" with its real last three characters` });
  }
  return problems;
}

/** `HU1-HU9` → HU1 … HU9, `YO15, YO16` → both; undefined for what is not a list of districts. */
function expandDistricts(text: string): string[] | undefined {
  const result: string[] = [];
  for (const part of text.replace(/\s*-\s*/g, '-').split(/[\s,]+/).filter(Boolean)) {
    const span = /^([A-Z]{1,2})(\d{1,2})-([A-Z]{1,2})(\d{1,2})$/.exec(part);
    if (span && span[1] === span[3]) {
      for (let n = Number(span[2]); n <= Number(span[4]); n += 1) result.push(`${span[1]}${n}`);
    } else if (DISTRICT.test(part)) {
      result.push(part);
    } else {
      return undefined;
    }
  }
  return result.length > 0 ? result : undefined;
}

function listDistricts(districts: readonly string[]): string {
  return districts.length === 1 ? (districts[0] ?? '') : `${districts.slice(0, -1).join(', ')} or ${districts.at(-1) ?? ''}`;
}

/** e.g. `HU1 to HU20`, `DN1 to DN12, DN14 to DN22, DN31 to DN41, DN55`. */
function describeArea(numbers: readonly number[], area: string): string {
  const spans: string[] = [];
  for (let i = 0; i < numbers.length; ) {
    let j = i;
    while (j + 1 < numbers.length && numbers[j + 1] === (numbers[j] ?? 0) + 1) j += 1;
    spans.push(j > i ? `${area}${numbers[i]} to ${area}${numbers[j]}` : `${area}${numbers[i]}`);
    i = j + 1;
  }
  return spans.join(', ');
}
