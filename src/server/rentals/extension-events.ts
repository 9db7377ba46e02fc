import { addDays } from '../../shared/calendar-day';
import type { NotificationParams } from '../../shared/notifications';
import type { Db } from '../db/client';
import type { rentalExtensions, rentals } from '../db/schema';
import { notify } from '../notifications/public';
import { nameOf } from './rental-events';
import { sidesOf } from './sides';

type Stage = NotificationParams<'rental_extension'>['stage'];

/** Who hears of each stage: the owner is asked, the renter hears the answer, both hear it is paid. */
const AUDIENCE: Record<Stage, ('renter' | 'owner')[]> = {
  requested: ['owner'],
  accepted: ['renter'],
  declined: ['renter'],
  declined_unanswered: ['renter'],
  paid: ['renter', 'owner'],
};

/**
 * A request for more days moved to `stage` (inside the transaction that moved it). `rental` is
 * the rental as it was before any extension moved its end date.
 */
export async function notifyExtension(
  db: Db,
  rental: typeof rentals.$inferSelect,
  extension: typeof rentalExtensions.$inferSelect,
  stage: Stage,
): Promise<void> {
  for (const side of sidesOf(rental)) {
    if (!AUDIENCE[stage].includes(side.role)) continue;
    const other = side.role === 'renter' ? rental.ownerId : rental.renterId;
    await notify(db, {
      userId: side.userId,
      kind: 'rental_extension',
      params: {
        rentalId: rental.id,
        itemTitle: rental.itemTitle,
        stage,
        days: extension.days,
        priceCents: extension.priceCents,
        untilDate: addDays(rental.endDate, extension.days - 1),
        otherName: await nameOf(db, other),
      },
      link: side.link,
      dedupeKey: `extension:${extension.id}:${stage}:${side.role}`,
    });
  }
}
