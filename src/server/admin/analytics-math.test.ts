import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { growthWindows, lastMonths, monthKey, percentChange } from './analytics-math';

describe('percentChange', () => {
  it('matches worked examples', () => {
    expect(percentChange(3, 2)).toBe(50);
    expect(percentChange(540, 600)).toBe(-10);
    expect(percentChange(4, 1)).toBe(300);
    expect(percentChange(1, 3)).toBe(-66.7);
    expect(percentChange(2, 3)).toBe(-33.3);
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(0, 7)).toBe(-100);
  });

  it('is zero exactly when nothing changed, and its sign follows the change', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.integer({ min: 1, max: 1_000_000 }), (current, previous) => {
        const change = percentChange(current, previous);
        expect(change).not.toBeNull();
        expect(Object.is(change, -0)).toBe(false);
        if (current === previous) expect(change).toBe(0);
        if (current > previous) expect(change).toBeGreaterThanOrEqual(0);
        if (current < previous) expect(change).toBeLessThanOrEqual(0);
        // Never below -100%: a count cannot fall below zero.
        expect(change).toBeGreaterThanOrEqual(-100);
      }),
    );
  });

  it('is the exact percentage rounded to one decimal', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.integer({ min: 1, max: 100_000 }), (current, previous) => {
        const exact = ((current - previous) / previous) * 100;
        expect(Math.abs((percentChange(current, previous) as number) - exact)).toBeLessThanOrEqual(
          0.05 + 1e-9,
        );
      }),
    );
  });

  it('is null only when there is nothing to compare with', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), (current, previous) => {
        expect(percentChange(current, previous) === null).toBe(previous === 0 && current > 0);
      }),
    );
  });
});

const instants = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2100-01-01T00:00:00Z'),
  noInvalidDate: true,
});

describe('lastMonths', () => {
  it('ends with the month of now, in order, one calendar month apart, each starting on the 1st', () => {
    fc.assert(
      fc.property(instants, fc.integer({ min: 1, max: 24 }), (now, count) => {
        const months = lastMonths(now, count);
        expect(months).toHaveLength(count);
        expect(months.at(-1)?.key).toBe(monthKey(now));
        for (const [index, month] of months.entries()) {
          expect(month.start.getUTCDate()).toBe(1);
          expect(month.start.getUTCHours()).toBe(0);
          expect(month.start.getTime()).toBeLessThanOrEqual(now.getTime());
          if (index > 0) {
            const previous = months[index - 1]!.start;
            const gap =
              (month.start.getUTCFullYear() - previous.getUTCFullYear()) * 12 +
              month.start.getUTCMonth() -
              previous.getUTCMonth();
            expect(gap).toBe(1);
          }
        }
      }),
    );
  });

  it('crosses the year boundary', () => {
    expect(lastMonths(new Date('2031-02-28T23:59:59Z')).map((month) => month.key)).toEqual([
      '2030-09',
      '2030-10',
      '2030-11',
      '2030-12',
      '2031-01',
      '2031-02',
    ]);
  });
});

describe('growthWindows', () => {
  it('are two adjacent 30-day windows ending now', () => {
    fc.assert(
      fc.property(instants, (now) => {
        const { previousStart, currentStart, end } = growthWindows(now);
        expect(end.getTime()).toBe(now.getTime());
        expect(end.getTime() - currentStart.getTime()).toBe(30 * 86_400_000);
        expect(currentStart.getTime() - previousStart.getTime()).toBe(30 * 86_400_000);
      }),
    );
  });
});
