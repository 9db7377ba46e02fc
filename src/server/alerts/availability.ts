import { and, eq, inArray, sql } from 'drizzle-orm';
import { utcDay } from '../../shared/calendar-day';
import { type HeldPeriod, nextFreeDay } from '../../shared/wishlist-rules';
import type { Db } from '../db/client';
import { items, rentals } from '../db/schema';
import { holdsDatesSql } from '../holds/public';
import { ownerMayListSql } from '../identity/public';

export interface ItemAvailabilityNow {
  /** Live in the marketplace: published and its owner may list. */
  live: boolean;
  /** Can be booked starting today. */
  bookable: boolean;
  /** The next free day when it is booked today (YYYY-MM-DD); null when not known or not needed. */
  availableFrom: string | null;
  priceCents: number;
  category: string;
}

/**
 * Whether each item can be booked today, from its listing state and the rentals that hold its
 * dates (paid ones, overdue ones and unexpired checkouts), in two queries for any number of items.
 */
export async function availabilityOf(
  db: Db,
  itemIds: readonly string[],
  now = new Date(),
): Promise<Map<string, ItemAvailabilityNow>> {
  const result = new Map<string, ItemAvailabilityNow>();
  if (itemIds.length === 0) return result;
  const ids = [...new Set(itemIds)];
  const today = utcDay(now);
  const liveSql = and(eq(items.status, 'published'), await ownerMayListSql(db, items.ownerId));
  const rows = await db
    .select({
      id: items.id,
      live: sql<boolean>`(${liveSql})`,
      isAvailable: items.isAvailable,
      priceCents: items.dailyRateCents,
      category: items.category,
    })
    .from(items)
    .where(inArray(items.id, ids));
  const held = await db
    .select({
      itemId: rentals.itemId,
      start: rentals.startDate,
      end: rentals.endDate,
      status: rentals.status,
    })
    .from(rentals)
    .where(and(inArray(rentals.itemId, ids), holdsDatesSql(now)));
  const periods = new Map<string, HeldPeriod[]>();
  for (const period of held) {
    if (!period.itemId) continue;
    // Not returned after its last day: nobody knows when it comes back.
    const open = period.status === 'overdue' || (period.status === 'active' && period.end <= today);
    const list = periods.get(period.itemId) ?? [];
    list.push({ start: period.start, end: open ? null : period.end });
    periods.set(period.itemId, list);
  }
  for (const row of rows) {
    const listed = row.live === true && row.isAvailable;
    const free = listed ? nextFreeDay(today, periods.get(row.id) ?? []) : null;
    result.set(row.id, {
      live: row.live === true,
      bookable: free === today,
      availableFrom: free !== null && free !== today ? free : null,
      priceCents: row.priceCents,
      category: row.category,
    });
  }
  return result;
}

/** The median daily rate of live listings per category (with at least 3 listings), in cents. */
export async function categoryMedians(db: Db, categories: readonly string[]): Promise<Map<string, number>> {
  const medians = new Map<string, number>();
  if (categories.length === 0) return medians;
  const rows = await db
    .select({
      category: items.category,
      median: sql<number>`percentile_disc(0.5) within group (order by ${items.dailyRateCents})`,
    })
    .from(items)
    .where(and(eq(items.status, 'published'), inArray(items.category, [...new Set(categories)])))
    .groupBy(items.category)
    .having(sql`count(*) >= 3`);
  for (const row of rows) medians.set(row.category, Number(row.median));
  return medians;
}
