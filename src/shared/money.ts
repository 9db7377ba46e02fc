/**
 * Money as integer cents (USD), one implementation for server and web. Dollar amounts typed by
 * people ("25", "25.5", "$1,200.00") become cents here and nowhere else, so rounding can never
 * differ between what a form shows and what the server stores. The rental quote (fee, owner
 * amount, deposit, total: spec section 9) is computed here too, by the booking dialog for display
 * and by the server for what is charged.
 */

/** Spec section 9: the default security deposit is 2 x the daily rate. */
export const DEFAULT_DEPOSIT_MULTIPLIER = 2;

const DOLLARS = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{0,2}))?$/;

/**
 * Parses a dollar amount into cents. Accepts an optional '$', thousands separators and at most
 * two decimals; a leading '-' makes it negative. Returns null for anything else (including more
 * than two decimals: a price of $1.999 is a typo, not a rounding question).
 */
export function parseDollarsToCents(input: string | number): number | null {
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return null;
    const cents = Math.round(input * 100);
    // Refuse sub-cent amounts rather than silently rounding them.
    if (Math.abs(cents - input * 100) > 1e-6 * Math.max(1, Math.abs(input))) return null;
    return Number.isSafeInteger(cents) ? cents : null;
  }
  let text = input.trim();
  let sign = 1;
  if (text.startsWith('-')) {
    sign = -1;
    text = text.slice(1).trim();
  }
  const match = DOLLARS.exec(text);
  if (!match) return null;
  const whole = match[1];
  const fraction = match[2];
  if (whole === undefined && (fraction === undefined || fraction === '')) return null;
  const dollars = Number((whole ?? '0').replaceAll(',', ''));
  const cents = dollars * 100 + Number((fraction ?? '').padEnd(2, '0') || '0');
  if (!Number.isSafeInteger(cents)) return null;
  // -0 is 0.
  return sign === -1 && cents !== 0 ? -cents : cents;
}

/** Cents as a plain dollar string for inputs: 2550 -> "25.50", 2500 -> "25.00". */
export function centsToDollarString(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** Cents as dollars (a number) for display formatters. */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** Spec section 9: security deposit defaults to 2 x the daily rate. */
export function defaultDepositCents(dailyRateCents: number): number {
  return dailyRateCents * DEFAULT_DEPOSIT_MULTIPLIER;
}

/**
 * A percentage of an amount in whole cents, rounded half up. Integer arithmetic keeps
 * 25000 x 3% exact (750) where floats would give 749.9999.
 */
export function percentOfCents(amountCents: number, percent: number): number {
  assertCents(amountCents, 'amount');
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`percent must be a whole number 0..100, got ${percent}`);
  }
  return Math.floor((amountCents * percent + 50) / 100);
}

export interface RentalQuoteInput {
  dailyRateCents: number;
  rentalDays: number;
  /** The item's own deposit; null or undefined means the default (2 x the daily rate). */
  depositCents?: number | null;
  /** Platform fee in percent of the subtotal (the commissionRate system setting). */
  commissionRate: number;
}

export interface RentalQuote {
  dailyRateCents: number;
  rentalDays: number;
  /** daily rate x days */
  subtotalCents: number;
  /** commissionRate % of the subtotal, taken from the owner's share */
  feeCents: number;
  /** subtotal - fee */
  ownerAmountCents: number;
  depositCents: number;
  /** subtotal + deposit: what the renter pays */
  totalCents: number;
  commissionRate: number;
}

/** Everything a booking costs, from the item's price: subtotal 250.00 -> fee 7.50, owner 242.50. */
export function quoteRental(input: RentalQuoteInput): RentalQuote {
  const { dailyRateCents, rentalDays, commissionRate } = input;
  assertCents(dailyRateCents, 'daily rate');
  if (!Number.isInteger(rentalDays) || rentalDays < 1) {
    throw new RangeError(`rental days must be a whole number of at least 1, got ${rentalDays}`);
  }
  const subtotalCents = dailyRateCents * rentalDays;
  const feeCents = percentOfCents(subtotalCents, commissionRate);
  const depositCents = input.depositCents ?? defaultDepositCents(dailyRateCents);
  assertCents(depositCents, 'deposit');
  return {
    dailyRateCents,
    rentalDays,
    subtotalCents,
    feeCents,
    ownerAmountCents: subtotalCents - feeCents,
    depositCents,
    totalCents: subtotalCents + depositCents,
    commissionRate,
  };
}

function assertCents(value: number, name: string) {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative whole number of cents, got ${value}`);
  }
}
