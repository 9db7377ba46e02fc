/** How long the renter has to pay an accepted extension, at most (the checkout's life). */
export const EXTENSION_PAY_HOURS = 24;

/** Less time than this before the rental's end, an accepted extension could not be paid in time. */
const SHORTEST_PAY_WINDOW_MS = 5 * 60_000;

/**
 * When the checkout of an accepted extension stops taking payment: 24 hours after the owner's
 * yes, but never after the rental's end date begins (UTC), because a rental past its end is
 * overdue and the status machine never brings it back. null when too little time is left.
 */
export function extensionPaymentWindowEnd(endDate: string, now: Date): Date | null {
  const endStarts = new Date(`${endDate}T00:00:00.000Z`);
  const payBy = new Date(Math.min(now.getTime() + EXTENSION_PAY_HOURS * 3_600_000, endStarts.getTime()));
  return payBy.getTime() - now.getTime() < SHORTEST_PAY_WINDOW_MS ? null : payBy;
}
