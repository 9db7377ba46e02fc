/** A saved item, as spec section 3 describes a wishlist entry. */
export interface WishlistEntry {
  id: string;
  title: string;
  price: number;
  priceUnit: string;
  image: string;
  owner: string;
  distance: string;
  reason: 'expensive' | 'unavailable' | 'missed';
  savedDate: string;
  availableFrom?: string;
  /** When it was saved (ISO): the real date behind savedDate. */
  savedAt?: string;
  /** The daily rate in cents when it was saved, so the wishlist can tell the price rose. */
  savedPriceCents?: number;
  /** Known to the server (a signed-in member's list); unsynced entries are merged at sign-in. */
  synced?: boolean;
}

/** What a card knows about an item when its heart is tapped. */
export interface SaveableItem {
  id: string;
  title: string;
  price: number;
  priceUnit: string;
  image: string;
  isAvailable: boolean;
  owner?: string;
  distance?: string;
  availableFrom?: string;
}

/** Spec section 3: owner 'Owner', distance 'Near you', saved 'Just now'; missed when available. */
export function toWishlistEntry(item: SaveableItem): WishlistEntry {
  return {
    id: item.id,
    title: item.title,
    price: item.price,
    priceUnit: item.priceUnit,
    image: item.image,
    owner: item.owner ?? 'Owner',
    distance: item.distance ?? 'Near you',
    reason: item.isAvailable ? 'missed' : 'unavailable',
    savedDate: 'Just now',
    savedAt: new Date().toISOString(),
    savedPriceCents: Math.round(item.price * 100),
    ...(item.availableFrom ? { availableFrom: item.availableFrom } : {}),
  };
}

/** Adding puts the entry first; an entry already saved moves to the front instead of doubling. */
export function addEntry(list: readonly WishlistEntry[], entry: WishlistEntry): WishlistEntry[] {
  return [entry, ...list.filter((existing) => existing.id !== entry.id)];
}

export function removeEntry(list: readonly WishlistEntry[], id: string): WishlistEntry[] {
  return list.filter((entry) => entry.id !== id);
}

export function hasEntry(list: readonly WishlistEntry[], id: string): boolean {
  return list.some((entry) => entry.id === id);
}

/** Reads the stored list; anything unreadable counts as an empty wishlist rather than breaking the page. */
export function parseWishlist(raw: string | null): WishlistEntry[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (entry): entry is WishlistEntry =>
        typeof entry === 'object' && entry !== null && typeof (entry as WishlistEntry).id === 'string',
    );
  } catch {
    return [];
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a sign-in merge sends: the entries saved while signed out (listing ids only). */
export function unsyncedEntries(
  list: readonly WishlistEntry[],
): { itemId: string; savedAt?: string; savedPriceCents?: number }[] {
  return list
    .filter((entry) => !entry.synced && UUID.test(entry.id))
    .map((entry) => ({
      itemId: entry.id,
      ...(entry.savedAt && !Number.isNaN(Date.parse(entry.savedAt)) ? { savedAt: entry.savedAt } : {}),
      ...(Number.isInteger(entry.savedPriceCents) && (entry.savedPriceCents ?? 0) > 0
        ? { savedPriceCents: entry.savedPriceCents }
        : {}),
    }));
}
