import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { deposits, payments, rentals } from '../db/schema';
import { notifyRentalConfirmed } from '../notifications/rental-events';
import type { CheckoutSessionState } from '../platform/payments/provider';
import { nowOf, type RentalDeps } from '../rentals/context';
import { utcDay } from '../rentals/dates';
import { isExclusionViolation } from '../rentals/db-errors';
import { decide } from '../rentals/status-machine';
import { bookEvent } from './ledger';
import { sendRefundsOf } from './refunds';

export type ConfirmOutcome =
  | 'confirmed'
  | 'already_confirmed'
  | 'not_paid'
  | 'unknown_session'
  /** Paid after the hold ended and somebody else had taken the dates: refunded in full. */
  | 'refunded_late';

/** Our payment row for a provider's session, if we started it. */
export async function findPaymentBySession(deps: RentalDeps, sessionId: string) {
  const [payment] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, deps.payments.kind), eq(payments.providerSessionId, sessionId)))
    .limit(1);
  return payment ?? null;
}

/**
 * Confirms a session the provider says is paid, exactly once however many times it is called
 * (webhook, success page, replays, the sweep): the move of the payment to 'paid' is a conditional
 * UPDATE, and only the caller that makes it books the ledger and activates the rental. `session`
 * must come from the provider (a verified webhook or a fresh read), never from the browser.
 */
export async function confirmPaidSession(
  deps: RentalDeps,
  session: CheckoutSessionState,
): Promise<{ outcome: ConfirmOutcome; rentalId: string | null }> {
  const payment = await findPaymentBySession(deps, session.sessionId);
  if (!payment) return { outcome: 'unknown_session', rentalId: null };
  if (!session.paid) return { outcome: 'not_paid', rentalId: payment.rentalId };
  if (session.amountTotal !== null && session.amountTotal !== payment.amountTotal) {
    // The provider charged what we asked for; a mismatch means something is badly wrong.
    deps.logger.error(
      { paymentId: payment.id, expected: payment.amountTotal, charged: session.amountTotal },
      'checkout amount differs from the rental total',
    );
  }
  const today = utcDay(nowOf(deps));

  const outcome = await deps.db.transaction(async (tx): Promise<ConfirmOutcome> => {
    const [claimed] = await tx
      .update(payments)
      .set({
        status: 'paid',
        providerPaymentId: session.paymentReference,
        paidAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(payments.id, payment.id), ne(payments.status, 'paid')))
      .returning({ id: payments.id });
    if (!claimed) return 'already_confirmed';

    const [rental] = await tx.select().from(rentals).where(eq(rentals.id, payment.rentalId)).for('update');
    if (!rental) throw new Error(`payment ${payment.id} has no rental`);
    const ids = { rentalId: rental.id, paymentId: payment.id };
    await bookEvent(tx, ids, 'confirm', [
      {
        kind: 'charge',
        amount: rental.totalAmount,
        partyId: rental.renterId,
        providerReference: session.paymentReference,
      },
    ]);

    let activated = false;
    if (decide(rental, 'pay', 'system', today).ok) {
      try {
        // A savepoint: a late payment whose dates were taken meanwhile fails only this step.
        await tx.transaction(async (savepoint) => {
          const [moved] = await savepoint
            .update(rentals)
            .set({
              status: 'active',
              paidAt: sql`now()`,
              cancelReason: null,
              cancelledAt: null,
              updatedAt: sql`now()`,
            })
            .where(and(eq(rentals.id, rental.id), eq(rentals.status, rental.status)))
            .returning({ id: rentals.id });
          activated = Boolean(moved);
        });
      } catch (err) {
        if (!isExclusionViolation(err)) throw err;
      }
    }

    if (!activated) {
      await bookEvent(tx, ids, 'late_payment_refund', [
        { kind: 'refund', amount: rental.totalAmount, partyId: rental.renterId },
      ]);
      return 'refunded_late';
    }
    await tx.insert(deposits).values({ rentalId: rental.id, status: 'held', amount: rental.securityDeposit });
    await bookEvent(tx, ids, 'confirm', [
      { kind: 'platform_fee', amount: rental.platformFee, partyId: rental.ownerId },
      { kind: 'owner_payout', amount: rental.ownerAmount, partyId: rental.ownerId },
      { kind: 'deposit_held', amount: rental.securityDeposit, partyId: rental.renterId },
    ]);
    // Any other checkout still open for this rental can no longer be used.
    await tx
      .update(payments)
      .set({ status: 'expired', updatedAt: sql`now()` })
      .where(and(eq(payments.rentalId, rental.id), inArray(payments.status, ['creating', 'open'])));
    // The owner's request and payout, the renter's receipt: only if this commits.
    await notifyRentalConfirmed(tx, rental);
    return 'confirmed';
  });

  if (outcome === 'refunded_late') {
    deps.logger.warn({ rentalId: payment.rentalId }, 'late payment for released dates: refunding');
    await sendRefundsOf(deps, payment.rentalId);
  }
  return { outcome, rentalId: payment.rentalId };
}

/**
 * A checkout that ended unpaid (the provider expired it): its pending rental releases the dates.
 * Conditional on 'pending', so a rental paid in the meantime is left alone.
 */
export async function releaseUnpaidCheckout(deps: RentalDeps, rentalId: string) {
  await deps.db.transaction(async (tx) => {
    await tx
      .update(payments)
      .set({ status: 'expired', updatedAt: sql`now()` })
      .where(and(eq(payments.rentalId, rentalId), inArray(payments.status, ['creating', 'open'])));
    await tx
      .update(rentals)
      .set({
        status: 'cancelled',
        cancelReason: 'hold_expired',
        cancelledAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(rentals.id, rentalId), eq(rentals.status, 'pending')));
  });
}
