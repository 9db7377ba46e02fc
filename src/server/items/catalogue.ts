import { and, count, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { CATEGORY_SLUGS, type CategorySlug } from '../../shared/constants';
import type { Db } from '../db/client';
import { preparedStatement } from '../db/prepared';
import { items, categoryCounts as keptCounts, profiles, user } from '../db/schema';
import { type JsonText, jsonArray, jsonTextOf } from '../http/public';
import { ownerMayListSql, ownerMayListUnder } from '../identity/public';
import type { ObjectStorage } from '../platform/public';
import { getSettings } from '../settings/public';
import {
  cardJsonSql,
  cursorTimeSql,
  nearestFirstSql,
  PLACEHOLDER_POINT,
  type PlaceholderPoint,
  type Point,
  withinMilesSql,
} from './columns';
import { decodeCursor, encodeCursor, type ItemCard, parseCard } from './present';

/**
 * The public catalogue: only published items, for everyone (guests included). Pending and
 * rejected listings never appear here; their owners see them in My Listings.
 */
const published = eq(items.status, 'published');

/** Live in the marketplace: published, and its owner may list (not suspended; identity checked when required). */
export async function live(db: Db): Promise<SQL> {
  return and(published, await ownerMayListSql(db, items.ownerId)) as SQL;
}

/** The same condition for a given requireIdVerification setting (for statements prepared per setting). */
export function liveUnder(requireIdVerification: boolean): SQL {
  return and(published, ownerMayListUnder(requireIdVerification, items.ownerId)) as SQL;
}

/**
 * Newest first, spelled as the published-items indexes are declared (DESC NULLS LAST), so the
 * index answers the order and the query stops after one page instead of sorting every listing.
 */
const NEWEST_FIRST = [sql`${items.createdAt} desc nulls last`, sql`${items.id} desc nulls last`];

/** Cards as JSON text (cardJsonSql), with what a page's cursor is made of. */
function cardQuery(db: Db, point: Point | PlaceholderPoint | null, mediaBase: Placeholder | string) {
  return db
    .select({ card: cardJsonSql(point, mediaBase), id: items.id, cursorTime: cursorTimeSql })
    .from(items)
    .innerJoin(user, eq(user.id, items.ownerId))
    .leftJoin(profiles, eq(profiles.id, items.ownerId));
}

/**
 * Home's 'Featured Items Near You': available published items, nearest first when the visitor's
 * position is known, otherwise the newest.
 */
const featuredQuery = preparedStatement('featured', (db: Db, name, variant) => {
  const [rule, near] = variant.split('_');
  const point = near === 'near' ? PLACEHOLDER_POINT : null;
  const query = cardQuery(db, point, sql.placeholder('mediaBase')).where(
    and(liveUnder(rule === 'id'), eq(items.isAvailable, true)),
  );
  return (point ? query.orderBy(nearestFirstSql(point)) : query.orderBy(...NEWEST_FIRST))
    .limit(sql.placeholder('limit'))
    .prepare(name);
});

export async function featuredItems(
  db: Db,
  storage: ObjectStorage,
  input: { point: Point | null; limit: number },
): Promise<JsonText<ItemCard[]>> {
  // Prepared per setting and whether a point is given: built once, planned once per connection.
  const { requireIdVerification } = await getSettings(db);
  const rows = await featuredQuery(
    db,
    `${requireIdVerification ? 'id' : 'open'}_${input.point ? 'near' : 'far'}`,
  ).execute({
    mediaBase: storage.publicBase,
    limit: input.limit,
    lat: input.point?.latitude ?? null,
    lng: input.point?.longitude ?? null,
  });
  return jsonArray<ItemCard>(rows.map((row) => row.card));
}

/** A member's live listings for their public profile, newest first. */
export async function ownerItems(
  db: Db,
  storage: ObjectStorage,
  input: { ownerId: string; point: Point | null; limit: number },
): Promise<ItemCard[]> {
  const rows = await cardQuery(db, input.point, storage.publicBase)
    .where(and(await live(db), eq(items.ownerId, input.ownerId)))
    .orderBy(...NEWEST_FIRST)
    .limit(input.limit);
  return rows.map((row) => parseCard(row.card));
}

/** Live text filter (Generators): title, description and tags contain the text, any case. */
function textFilter(text: string): SQL {
  const pattern = `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return sql`(${items.title} ilike ${pattern} or ${items.description} ilike ${pattern} or shareshed_tags_text(${items.tags}) ilike ${pattern})`;
}

export interface ItemPage {
  items: ItemCard[];
  /** All matching items, not only this page ('12 items'). */
  total: number;
  nextCursor: string | null;
}

/** One category's published items, newest first, a page at a time (keyset cursor). */
export async function categoryItems(
  db: Db,
  storage: ObjectStorage,
  input: {
    category: CategorySlug;
    q?: string | undefined;
    brand?: string | undefined;
    within?: number | undefined;
    cursor?: string | undefined;
    limit: number;
    point: Point | null;
  },
): Promise<JsonText<ItemPage>> {
  const text = input.q?.trim();
  const conditions: SQL[] = [await live(db), eq(items.category, input.category)];
  if (text) conditions.push(textFilter(text));
  if (input.brand) conditions.push(eq(items.brand, input.brand));
  // Without a known position a distance filter cannot apply; the list is simply not narrowed.
  if (input.within && input.point) conditions.push(withinMilesSql(input.point, input.within));
  const filter = and(...conditions);
  const after = decodeCursor(input.cursor);
  const pageWhere = after
    ? and(filter, sql`(${items.createdAt}, ${items.id}) < (${after.time}::timestamptz, ${after.id}::uuid)`)
    : filter;
  const [rows, [totals]] = await Promise.all([
    cardQuery(db, input.point, storage.publicBase)
      .where(pageWhere)
      .orderBy(...NEWEST_FIRST)
      .limit(input.limit + 1),
    db.select({ total: count() }).from(items).where(filter),
  ]);
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return jsonTextOf<ItemPage>(
    { items: jsonArray<ItemCard>(page.map((row) => row.card)) },
    { total: totals?.total ?? 0, nextCursor: rows.length > input.limit && last ? encodeCursor(last) : null },
  );
}

export interface CategoryCount {
  slug: CategorySlug;
  count: number;
}

/**
 * Published items per category, every category present (zero included), in the spec's order.
 * Read from the counts the database keeps (category_counts, migration 0013: eight rows instead of
 * every listing), the column following the requireIdVerification setting as `live` does.
 */
export async function categoryCounts(db: Db): Promise<CategoryCount[]> {
  const { requireIdVerification } = await getSettings(db);
  const rows = await db
    .select({
      category: keptCounts.category,
      count: requireIdVerification ? keptCounts.listedVerified : keptCounts.listed,
    })
    .from(keptCounts);
  const byCategory = new Map(rows.map((row) => [row.category, row.count]));
  return CATEGORY_SLUGS.map((slug) => ({ slug, count: byCategory.get(slug) ?? 0 }));
}
