import type { ReviewSource, Testimonial } from '../../src/data/schemas/testimonial.ts';

/** How each source is named: a card's line ("Google review") and a count of them ("3 Google reviews"). */
const SOURCE_NAMES: Readonly<Record<ReviewSource, { one: string; many: string; short: string }>> = {
  own: { one: 'client testimonial', many: 'client testimonials', short: 'sent to us' },
  google: { one: 'Google review', many: 'Google reviews', short: 'Google' },
  trustpilot: { one: 'Trustpilot review', many: 'Trustpilot reviews', short: 'Trustpilot' },
  checkatrade: { one: 'Checkatrade review', many: 'Checkatrade reviews', short: 'Checkatrade' },
};

/** What a card says of where its words were given, e.g. "Google review"; undefined for a stand-in that says nothing. */
export function sourceLine(testimonial: Pick<Testimonial, 'source'>): string | undefined {
  const one = testimonial.source && SOURCE_NAMES[testimonial.source].one;
  return one && one[0]?.toUpperCase() + one.slice(1);
}

/**
 * What a rating is out of, in the words of its sources: "8 client testimonials" when all were sent to the company,
 * "12 Google reviews" when all are from one site, "12 reviews: 8 on Google, 4 sent to us" when mixed. A stand-in
 * without a source counts as sent to the company, which is what the sample data claims.
 */
export function ratingBasis(testimonials: readonly Pick<Testimonial, 'source'>[]): string {
  const counts = new Map<ReviewSource, number>();
  for (const item of testimonials) counts.set(item.source ?? 'own', (counts.get(item.source ?? 'own') ?? 0) + 1);
  const total = testimonials.length;
  const [only] = counts.keys();
  if (counts.size === 1 && only) {
    const names = SOURCE_NAMES[only];
    return `${total} ${total === 1 ? names.one : names.many}`;
  }
  const parts = [...counts].sort((a, b) => b[1] - a[1]).map(([source, count]) => `${count} ${source === 'own' ? '' : 'on '}${SOURCE_NAMES[source].short}`);
  return `${total} reviews: ${parts.join(', ')}`;
}
