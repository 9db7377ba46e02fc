import { and, count, eq, gte, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rentals } from '../db/schema';

/** How many rentals a person has taken (paid ones: active, overdue or returned), for the profile. */
export async function countItemsRented(db: Db, userId: string, since?: Date): Promise<number> {
  const conditions: SQL[] = [
    eq(rentals.renterId, userId),
    inArray(rentals.status, ['active', 'overdue', 'returned']),
  ];
  if (since) conditions.push(gte(rentals.paidAt, since));
  const [row] = await db
    .select({ count: count() })
    .from(rentals)
    .where(and(...conditions));
  return Number(row?.count ?? 0);
}
