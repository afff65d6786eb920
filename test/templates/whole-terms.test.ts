import { describe, expect, it } from 'vitest';
import { keepTermsWhole } from '../../templates/whole-terms.ts';

const whole = (term: string) => `<span class="whitespace-nowrap">${term}</span>`;

describe('keepTermsWhole', () => {
  it("wraps each term of the page's text whole: standards, ranges with their unit, a figure joined to a word", () => {
    expect(keepTermsWhole('<p>Tested to BS 5266-1 and BS EN 12464-1, on site in 1-2 hours, with a 12-month warranty.</p>')).toBe(
      `<p>Tested to ${whole('BS 5266-1')} and ${whole('BS EN 12464-1')}, on site in ${whole('1-2 hours')}, with a ${whole('12-month')} warranty.</p>`,
    );
  });

  it('leaves attributes, scripts, titles, options and drawings as they are', () => {
    const markup = [
      '<title>BS 5266-1 testing</title>',
      '<meta name="description" content="On site in 1-2 hours"/>',
      '<script type="application/ld+json">{"description":"a 12-month warranty"}</script>',
      '<select><option value="x">1-2 hours</option></select>',
      '<svg><text>BS 7671</text></svg>',
      '<a href="/a/" title="BS 7671">link</a>',
    ].join('');
    expect(keepTermsWhole(markup)).toBe(markup);
  });

  it('leaves text without terms, "24/7" and words with hyphens alone', () => {
    const markup = '<p>24/7 call-out across Holme-on-Spalding-Moor, HU1-HU9.</p>';
    expect(keepTermsWhole(markup)).toBe(markup);
  });
});
