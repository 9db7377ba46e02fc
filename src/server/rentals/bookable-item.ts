import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedStatement } from '../db/prepared';
import { items, rentals } from '../db/schema';
import { conflict, forbidden, notFound } from '../errors';
import { holdRanOutSql } from '../holds/public';
import { ownerMayListUnder } from '../identity/public';
import { getSettings } from '../settings/public';
import type { RentalActor } from './context';

export const ITEM_UNAVAILABLE_MESSAGE = 'This item is not available for rent right now.';

/** What a checkout needs of the listing it books. */
export interface BookableItem {
  id: string;
  title: string;
  ownerId: string;
  priceCents: number;
  depositCents: number;
  /** A pending rental of this item whose hold ran out still blocks its dates until released. */
  hasRunOutHolds: boolean;
}

/** The checkout's read of a listing, with `itemId` and `now` as placeholders. */
export function bookableItemSelect(db: Db, requireIdVerification: boolean) {
  return db
    .select({
      id: items.id,
      title: items.title,
      ownerId: items.ownerId,
      priceCents: items.dailyRateCents,
      depositCents: items.depositCents,
      status: items.status,
      isAvailable: items.isAvailable,
      ownerListed: sql<boolean>`(${ownerMayListUnder(requireIdVerification, items.ownerId)})`,
      hasRunOutHolds: sql<boolean>`exists (select 1 from ${rentals} where ${and(eq(rentals.itemId, items.id), holdRanOutSql(sql.placeholder('now')))})`,
    })
    .from(items)
    .where(eq(items.id, sql.placeholder('itemId')))
    .limit(1);
}

const bookableItemQuery = preparedStatement('bookable_item', (db: Db, name, variant) =>
  bookableItemSelect(db, variant === 'id_required').prepare(name),
);

/**
 * The listing a checkout books, in one statement: the price, the owner, whether it is live
 * (published, the owner not suspended and identity-checked when that is required) and whether
 * run-out holds wait to be released. Refuses as the item page does: a listing its viewer may not
 * see is not found; the owner cannot rent their own; one an admin can see but that is not live,
 * or that its owner paused, is unavailable.
 */
export async function bookableItem(
  db: Db,
  itemId: string,
  actor: RentalActor,
  now: Date,
): Promise<BookableItem> {
  const { requireIdVerification } = await getSettings(db);
  const [row] = await bookableItemQuery(db, requireIdVerification ? 'id_required' : '').execute({
    itemId,
    now,
  });
  if (!row) throw notFound('Item not found', 'item_not_found');
  const live = row.status === 'published' && row.ownerListed;
  if (!live && row.ownerId !== actor.id && !actor.isAdmin) throw notFound('Item not found', 'item_not_found');
  if (row.ownerId === actor.id) throw forbidden('You cannot rent your own item.');
  // Admins can see listings that are not live (owner suspended or not identity-checked): still not bookable.
  if (!live || !row.isAvailable) throw conflict(ITEM_UNAVAILABLE_MESSAGE, 'item_unavailable');
  return {
    id: row.id,
    title: row.title,
    ownerId: row.ownerId,
    priceCents: row.priceCents,
    depositCents: row.depositCents,
    hasRunOutHolds: row.hasRunOutHolds,
  };
}
