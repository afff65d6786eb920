/**
 * English month names. Dates are written out here rather than by Intl.DateTimeFormat: a process's first
 * DateTimeFormat loads ICU's locale data, ~30 ms of every build on its main thread (tested against Intl).
 */
export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** "March 2025" from a data month, "2025-03". */
export function formatMonth(month: string): string {
  const [year = 2000, number = 1] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year, number - 1));
  return `${MONTH_NAMES[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}`;
}

/**
 * The calendar date in the UK (GMT, or BST from 01:00 UTC on the last Sunday of March to 01:00 UTC on
 * the last Sunday of October, the rule since 1996), e.g. `{ year: 2026, month: 1, day: 1 }`.
 */
export function ukCalendarDate(date: Date): { year: number; month: number; day: number } {
  const year = date.getUTCFullYear();
  const summer = date.getTime() >= lastSundayAtOne(year, 2) && date.getTime() < lastSundayAtOne(year, 9);
  const local = new Date(date.getTime() + (summer ? 3_600_000 : 0));
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

/** 01:00 UTC on the last Sunday of a month (0-based), in milliseconds. */
function lastSundayAtOne(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0, 1));
  return last.getTime() - last.getUTCDay() * 86_400_000;
}
