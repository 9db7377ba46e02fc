import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { itemPhotos, items, profiles, user } from '../db/schema';
import { ownerVerifiedSql } from '../identity/public';

/** A point to measure from, in degrees. */
export interface Point {
  latitude: number;
  longitude: number;
}

/** A point whose coordinates a prepared statement receives per execution. */
export interface PlaceholderPoint {
  latitude: Placeholder;
  longitude: Placeholder;
}

const METRES_PER_MILE = 1609.344;

/** Great-circle distance from the item to the point in miles (earthdistance), or null without a point. */
export function distanceSql(point: Point | PlaceholderPoint | null): SQL<number | null> {
  if (!point) return sql<null>`null::double precision`;
  return sql<number>`earth_distance(ll_to_earth(${items.latitude}, ${items.longitude}), ll_to_earth(${point.latitude}::double precision, ${point.longitude}::double precision)) / ${METRES_PER_MILE}`;
}

/**
 * Nearest-first ordering that the GiST index on ll_to_earth answers directly (KNN): the cube
 * distance is the chord through the earth, which orders exactly like the great-circle distance.
 */
export function nearestFirstSql(point: Point | PlaceholderPoint): SQL {
  return sql`ll_to_earth(${items.latitude}, ${items.longitude}) <-> ll_to_earth(${point.latitude}::double precision, ${point.longitude}::double precision)`;
}

/** The point of a prepared statement: its coordinates are the placeholders `lat` and `lng`. */
export const PLACEHOLDER_POINT: PlaceholderPoint = {
  latitude: sql.placeholder('lat'),
  longitude: sql.placeholder('lng'),
};

/**
 * Items within `miles` of the point: the cube box test uses the GiST index, the exact distance
 * then trims the box's corners. `miles` may be a placeholder in a prepared statement.
 */
export function withinMilesSql(point: Point | PlaceholderPoint, miles: number | Placeholder): SQL {
  const metres =
    typeof miles === 'number'
      ? miles * METRES_PER_MILE
      : sql`(${miles}::double precision * ${METRES_PER_MILE})`;
  const here = sql`ll_to_earth(${point.latitude}::double precision, ${point.longitude}::double precision)`;
  return sql`(earth_box(${here}, ${metres}::double precision) @> ll_to_earth(${items.latitude}, ${items.longitude}) and earth_distance(${here}, ll_to_earth(${items.latitude}, ${items.longitude})) <= ${metres}::double precision)`;
}

export interface CoverPhoto {
  key: string;
  width: number;
  height: number;
}

/**
 * What an item card needs, in one row per item: the owner's public name and verified flag come
 * from the account and profile tables through a join (one query for a page of cards, rather than
 * a profile service call per card), and the cover is the first photo's card variant.
 */
export function cardColumns(point: Point | PlaceholderPoint | null) {
  return {
    id: items.id,
    title: items.title,
    description: items.description,
    priceCents: items.dailyRateCents,
    ownerId: items.ownerId,
    isAvailable: items.isAvailable,
    tags: items.tags,
    category: items.category,
    locationLabel: items.locationLabel,
    status: items.status,
    ownerName: sql<string | null>`coalesce(nullif(${profiles.displayName}, ''), nullif(${user.name}, ''))`,
    // The verified badge: an admin approved the owner's identity check.
    ownerVerified: ownerVerifiedSql(items.ownerId),
    cover: sql<CoverPhoto | null>`(select json_build_object('key', ${itemPhotos.cardKey}, 'width', ${itemPhotos.cardWidth}, 'height', ${itemPhotos.cardHeight}) from ${itemPhotos} where ${itemPhotos.itemId} = ${items.id} order by ${itemPhotos.position} limit 1)`,
    distanceMiles: distanceSql(point),
    latitude: items.latitude,
    longitude: items.longitude,
    /** Keyset cursor parts: the timestamp as the database prints it keeps its microseconds. */
    cursorTime: sql<string>`${items.createdAt}::text`,
  };
}

export type CardRow = {
  id: string;
  title: string;
  description: string;
  priceCents: number;
  ownerId: string;
  isAvailable: boolean;
  tags: string[];
  category: string;
  locationLabel: string;
  status: 'pending' | 'published' | 'rejected';
  ownerName: string | null;
  ownerVerified: boolean;
  cover: CoverPhoto | string | null;
  distanceMiles: number | string | null;
  latitude: number;
  longitude: number;
  cursorTime: string;
};
