const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "March 2025" from a data month, "2025-03". */
export function formatMonth(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return MONTH.format(new Date(Date.UTC(year ?? 2000, (number ?? 1) - 1)));
}
