/** Pure helpers behind the admin charts: scales, ticks and the text summaries. */
import { dateTimeFormat } from '../../../../shared/locale';

export interface Point {
  label: string;
  value: number;
}

/**
 * A "nice" top for the value axis (1, 2, 2.5 or 5 times a power of ten, at least the largest
 * value), so gridlines land on round numbers. Zero data still gets a usable axis.
 */
export function niceMax(max: number): number {
  if (!(max > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (step * power >= max) return step * power;
  }
  return 10 * power;
}

/** Evenly spaced gridline values from 0 to top. */
export function ticks(top: number, count = 4): number[] {
  return Array.from({ length: count + 1 }, (_, index) => (top * index) / count);
}

/** Total and the best point (the first, on a tie), for the sentence under a chart. */
export function summarise(points: readonly Point[]): { total: number; best: Point | null } {
  let best: Point | null = null;
  let total = 0;
  for (const point of points) {
    total += point.value;
    if (point.value > 0 && (!best || point.value > best.value)) best = point;
  }
  return { total, best };
}

/** 'Mar 2031' for '2031-03', read in UTC like the server's months. */
export function monthLabel(month: string, locale: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return dateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 1970, (monthNumber ?? 1) - 1, 1)),
  );
}
