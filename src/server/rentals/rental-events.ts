import { and, eq, sql } from 'drizzle-orm';
import { addDays } from '../../shared/calendar-day';
import type { Db } from '../db/client';
import { notifications, profiles, rentals, user } from '../db/schema';
import { publicName } from '../identity/public';
import { publishLive } from '../live/public';
import { notify } from '../notifications/public';
import { sidesOf } from './sides';

type Rental = typeof rentals.$inferSelect;

/** A person's public name, as My Rentals and conversations show it. */
export async function nameOf(db: Db, userId: string | null): Promise<string> {
  if (!userId) return 'Someone';
  const [row] = await db
    .select({ name: publicName(user, profiles) })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  return row?.name ?? 'Someone';
}

/**
 * A paid booking (called inside the confirming transaction): the owner gets the rental request
 * and their payout, the renter the receipt. Each once per rental, however often it is called.
 */
export async function notifyRentalConfirmed(db: Db, rental: Rental): Promise<void> {
  const booking = { rentalId: rental.id, itemTitle: rental.itemTitle };
  if (rental.ownerId) {
    await notify(db, {
      userId: rental.ownerId,
      kind: 'rental_requested',
      params: {
        ...booking,
        renterName: await nameOf(db, rental.renterId),
        days: rental.rentalDays,
        startDate: rental.startDate,
      },
      link: '/rentals?tab=lending',
      dedupeKey: `rental_request:${rental.id}`,
    });
    await notify(db, {
      userId: rental.ownerId,
      kind: 'payout_pending',
      params: {
        ...booking,
        ownerAmountCents: rental.ownerAmount,
        subtotalCents: rental.subtotalAmount,
        feeCents: rental.platformFee,
      },
      link: '/rentals?tab=lending',
      dedupeKey: payoutNoticeKey(rental.id),
    });
  }
  if (rental.renterId) {
    await notify(db, {
      userId: rental.renterId,
      kind: 'payment_received',
      params: {
        ...booking,
        totalCents: rental.totalAmount,
        depositCents: rental.securityDeposit,
        days: rental.rentalDays,
        startDate: rental.startDate,
        lastDate: addDays(rental.endDate, -1),
        subtotalCents: rental.subtotalAmount,
        feeCents: rental.platformFee,
      },
      link: '/rentals',
      dedupeKey: `payment:receipt:${rental.id}`,
    });
  }
}

/**
 * A processed return (inside its transaction): both sides hear it and what happens to the deposit.
 * A damaged return with a deposit is told as its claim instead (claim-events.ts).
 */
export async function notifyReturnProcessed(db: Db, rental: Rental, condition: 'good' | 'damaged') {
  for (const { userId, role, link } of sidesOf(rental)) {
    await notify(db, {
      userId,
      kind: 'return_processed',
      params: {
        rentalId: rental.id,
        itemTitle: rental.itemTitle,
        condition,
        depositCents: rental.securityDeposit,
        role,
        // A late return's fee, kept from the deposit (decision 030), and what of the deposit goes back.
        ...(rental.lateFee > 0
          ? { lateFeeCents: rental.lateFee, refundCents: rental.securityDeposit - rental.lateFee }
          : {}),
      },
      link,
      dedupeKey: `payment:return:${rental.id}`,
    });
  }
}

export type CancelledBy = 'renter' | 'owner' | 'admin' | 'late_payment';

/**
 * A cancellation (inside its transaction), told to each side that knew of the rental: a paid one
 * to both (the renter with the full refund, the owner that no payout comes, and the owner's
 * earlier "Payout on its way" rewritten as "Payout cancelled"); a checkout cancelled before payment
 * only to a renter who did not do it themselves. An expired hold tells nobody: the owner never
 * heard of it and the renter left the checkout (a payment that still arrives is `late_payment`).
 */
export async function notifyRentalCancelled(
  db: Db,
  rental: Rental,
  input: { by: CancelledBy; paid: boolean; refundCents: number },
): Promise<void> {
  const base = {
    rentalId: rental.id,
    itemTitle: rental.itemTitle,
    startDate: rental.startDate,
    by: input.by,
    paid: input.paid,
    refundCents: input.refundCents,
  };
  // The renter, unless they closed their own unpaid checkout; the owner, once it was paid.
  const told = sidesOf(rental).filter(({ role }) =>
    role === 'renter' ? input.paid || input.by !== 'renter' : input.paid && input.by !== 'late_payment',
  );
  for (const { userId, role, link } of told) {
    await notify(db, {
      userId,
      kind: 'rental_cancelled',
      params: { ...base, role },
      link,
      dedupeKey: `rental:cancelled:${rental.id}`,
    });
  }
  if (told.some(({ role }) => role === 'owner')) {
    await cancelPayoutNotice(db, rental);
  }
}

/**
 * The owner's stored "Payout on its way" for a rental that will not pay out becomes "Payout
 * cancelled": the same notification, rewritten (its read state kept), so the list never shows a
 * promise that turned false next to the cancellation.
 */
async function cancelPayoutNotice(db: Db, rental: Rental): Promise<void> {
  if (!rental.ownerId) return;
  const [rewritten] = await db
    .update(notifications)
    .set({
      kind: 'payout_cancelled',
      params: { rentalId: rental.id, itemTitle: rental.itemTitle, ownerAmountCents: rental.ownerAmount },
    })
    .where(
      and(
        eq(notifications.userId, rental.ownerId),
        eq(notifications.dedupeKey, payoutNoticeKey(rental.id)),
        eq(notifications.kind, 'payout_pending'),
      ),
    )
    .returning({ id: notifications.id });
  if (rewritten) await publishLive(db, { t: 'notification', users: [rental.ownerId], id: rewritten.id });
}

/** The dedupe key of a rental's payout notice (one per rental and owner). */
const payoutNoticeKey = (rentalId: string) => `payment:payout:${rentalId}`;

/**
 * Reminders (run by the notification job): the renter hears the day before the last day of a rental,
 * and both sides hear once when it is overdue. Each reminder exists at most once (dedupe keys), so
 * every process may run this at any time.
 */
export async function sendRentalReminders(db: Db, today: string): Promise<number> {
  let sent = 0;
  const dueTomorrow = await db
    .select()
    .from(rentals)
    .where(and(eq(rentals.status, 'active'), eq(rentals.endDate, addDays(today, 2))));
  for (const rental of dueTomorrow) {
    if (!rental.renterId) continue;
    const created = await notify(db, {
      userId: rental.renterId,
      kind: 'return_due_tomorrow',
      params: { rentalId: rental.id, itemTitle: rental.itemTitle, dueDate: addDays(rental.endDate, -1) },
      link: '/rentals',
      dedupeKey: `reminder:due:${rental.id}`,
    });
    if (created) sent++;
  }
  const overdueRentals = await db
    .select()
    .from(rentals)
    .where(and(eq(rentals.status, 'overdue'), sql`${rentals.endDate} >= ${addDays(today, -30)}::date`));
  for (const rental of overdueRentals) {
    const overdue = {
      rentalId: rental.id,
      itemTitle: rental.itemTitle,
      dueDate: addDays(rental.endDate, -1),
    };
    if (rental.renterId) {
      const created = await notify(db, {
        userId: rental.renterId,
        kind: 'rental_overdue',
        params: { ...overdue, role: 'renter' },
        link: '/rentals',
        dedupeKey: `reminder:overdue:${rental.id}`,
      });
      if (created) sent++;
    }
    if (rental.ownerId) {
      const created = await notify(db, {
        userId: rental.ownerId,
        kind: 'rental_overdue',
        params: { ...overdue, role: 'owner' },
        link: '/rentals?tab=lending',
        dedupeKey: `reminder:overdue:${rental.id}`,
      });
      if (created) sent++;
    }
  }
  return sent;
}
