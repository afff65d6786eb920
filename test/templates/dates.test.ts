import { describe, expect, it } from 'vitest';
import { formatMonth } from '../../templates/components/month.ts';
import { formatLastUpdated } from '../../templates/pages/legal-page.tsx';

// The reference: what Intl says, which the templates no longer load (its first use costs every build ~30 ms).
const ukDisplay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
const ukParts = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/London' });
const monthDisplay = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

describe('dates written without Intl', () => {
  it('say the UK date as Intl does, every half hour from 1996 to 2040 (GMT and BST, both changes)', () => {
    const wrong: string[] = [];
    for (let time = Date.UTC(1996, 0, 1); time < Date.UTC(2041, 0, 1); time += 30 * 60_000) {
      const date = new Date(time);
      const parts = Object.fromEntries(ukParts.formatToParts(date).map((part) => [part.type, part.value]));
      const expected = { display: ukDisplay.format(date), iso: `${parts['year']}-${parts['month']}-${parts['day']}` };
      const actual = formatLastUpdated(date);
      if (actual.display !== expected.display || actual.iso !== expected.iso) wrong.push(`${date.toISOString()}: ${JSON.stringify(actual)} for ${JSON.stringify(expected)}`);
      if (wrong.length > 5) break;
    }
    expect(wrong).toEqual([]);
  });

  it('name a data month as Intl does', () => {
    for (let year = 2000; year <= 2040; year += 1) {
      for (let month = 1; month <= 12; month += 1) {
        const data = `${year}-${String(month).padStart(2, '0')}`;
        expect(formatMonth(data)).toBe(monthDisplay.format(new Date(Date.UTC(year, month - 1))));
      }
    }
    expect(formatMonth('2025-03')).toBe('March 2025');
  });
});
