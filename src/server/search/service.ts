import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { addDays } from '../../shared/calendar-day';
import { BRANDS_BY_FILTER_CATEGORY, type CategorySlug, OTHER_BRAND } from '../../shared/constants';
import type { SearchQuery, SearchSort } from '../../shared/schemas/search';
import { SEARCH_LIMITS } from '../../shared/schemas/search';
import { FILTER_CATEGORY_RULES } from '../../shared/search-categories';
import type { Db } from '../db/client';
import { items, profiles, rentals, user, wishlistItems } from '../db/schema';
import { holdsDatesSql } from '../holds/public';
import {
  cardColumns,
  distanceSql,
  type ItemCard,
  live,
  nearestFirstSql,
  type Point,
  parseCover,
  roundMiles,
  toCard,
  withinMilesSql,
} from '../items/public';
import type { ObjectStorage } from '../platform/public';
import { blendedScoreSql } from './blend';
import { decodeSearchCursor, encodeSearchCursor, type SearchCursor } from './cursor';
import { anyWordSql, relevanceSql, type SearchText, searchText, textMatchSql } from './text';

export interface SearchPage {
  items: ItemCard[];
  /** Matching items (first page only; null on later pages), counted up to the cap. */
  total: number | null;
  /** True when there are more than `total` ('1,000+ items'). */
  totalCapped: boolean;
  nextCursor: string | null;
  /** The order actually used: distance needs a position, relevance needs text. */
  sort: SearchSort;
  /** Whether a position was known (the browser's, else the profile's). */
  located: boolean;
}

/** Each order's key, direction and how to continue after a cursor (keyset, id breaks ties). */
interface Order {
  key: SQL;
  direction: 'asc' | 'desc';
  cast: SQL;
}

function orderFor(sort: SearchSort, text: SearchText | null, point: Point | null): Order {
  // Best match near the visitor: the rank blended with the distance (blend.ts).
  if (sort === 'relevance' && text && point)
    return {
      key: blendedScoreSql(relevanceSql(text), distanceSql(point)),
      direction: 'desc',
      cast: sql`double precision`,
    };
  if (sort === 'relevance' && text)
    return { key: relevanceSql(text), direction: 'desc', cast: sql`double precision` };
  // The cube distance (a chord through the earth) orders as the great-circle distance does and is
  // what the GiST index on ll_to_earth answers nearest-first.
  if (sort === 'distance' && point)
    return { key: nearestFirstSql(point), direction: 'asc', cast: sql`double precision` };
  if (sort === 'price') return { key: sql`${items.dailyRateCents}`, direction: 'asc', cast: sql`integer` };
  return { key: sql`${items.createdAt}`, direction: 'desc', cast: sql`timestamptz` };
}

function appliedSort(sort: SearchSort, text: SearchText | null, point: Point | null): SearchSort {
  // Without text every item is equally relevant, so the blend leaves only the distance.
  if (sort === 'relevance') return text ? 'relevance' : point ? 'distance' : 'newest';
  if (sort === 'distance') return point ? 'distance' : text ? 'relevance' : 'newest';
  return sort;
}

/** Not held on those days: no paid, overdue or still-held booking overlaps [from, to). */
function freeBetweenSql(from: string, to: string, now: Date): SQL {
  return sql`not exists (select 1 from ${rentals} where ${rentals.itemId} = ${items.id}
    and ${holdsDatesSql(now)}
    and daterange(${rentals.startDate}, ${rentals.endDate}, '[)') && daterange(${from}::date, ${to}::date, '[)'))`;
}

const nextDay = (date: string) => addDays(date, 1);

/** The filters of a search as SQL conditions (besides "live", which every public list has). */
function filterConditions(query: SearchQuery, text: SearchText | null, point: Point | null): SQL[] {
  const conditions: SQL[] = [];
  if (text) conditions.push(textMatchSql(text));
  if (query.in) conditions.push(eq(items.category, query.in));
  if (query.category) {
    const rule = FILTER_CATEGORY_RULES[query.category];
    conditions.push(inArray(items.category, rule.categories as CategorySlug[]));
    if (rule.words.length > 0) conditions.push(anyWordSql(rule.words));
    if (query.brand === OTHER_BRAND) {
      // 'Other': a brand the category's list does not name.
      const listed = BRANDS_BY_FILTER_CATEGORY[query.category] ?? [];
      conditions.push(
        listed.length > 0
          ? sql`(${items.brand} is not null and ${items.brand} not in (${sql.join(
              listed.map((brand) => sql`${brand}`),
              sql`, `,
            )}))`
          : sql`${items.brand} is not null`,
      );
    } else if (query.brand) {
      conditions.push(eq(items.brand, query.brand));
    }
  }
  // Without a known position a distance cannot be measured; the answer says so (located: false).
  if (query.within && point) conditions.push(withinMilesSql(point, query.within));
  if (query.minPrice !== undefined) conditions.push(sql`${items.dailyRateCents} >= ${query.minPrice}`);
  if (query.maxPrice !== undefined) conditions.push(sql`${items.dailyRateCents} <= ${query.maxPrice}`);
  if (query.from) {
    // A paused item cannot be booked on any day.
    conditions.push(eq(items.isAvailable, true));
    conditions.push(freeBetweenSql(query.from, query.to ?? nextDay(query.from), new Date()));
  }
  return conditions;
}

const EMPTY = (sort: SearchSort, located: boolean): SearchPage => ({
  items: [],
  total: 0,
  totalCapped: false,
  nextCursor: null,
  sort,
  located,
});

/**
 * Nearest first, exactly, with ties (items at one place) broken by id. The GiST index answers
 * "nearest first" by distance alone (KNN) but cannot add the id, and sorting every listing by
 * (distance, id) reads them all. So: the index finds the page's last distance B (the limit + 1
 * nearest), and the page is then every row within B (a box the index also answers, then the exact
 * distance), sorted by (distance, id). When fewer rows remain, they are the page.
 */
async function nearestBound(db: Db, where: SQL, key: SQL, point: Point, limit: number): Promise<SQL | null> {
  const nearest = await db
    .select({ id: items.id, key: sql<string>`(${key})::text` })
    .from(items)
    .where(where)
    .orderBy(key)
    .limit(limit + 1);
  if (nearest.length === 0) return null;
  if (nearest.length <= limit)
    return inArray(
      items.id,
      nearest.map((row) => row.id),
    );
  const last = nearest.at(-1)!.key;
  const here = sql`ll_to_earth(${point.latitude}::double precision, ${point.longitude}::double precision)`;
  // earth_box takes a great-circle radius; B is a chord (the cube distance), hence sec_to_gc.
  return sql`(earth_box(${here}, sec_to_gc(${last}::double precision) * 1.000001 + 1) @> ll_to_earth(${items.latitude}, ${items.longitude}) and ${key} <= ${last}::double precision)`;
}

/**
 * The statements of one search page: the page of cards (ids and sort keys by index first, then the
 * cards of just those rows) and, on the first page, the capped count. Separate from running them
 * so the benchmark can EXPLAIN exactly what the API runs.
 */
export async function searchStatements(
  db: Db,
  query: SearchQuery,
  point: Point | null,
  /** The live-catalogue condition, when already built (outside the transaction, from kept settings). */
  liveCondition?: SQL,
) {
  const text = await searchText(db, query.q);
  const sort = appliedSort(query.sort, text, point);
  const cursor: SearchCursor | null = query.cursor ? decodeSearchCursor(query.cursor) : null;
  // Text made only of characters nobody searches for (punctuation, symbols) matches nothing, and
  // a cursor of another order continues nothing.
  if ((query.q && !text) || (cursor && cursor.sort !== sort)) return { sort, cursor, empty: true as const };

  const filter = and(liveCondition ?? (await live(db)), ...filterConditions(query, text, point)) as SQL;
  const order = orderFor(sort, text, point);
  const conditions = [filter];
  if (cursor) {
    conditions.push(sql`coalesce(${items.publishedAt}, ${items.createdAt}) <= ${cursor.asOf}::timestamptz`);
    const after = sql`(${cursor.key}::${order.cast}, ${cursor.id}::uuid)`;
    conditions.push(
      order.direction === 'asc'
        ? sql`(${order.key}, ${items.id}) > ${after}`
        : sql`(${order.key}, ${items.id}) < ${after}`,
    );
  }
  if (sort === 'distance' && point) {
    const bound = await nearestBound(db, and(...conditions) as SQL, order.key, point, query.limit);
    if (!bound) return { sort, cursor, empty: true as const };
    conditions.push(bound);
  }
  const dir = order.direction === 'asc' ? sql`asc` : sql`desc`;
  const hits = db
    .select({ id: items.id, key: sql`${order.key}`.as('sort_key') })
    .from(items)
    .where(and(...conditions))
    .orderBy(sql`${order.key} ${dir}`, sql`${items.id} ${dir}`)
    .limit(query.limit + 1)
    .as('hits');
  // The first page's total rides along as an uncorrelated subquery (computed once, not per row):
  // one round trip instead of two.
  const count = cursor
    ? null
    : sql`select count(*)::int as total from (select 1 from ${items} where ${filter} limit ${SEARCH_LIMITS.countCap + 1}) capped`;
  const page = db
    .select({
      ...cardColumns(point),
      keyText: sql<string>`${hits.key}::text`,
      asOf: sql<string>`now()::text`,
      total: count ? sql<number>`(${count})` : sql<null>`null::int`,
    })
    .from(hits)
    .innerJoin(items, eq(items.id, hits.id))
    .innerJoin(user, eq(user.id, items.ownerId))
    .leftJoin(profiles, eq(profiles.id, items.ownerId))
    // Qualified: a bare "sort_key" would name the text column above and sort as text.
    .orderBy(sql`"hits"."sort_key" ${dir}`, sql`"hits"."id" ${dir}`);
  return { sort, cursor, empty: false as const, page, count };
}

/**
 * Planner settings for the search statements, for the rest of the transaction. Parallel workers
 * pay off for one query on an idle server, not for many people searching at once, and they lead
 * the planner to read every listing rather than the indexes' matches. With text, the full-text and
 * trigram indexes find every candidate; the planner, which cannot know how dear the per-row text
 * functions are, would otherwise still prefer reading all listings when a word is common.
 */
export async function searchSettings(tx: Db, withText: boolean): Promise<void> {
  await tx.execute(
    sql`select set_config('max_parallel_workers_per_gather', '0', true), set_config('enable_seqscan', ${withText ? 'off' : 'on'}, true)`,
  );
}

/**
 * One page of search results over the live catalogue (published items of owners who may list):
 * full-text with typo tolerance, filters, and four orders, each a keyset over (key, id).
 */
export async function searchItems(
  deps: { db: Db; storage: ObjectStorage },
  query: SearchQuery,
  point: Point | null,
): Promise<SearchPage> {
  const { storage } = deps;
  // Built from the settings kept in memory (inside the transaction they would be read again).
  const liveCondition = await live(deps.db);
  const result = await deps.db.transaction(async (tx) => {
    await searchSettings(tx, Boolean(query.q));
    const statements = await searchStatements(tx, query, point, liveCondition);
    if (statements.empty) return { statements, rows: [], counted: null };
    const rows = await statements.page;
    const counted = statements.count ? Number(rows[0]?.total ?? 0) : null;
    return { statements, rows, counted };
  });
  const { statements, rows, counted } = result;
  const { sort, cursor } = statements;
  if (statements.empty) return EMPTY(sort, point !== null);

  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const asOf = cursor?.asOf ?? rows[0]?.asOf ?? '';
  return {
    items: page.map((row) => toCard(storage, row)),
    total: counted === null ? null : Math.min(counted, SEARCH_LIMITS.countCap),
    totalCapped: counted !== null && counted > SEARCH_LIMITS.countCap,
    nextCursor:
      rows.length > query.limit && last
        ? encodeSearchCursor({ sort, key: last.keyText, id: last.id, asOf })
        : null,
    sort,
    located: point !== null,
  };
}

/** A popular item near the visitor, as the dropdown and the banner show it (spec section 3). */
export interface PopularItem {
  id: string;
  name: string;
  category: CategorySlug;
  distanceMiles: number;
  pricePerDayCents: number;
  image: ItemCard['image'];
}

/**
 * How popular an item is: bookings that went ahead (paid, returned or overdue) count twice, saves
 * to a wishlist once. Both are counted per item through their item indexes.
 */
const popularitySql = sql<number>`(2 * (select count(*) from ${rentals} where ${rentals.itemId} = ${items.id} and ${rentals.status} in ('active', 'returned', 'overdue'))
  + (select count(*) from ${wishlistItems} where ${wishlistItems.itemId} = ${items.id}))`;

/**
 * The most booked and saved available items within `miles` of the point (optionally matching the
 * typed text), most popular first, then nearest. No position, no list: "near you" needs a place.
 */
export async function popularStatement(
  db: Db,
  input: { point: Point | null; miles: number; limit: number; q?: string | undefined },
) {
  if (!input.point) return null;
  const text = await searchText(db, input.q);
  if (input.q && !text) return null;
  const conditions = [
    await live(db),
    eq(items.isAvailable, true),
    withinMilesSql(input.point, input.miles),
    ...(text ? [textMatchSql(text)] : []),
  ];
  // Wrapped: a query builder is a thenable, which an async function's return would run.
  const query = db
    .select({
      id: items.id,
      title: items.title,
      category: items.category,
      priceCents: items.dailyRateCents,
      distanceMiles: distanceSql(input.point),
      cover: cardColumns(input.point).cover,
      popularity: popularitySql,
    })
    .from(items)
    // The join makes drizzle name every column with its table; alone, it would print a bare "id"
    // that the count subqueries would read as their own table's id.
    .innerJoin(user, eq(user.id, items.ownerId))
    .where(and(...conditions))
    .orderBy(sql`${popularitySql} desc`, nearestFirstSql(input.point), items.id)
    .limit(input.limit);
  return { query };
}

export async function popularNear(
  deps: { db: Db; storage: ObjectStorage },
  input: { point: Point | null; miles: number; limit: number; q?: string | undefined },
): Promise<PopularItem[]> {
  const statement = await popularStatement(deps.db, input);
  if (!statement) return [];
  const rows = await statement.query;
  return rows.map((row) => {
    const cover = parseCover(row.cover);
    return {
      id: row.id,
      name: row.title,
      category: row.category as CategorySlug,
      distanceMiles: roundMiles(row.distanceMiles) ?? 0,
      pricePerDayCents: row.priceCents,
      image: cover
        ? { url: deps.storage.publicUrl(cover.key), width: cover.width, height: cover.height }
        : null,
    };
  });
}
