import { and, desc, eq, inArray } from 'drizzle-orm';
import { utcDay } from '../../shared/calendar-day';
import type { ReturnCondition } from '../../shared/constants';
import type { RentalOutcome } from '../../shared/rental-outcomes';
import { CLAIM_RESPONSE_HOURS } from '../../shared/schemas/claims';
import { payments } from '../db/schema';
import { notFound } from '../errors';
import { nowOf, type RentalActor, type RentalDeps } from './context';
import { moveRental, RentalMoveRefused, runAfterCommit } from './lifecycle';
import { confirmPaidSession } from './payment-confirmation';
import { findRental, relationOf } from './queries';
import { decide } from './status-machine';

async function loadFor(deps: RentalDeps, rentalId: string, actor: RentalActor) {
  const rental = await findRental(deps.db, rentalId);
  const relation = rental ? relationOf(rental, actor) : null;
  if (!rental || !relation) throw notFound('Rental not found', 'rental_not_found');
  return { rental, relation };
}

/**
 * Cancels a rental. A checkout in progress (pending) is closed with the provider first, so it can
 * no longer be paid; if it was paid a moment before, the rental is confirmed and then cancelled
 * like any paid one. A paid rental, before its start date, is refunded in full (deposit too).
 */
export async function cancelRental(
  deps: RentalDeps,
  rentalId: string,
  actor: RentalActor,
): Promise<RentalOutcome> {
  const { rental, relation } = await loadFor(deps, rentalId, actor);
  // Asked before calling the provider; the lifecycle asks again under the row lock.
  const decision = decide(rental, 'cancel', relation, utcDay(nowOf(deps)));
  if (!decision.ok) throw new RentalMoveRefused(decision);

  if (rental.status === 'pending') {
    const [open] = await deps.db
      .select({ sessionId: payments.providerSessionId })
      .from(payments)
      .where(and(eq(payments.rentalId, rental.id), inArray(payments.status, ['creating', 'open'])))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    if (open?.sessionId) {
      const state = await deps.payments.expireCheckout(open.sessionId);
      if (state?.paid) {
        await confirmPaidSession(deps, state);
        return cancelRental(deps, rentalId, actor);
      }
    }
  }

  const moved = await moveRental(
    deps.db,
    nowOf(deps),
    rental.id,
    { event: 'cancel' },
    {
      role: relation,
      userId: actor.id,
    },
  );
  await runAfterCommit(deps, moved);
  if (moved.from === 'pending') return { outcome: 'checkout_cancelled' };
  return { outcome: 'rental_cancelled', amountCents: rental.totalAmount };
}

/**
 * process-return (owner or admin, active or overdue rentals). Good: the deposit goes back to the
 * renter through the provider (held -> refunded). Damaged: the deposit is forfeited to the owner's
 * payout (held -> forfeited) with the reason. A late return first keeps its late fee from the
 * deposit (decision 030). Answers what happened to the deposit, which the
 * web words in the spec's toast.
 */
export async function processReturn(
  deps: RentalDeps,
  rentalId: string,
  input: {
    returnCondition: ReturnCondition;
    damageReason?: string;
    depositKept?: number;
    photoIds: string[];
  },
  actor: RentalActor,
): Promise<RentalOutcome> {
  const { rental, relation } = await loadFor(deps, rentalId, actor);
  const moved = await moveRental(
    deps.db,
    nowOf(deps),
    rental.id,
    {
      event: 'return',
      condition: input.returnCondition,
      damageReason: input.damageReason,
      depositKept: input.depositKept,
      photoIds: input.photoIds,
    },
    { role: relation, userId: actor.id },
  );
  const { refundsSent } = await runAfterCommit(deps, moved);

  if (rental.securityDeposit === 0) return { outcome: 'returned_no_deposit' };
  // A late return kept its fee from the deposit first (decision 030): the rest is what is refunded
  // or claimed.
  const lateFeeCents = moved.rental.lateFee;
  const late = lateFeeCents > 0 ? { lateFeeCents } : {};
  const amountCents = rental.securityDeposit - lateFeeCents;
  if (amountCents === 0) return { outcome: 'deposit_kept_as_late_fee', lateFeeCents };
  if (input.returnCondition !== 'good') {
    return {
      outcome: 'claim_filed',
      amountCents: input.depositKept ?? amountCents,
      depositCents: rental.securityDeposit,
      responseHours: CLAIM_RESPONSE_HOURS,
      ...late,
    };
  }
  return { outcome: refundsSent ? 'deposit_refunded' : 'deposit_refund_retrying', amountCents, ...late };
}
