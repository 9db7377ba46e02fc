/**
 * The arithmetic behind /admin/analytics, kept apart from the queries so it can be checked on
 * its own: growth between two periods, and the calendar months the charts cover.
 */

export const GROWTH_WINDOW_DAYS = 30;
export const MONTHS_SHOWN = 6;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Percent change from `previous` to `current`, to one decimal. Null when there is nothing to
 * compare with (previous period empty but this one not): "new", not an invented +100%.
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  const change = Math.round(((current - previous) / previous) * 1000) / 10;
  // Math.round can give -0.
  return change === 0 ? 0 : change;
}

/** The two windows growth compares: the last 30 days, and the 30 days before them. */
export function growthWindows(now: Date) {
  const currentStart = new Date(now.getTime() - GROWTH_WINDOW_DAYS * DAY_MS);
  const previousStart = new Date(now.getTime() - 2 * GROWTH_WINDOW_DAYS * DAY_MS);
  return { previousStart, currentStart, end: now };
}

/** 'YYYY-MM' of a date, in UTC. */
export function monthKey(date: Date): string {
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The last `count` calendar months (UTC) up to and including the month of `now`, oldest first. */
export function lastMonths(now: Date, count = MONTHS_SHOWN): { key: string; start: Date }[] {
  const months: { key: string; start: Date }[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    months.push({ key: monthKey(start), start });
  }
  return months;
}

export interface MonthlyPoint {
  month: string;
  users: number;
  revenue: number;
  rentals: number;
}
