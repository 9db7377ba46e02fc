import type { CheckInStep } from '../../shared/schemas/check-ins';
import type { Db } from '../db/client';
import type { rentals } from '../db/schema';
import { notify } from '../notifications/public';
import { nameOf } from './rental-events';

type Rental = typeof rentals.$inferSelect;

/**
 * A check-in's steps, told to the other side inside the transaction that makes the step: a
 * recorded check-in to the side that must confirm it, a confirmation to the side that recorded it.
 * A check-in recorded again (new photos, new code) is told again.
 */
export async function notifyCheckInEvent(
  db: Db,
  rental: Rental,
  event: { step: CheckInStep; event: 'recorded' | 'confirmed'; byUserId: string; at: Date },
): Promise<void> {
  const otherId = event.byUserId === rental.ownerId ? rental.renterId : rental.ownerId;
  if (!otherId) return;
  const params = {
    rentalId: rental.id,
    itemTitle: rental.itemTitle,
    step: event.step,
    byName: await nameOf(db, event.byUserId),
  };
  await notify(db, {
    userId: otherId,
    kind: event.event === 'recorded' ? 'check_in_recorded' : 'check_in_confirmed',
    params,
    link: otherId === rental.ownerId ? '/rentals?tab=lending' : '/rentals',
    dedupeKey: `check_in:${event.event}:${event.step}:${rental.id}:${event.at.getTime()}`,
  });
}
