import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ReturnCondition } from '../../shared/constants';
import { formatUsd } from '../../shared/money';
import { recordAudit } from '../audit/service';
import { deposits, payments, rentals } from '../db/schema';
import { AppError, notFound } from '../errors';
import { notifyReturnProcessed } from '../notifications/rental-events';
import { confirmPaidSession } from '../payments/confirm';
import { bookEvent } from '../payments/ledger';
import { sendRefundsOf } from '../payments/refunds';
import { inviteReviews } from '../reviews/service';
import { afterItemChange } from '../wishlist/alerts';
import { nowOf, type RentalActor, type RentalDeps } from './context';
import { utcDay } from './dates';
import { findRental, relationOf } from './queries';
import { type Decision, decide } from './status-machine';

function refused(decision: Exclude<Decision, { ok: true }>): AppError {
  const status = decision.code === 'forbidden' ? 403 : 409;
  return new AppError(decision.code, status, decision.message);
}

/** Someone else changed the rental between our read and our write. */
const changedMeanwhile = () =>
  new AppError(
    'conflict',
    409,
    'This rental was just changed by someone else. Please refresh and try again.',
  );

/** Who changed which rental, for /admin/audit (support and disputes). */
function audit(
  deps: RentalDeps,
  actor: RentalActor,
  action: 'rental_cancelled' | 'rental_returned',
  rentalId: string,
  metadata: Record<string, unknown>,
) {
  return recordAudit(deps.db, {
    action,
    actorId: actor.id,
    resourceType: 'rental',
    resourceId: rentalId,
    metadata,
  });
}

async function loadFor(deps: RentalDeps, rentalId: string, actor: RentalActor) {
  const rental = await findRental(deps.db, rentalId);
  const relation = rental ? relationOf(rental, actor) : null;
  if (!rental || !relation) throw notFound('Rental not found');
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
): Promise<{ message: string }> {
  const { rental, relation } = await loadFor(deps, rentalId, actor);
  const today = utcDay(nowOf(deps));
  const decision = decide(rental, 'cancel', relation, today);
  if (!decision.ok) throw refused(decision);
  const reason = relation === 'renter' ? 'renter' : relation === 'owner' ? 'owner' : 'admin';

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
    const moved = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(rentals)
        .set({ status: 'cancelled', cancelReason: reason, cancelledAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(rentals.id, rental.id), eq(rentals.status, 'pending')))
        .returning({ id: rentals.id });
      await tx
        .update(payments)
        .set({ status: 'expired', updatedAt: sql`now()` })
        .where(and(eq(payments.rentalId, rental.id), inArray(payments.status, ['creating', 'open'])));
      return Boolean(row);
    });
    if (!moved) throw changedMeanwhile();
    await audit(deps, actor, 'rental_cancelled', rental.id, { status: 'pending', by: reason });
    return { message: 'Your booking was cancelled and the dates were released. Nothing was charged.' };
  }

  const [paid] = await deps.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.rentalId, rental.id), eq(payments.status, 'paid')))
    .limit(1);
  const moved = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(rentals)
      .set({ status: 'cancelled', cancelReason: reason, cancelledAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(rentals.id, rental.id),
          eq(rentals.status, 'active'),
          sql`${rentals.startDate} > ${today}::date`,
        ),
      )
      .returning({ id: rentals.id });
    if (!row) return false;
    await tx
      .update(deposits)
      .set({
        status: 'refunded',
        refundReason: 'Rental cancelled before its start date',
        settledAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(deposits.rentalId, rental.id), eq(deposits.status, 'held')));
    await bookEvent(tx, { rentalId: rental.id, paymentId: paid?.id ?? null }, 'cancel', [
      { kind: 'platform_fee', amount: -rental.platformFee, partyId: rental.ownerId },
      { kind: 'owner_payout', amount: -rental.ownerAmount, partyId: rental.ownerId },
      { kind: 'deposit_held', amount: -rental.securityDeposit, partyId: rental.renterId },
      { kind: 'refund', amount: rental.totalAmount, partyId: rental.renterId },
    ]);
    return true;
  });
  if (!moved) throw changedMeanwhile();
  await afterItemChange(deps.db, rental.itemId, deps.logger);
  await audit(deps, actor, 'rental_cancelled', rental.id, {
    status: 'active',
    by: reason,
    refund: rental.totalAmount,
  });
  await sendRefundsOf(deps, rental.id);
  return {
    message: `The rental was cancelled. ${formatUsd(rental.totalAmount)}, including the security deposit, is being refunded to the renter.`,
  };
}

/**
 * process-return (owner or admin, active or overdue rentals). Good: the deposit goes back to the
 * renter through the provider (held -> refunded). Damaged: the deposit is forfeited to the owner's
 * payout (held -> forfeited) with the reason. Answers the message the spec's toast shows.
 */
export async function processReturn(
  deps: RentalDeps,
  rentalId: string,
  input: { returnCondition: ReturnCondition; damageReason?: string },
  actor: RentalActor,
): Promise<{ message: string }> {
  const { rental, relation } = await loadFor(deps, rentalId, actor);
  const decision = decide(rental, 'return', relation, utcDay(nowOf(deps)));
  if (!decision.ok) throw refused(decision);
  const good = input.returnCondition === 'good';
  const deposit = rental.securityDeposit;

  const [paid] = await deps.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.rentalId, rental.id), eq(payments.status, 'paid')))
    .limit(1);
  const moved = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(rentals)
      .set({
        status: 'returned',
        returnCondition: input.returnCondition,
        returnedBy: actor.id,
        actualReturnDate: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(rentals.id, rental.id), inArray(rentals.status, ['active', 'overdue'])))
      .returning({ id: rentals.id });
    if (!row) return false;
    await tx
      .update(deposits)
      .set({
        status: good ? 'refunded' : 'forfeited',
        refundReason: good ? 'Returned in good condition' : (input.damageReason ?? null),
        settledAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(deposits.rentalId, rental.id), eq(deposits.status, 'held')));
    const ids = { rentalId: rental.id, paymentId: paid?.id ?? null };
    if (good) {
      await bookEvent(tx, ids, 'return_good', [
        { kind: 'deposit_held', amount: -deposit, partyId: rental.renterId },
        { kind: 'refund', amount: deposit, partyId: rental.renterId },
      ]);
    } else {
      await bookEvent(tx, ids, 'return_damaged', [
        { kind: 'deposit_held', amount: -deposit, partyId: rental.renterId },
        { kind: 'owner_payout', amount: deposit, partyId: rental.ownerId },
      ]);
    }
    await notifyReturnProcessed(tx, rental, input.returnCondition);
    return true;
  });
  if (!moved) throw changedMeanwhile();
  await audit(deps, actor, 'rental_returned', rental.id, { condition: input.returnCondition, deposit });
  // Both sides may now review each other; the item may be free for someone's wishlist alert.
  await inviteReviews(deps.db, rental.id, deps.logger);
  await afterItemChange(deps.db, rental.itemId, deps.logger);

  if (deposit === 0) return { message: 'Return processed. This rental had no security deposit.' };
  if (!good) {
    return {
      message: `Return processed. The security deposit of ${formatUsd(deposit)} has been forfeited to the owner for the damage.`,
    };
  }
  const sent = await sendRefundsOf(deps, rental.id);
  return {
    message: sent
      ? `Return processed. The security deposit of ${formatUsd(deposit)} has been refunded to the renter.`
      : `Return processed. The refund of the ${formatUsd(deposit)} security deposit is being retried and will reach the renter shortly.`,
  };
}
