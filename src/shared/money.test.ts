import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsToDollarString,
  centsToDollars,
  defaultDepositCents,
  parseDollarsToCents,
  percentOfCents,
  quoteRental,
} from './money';

describe('parseDollarsToCents', () => {
  it.each([
    ['25', 2500],
    ['25.5', 2550],
    ['25.50', 2550],
    ['$25.50', 2550],
    ['0.01', 1],
    ['.5', 50],
    ['1,200.00', 120000],
    [' 7 ', 700],
    ['-3.25', -325],
    ['0', 0],
    [12.34, 1234],
    [0.1 + 0.2, 30],
  ])('%s -> %d cents', (input, cents) => {
    expect(parseDollarsToCents(input)).toBe(cents);
  });

  it.each(['', 'abc', '1.999', '1,20', '12e3', '$', '.', '1.2.3', '--1', 'NaN'])('refuses %j', (input) => {
    expect(parseDollarsToCents(input)).toBeNull();
  });

  it('refuses numbers with fractions of a cent and non-finite numbers', () => {
    expect(parseDollarsToCents(1.234)).toBeNull();
    expect(parseDollarsToCents(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseDollarsToCents(Number.NaN)).toBeNull();
  });

  it('round-trips every cent amount through its dollar string', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (cents) => {
        expect(parseDollarsToCents(centsToDollarString(cents))).toBe(cents);
      }),
    );
  });

  it('agrees between the number and the text form of an amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (cents) => {
        const dollars = cents / 100;
        expect(parseDollarsToCents(dollars)).toBe(cents);
        expect(parseDollarsToCents(String(dollars))).toBe(cents);
      }),
    );
  });
});

describe('defaultDepositCents', () => {
  it('is two times the daily rate (spec section 9)', () => {
    expect(defaultDepositCents(2550)).toBe(5100);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (rate) => {
        expect(defaultDepositCents(rate)).toBe(rate * 2);
      }),
    );
  });
});

describe('centsToDollarString', () => {
  it('always shows two decimals', () => {
    expect(centsToDollarString(2500)).toBe('25.00');
    expect(centsToDollarString(5)).toBe('0.05');
    expect(centsToDollarString(-325)).toBe('-3.25');
  });
});

describe('rental quote (spec section 9)', () => {
  it('takes 3% of a 250.00 subtotal: fee 7.50, owner 242.50', () => {
    const quote = quoteRental({ dailyRateCents: 12_500, rentalDays: 2, commissionRate: 3 });
    expect(quote.subtotalCents).toBe(25_000);
    expect(quote.feeCents).toBe(750);
    expect(quote.ownerAmountCents).toBe(24_250);
    expect(centsToDollars(quote.ownerAmountCents)).toBe(242.5);
  });

  it('defaults the deposit to twice the daily rate and adds it to the total', () => {
    const quote = quoteRental({ dailyRateCents: 2_500, rentalDays: 3, commissionRate: 3 });
    expect(quote.depositCents).toBe(5_000);
    expect(quote.subtotalCents).toBe(7_500);
    expect(quote.totalCents).toBe(12_500);
  });

  it("uses the item's own deposit when it has one, including zero", () => {
    const free = quoteRental({ dailyRateCents: 1_000, rentalDays: 1, depositCents: 0, commissionRate: 3 });
    expect(free.totalCents).toBe(1_000);
    const own = quoteRental({ dailyRateCents: 1_000, rentalDays: 1, depositCents: 7_777, commissionRate: 3 });
    expect(own.depositCents).toBe(7_777);
  });

  it('rounds the fee to the nearest cent, halves up', () => {
    // 3% of 0.50 = 1.5 cents -> 2; of 0.49 = 1.47 -> 1; of 0.16 = 0.48 -> 0; of 0.17 = 0.51 -> 1
    expect(percentOfCents(50, 3)).toBe(2);
    expect(percentOfCents(49, 3)).toBe(1);
    expect(percentOfCents(16, 3)).toBe(0);
    expect(percentOfCents(17, 3)).toBe(1);
  });

  it('refuses amounts that are not whole non-negative cents and days below 1', () => {
    expect(() => quoteRental({ dailyRateCents: 10.5, rentalDays: 1, commissionRate: 3 })).toThrow(RangeError);
    expect(() => quoteRental({ dailyRateCents: -1, rentalDays: 1, commissionRate: 3 })).toThrow(RangeError);
    expect(() => quoteRental({ dailyRateCents: 100, rentalDays: 0, commissionRate: 3 })).toThrow(RangeError);
    expect(() => quoteRental({ dailyRateCents: 100, rentalDays: 1.5, commissionRate: 3 })).toThrow(
      RangeError,
    );
    expect(() => percentOfCents(100, 101)).toThrow(RangeError);
  });
});

const rate = fc.integer({ min: 1, max: 10_000_000 });
const days = fc.integer({ min: 1, max: 365 });
const commission = fc.integer({ min: 0, max: 100 });
const deposit = fc.option(fc.integer({ min: 0, max: 100_000_000 }), { nil: null });

describe('rental quote properties', () => {
  it('every amount is a whole number of cents and the parts add up', () => {
    fc.assert(
      fc.property(
        rate,
        days,
        commission,
        deposit,
        (dailyRateCents, rentalDays, commissionRate, depositCents) => {
          const q = quoteRental({ dailyRateCents, rentalDays, commissionRate, depositCents });
          for (const value of [
            q.subtotalCents,
            q.feeCents,
            q.ownerAmountCents,
            q.depositCents,
            q.totalCents,
          ]) {
            expect(Number.isSafeInteger(value)).toBe(true);
            expect(value).toBeGreaterThanOrEqual(0);
          }
          expect(q.subtotalCents).toBe(dailyRateCents * rentalDays);
          expect(q.feeCents + q.ownerAmountCents).toBe(q.subtotalCents);
          expect(q.totalCents).toBe(q.subtotalCents + q.depositCents);
          expect(q.depositCents).toBe(depositCents ?? 2 * dailyRateCents);
        },
      ),
    );
  });

  it('the fee is the exact percentage rounded to the nearest cent, ties up', () => {
    fc.assert(
      fc.property(rate, days, commission, (dailyRateCents, rentalDays, commissionRate) => {
        const q = quoteRental({ dailyRateCents, rentalDays, commissionRate });
        const exact = (q.subtotalCents * commissionRate) / 100;
        expect(Math.abs(q.feeCents - exact)).toBeLessThanOrEqual(0.5);
        expect(exact - q.feeCents).toBeLessThan(0.5);
      }),
    );
  });

  it('the fee never decreases as the subtotal grows', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 0, max: 1e9 }),
        commission,
        (a, b, pct) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(percentOfCents(low, pct)).toBeLessThanOrEqual(percentOfCents(high, pct));
        },
      ),
    );
  });
});
