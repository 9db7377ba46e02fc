import { queryOptions } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { AlertKind } from '../../../shared/schemas/wishlist';
import { api, unwrap } from '../../lib/api-client';
import { unsyncedEntries, type WishlistEntry } from './wishlist-logic';

export type WishlistCard = InferResponseType<typeof api.wishlist.$get, 200>['items'][number];

interface Point {
  latitude: number;
  longitude: number;
}

const pointQuery = (point: Point | null) =>
  point ? { lat: String(point.latitude), lng: String(point.longitude) } : {};

export const wishlistKeys = { all: ['wishlist'] as const };

/**
 * The wishlist cards: a member's from the server's list; a guest's looked up from what their
 * browser saved (public listing facts only).
 */
export function wishlistCardsQuery(
  userId: string | null,
  entries: readonly WishlistEntry[],
  point: Point | null,
) {
  const wanted = userId ? [] : unsyncedEntries(entries.map((entry) => ({ ...entry, synced: false })));
  return queryOptions({
    // The saved ids are in the key: a heart tapped anywhere refreshes the cards.
    queryKey: ['wishlist', userId ?? 'guest', entries.map((entry) => entry.id).join(','), point] as const,
    queryFn: () =>
      userId
        ? unwrap(api.wishlist.$get({ query: pointQuery(point) }))
        : unwrap(api.wishlist.lookup.$post({ query: pointQuery(point), json: { entries: wanted } })),
    select: (data) => data.items,
  });
}

export function subscribeAlert(itemId: string, kind: AlertKind) {
  return unwrap(api.wishlist[':itemId'].alerts.$post({ param: { itemId }, json: { kind } }));
}
