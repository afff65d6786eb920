import { SAMPLE_KINDS, type SampleItem, type SampleKind } from './sample-item.ts';

const HEADINGS: Record<SampleKind, string> = {
  endpoint: 'Enquiry endpoints no visitor can reach',
  form: 'The enquiry form, which only simulates sending',
  phone: "Phone numbers from Ofcom's drama range",
  domain: 'Addresses at reserved example domains',
  'company-id': 'Placeholder company and VAT numbers',
  postcode: 'Postcodes that cannot be right',
  marked: 'Entries marked "sample": true',
  unreadable: 'Files that could not be checked',
};

/** `27 entries stand in for real ones`, `1 entry stands in for a real one`. */
export function countSample(count: number): string {
  return count === 1 ? '1 entry stands in for a real one' : `${count} entries stand in for real ones`;
}

/** The line `ctsite build` prints when the data holds sample content. */
export function formatSampleLine(items: readonly SampleItem[]): string {
  return `Sample content: ${countSample(items.length)} (ctsite check --production lists them).`;
}

/** The owner's to-do list: a heading with its count per kind, then one line an item. */
export function formatSampleReport(items: readonly SampleItem[]): string {
  const lines = [`Sample content: ${countSample(items.length)}. Replace each before the site goes live:`];
  for (const kind of SAMPLE_KINDS) {
    const ofKind = items.filter((item) => item.kind === kind);
    if (ofKind.length === 0) continue;
    lines.push('', `${HEADINGS[kind]} (${ofKind.length})`);
    for (const item of ofKind) {
      const where = item.line > 0 ? `${item.file}:${item.line} ${formatJsonPath(item.path)}` : item.file;
      lines.push(`  ${where}  ${item.found ? `${JSON.stringify(item.found)} ` : ''}${item.what} → ${item.fix}`);
    }
  }
  return lines.join('\n');
}

/** `['address', 'postcode']` → `$.address.postcode`, `[0]` → `$[0]`. */
export function formatJsonPath(path: readonly (string | number)[]): string {
  return `$${path.map((segment) => (typeof segment === 'number' ? `[${segment}]` : /^[A-Za-z_$][\w$]*$/.test(segment) ? `.${segment}` : `[${JSON.stringify(segment)}]`)).join('')}`;
}
