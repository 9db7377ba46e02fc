import { daysBetween, utcDay } from './calendar-day';

/**
 * The late fee of a rental still out after its period (decision 030). A rental's period is
 * [start, end): it is due back by the end of the day before `endDate`, so from the first moment of
 * `endDate` (UTC, like every rental day) a first day of lateness has started. Each started day costs
 * the item's daily rate, and the total never goes above the deposit: the fee settles from the
 * deposit at the return and the renter's card is never charged again.
 */
export interface LateFee {
  /** Started days after the rental's last day (0 while it is not late). */
  days: number;
  /** What those days cost, in cents, capped at the deposit. */
  cents: number;
}

export function lateFee(input: {
  /** The rental's end date: the day after its last day ('YYYY-MM-DD'). */
  endDate: string;
  /** Now, or the moment of the return. */
  at: Date;
  /** The rental's daily rate, in cents. */
  dailyRate: number;
  /** The rental's security deposit, in cents. */
  deposit: number;
}): LateFee {
  const today = utcDay(input.at);
  const days = today < input.endDate ? 0 : daysBetween(input.endDate, today) + 1;
  return { days, cents: Math.min(days * input.dailyRate, Math.max(input.deposit, 0)) };
}
