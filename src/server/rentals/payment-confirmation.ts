import { and, eq, ne, sql } from 'drizzle-orm';
import { payments, rentals } from '../db/schema';
import { isExclusionViolation, retryTransientConflicts } from '../db/sql-errors';
import type { CheckoutSessionState } from '../platform/public';
import { nowOf, type RentalDeps } from './context';
import { confirmExtensionPayment } from './extension-payment';
import { bookEvent } from './ledger';
import { moveRental, RentalMoveRefused, SYSTEM } from './lifecycle';
import { sendRefundsOf } from './refunds';
import { notifyRentalCancelled } from './rental-events';

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
 * UPDATE, and only the caller that makes it books the charge and asks the lifecycle to 'pay' the
 * rental. When the machine refuses (the rental moved on) or the dates were taken meanwhile, the
 * charge is refunded in full. `session` must come from the provider (a verified webhook or a fresh
 * read), never from the browser.
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
  const now = nowOf(deps);

  // Run again whole if it lost a deadlock to a booking racing for the same days (sql-errors.ts).
  const outcome = await retryTransientConflicts(() =>
    deps.db.transaction(async (tx): Promise<ConfirmOutcome> => {
      const [claimed] = await tx
        .update(payments)
        .set({
          status: 'paid',
          providerPaymentId: session.paymentReference,
          paidAt: now,
          updatedAt: sql`now()`,
        })
        .where(and(eq(payments.id, payment.id), ne(payments.status, 'paid')))
        .returning({ id: payments.id });
      if (!claimed) return 'already_confirmed';
      if (payment.extensionId) {
        const extensionPayment = {
          id: payment.id,
          rentalId: payment.rentalId,
          extensionId: payment.extensionId,
        };
        return confirmExtensionPayment(
          tx,
          deps.payments.kind,
          extensionPayment,
          session.paymentReference,
          now,
        );
      }

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
      try {
        await moveRental(tx, now, rental.id, { event: 'pay', paymentId: payment.id }, SYSTEM);
        return 'confirmed';
      } catch (err) {
        // A late payment whose dates were taken meanwhile, or a rental that moved on: refund.
        if (!(err instanceof RentalMoveRefused) && !isExclusionViolation(err)) throw err;
      }
      await bookEvent(tx, ids, 'late_payment_refund', [
        { kind: 'refund', amount: rental.totalAmount, partyId: rental.renterId },
      ]);
      await notifyRentalCancelled(tx, rental, {
        by: 'late_payment',
        paid: true,
        refundCents: rental.totalAmount,
      });
      return 'refunded_late';
    }),
  );

  if (outcome === 'refunded_late') {
    deps.logger.warn(
      { rentalId: payment.rentalId, extensionId: payment.extensionId },
      'late payment for released dates: refunding',
    );
    await sendRefundsOf(deps, payment.rentalId);
  }
  return { outcome, rentalId: payment.rentalId };
}
