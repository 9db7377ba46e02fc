import { CLAIM_RESPONSE_HOURS } from '../../shared/schemas/claims';
import type { Db } from '../db/client';
import type { rentals } from '../db/schema';
import { notify } from '../notifications/public';
import { sidesOf } from './sides';

type Rental = typeof rentals.$inferSelect;

export type ClaimEvent = 'filed' | 'disputed' | 'settled';

/**
 * A damage claim's steps, told to both sides inside the transaction that makes the step (each
 * once per rental, step and side). The renter hears what is claimed and how long they have to
 * answer; the owner hears the answer; both hear how the money was settled. The web words them.
 */
export async function notifyClaimEvent(
  db: Db,
  rental: Rental,
  event: ClaimEvent,
  params: { amount: number; refunded?: number },
): Promise<void> {
  for (const { userId, role, link } of sidesOf(rental)) {
    const base = { rentalId: rental.id, itemTitle: rental.itemTitle, role };
    const dedupeKey = `claim:${event}:${rental.id}`;
    if (event === 'filed') {
      await notify(db, {
        userId,
        link,
        dedupeKey,
        kind: 'claim_filed',
        params: {
          ...base,
          claimedCents: params.amount,
          depositCents: rental.securityDeposit,
          responseHours: CLAIM_RESPONSE_HOURS,
          ...(rental.lateFee > 0 ? { lateFeeCents: rental.lateFee } : {}),
        },
      });
    } else if (event === 'disputed') {
      await notify(db, { userId, link, dedupeKey, kind: 'claim_disputed', params: base });
    } else {
      await notify(db, {
        userId,
        link,
        dedupeKey,
        kind: 'claim_settled',
        params: {
          ...base,
          keptCents: params.amount,
          refundedCents: params.refunded ?? 0,
          depositCents: rental.securityDeposit,
        },
      });
    }
  }
}
