import { and, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { addDays } from '../../shared/calendar-day';
import {
  BRANDS_BY_FILTER_CATEGORY,
  type CategorySlug,
  FILTER_CATEGORIES,
  type FilterCategory,
  OTHER_BRAND,
} from '../../shared/constants';
import type { SearchQuery, SearchSort } from '../../shared/schemas/search';
import { SEARCH_LIMITS } from '../../shared/schemas/search';
import { FILTER_CATEGORY_RULES } from '../../shared/search-categories';
import type { Db } from '../db/client';
import { buildSelectOnce, preparedStatement, runBuilt } from '../db/prepared';
import { items, profiles, rentals, user, wishlistItems } from '../db/schema';
import { holdsDatesSql } from '../holds/public';
import {
  cardColumns,
  distanceSql,
  type ItemCard,
  live,
  liveUnder,
  nearestFirstSql,
  PLACEHOLDER_POINT,
  type PlaceholderPoint,
  type Point,
  parseCover,
  roundMiles,
  toCard,
  withinMilesSql,
} from '../items/public';
import type { ObjectStorage } from '../platform/public';
import { getSettings } from '../settings/public';
import { blendedScoreSql } from './blend';
import { decodeSearchCursor, encodeSearchCursor, type SearchCursor } from './cursor';
import {
  anyWordSql,
  lookUpWordsSql,
  queryWords,
  queryWordValues,
  relevanceSql,
  searchText,
  textMatchSql,
  tsQuerySql,
  type WordLookup,
  wordLookups,
} from './text';

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

function orderFor(sort: SearchSort, tsQuery: SQL | null, point: PlaceholderPoint | null): Order {
  // Best match near the visitor: the rank blended with the distance (blend.ts).
  if (sort === 'relevance' && tsQuery && point)
    return {
      key: blendedScoreSql(relevanceSql(tsQuery), distanceSql(point)),
      direction: 'desc',
      cast: sql`double precision`,
    };
  if (sort === 'relevance' && tsQuery)
    return { key: relevanceSql(tsQuery), direction: 'desc', cast: sql`double precision` };
  // The cube distance (a chord through the earth) orders as the great-circle distance does and is
  // what the GiST index on ll_to_earth answers nearest-first.
  if (sort === 'distance' && point)
    return { key: nearestFirstSql(point), direction: 'asc', cast: sql`double precision` };
  if (sort === 'price') return { key: sql`${items.dailyRateCents}`, direction: 'asc', cast: sql`integer` };
  return { key: sql`${items.createdAt}`, direction: 'desc', cast: sql`timestamptz` };
}

function appliedSort(sort: SearchSort, hasText: boolean, point: Point | null): SearchSort {
  // Without text every item is equally relevant, so the blend leaves only the distance.
  if (sort === 'relevance') return hasText ? 'relevance' : point ? 'distance' : 'newest';
  if (sort === 'distance') return point ? 'distance' : hasText ? 'relevance' : 'newest';
  return sort;
}

/** Not held on those days: no paid, overdue or still-held booking overlaps [from, to). */
function freeBetweenSql(from: Placeholder, to: Placeholder, now: Placeholder): SQL {
  return sql`not exists (select 1 from ${rentals} where ${rentals.itemId} = ${items.id}
    and ${holdsDatesSql(now)}
    and daterange(${rentals.startDate}, ${rentals.endDate}, '[)') && daterange(${from}::date, ${to}::date, '[)'))`;
}

const nextDay = (date: string) => addDays(date, 1);

/**
 * What decides the SQL text of a search's statements; everything else is a value of a prepared
 * statement (the placeholders below). One prepared statement per shape in use, built once.
 */
interface SearchShape {
  requireIdVerification: boolean;
  sort: SearchSort;
  near: boolean;
  /** Per word of the text, whether its corrections stand in with its prefix ('hamer': 'hammer'). */
  corrected: boolean[];
  in: boolean;
  category: FilterCategory | null;
  brand: 'named' | 'other' | null;
  within: boolean;
  minPrice: boolean;
  maxPrice: boolean;
  dates: boolean;
  cursor: boolean;
  /** Nearest first: the page is every row within the distance of the page's last (nearestStatement). */
  bounded: boolean;
}

/** A short name for a shape (a statement name has at most 63 characters). */
function shapeKey(shape: SearchShape): string {
  const flags = [
    shape.requireIdVerification ? 'v' : '',
    shape.near ? 'n' : '',
    shape.in ? 'i' : '',
    shape.brand === 'named' ? 'b' : shape.brand === 'other' ? 'o' : '',
    shape.within ? 'w' : '',
    shape.minPrice ? 'l' : '',
    shape.maxPrice ? 'h' : '',
    shape.dates ? 'd' : '',
    shape.cursor ? 'k' : '',
    shape.bounded ? 'x' : '',
  ].join('');
  const category = shape.category ? FILTER_CATEGORIES.indexOf(shape.category) : '';
  return `${shape.sort.slice(0, 2)}${shape.corrected.map((fixed) => (fixed ? 'c' : 'p')).join('')}_${flags}${category}`;
}

const $ = (name: string) => sql.placeholder(name);

/** The text's full-text query in a prepared statement: word i is `w{i}`, its corrections `c{i}`. */
function shapeTsQuery(shape: SearchShape): SQL | null {
  if (shape.corrected.length === 0) return null;
  return tsQuerySql(
    shape.corrected.map((fixed, index) => ({
      prefix: $(`w${index}`),
      corrections: fixed ? $(`c${index}`) : null,
    })),
  );
}

/** The filters of a search as SQL conditions, live included. */
function filterConditions(shape: SearchShape, tsQuery: SQL | null): SQL[] {
  const conditions: SQL[] = [liveUnder(shape.requireIdVerification)];
  if (tsQuery) conditions.push(textMatchSql(tsQuery));
  if (shape.in) conditions.push(eq(items.category, $('in')));
  if (shape.category) {
    const rule = FILTER_CATEGORY_RULES[shape.category];
    conditions.push(inArray(items.category, rule.categories as CategorySlug[]));
    if (rule.words.length > 0) conditions.push(anyWordSql(rule.words));
    if (shape.brand === 'other') {
      // 'Other': a brand the category's list does not name.
      const listed = BRANDS_BY_FILTER_CATEGORY[shape.category] ?? [];
      conditions.push(
        listed.length > 0
          ? sql`(${items.brand} is not null and ${items.brand} not in (${sql.join(
              listed.map((brand) => sql`${brand}`),
              sql`, `,
            )}))`
          : sql`${items.brand} is not null`,
      );
    } else if (shape.brand === 'named') {
      conditions.push(eq(items.brand, $('brand')));
    }
  }
  // Without a known position a distance cannot be measured; the answer says so (located: false).
  if (shape.within) conditions.push(withinMilesSql(PLACEHOLDER_POINT, $('within')));
  if (shape.minPrice) conditions.push(sql`${items.dailyRateCents} >= ${$('minPrice')}`);
  if (shape.maxPrice) conditions.push(sql`${items.dailyRateCents} <= ${$('maxPrice')}`);
  if (shape.dates) {
    // A paused item cannot be booked on any day.
    conditions.push(eq(items.isAvailable, true));
    conditions.push(freeBetweenSql($('from'), $('to'), $('now')));
  }
  return conditions;
}

/** The matching rows' conditions and order, with the cursor's continuation when there is one. */
function shapeConditions(shape: SearchShape) {
  const tsQuery = shapeTsQuery(shape);
  const point = shape.near ? PLACEHOLDER_POINT : null;
  const filter = and(...filterConditions(shape, tsQuery)) as SQL;
  const order = orderFor(shape.sort, tsQuery, point);
  const conditions = [filter];
  if (shape.cursor) {
    conditions.push(sql`coalesce(${items.publishedAt}, ${items.createdAt}) <= ${$('asOf')}::timestamptz`);
    const after = sql`(${$('afterKey')}::${order.cast}, ${$('afterId')}::uuid)`;
    conditions.push(
      order.direction === 'asc'
        ? sql`(${order.key}, ${items.id}) > ${after}`
        : sql`(${order.key}, ${items.id}) < ${after}`,
    );
  }
  return { filter, order, conditions, point };
}

/**
 * Nearest first, exactly, with ties (items at one place) broken by id. The GiST index answers
 * "nearest first" by distance alone (KNN) but cannot add the id, and sorting every listing by
 * (distance, id) reads them all. So: the index finds the page's last distance B (the limit + 1
 * nearest: this statement), and the page is then every row within B (a box the index also
 * answers, then the exact distance), sorted by (distance, id). When fewer rows match, B is the
 * last of them: the page is all of them.
 */
const nearestStatement = preparedStatement('search_near', (db: Db, name, _variant, shape: SearchShape) => {
  const { order, conditions } = shapeConditions(shape);
  const selection = { key: sql<string>`(${order.key})::text` };
  const select = db
    .select(selection)
    .from(items)
    .where(and(...conditions))
    .orderBy(order.key)
    .limit($('limit'));
  return buildSelectOnce(select, selection, name);
});

/**
 * The page of cards (ids and sort keys by index first, then the cards of just those rows) and, on
 * the first page, the capped count riding along as an uncorrelated subquery (computed once, not
 * per row): one round trip instead of two.
 */
const pageStatement = preparedStatement('search_page', (db: Db, name, _variant, shape: SearchShape) => {
  const { filter, order, conditions, point } = shapeConditions(shape);
  if (shape.bounded) {
    // earth_box takes a great-circle radius; B is a chord (the cube distance), hence sec_to_gc.
    conditions.push(
      sql`(earth_box(ll_to_earth(${point!.latitude}::double precision, ${point!.longitude}::double precision), sec_to_gc(${$('bound')}::double precision) * 1.000001 + 1) @> ll_to_earth(${items.latitude}, ${items.longitude}) and ${order.key} <= ${$('bound')}::double precision)`,
    );
  }
  const dir = order.direction === 'asc' ? sql`asc` : sql`desc`;
  const hits = db
    .select({ id: items.id, key: sql`${order.key}`.as('sort_key') })
    .from(items)
    .where(and(...conditions))
    .orderBy(sql`${order.key} ${dir}`, sql`${items.id} ${dir}`)
    .limit($('limit'))
    .as('hits');
  const count = shape.cursor
    ? null
    : sql`select count(*)::int as total from (select 1 from ${items} where ${filter} limit ${SEARCH_LIMITS.countCap + 1}) capped`;
  const selection = {
    ...cardColumns(point),
    keyText: sql<string>`${hits.key}::text`,
    asOf: sql<string>`now()::text`,
    total: count ? sql<number | null>`(${count})` : sql<number | null>`null::int`,
  };
  const select = db
    .select(selection)
    .from(hits)
    .innerJoin(items, eq(items.id, hits.id))
    .innerJoin(user, eq(user.id, items.ownerId))
    .leftJoin(profiles, eq(profiles.id, items.ownerId))
    // Qualified: a bare "sort_key" would name the text column above and sort as text.
    .orderBy(sql`"hits"."sort_key" ${dir}`, sql`"hits"."id" ${dir}`);
  return buildSelectOnce(select, selection, name);
});

/**
 * The search's planner settings, for the rest of the transaction, sent with the words' lookup (one
 * round trip). Parallel workers pay off for one query on an idle server, not for many people
 * searching at once, and they lead the planner to read every listing rather than the indexes'
 * matches. With text, the full-text and trigram indexes find every candidate; the planner, which
 * cannot know how dear the per-row text functions are, would otherwise still prefer reading all
 * listings when a word is common. Also with text, the prepared page is planned for its words each
 * time: the plan for any words that Postgres turns to after five executions cannot know how many
 * listings a word matches (drill at 100,000 listings: 210 to 260 ms of execution against 120 to
 * 170 ms planned for 'drill', for 1.2 ms of planning). Without text the shared plan is kept: it
 * saves 1 to 8 ms of planning a search at a point.
 */
async function settingsAndLookups(tx: Db, words: string[] | null): Promise<WordLookup[]> {
  const withText = words !== null;
  const settings = sql`set_config('max_parallel_workers_per_gather', '0', true) as parallel,
    set_config('enable_seqscan', ${withText ? 'off' : 'on'}, true) as seqscan,
    set_config('plan_cache_mode', ${withText ? 'force_custom_plan' : 'auto'}, true) as plans`;
  if (!words) {
    await tx.execute(sql`select ${settings}`);
    return [];
  }
  return wordLookups(await tx.execute(lookUpWordsSql(words, settings)));
}

/** The values of a search's placeholders. */
function shapeValues(
  query: SearchQuery,
  words: string[] | null,
  lookups: WordLookup[],
  point: Point | null,
  cursor: SearchCursor | null,
): Record<string, unknown> {
  const values: Record<string, unknown> = {
    lat: point?.latitude ?? null,
    lng: point?.longitude ?? null,
    limit: query.limit + 1,
    in: query.in ?? null,
    brand: query.brand ?? null,
    within: query.within ?? null,
    minPrice: query.minPrice ?? null,
    maxPrice: query.maxPrice ?? null,
    from: query.from ?? null,
    to: query.from ? (query.to ?? nextDay(query.from)) : null,
    now: new Date().toISOString(),
    asOf: cursor?.asOf ?? null,
    afterKey: cursor?.key ?? null,
    afterId: cursor?.id ?? null,
  };
  queryWordValues(words ?? [], lookups).forEach((word, index) => {
    values[`w${index}`] = word.prefix;
    values[`c${index}`] = word.corrections;
  });
  return values;
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
 * One page of search results over the live catalogue (published items of owners who may list):
 * full-text with typo tolerance, filters, and four orders, each a keyset over (key, id). One
 * transaction: the planner settings with the words' lookup, (nearest first) the page's last
 * distance, and the page with its count; each a statement prepared per shape.
 */
export async function searchItems(
  deps: { db: Db; storage: ObjectStorage },
  query: SearchQuery,
  point: Point | null,
): Promise<SearchPage> {
  const { storage } = deps;
  const words = queryWords(query.q);
  const sort = appliedSort(query.sort, words !== null, point);
  const cursor: SearchCursor | null = query.cursor ? decodeSearchCursor(query.cursor) : null;
  // Text made only of characters nobody searches for (punctuation, symbols) matches nothing, and
  // a cursor of another order continues nothing.
  if ((query.q && !words) || (cursor && cursor.sort !== sort)) return EMPTY(sort, point !== null);
  // Kept in memory: read outside the transaction (inside it would be read again).
  const { requireIdVerification } = await getSettings(deps.db);
  const rows = await deps.db.transaction(async (tx) => {
    const lookups = await settingsAndLookups(tx, words);
    const shape: SearchShape = {
      requireIdVerification,
      sort,
      near: point !== null,
      corrected: queryWordValues(words ?? [], lookups).map((word) => word.corrections !== null),
      in: Boolean(query.in),
      category: query.category ?? null,
      brand: query.category && query.brand ? (query.brand === OTHER_BRAND ? 'other' : 'named') : null,
      within: Boolean(query.within && point),
      minPrice: query.minPrice !== undefined,
      maxPrice: query.maxPrice !== undefined,
      dates: Boolean(query.from),
      cursor: cursor !== null,
      bounded: sort === 'distance' && point !== null,
    };
    const values = shapeValues(query, words, lookups, point, cursor);
    if (shape.bounded) {
      const unbounded = { ...shape, bounded: false };
      const nearest = await runBuilt(tx, nearestStatement(deps.db, shapeKey(unbounded), unbounded), values);
      // Nothing near matches: no page to read.
      if (nearest.length === 0) return null;
      values.bound = nearest.at(-1)!.key;
    }
    return runBuilt(tx, pageStatement(deps.db, shapeKey(shape), shape), values);
  });
  if (!rows) return EMPTY(sort, point !== null);

  const counted = cursor ? null : Number(rows[0]?.total ?? 0);
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
    ...(text ? [textMatchSql(text.tsQuery)] : []),
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
