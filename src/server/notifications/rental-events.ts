import { and, eq, sql } from 'drizzle-orm';
import { formatUsd } from '../../shared/money';
import type { Db } from '../db/client';
import { profiles, rentals, user } from '../db/schema';
import { addDays } from '../rentals/dates';
import { publicName } from '../rentals/queries';
import { notify } from './notify';

type Rental = typeof rentals.$inferSelect;

const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);
/** 'Nov 24, 2026' for a 'YYYY-MM-DD' day (UTC, like every rental date). */
const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

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
  const period = `${days(rental.rentalDays)} from ${dayLabel(rental.startDate)}`;
  if (rental.ownerId) {
    const renter = await nameOf(db, rental.renterId);
    await notify(db, {
      userId: rental.ownerId,
      type: 'rental_request',
      title: 'New rental request',
      message: `${renter} booked "${rental.itemTitle}" for ${period}.`,
      link: '/rentals?tab=lending',
      dedupeKey: `rental_request:${rental.id}`,
    });
    await notify(db, {
      userId: rental.ownerId,
      type: 'payment',
      title: 'Payout on its way',
      message: `You will receive ${formatUsd(rental.ownerAmount)} for "${rental.itemTitle}" (${formatUsd(rental.subtotalAmount)} less the ${formatUsd(rental.platformFee)} platform fee).`,
      link: '/rentals?tab=lending',
      dedupeKey: `payment:payout:${rental.id}`,
    });
  }
  if (rental.renterId) {
    await notify(db, {
      userId: rental.renterId,
      type: 'payment',
      title: 'Payment received',
      message: `You paid ${formatUsd(rental.totalAmount)} for "${rental.itemTitle}", ${period} (including a ${formatUsd(rental.securityDeposit)} security deposit, refunded after return).`,
      link: '/rentals',
      dedupeKey: `payment:receipt:${rental.id}`,
    });
  }
}

/** A processed return (inside its transaction): the renter hears what happens to the deposit. */
export async function notifyReturnProcessed(db: Db, rental: Rental, condition: 'good' | 'damaged') {
  if (!rental.renterId) return;
  const deposit = rental.securityDeposit;
  let message = `The return of "${rental.itemTitle}" was processed.`;
  if (deposit > 0) {
    message +=
      condition === 'good'
        ? ` Your ${formatUsd(deposit)} security deposit is being refunded.`
        : ` The item was reported damaged, so the ${formatUsd(deposit)} security deposit goes to the owner.`;
  }
  await notify(db, {
    userId: rental.renterId,
    type: 'payment',
    title: condition === 'good' ? 'Return processed' : 'Return processed: item damaged',
    message,
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
      type: 'reminder',
      title: 'Return due tomorrow',
      message: `Please return "${rental.itemTitle}" by ${dayLabel(addDays(rental.endDate, -1))}.`,
      link: '/rentals',
      dedupeKey: `reminder:due:${rental.id}`,
    });
    if (created) sent++;
  }
  const overdue = await db
    .select()
    .from(rentals)
    .where(and(eq(rentals.status, 'overdue'), sql`${rentals.endDate} >= ${addDays(today, -30)}::date`));
  for (const rental of overdue) {
    const due = dayLabel(addDays(rental.endDate, -1));
    if (rental.renterId) {
      const created = await notify(db, {
        userId: rental.renterId,
        type: 'reminder',
        title: 'Rental overdue',
        message: `"${rental.itemTitle}" was due back on ${due}. Please return it to the owner as soon as possible.`,
        link: '/rentals',
        dedupeKey: `reminder:overdue:${rental.id}`,
      });
      if (created) sent++;
    }
    if (rental.ownerId) {
      const created = await notify(db, {
        userId: rental.ownerId,
        type: 'reminder',
        title: 'Rental overdue',
        message: `"${rental.itemTitle}" was due back on ${due} and has not been returned yet.`,
        link: '/rentals?tab=lending',
        dedupeKey: `reminder:overdue:${rental.id}`,
      });
      if (created) sent++;
    }
  }
  return sent;
}
