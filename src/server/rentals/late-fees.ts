import { eq } from 'drizzle-orm';
import { utcDay } from '../../shared/calendar-day';
import { type LateFee, lateFee } from '../../shared/late-fee';
import type { Db } from '../db/client';
import { rentals } from '../db/schema';
import { notify } from '../notifications/public';
import type { RentalRow } from './queries';
import { sidesOf } from './sides';

/**
 * Late returns (decision 030): an overdue rental accrues a late fee per started day at its daily
 * rate, capped at its deposit (shared/late-fee.ts); both sides hear of it once a day while it is
 * out; the return keeps the fee from the deposit (lifecycle.ts) and the claim and refund share
 * only what is left of it (claims.ts).
 */

type Priced = Pick<RentalRow, 'endDate' | 'dailyRate' | 'securityDeposit'>;

/** The fee the rental has run up by `at` (now, or the moment of its return). */
export function lateFeeOf(rental: Priced, at: Date): LateFee {
  return lateFee({
    endDate: rental.endDate,
    at,
    dailyRate: rental.dailyRate,
    deposit: rental.securityDeposit,
  });
}

/** What is left of the deposit once the late fee kept at the return is taken out. */
export function depositAfterLateFee(rental: Pick<RentalRow, 'securityDeposit' | 'lateFee'>): number {
  return rental.securityDeposit - rental.lateFee;
}

/**
 * The sweep's daily notice to both sides of every overdue rental: days late and the fee so far.
 * The dedupe key holds the UTC day, so each side hears once a day however often the sweep runs.
 * Answers how many notices were created.
 */
export async function noticeLateFees(db: Db, now: Date): Promise<number> {
  const today = utcDay(now);
  const overdue = await db.select().from(rentals).where(eq(rentals.status, 'overdue'));
  let sent = 0;
  for (const rental of overdue) {
    const fee = lateFeeOf(rental, now);
    if (fee.days === 0) continue;
    await db.transaction(async (tx) => {
      for (const { userId, role, link } of sidesOf(rental)) {
        const created = await notify(tx, {
          userId,
          kind: 'late_fee_accrued',
          params: {
            rentalId: rental.id,
            itemTitle: rental.itemTitle,
            days: fee.days,
            feeCents: fee.cents,
            depositCents: rental.securityDeposit,
            role,
          },
          link,
          dedupeKey: `late-fee:${rental.id}:${today}`,
        });
        if (created) sent++;
      }
    });
  }
  return sent;
}
