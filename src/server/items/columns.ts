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

/** The item's cover: its first photo's card variant, as JSON ({ key, width, height }), or null. */
export const coverSql = sql<CoverPhoto | null>`(select json_build_object('key', ${itemPhotos.cardKey}, 'width', ${itemPhotos.cardWidth}, 'height', ${itemPhotos.cardHeight}) from ${itemPhotos} where ${itemPhotos.itemId} = ${items.id} order by ${itemPhotos.position} limit 1)`;

/** The owner's public name: their profile's display name, else their account's name. */
const ownerNameSql = sql<
  string | null
>`coalesce(nullif(${profiles.displayName}, ''), nullif(${user.name}, ''))`;

/** Keyset cursor part: the creation time as the database prints it keeps its microseconds. */
export const cursorTimeSql = sql<string>`${items.createdAt}::text`;

/** Rounded halves up at `scale` (1/scale steps), as JavaScript's Math.round: Postgres's round() takes halves to even. */
const jsRound = (value: SQL, scale: number) =>
  sql`(floor((${value}) * ${sql.raw(String(scale))} + 0.5) / ${sql.raw(String(scale))})`;

/**
 * An item card (ItemCard, spec section 3) as JSON text, worded by Postgres (decision 044): a list
 * answer splices the cards in as they come, instead of parsing some twenty columns per row and
 * printing them again. row_to_json prints compact JSON with the fields in ItemCard's order. The
 * query joins `user` and `profiles` on the owner (the name); `mediaBase` is the storage's public
 * URL prefix (ObjectStorage.publicBase). The subqueries' aliases are names no joined table has as
 * a column ("image" is the account's avatar column, and a column wins over a row of that name).
 */
export function cardJsonSql(
  point: Point | PlaceholderPoint | null,
  mediaBase: Placeholder | string,
): SQL<string> {
  return sql<string>`(select row_to_json("card_fields")::text from (select ${items.id} as "id", ${items.title} as "title",
    ${items.description} as "description", ${items.dailyRateCents} as "priceCents", 'day' as "priceUnit",
    (select row_to_json("card_image") from (select ${mediaBase}::text || ${itemPhotos.cardKey} as "url", ${itemPhotos.cardWidth} as "width", ${itemPhotos.cardHeight} as "height"
      from ${itemPhotos} where ${itemPhotos.itemId} = ${items.id} order by ${itemPhotos.position} limit 1) "card_image") as "image",
    ${items.ownerId} as "ownerId", ${ownerNameSql} as "ownerName", ${items.isAvailable} as "isAvailable",
    ${ownerVerifiedSql(items.ownerId)} as "isVerified", ${items.tags} as "tags", ${items.category} as "category",
    ${items.locationLabel} as "locationLabel", ${jsRound(distanceSql(point), 10)} as "distanceMiles",
    (select row_to_json("card_area") from (select ${jsRound(sql`${items.latitude}`, 100)} as "latitude", ${jsRound(sql`${items.longitude}`, 100)} as "longitude") "card_area") as "area",
    ${items.status} as "status") "card_fields")`;
}
