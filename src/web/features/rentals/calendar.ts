import { addDays } from '../../../shared/calendar-day';
import type { BookedRange } from './api';

// The day arithmetic is the one calendar-day module shared with the server (src/shared/calendar-day.ts);
// this file adds the picker's month grid and booked-range checks.
export { addDays, addMonths, localToday, monthOf } from '../../../shared/calendar-day';

export interface GridCell {
  /** Stable for the cell's place in the month (blanks included). */
  key: string;
  day: string | null;
}

/**
 * The weeks of a month for a grid starting on Sunday: each cell holds a day of the month, or null
 * for the blanks before the first and after the last.
 */
export function monthGrid(month: string): GridCell[][] {
  const first = new Date(`${month}-01T00:00:00Z`);
  const daysInMonth = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const cells: GridCell[] = Array.from({ length: first.getUTCDay() }, (_, at) => ({
    key: `${month}-before-${at}`,
    day: null,
  }));
  for (let dayOfMonth = 1; dayOfMonth <= daysInMonth; dayOfMonth++) {
    const day = `${month}-${String(dayOfMonth).padStart(2, '0')}`;
    cells.push({ key: day, day });
  }
  for (let at = 0; cells.length % 7 !== 0; at++) cells.push({ key: `${month}-after-${at}`, day: null });
  const weeks: GridCell[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

/** Whether someone else already has this day ([start, end) ranges). */
export function isBooked(day: string, booked: readonly BookedRange[]): boolean {
  return booked.some((range) => range.start <= day && day < range.end);
}

/** Whether [start, start + days) touches any booked range. */
export function overlapsBooked(start: string, days: number, booked: readonly BookedRange[]): boolean {
  if (days < 1) return false;
  const end = addDays(start, days);
  return booked.some((range) => range.start < end && start < range.end);
}

/** Spec section 4: days is a non-negative integer; empty (or anything unreadable) becomes 0. */
export function parseDays(text: string): number {
  const digits = text.trim();
  if (!/^\d+$/.test(digits)) return 0;
  const days = Number(digits);
  return Number.isSafeInteger(days) ? days : 0;
}
