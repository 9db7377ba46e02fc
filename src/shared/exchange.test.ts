import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertCents, hasRateDecimals, MAX_RATE } from './exchange';

/** A rate as an admin can set it: micro-units 1..MAX_RATE x 10^6, i.e. at most six decimals. */
const rateMicros = fc.integer({ min: 1, max: MAX_RATE * 1_000_000 });
const cents = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 });

describe('convertCents', () => {
  it.each([
    [1500, 0.92, 1380],
    [1, 0.5, 1],
    [1, 0.49, 0],
    [-1, 0.5, -1],
    [0, 1.39, 0],
    [25_000, 0.79, 19_750],
    [999, 1.333333, 1332],
    [100, 10_000, 1_000_000],
  ])('%d US cents at %d -> %d', (usd, rate, expected) => {
    expect(convertCents(usd, rate)).toBe(expected);
  });

  it('is within half a cent of the exact product, rounding halves away from zero', () => {
    fc.assert(
      fc.property(cents, rateMicros, (usd, micros) => {
        const rate = micros / 1_000_000;
        const result = convertCents(usd, rate);
        // Exact: usd x micros / 10^6, compared in integers scaled by 10^6.
        const exact = BigInt(usd) * BigInt(micros);
        const distance = BigInt(result) * 1_000_000n - exact;
        const abs = distance < 0n ? -distance : distance;
        expect(abs <= 500_000n).toBe(true);
        // A tie goes away from zero.
        if (abs === 500_000n) expect(Math.abs(result) * 1_000_000 > Math.abs(Number(exact))).toBe(true);
      }),
    );
  });

  it('keeps order, sign and zero, and is the identity at rate 1', () => {
    fc.assert(
      fc.property(cents, cents, rateMicros, (a, b, micros) => {
        const rate = micros / 1_000_000;
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(convertCents(low, rate)).toBeLessThanOrEqual(convertCents(high, rate));
        expect(Object.is(convertCents(-a, rate), -convertCents(a, rate) || 0)).toBe(true);
        expect(convertCents(a, 1)).toBe(a);
      }),
    );
    expect(convertCents(0, 0.92)).toBe(0);
  });

  it.each([0, -0.5, 0.1234567, MAX_RATE + 1, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses the rate %d',
    (rate) => {
      expect(() => convertCents(100, rate)).toThrow(RangeError);
    },
  );

  it('refuses fractions of a cent', () => {
    expect(() => convertCents(1.5, 0.92)).toThrow(RangeError);
  });
});

describe('hasRateDecimals', () => {
  it('accepts up to six decimals, however the float rounds', () => {
    fc.assert(fc.property(rateMicros, (micros) => hasRateDecimals(micros / 1_000_000)));
    expect(hasRateDecimals(0.1234567)).toBe(false);
  });
});
