import { and, eq, gt, inArray, lte, or, type Placeholder, type SQL } from 'drizzle-orm';
import type { RentalStatus } from '../../shared/schemas/rentals';
import { rentals } from '../db/schema';

/**
 * "This rental holds its dates", defined once. A paid rental (active, or overdue: not back yet)
 * holds them; a checkout in progress (pending) holds them until its hold runs out. Everything that
 * asks whether dates are taken (the booking calendar, search by dates, wishlist availability, the
 * sweep releasing holds) goes through here, with the caller's clock (`nowOf(deps)`), never the
 * database's `now()`, so a test clock moves every answer at once.
 *
 * The database's exclusion constraint (rentals_no_overlap) cannot know the time, so it keeps every
 * pending rental's dates: a hold that ran out is released (cancelled) by the lifecycle before its
 * dates can be booked again (see booking.ts and sweep.ts).
 */
const PAID_HOLDING: RentalStatus[] = ['active', 'overdue'];

/** The rule above as a condition on `rentals`. */
export function holdsDatesSql(now: Date | Placeholder): SQL {
  return or(
    inArray(rentals.status, PAID_HOLDING),
    and(eq(rentals.status, 'pending'), gt(rentals.holdExpiresAt, now)),
  ) as SQL;
}

/**
 * Pending rentals whose hold has run out: the sweep (or the next booking of the item) releases
 * them. `now` may be a placeholder in a prepared statement.
 */
export function holdRanOutSql(now: Date | Placeholder): SQL {
  return and(eq(rentals.status, 'pending'), lte(rentals.holdExpiresAt, now)) as SQL;
}
