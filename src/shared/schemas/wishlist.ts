import { z } from 'zod';
import { itemDetailQuerySchema } from './items';

/** The most items one wishlist keeps (a guest's merged list included). */
export const WISHLIST_MAX = 200;

/** Daily rates above this are not real listings; it bounds what a client may claim it saved at. */
const MAX_PRICE_CENTS = 100_000_000;

const itemIdSchema = z.uuid({ error: 'Item not found' });

/** One locally saved item, as a guest's browser remembers it. */
export const localWishlistEntrySchema = z.object({
  itemId: itemIdSchema,
  /** When it was saved (ISO); later than now counts as now. */
  savedAt: z.iso.datetime({ offset: true, error: 'Invalid saved date' }).optional(),
  /** The daily rate in cents when it was saved. */
  savedPriceCents: z.number().int().min(1).max(MAX_PRICE_CENTS).optional(),
});
export type LocalWishlistEntry = z.infer<typeof localWishlistEntrySchema>;

const entriesSchema = z
  .array(localWishlistEntrySchema)
  .max(WISHLIST_MAX, { error: `A wishlist can hold at most ${WISHLIST_MAX} items` });

/** POST /api/wishlist/merge (at sign-in) and POST /api/wishlist/lookup (a guest's cards). */
export const wishlistEntriesSchema = z.object({ entries: entriesSchema });
export type WishlistEntriesInput = z.infer<typeof wishlistEntriesSchema>;

/** GET /api/wishlist: the point to measure distances from (both or neither). */
export const wishlistQuerySchema = itemDetailQuerySchema;

export const wishlistItemParamSchema = z.object({ itemId: itemIdSchema });

export const ALERT_KINDS = ['availability', 'price_drop'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** POST /api/wishlist/{itemId}/alerts: which alert to subscribe to. */
export const wishlistAlertSchema = z.object({
  kind: z.enum(ALERT_KINDS, { error: 'Unknown alert' }),
});

/** Why a saved item is on the list (spec section 3): what its card's action button does. */
export type WishlistReason = 'expensive' | 'unavailable' | 'missed';
