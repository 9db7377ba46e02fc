import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-day';
import { lateFee } from './late-fee';

const DAY_MS = 86_400_000;
/** The first moment of a calendar day, UTC. */
const startOf = (day: string) => new Date(`${day}T00:00:00Z`);

describe('lateFee', () => {
  const rental = { endDate: '2026-11-20', dailyRate: 1500, deposit: 4000 };

  it('is nothing on the last day of the rental, even its last millisecond', () => {
    expect(lateFee({ ...rental, at: new Date('2026-11-19T23:59:59.999Z') })).toEqual({ days: 0, cents: 0 });
  });

  it('charges one day from the first moment of the end date to its last', () => {
    expect(lateFee({ ...rental, at: startOf('2026-11-20') })).toEqual({ days: 1, cents: 1500 });
    expect(lateFee({ ...rental, at: new Date('2026-11-20T23:59:59.999Z') })).toEqual({
      days: 1,
      cents: 1500,
    });
  });

  it('charges a second day once the second day starts', () => {
    expect(lateFee({ ...rental, at: new Date('2026-11-21T00:00:01Z') })).toEqual({ days: 2, cents: 3000 });
  });

  it('stops at the deposit while the days go on counting', () => {
    expect(lateFee({ ...rental, at: new Date('2026-11-22T08:00:00Z') })).toEqual({ days: 3, cents: 4000 });
    expect(lateFee({ ...rental, at: new Date('2026-12-31T08:00:00Z') })).toEqual({ days: 42, cents: 4000 });
  });

  it('is nothing without a deposit', () => {
    expect(lateFee({ ...rental, deposit: 0, at: new Date('2026-11-25T08:00:00Z') })).toEqual({
      days: 6,
      cents: 0,
    });
  });
});

describe('lateFee (properties)', () => {
  const dayArb = fc.integer({ min: 0, max: 3650 }).map((offset) => addDays('2025-01-01', offset));
  const rateArb = fc.integer({ min: 1, max: 100_000 });
  const depositArb = fc.integer({ min: 0, max: 1_000_000 });
  const msArb = fc.integer({ min: -40 * DAY_MS, max: 400 * DAY_MS });

  it('never goes down as time passes', () => {
    fc.assert(
      fc.property(
        dayArb,
        rateArb,
        depositArb,
        msArb,
        fc.nat(30 * DAY_MS),
        (endDate, dailyRate, deposit, ms, later) => {
          const at = new Date(startOf(endDate).getTime() + ms);
          const first = lateFee({ endDate, at, dailyRate, deposit });
          const second = lateFee({ endDate, at: new Date(at.getTime() + later), dailyRate, deposit });
          expect(second.days).toBeGreaterThanOrEqual(first.days);
          expect(second.cents).toBeGreaterThanOrEqual(first.cents);
        },
      ),
    );
  });

  it('never goes above the deposit, and is a whole number of days at the daily rate below it', () => {
    fc.assert(
      fc.property(dayArb, rateArb, depositArb, msArb, (endDate, dailyRate, deposit, ms) => {
        const fee = lateFee({ endDate, at: new Date(startOf(endDate).getTime() + ms), dailyRate, deposit });
        expect(fee.cents).toBeGreaterThanOrEqual(0);
        expect(fee.cents).toBeLessThanOrEqual(deposit);
        expect(fee.cents).toBe(Math.min(fee.days * dailyRate, deposit));
      }),
    );
  });

  it('is nothing before the end date', () => {
    fc.assert(
      fc.property(
        dayArb,
        rateArb,
        depositArb,
        fc.integer({ min: 1, max: 400 * DAY_MS }),
        (endDate, dailyRate, deposit, before) => {
          const at = new Date(startOf(endDate).getTime() - before);
          expect(lateFee({ endDate, at, dailyRate, deposit })).toEqual({ days: 0, cents: 0 });
        },
      ),
    );
  });

  it('charges a full day for any part of a day', () => {
    fc.assert(
      fc.property(
        dayArb,
        rateArb,
        depositArb,
        fc.integer({ min: 0, max: 365 }),
        fc.integer({ min: 0, max: DAY_MS - 1 }),
        (endDate, dailyRate, deposit, wholeDays, partOfDay) => {
          const at = new Date(startOf(endDate).getTime() + wholeDays * DAY_MS + partOfDay);
          expect(lateFee({ endDate, at, dailyRate, deposit })).toEqual({
            days: wholeDays + 1,
            cents: Math.min((wholeDays + 1) * dailyRate, deposit),
          });
        },
      ),
    );
  });
});
