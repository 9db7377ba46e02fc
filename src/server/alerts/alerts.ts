import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AlertKind } from '../../shared/schemas/wishlist';
import { priceDropThreshold } from '../../shared/wishlist-rules';
import type { Db } from '../db/client';
import { alerts, items, wishlistItems } from '../db/schema';
import { conflict, notFound } from '../errors';
import { notify } from '../notifications/public';
import { availabilityOf } from './availability';

/** How many items one query of the sweep's pass looks at. */
const CHECK_BATCH = 500;

/**
 * Subscribes to an alert about a saved item: 'availability' while it cannot be booked,
 * 'price_drop' to hear when its rate goes below what it was saved at (or below today's, if lower).
 * Subscribing again re-arms an alert that already fired.
 */
export async function subscribeAlert(
  db: Db,
  userId: string,
  itemId: string,
  kind: AlertKind,
): Promise<{ kind: AlertKind; priceCents: number }> {
  const [saved] = await db
    .select({ savedPriceCents: wishlistItems.savedPriceCents })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.itemId, itemId)))
    .limit(1);
  if (!saved) throw notFound('Save this item to your wishlist first.', 'not_in_wishlist');
  const state = (await availabilityOf(db, [itemId])).get(itemId);
  if (!state) throw notFound('Item not found', 'item_not_found');
  if (kind === 'availability' && state.bookable)
    throw conflict('This item can be booked now.', 'available_now');
  const priceCents =
    kind === 'price_drop' ? priceDropThreshold(saved.savedPriceCents, state.priceCents) : state.priceCents;
  await db
    .insert(alerts)
    .values({ userId, itemId, kind, priceCents })
    .onConflictDoUpdate({
      target: [alerts.userId, alerts.itemId, alerts.kind],
      set: { priceCents, firedAt: null, createdAt: sql`now()` },
    });
  return { kind, priceCents };
}

/** Removing a saved item also ends its alerts: the member no longer follows it. */
export async function dropAlerts(db: Db, userId: string, itemId: string): Promise<void> {
  await db.delete(alerts).where(and(eq(alerts.userId, userId), eq(alerts.itemId, itemId)));
}

/** The armed alerts of a user, as 'itemId:kind'. */
export async function armedAlerts(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ itemId: alerts.itemId, kind: alerts.kind })
    .from(alerts)
    .where(and(eq(alerts.userId, userId), isNull(alerts.firedAt)));
  return new Set(rows.map((row) => `${row.itemId}:${row.kind}`));
}

/**
 * Fires the armed alerts of these items whose condition holds now: the item can be booked
 * (availability) or its rate is below the alert's price (price_drop). Each alert fires once: the
 * UPDATE that sets fired_at is conditional on it being unset, and the notification is written in
 * the same transaction, so two checks at once (a return and the sweep) send one notification.
 * Returns how many fired.
 */
export async function checkItemAlerts(db: Db, itemIds: readonly string[]): Promise<number> {
  if (itemIds.length === 0) return 0;
  const armed = await db
    .select({
      id: alerts.id,
      userId: alerts.userId,
      itemId: alerts.itemId,
      kind: alerts.kind,
      priceCents: alerts.priceCents,
      title: items.title,
    })
    .from(alerts)
    .innerJoin(items, eq(items.id, alerts.itemId))
    .where(and(inArray(alerts.itemId, [...new Set(itemIds)]), isNull(alerts.firedAt)));
  if (armed.length === 0) return 0;
  const states = await availabilityOf(
    db,
    armed.map((alert) => alert.itemId),
  );
  let fired = 0;
  for (const alert of armed) {
    const state = states.get(alert.itemId);
    if (!state) continue;
    const due =
      alert.kind === 'availability' ? state.bookable : state.live && state.priceCents < alert.priceCents;
    if (!due) continue;
    const sent = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(alerts)
        .set({ firedAt: sql`now()` })
        .where(and(eq(alerts.id, alert.id), isNull(alerts.firedAt)))
        .returning({ id: alerts.id });
      if (!claimed) return false;
      await notify(tx, {
        userId: alert.userId,
        ...(alert.kind === 'availability'
          ? { kind: 'wishlist_available', params: { itemId: alert.itemId, itemTitle: alert.title } }
          : {
              kind: 'wishlist_price_drop',
              params: {
                itemId: alert.itemId,
                itemTitle: alert.title,
                priceCents: state.priceCents,
                targetCents: alert.priceCents,
              },
            }),
        link: `/items/${alert.itemId}`,
      });
      return true;
    });
    if (sent) fired++;
  }
  return fired;
}

/**
 * The sweep's pass: every item with an armed alert is checked (time passing frees booked items),
 * a batch of items at a time.
 */
export async function fireDueAlerts(db: Db): Promise<number> {
  const rows = await db.selectDistinct({ itemId: alerts.itemId }).from(alerts).where(isNull(alerts.firedAt));
  let fired = 0;
  for (let start = 0; start < rows.length; start += CHECK_BATCH) {
    const batch = rows.slice(start, start + CHECK_BATCH).map((row) => row.itemId);
    fired += await checkItemAlerts(db, batch);
  }
  return fired;
}

/** For other domains: after a change that may make an item bookable or cheaper. Never throws. */
export async function afterItemChange(
  db: Db,
  itemId: string | null,
  log: { warn: (obj: object, msg: string) => void },
): Promise<void> {
  if (!itemId) return;
  try {
    await checkItemAlerts(db, [itemId]);
  } catch (err) {
    log.warn({ err, itemId }, 'wishlist alerts check failed; the sweep will retry');
  }
}
