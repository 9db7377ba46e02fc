import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { type LocalWishlistEntry, WISHLIST_MAX, type WishlistReason } from '../../shared/schemas/wishlist';
import { planMerge, wishlistReason } from '../../shared/wishlist-rules';
import { armedAlerts, availabilityOf, categoryMedians, dropAlerts } from '../alerts/public';
import type { Db } from '../db/client';
import { items, profiles, user, wishlistItems } from '../db/schema';
import { conflict, notFound } from '../errors';
import { cardJsonSql, type Point, parseCard } from '../items/public';
import type { ObjectStorage } from '../platform/public';

export interface WishlistDeps {
  db: Db;
  storage: ObjectStorage;
}

/** One wishlist card (spec section 2). Money in cents; dates ISO. */
export interface WishlistCard {
  itemId: string;
  title: string;
  priceCents: number;
  priceUnit: 'day';
  image: string | null;
  ownerId: string;
  ownerName: string | null;
  locationLabel: string;
  distanceMiles: number | null;
  savedAt: string;
  savedPriceCents: number;
  reason: WishlistReason;
  /** The next day it can be booked from, when it is booked today (YYYY-MM-DD). */
  availableFrom: string | null;
  bookable: boolean;
  /** Alerts the member is waiting on (signed-in members only). */
  alerts: { availability: boolean; priceDrop: boolean };
}

interface Saved {
  itemId: string;
  savedAt: Date;
  savedPriceCents: number | null;
}

/** Builds the cards of saved items that are live, in the order given. */
async function buildCards(
  deps: WishlistDeps,
  saved: readonly Saved[],
  point: Point | null,
  armed: ReadonlySet<string>,
): Promise<WishlistCard[]> {
  if (saved.length === 0) return [];
  const ids = saved.map((entry) => entry.itemId);
  const rows = await deps.db
    .select({ card: cardJsonSql(point, deps.storage.publicBase) })
    .from(items)
    .innerJoin(user, eq(user.id, items.ownerId))
    .leftJoin(profiles, eq(profiles.id, items.ownerId))
    .where(inArray(items.id, ids));
  const cards = new Map(rows.map((row) => parseCard(row.card)).map((card) => [card.id, card]));
  const states = await availabilityOf(deps.db, ids);
  const medians = await categoryMedians(
    deps.db,
    [...cards.values()].map((card) => card.category),
  );
  const result: WishlistCard[] = [];
  for (const entry of saved) {
    const card = cards.get(entry.itemId);
    const state = states.get(entry.itemId);
    // Listings under review or taken down exist only for their owner and admins; the saved row
    // stays, so the item comes back (and its alerts can fire) when it is live again.
    if (!card || !state?.live) continue;
    const savedPriceCents = entry.savedPriceCents ?? card.priceCents;
    result.push({
      itemId: card.id,
      title: card.title,
      priceCents: card.priceCents,
      priceUnit: 'day',
      image: card.image?.url ?? null,
      ownerId: card.ownerId,
      ownerName: card.ownerName,
      locationLabel: card.locationLabel,
      distanceMiles: card.distanceMiles,
      savedAt: entry.savedAt.toISOString(),
      savedPriceCents,
      reason: wishlistReason({
        bookable: state.bookable,
        priceCents: card.priceCents,
        savedPriceCents,
        similarMedianCents: medians.get(card.category) ?? null,
      }),
      availableFrom: state.availableFrom,
      bookable: state.bookable,
      alerts: {
        availability: armed.has(`${card.id}:availability`),
        priceDrop: armed.has(`${card.id}:price_drop`),
      },
    });
  }
  return result;
}

async function savedRows(db: Db, userId: string): Promise<Saved[]> {
  return db
    .select({
      itemId: wishlistItems.itemId,
      savedAt: wishlistItems.savedAt,
      savedPriceCents: wishlistItems.savedPriceCents,
    })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.savedAt), desc(wishlistItems.itemId))
    .limit(WISHLIST_MAX);
}

/** The member's own wishlist, newest save first. Nobody can read another member's. */
export async function listWishlist(
  deps: WishlistDeps,
  userId: string,
  point: Point | null,
): Promise<WishlistCard[]> {
  const [saved, armed] = await Promise.all([savedRows(deps.db, userId), armedAlerts(deps.db, userId)]);
  return buildCards(deps, saved, point, armed);
}

/** A guest's cards, from what their browser saved (only public listing facts come back). */
export async function lookupWishlist(
  deps: WishlistDeps,
  entries: readonly LocalWishlistEntry[],
  point: Point | null,
  now = new Date(),
): Promise<WishlistCard[]> {
  const saved = planMerge(new Set(), entries, now, WISHLIST_MAX);
  const cards = await buildCards(deps, saved, point, new Set());
  return cards;
}

/** Only listings that are live can be saved (or merged): a listing under review does not exist for others. */
async function liveIds(db: Db, ids: readonly string[]): Promise<Map<string, number>> {
  const states = await availabilityOf(db, ids);
  const live = new Map<string, number>();
  for (const [id, state] of states) if (state.live) live.set(id, state.priceCents);
  return live;
}

async function countSaved(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.userId, userId));
  return Number(row?.n ?? 0);
}

/** The heart, for a member: saves the item at today's price (saving it again changes nothing). */
export async function saveItem(db: Db, userId: string, itemId: string): Promise<void> {
  const price = (await liveIds(db, [itemId])).get(itemId);
  if (price === undefined) throw notFound('Item not found', 'item_not_found');
  if ((await countSaved(db, userId)) >= WISHLIST_MAX) {
    throw conflict(`A wishlist can hold at most ${WISHLIST_MAX} items`, 'wishlist_full', {
      max: WISHLIST_MAX,
    });
  }
  await db.insert(wishlistItems).values({ userId, itemId, savedPriceCents: price }).onConflictDoNothing();
}

export async function removeItem(db: Db, userId: string, itemId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.itemId, itemId)));
    await dropAlerts(tx, userId, itemId);
  });
}

/**
 * Sign-in merge: a guest's local wishlist joins the account's (see planMerge). Listings that are
 * gone or not live are left out. Returns the merged wishlist.
 */
export async function mergeWishlist(
  deps: WishlistDeps,
  userId: string,
  entries: readonly LocalWishlistEntry[],
  point: Point | null,
  now = new Date(),
): Promise<WishlistCard[]> {
  const existing = await savedRows(deps.db, userId);
  const known = new Set(existing.map((row) => row.itemId));
  const live = await liveIds(
    deps.db,
    entries.map((entry) => entry.itemId),
  );
  const wanted = entries.filter((entry) => live.has(entry.itemId));
  const rows = planMerge(known, wanted, now, WISHLIST_MAX - existing.length);
  if (rows.length > 0) {
    await deps.db
      .insert(wishlistItems)
      .values(
        rows.map((row) => ({
          userId,
          itemId: row.itemId,
          savedAt: row.savedAt,
          savedPriceCents: row.savedPriceCents ?? live.get(row.itemId) ?? 1,
        })),
      )
      .onConflictDoNothing();
  }
  return listWishlist(deps, userId, point);
}
