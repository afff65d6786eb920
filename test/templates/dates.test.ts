import { describe, expect, it } from 'vitest';
import { formatMonth } from '../../templates/components/month.ts';
import { formatLastUpdated } from '../../templates/pages/legal-page.tsx';

// The reference: what Intl says, which the templates no longer load (its first use costs every build ~30 ms).
const ukDisplay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
const ukParts = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/London' });
const monthDisplay = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

describe('dates written without Intl', () => {
  it('say the UK date as Intl does wherever the rule could go wrong: the week up to each change of clocks, each month end, 1996-2040', () => {
    // The UK date is UTC plus an hour from 01:00 UTC on March's last Sunday to 01:00 UTC on October's: what
    // differs from year to year is those two Sundays (a wrong one is a day or a week off), and where a month or a
    // year turns. So every half hour of the week before each change of clocks and the day after, and of the last
    // and first day of each month, each year of the EU rule (1996) to 2040; and of one whole leap year (2028).
    const HALF_HOUR = 30 * 60_000;
    const DAY = 86_400_000;
    const instants = new Set<number>();
    const sweep = (from: number, to: number) => {
      for (let time = from; time < to; time += HALF_HOUR) instants.add(time);
    };
    for (let year = 1996; year <= 2040; year += 1) {
      for (const month of [2, 9]) {
        const lastDay = new Date(Date.UTC(year, month + 1, 0));
        const sunday = lastDay.getTime() - lastDay.getUTCDay() * DAY;
        sweep(sunday - 7 * DAY, sunday + 2 * DAY);
      }
      for (let month = 0; month < 12; month += 1) sweep(Date.UTC(year, month + 1, 0), Date.UTC(year, month + 1, 2));
    }
    sweep(Date.UTC(2028, 0, 1), Date.UTC(2029, 0, 1));
    const wrong: string[] = [];
    for (const time of instants) {
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
