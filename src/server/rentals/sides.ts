import type { rentals } from '../db/schema';

/** Each side of a rental still on the platform: who they are, which side, and their My Rentals tab. */
export function sidesOf(rental: Pick<typeof rentals.$inferSelect, 'renterId' | 'ownerId'>) {
  const sides = [
    { userId: rental.renterId, role: 'renter' as const, link: '/rentals' },
    { userId: rental.ownerId, role: 'owner' as const, link: '/rentals?tab=lending' },
  ];
  return sides.flatMap(({ userId, ...side }) => (userId ? [{ userId, ...side }] : []));
}
