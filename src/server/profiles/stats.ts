import type { Db } from '../db/client';
import { countOwnerListings } from '../items/public';
import { ownerEarnings } from '../payments/public';
import { countItemsRented } from '../rentals/public';
import { userRating } from '../reviews/public';

export interface ProfileStats {
  rating: number;
  review_count: number;
  items_listed: number;
  items_rented: number;
  earnings_cents: number;
  /** Changes since the first of this month, for the trend text ('+2 this month'). */
  this_month: { items_listed: number; items_rented: number; earnings_cents: number };
}

/** The first moment of the current calendar month (UTC, the server's one clock). */
export function startOfMonth(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/**
 * The owner's own profile figures from the listings, rentals and payments services (every listing,
 * whatever its review state; others see the live ones on /users/{id}). Rating and review count come
 * from the published reviews about the member (0 and 0 without any).
 */
export async function profileStats(db: Db, userId: string): Promise<ProfileStats> {
  const since = startOfMonth();
  const [listed, listedThisMonth, rented, rentedThisMonth, earnings, earningsThisMonth, rating] =
    await Promise.all([
      countOwnerListings(db, userId),
      countOwnerListings(db, userId, { since }),
      countItemsRented(db, userId),
      countItemsRented(db, userId, since),
      ownerEarnings(db, userId),
      ownerEarnings(db, userId, since),
      userRating(db, userId),
    ]);
  return {
    rating: rating.rating,
    review_count: rating.reviewCount,
    items_listed: listed,
    items_rented: rented,
    earnings_cents: earnings,
    this_month: {
      items_listed: listedThisMonth,
      items_rented: rentedThisMonth,
      earnings_cents: earningsThisMonth,
    },
  };
}
