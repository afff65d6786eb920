import { createFixture } from './fixture.ts';

/** What the owner puts in place of today's placeholders, in tests: none is a placeholder by value. */
export const REAL_COMPANY = {
  phone: '01482 123456',
  email: 'enquiries@ct-electrical.co.uk',
  siteUrl: 'https://www.ct-electrical.co.uk',
  companyNumber: '09876543',
  postcode: 'HU15 2AB',
  /** The form service the enquiry forms post to (docs/content.md#setting-the-enquiry-endpoint). */
  enquiryForm: { endpoint: 'https://formspree.io/f/xqkrwzab', subject: 'Website enquiry' },
} as const;

/**
 * A copy of the real data (or of another fixture's, `options.data`) with every sample entry and placeholder replaced, as the owner would before
 * going live: what `ctsite check --production` and `ctsite deploy` accept.
 */
export async function createProductionData(options: Parameters<typeof createFixture>[0] = {}): Promise<Awaited<ReturnType<typeof createFixture>>> {
  const fixture = await createFixture(options);
  const unmark = (json: unknown): unknown => {
    if (Array.isArray(json)) return json.map(unmark);
    if (json && typeof json === 'object') return Object.fromEntries(Object.entries(json).filter(([key]) => key !== 'sample').map(([key, value]) => [key, unmark(value)]));
    return json;
  };
  await fixture.edit('company.json', (json) => {
    const company = unmark(json) as Record<string, unknown> & { address: Record<string, unknown> };
    const { postcode, ...details } = REAL_COMPANY;
    return { ...company, ...details, address: { ...company.address, postcode } };
  });
  for (const file of ['accreditations.json', 'testimonials.json', 'pages/portfolio.json', 'pages/about.json', 'pages/service-location.json']) await fixture.edit(file, unmark);
  return fixture;
}
