import { and, eq, inArray, lte, ne, or, sql } from 'drizzle-orm';
import { addDays } from '../../shared/calendar-day';
import { payments, rentalExtensions, rentals } from '../db/schema';
import { nowOf, type RentalDeps } from './context';
import { notifyExtension } from './extension-events';
import { releaseHold } from './extensions';
import { confirmPaidSession } from './payment-confirmation';

const BATCH = 200;

/**
 * The sweep's step for requests of more days (one mechanism, idempotent: every move is a
 * conditional update). Unanswered for 24 hours, a request is declined by the system and the
 * renter hears it; a request whose rental stopped being active lapses. An accepted extension
 * whose checkout ran out (or whose rental stopped being active) has its checkout closed with the
 * provider (a payment made at the last moment is confirmed instead) and its days released.
 * Answers how many requests lapsed or were declined.
 */
export async function lapseExtensions(deps: RentalDeps): Promise<number> {
  const now = nowOf(deps);
  let lapsed = 0;

  const unanswered = await deps.db
    .select({ extension: rentalExtensions, rental: rentals })
    .from(rentalExtensions)
    .innerJoin(rentals, eq(rentals.id, rentalExtensions.rentalId))
    .where(
      and(
        eq(rentalExtensions.status, 'requested'),
        or(lte(rentalExtensions.respondBy, now), ne(rentals.status, 'active')),
      ),
    )
    .limit(BATCH);
  for (const { extension, rental } of unanswered) {
    const timedOut = rental.status === 'active';
    await deps.db.transaction(async (tx) => {
      const [moved] = await tx
        .update(rentalExtensions)
        .set(
          timedOut
            ? { status: 'declined', declinedBy: 'system', decidedAt: now, updatedAt: now }
            : { status: 'expired', updatedAt: now },
        )
        .where(and(eq(rentalExtensions.id, extension.id), eq(rentalExtensions.status, 'requested')))
        .returning();
      if (!moved) return;
      lapsed++;
      if (timedOut) await notifyExtension(tx, rental, moved, 'declined_unanswered');
    });
  }

  const unpaid = await deps.db
    .select({
      extension: rentalExtensions,
      endDate: rentals.endDate,
      sessionId: payments.providerSessionId,
      paymentId: payments.id,
    })
    .from(rentalExtensions)
    .innerJoin(rentals, eq(rentals.id, rentalExtensions.rentalId))
    .leftJoin(
      payments,
      and(eq(payments.extensionId, rentalExtensions.id), inArray(payments.status, ['creating', 'open'])),
    )
    .where(
      and(
        eq(rentalExtensions.status, 'accepted'),
        or(
          ne(rentals.status, 'active'),
          sql`${payments.expiresAt} <= ${now.toISOString()}::timestamptz`,
          sql`${payments.id} is null`,
        ),
      ),
    )
    .limit(BATCH);
  for (const row of unpaid) {
    try {
      if (row.sessionId) {
        const state = await deps.payments.expireCheckout(row.sessionId);
        if (state?.paid) {
          // Paid at the last moment: confirmed (or refunded when the rental moved on).
          await confirmPaidSession(deps, state);
          continue;
        }
      }
      await deps.db.transaction(async (tx) => {
        if (row.paymentId) {
          await tx
            .update(payments)
            .set({ status: 'expired', updatedAt: now })
            .where(and(eq(payments.id, row.paymentId), inArray(payments.status, ['creating', 'open'])));
        }
        const [moved] = await tx
          .update(rentalExtensions)
          .set({ status: 'expired', updatedAt: now })
          .where(and(eq(rentalExtensions.id, row.extension.id), eq(rentalExtensions.status, 'accepted')))
          .returning({ id: rentalExtensions.id });
        if (!moved) return;
        lapsed++;
        await releaseHold(tx, row.extension.rentalId, addDays(row.endDate, row.extension.days));
      });
    } catch (err) {
      deps.logger.warn(
        { err, extensionId: row.extension.id },
        'could not close an unpaid extension; will retry',
      );
    }
  }
  return lapsed;
}
