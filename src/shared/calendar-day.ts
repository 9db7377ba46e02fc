/**
 * Rental periods are calendar days ('YYYY-MM-DD'), compared in UTC: the period [start, end)
 * ends on the day after the last day, the same way the database's daterange does.
 */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return utcDay(date);
}

/** The person's own today (their clock and zone), as a calendar day. */
export function localToday(now = new Date()): string {
  return utcDay(new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())));
}

/** 'YYYY-MM' of a day. */
export const monthOf = (day: string) => day.slice(0, 7);

/** A month ('YYYY-MM') moved by `months`. */
export function addMonths(month: string, months: number): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return utcDay(date).slice(0, 7);
}

/** How many calendar days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
