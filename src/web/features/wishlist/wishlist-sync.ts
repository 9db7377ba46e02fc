import { api, unwrap } from '../../lib/api-client';
import { unsyncedEntries, type WishlistEntry } from './wishlist-logic';

/**
 * The signed-in member's wishlist on the server. Loaded on demand by the wishlist context (not
 * with the first page): guests never download it.
 */

type ServerCard = Awaited<ReturnType<typeof listOnServer>>[number];

async function listOnServer() {
  return (await unwrap(api.wishlist.$get({ query: {} }))).items;
}

export function toEntry(card: ServerCard): WishlistEntry {
  return {
    id: card.itemId,
    title: card.title,
    price: card.priceCents / 100,
    priceUnit: card.priceUnit,
    image: card.image ?? '',
    owner: card.ownerName ?? 'Owner',
    distance: card.distanceMiles === null ? 'Near you' : `${card.distanceMiles} mi`,
    reason: card.reason,
    savedDate: card.savedAt,
    savedAt: card.savedAt,
    savedPriceCents: card.savedPriceCents,
    ...(card.availableFrom ? { availableFrom: card.availableFrom } : {}),
    synced: true,
  };
}

/** Sign-in: what was saved while signed out joins the account's list; the merged list comes back. */
export async function mergeAtSignIn(local: readonly WishlistEntry[]): Promise<WishlistEntry[]> {
  const entries = unsyncedEntries(local);
  const { items } =
    entries.length > 0
      ? await unwrap(api.wishlist.merge.$post({ query: {}, json: { entries } }))
      : { items: await listOnServer() };
  return items.map(toEntry);
}

export async function reloadFromServer(): Promise<WishlistEntry[]> {
  return (await listOnServer()).map(toEntry);
}

export async function saveOnServer(itemId: string): Promise<void> {
  await unwrap(api.wishlist[':itemId'].$put({ param: { itemId } }));
}

export async function removeOnServer(itemId: string): Promise<void> {
  await unwrap(api.wishlist[':itemId'].$delete({ param: { itemId } }));
}
