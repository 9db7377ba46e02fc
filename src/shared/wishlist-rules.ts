import type { LocalWishlistEntry, WishlistReason } from './schemas/wishlist';

/** A saved row to insert when a guest's local wishlist is merged into the account's. */
export interface MergeRow {
  itemId: string;
  savedAt: Date;
  savedPriceCents: number | null;
}

/**
 * What a sign-in merge inserts: every locally saved item the account does not have yet, once
 * (a duplicate keeps its earliest save, and the price it was saved at), never dated in the
 * future, and no more than the room left in the wishlist (the newest saves win). Items already
 * on the server keep their own date and price: the server's record is older or the same save.
 */
export function planMerge(
  existing: ReadonlySet<string>,
  local: readonly LocalWishlistEntry[],
  now: Date,
  room: number,
): MergeRow[] {
  const byId = new Map<string, MergeRow>();
  for (const entry of local) {
    if (existing.has(entry.itemId)) continue;
    const parsed = entry.savedAt ? new Date(entry.savedAt) : now;
    const savedAt = Number.isNaN(parsed.getTime()) || parsed > now ? now : parsed;
    const row = { itemId: entry.itemId, savedAt, savedPriceCents: entry.savedPriceCents ?? null };
    const seen = byId.get(entry.itemId);
    if (!seen || savedAt < seen.savedAt) byId.set(entry.itemId, row);
  }
  return [...byId.values()]
    .sort((a, b) => b.savedAt.getTime() - a.savedAt.getTime())
    .slice(0, Math.max(0, room));
}

/** A listing counts as 'well above similar items' from 50% over the category's median rate. */
export function isWellAbove(priceCents: number, medianCents: number | null): boolean {
  return medianCents !== null && medianCents > 0 && priceCents * 2 > medianCents * 3;
}

/**
 * Why a saved item is on the list (spec section 3): unavailable when it cannot be booked today;
 * otherwise expensive when its rate rose since it was saved or is well above similar items;
 * otherwise missed (it is there to be booked). All in integer cents.
 */
export function wishlistReason(input: {
  bookable: boolean;
  priceCents: number;
  savedPriceCents: number;
  similarMedianCents: number | null;
}): WishlistReason {
  if (!input.bookable) return 'unavailable';
  if (input.priceCents > input.savedPriceCents || isWellAbove(input.priceCents, input.similarMedianCents)) {
    return 'expensive';
  }
  return 'missed';
}

/** A period that holds an item's dates: [start, end) as 'YYYY-MM-DD'; end null = not yet returned (overdue). */
export interface HeldPeriod {
  start: string;
  end: string | null;
}

/**
 * The first day from `today` on that no held period covers, or null when an overdue rental
 * (no known end) blocks it. Periods may touch or overlap in any order.
 */
export function nextFreeDay(today: string, periods: readonly HeldPeriod[]): string | null {
  let day = today;
  const sorted = [...periods].sort((a, b) => a.start.localeCompare(b.start));
  let moved = true;
  while (moved) {
    moved = false;
    for (const period of sorted) {
      if (period.start <= day && (period.end === null || period.end > day)) {
        if (period.end === null) return null;
        day = period.end;
        moved = true;
      }
    }
  }
  return day;
}

/** The price a price-drop alert waits to be undercut: what the item was saved at, or less if it is already lower. */
export function priceDropThreshold(savedPriceCents: number, currentPriceCents: number): number {
  return Math.min(savedPriceCents, currentPriceCents);
}
