/**
 * Approximate prices in the currency a member chose (Settings > Language & Region). Everything is
 * charged in US dollars; the other currencies are shown for orientation only, converted with the
 * rates an admin sets in the system settings. Free of zod: the web's first page imports it.
 */

/** The currencies shown as an approximation (the settings' currencies other than USD). */
export const APPROX_CURRENCIES = ['eur', 'gbp', 'cad'] as const;
export type ApproxCurrency = (typeof APPROX_CURRENCIES)[number];

/** Units of each currency one US dollar buys, and the day (UTC, 'YYYY-MM-DD') they were set. */
export type ExchangeRates = Record<ApproxCurrency, number> & { setOn: string };

/** A rate has at most this many decimals, so conversion is exact integer arithmetic. */
export const RATE_DECIMALS = 6;
const RATE_SCALE = 10 ** RATE_DECIMALS;
/** No real currency is worth less than a ten-thousandth of a dollar in this product's markets. */
export const MAX_RATE = 10_000;

/** Market rates of late November 2026, rounded: a sensible start until an admin sets their own. */
export const DEFAULT_EXCHANGE_RATES: ExchangeRates = {
  eur: 0.92,
  gbp: 0.79,
  cad: 1.39,
  setOn: '2026-11-24',
};

/** True if `rate` is written with at most RATE_DECIMALS decimals (0.923456 yes, 0.1234567 no). */
export function hasRateDecimals(rate: number): boolean {
  const scaled = rate * RATE_SCALE;
  return Number.isFinite(scaled) && Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/**
 * US cents converted at `rate` into cents of the other currency, rounded half away from zero to
 * the nearest cent. Integer arithmetic (BigInt) keeps it exact: 1500 x 0.92 is 1380, never 1379.
 */
export function convertCents(usdCents: number, rate: number): number {
  if (!Number.isSafeInteger(usdCents)) throw new RangeError(`cents must be a whole number, got ${usdCents}`);
  if (!(rate > 0 && rate <= MAX_RATE) || !hasRateDecimals(rate)) {
    throw new RangeError(
      `rate must be 0 < rate <= ${MAX_RATE} with at most ${RATE_DECIMALS} decimals, got ${rate}`,
    );
  }
  const scaled = BigInt(Math.round(rate * RATE_SCALE));
  const magnitude = BigInt(Math.abs(usdCents)) * scaled;
  const rounded = (magnitude + BigInt(RATE_SCALE / 2)) / BigInt(RATE_SCALE);
  const cents = Number(rounded);
  return usdCents < 0 && cents !== 0 ? -cents : cents;
}
