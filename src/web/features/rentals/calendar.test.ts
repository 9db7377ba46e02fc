import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, isBooked, localToday, monthGrid, overlapsBooked, parseDays } from './calendar';

describe('booking calendar', () => {
  it('lays a month out in weeks starting on Sunday', () => {
    // November 2026 starts on a Sunday and has 30 days.
    const weeks = monthGrid('2026-11');
    expect(weeks[0]?.[0]?.day).toBe('2026-11-01');
    expect(weeks.flat().filter((cell) => cell.day)).toHaveLength(30);
    // February 2027 starts on a Monday.
    expect(
      monthGrid('2027-02')[0]
        ?.slice(0, 2)
        .map((cell) => cell.day),
    ).toEqual([null, '2027-02-01']);
    for (const week of monthGrid('2026-12')) expect(week).toHaveLength(7);
    const keys = monthGrid('2026-12')
      .flat()
      .map((cell) => cell.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('moves across month and year ends', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(localToday(new Date(2026, 10, 22, 23, 59))).toBe('2026-11-22');
  });

  it('knows booked days and overlapping choices ([start, end) ranges)', () => {
    const booked = [{ start: '2026-12-10', end: '2026-12-13' }];
    expect(isBooked('2026-12-09', booked)).toBe(false);
    expect(isBooked('2026-12-10', booked)).toBe(true);
    expect(isBooked('2026-12-12', booked)).toBe(true);
    expect(isBooked('2026-12-13', booked)).toBe(false);
    expect(overlapsBooked('2026-12-07', 3, booked)).toBe(false);
    expect(overlapsBooked('2026-12-08', 3, booked)).toBe(true);
    expect(overlapsBooked('2026-12-13', 5, booked)).toBe(false);
    expect(overlapsBooked('2026-12-01', 0, booked)).toBe(false);
  });

  it('an overlap exists exactly when one of the chosen days is booked', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 1, max: 20 }),
        (startOffset, days, bookedOffset, bookedDays) => {
          const start = addDays('2026-12-01', startOffset);
          const bookedStart = addDays('2026-12-01', bookedOffset);
          const booked = [{ start: bookedStart, end: addDays(bookedStart, bookedDays) }];
          const anyDayBooked = Array.from({ length: days }, (_, i) => addDays(start, i)).some((day) =>
            isBooked(day, booked),
          );
          expect(overlapsBooked(start, days, booked)).toBe(anyDayBooked);
        },
      ),
    );
  });

  it('reads days as a non-negative integer; empty or unreadable is 0', () => {
    expect(parseDays('3')).toBe(3);
    expect(parseDays(' 12 ')).toBe(12);
    for (const text of ['', '0', '-2', '1.5', 'abc', '1e3']) expect(parseDays(text)).toBe(0);
  });
});
