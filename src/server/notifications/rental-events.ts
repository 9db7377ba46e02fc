import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { profiles, rentals, user } from '../db/schema';
import { addDays } from '../rentals/dates';
import { publicName } from '../rentals/queries';
import { notify } from './notify';

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
      dedupeKey: `payment:payout:${rental.id}`,
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
      },
      link: '/rentals',
      dedupeKey: `payment:receipt:${rental.id}`,
    });
  }
}

/** A processed return (inside its transaction): the renter hears what happens to the deposit. */
export async function notifyReturnProcessed(db: Db, rental: Rental, condition: 'good' | 'damaged') {
  if (!rental.renterId) return;
  await notify(db, {
    userId: rental.renterId,
    kind: 'return_processed',
    params: {
      rentalId: rental.id,
      itemTitle: rental.itemTitle,
      condition,
      depositCents: rental.securityDeposit,
    },
    link: '/rentals',
    dedupeKey: `payment:return:${rental.id}`,
  });
}

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
