import { and, eq, sql } from 'drizzle-orm';
import { addDays } from '../../shared/calendar-day';
import type { Db } from '../db/client';
import { rentalExtensions, rentals } from '../db/schema';
import type { PaymentProvider } from '../platform/public';
import { notifyExtension } from './extension-events';
import { bookEvent } from './ledger';
import { scheduleExtensionShareOf } from './transfers';

/**
 * An extension's checkout was paid (inside the confirming transaction, after the payment row moved
 * to 'paid', so this runs once). While the rental is still active and holds exactly these days,
 * the end date moves onto them and the rental's days and amounts grow by the extension's; the
 * ledger books the 'extension' event (charge = fee + owner payout); the owner's part is
 * transferred now if the rental's share already left. Otherwise (the window ran out, the rental
 * ended) the charge is refunded in full. Answers whether the days were kept.
 */
export async function confirmExtensionPayment(
  tx: Db,
  provider: PaymentProvider['kind'],
  payment: { id: string; rentalId: string; extensionId: string },
  paymentReference: string | null,
  now: Date,
): Promise<'confirmed' | 'refunded_late'> {
  const [rental] = await tx.select().from(rentals).where(eq(rentals.id, payment.rentalId)).for('update');
  const [extension] = await tx
    .select()
    .from(rentalExtensions)
    .where(eq(rentalExtensions.id, payment.extensionId))
    .for('update');
  if (!rental || !extension) throw new Error(`payment ${payment.id} has no extension to pay`);
  const ids = { rentalId: rental.id, paymentId: payment.id };
  const charge = {
    kind: 'charge' as const,
    amount: extension.priceCents,
    partyId: rental.renterId,
    providerReference: paymentReference,
  };
  const holdUntil = addDays(rental.endDate, extension.days);

  if (
    extension.status === 'accepted' &&
    rental.status === 'active' &&
    rental.extensionHoldUntil === holdUntil
  ) {
    await tx
      .update(rentals)
      .set({
        endDate: holdUntil,
        extensionHoldUntil: null,
        rentalDays: sql`${rentals.rentalDays} + ${extension.days}`,
        subtotalAmount: sql`${rentals.subtotalAmount} + ${extension.priceCents}`,
        platformFee: sql`${rentals.platformFee} + ${extension.feeCents}`,
        ownerAmount: sql`${rentals.ownerAmount} + ${extension.priceCents - extension.feeCents}`,
        totalAmount: sql`${rentals.totalAmount} + ${extension.priceCents}`,
        updatedAt: now,
      })
      .where(eq(rentals.id, rental.id));
    await tx
      .update(rentalExtensions)
      .set({ status: 'paid', paidAt: now, updatedAt: now })
      .where(eq(rentalExtensions.id, extension.id));
    await bookEvent(tx, ids, 'extension', [
      charge,
      { kind: 'platform_fee', amount: extension.feeCents, partyId: rental.ownerId },
      { kind: 'owner_payout', amount: extension.priceCents - extension.feeCents, partyId: rental.ownerId },
    ]);
    await notifyExtension(tx, rental, extension, 'paid');
    await scheduleExtensionShareOf(tx, provider, rental.id);
    return 'confirmed';
  }

  // Too late: the days were released or the rental moved on. Nothing was extended.
  await tx
    .update(rentalExtensions)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(rentalExtensions.id, extension.id), eq(rentalExtensions.status, 'accepted')));
  if (rental.extensionHoldUntil === holdUntil) {
    await tx
      .update(rentals)
      .set({ extensionHoldUntil: null, updatedAt: now })
      .where(eq(rentals.id, rental.id));
  }
  await bookEvent(tx, ids, 'extension', [
    charge,
    { kind: 'refund', amount: extension.priceCents, partyId: rental.renterId },
  ]);
  return 'refunded_late';
}
