import type { CategorySlug, Handoff } from '../../shared/constants';

export type ItemStatus = 'pending' | 'published' | 'rejected';

export interface ItemImage {
  url: string;
  width: number;
  height: number;
}

/** An item card (spec section 3), as every list sends it (worded by columns.ts cardJsonSql). Money in cents. */
export interface ItemCard {
  id: string;
  title: string;
  description: string;
  priceCents: number;
  priceUnit: 'day';
  image: ItemImage | null;
  ownerId: string;
  ownerName: string | null;
  isAvailable: boolean;
  /** The owner has confirmed their email address. */
  isVerified: boolean;
  tags: string[];
  category: CategorySlug;
  /** The approximate place ('Austin, TX'); never an address. */
  locationLabel: string;
  /** Miles from the viewer, when the viewer's position is known. */
  distanceMiles: number | null;
  /** Where the map puts it: rounded to two decimals (about a kilometre), never the exact spot. */
  area: { latitude: number; longitude: number };
  status: ItemStatus;
}

export interface ItemPhoto {
  id: string;
  card: ItemImage;
  full: ItemImage;
}

export interface ItemOwner {
  id: string;
  name: string | null;
  avatarUrl: string | null;
  memberSince: string;
  isVerified: boolean;
}

/** The item page: the card plus everything about renting it. */
export interface ItemDetail extends Omit<ItemCard, 'ownerName'> {
  brand: string | null;
  depositCents: number;
  handoff: Handoff;
  photos: ItemPhoto[];
  owner: ItemOwner;
  createdAt: string;
  /** Only the owner and admins get these. */
  rejectionReason: string | null;
  canEdit: boolean;
}

/** The owner's own view of a listing in My Listings: the detail with the review state. */
export type OwnListing = ItemDetail;

/** A card as cardJsonSql prints it. */
export function parseCard(json: string): ItemCard {
  return JSON.parse(json) as ItemCard;
}

/** Distances are shown to a tenth of a mile; more would pretend a precision ZIP centroids lack. */
export function roundMiles(value: number | string | null): number | null {
  if (value === null) return null;
  const miles = typeof value === 'string' ? Number(value) : value;
  return Number.isFinite(miles) ? Math.round(miles * 10) / 10 : null;
}

/** Cursor for keyset pagination: the row's creation time (as the database prints it) and id. */
export function encodeCursor(row: { cursorTime: string; id: string }): string {
  return Buffer.from(`${row.cursorTime}|${row.id}`, 'utf8').toString('base64url');
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function decodeCursor(cursor: string | undefined): { time: string; id: string } | null {
  if (!cursor) return null;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const split = text.lastIndexOf('|');
  const time = text.slice(0, split);
  const id = text.slice(split + 1);
  if (split < 1 || !UUID.test(id) || !TIMESTAMP.test(time)) return null;
  return { time, id };
}
