import { and, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { addDays } from '../../shared/calendar-day';
import {
  BRANDS_BY_FILTER_CATEGORY,
  type CategorySlug,
  FILTER_CATEGORIES,
  type FilterCategory,
  OTHER_BRAND,
  SEARCH_LIMITS,
  type SearchSort,
} from '../../shared/constants';
import type { SearchQuery } from '../../shared/schemas/search';
import { FILTER_CATEGORY_RULES } from '../../shared/search-categories';
import type { Database, Db } from '../db/client';
import { buildSelectOnce, preparedStatement, runBuilt } from '../db/prepared';
import { items, profiles, rentals, user, wishlistItems } from '../db/schema';
import { holdsDatesSql } from '../holds/public';
import { type JsonText, jsonArray, jsonTextOf, type PublicReads } from '../http/public';
import {
  cardImageSql,
  cardJsonSql,
  distanceSql,
  type ItemCard,
  type ItemImage,
  liveUnder,
  nearestFirstSql,
  PLACEHOLDER_POINT,
  type PlaceholderPoint,
  type Point,
  roundMiles,
  withinMilesSql,
} from '../items/public';
import type { ObjectStorage } from '../platform/public';
import { getSettings } from '../settings/public';
import { blendedScoreSql } from './blend';
import { decodeSearchCursor, encodeSearchCursor, type SearchCursor } from './cursor';
import {
  anyWordSql,
  keptWordLookups,
  lookUpWordsSelect,
  type QueryWord,
  queryWords,
  queryWordValues,
  relevanceSql,
  rowMatchSql,
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
  /**
   * Best match asked for, but more listings match than the count shows: the newest are listed
   * instead of ranked (decision 039), so the page can say so and suggest narrowing.
   */
  newestFirst: boolean;
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
  /** Continues a text search that matched more than the count's cap: newest first (mayHaveManyMatches). */
  many: boolean;
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
    shape.many ? 'm' : '',
  ].join('');
  const category = shape.category ? FILTER_CATEGORIES.indexOf(shape.category) : '';
  return `${shape.sort.slice(0, 2)}${correctedKey(shape.corrected)}_${flags}${category}`;
}

const $ = (name: string) => sql.placeholder(name);

/** Per word, whether it has corrections ('c') or is a prefix alone ('p'): part of a statement's name. */
const correctedKey = (corrected: boolean[]) => corrected.map((fixed) => (fixed ? 'c' : 'p')).join('');

/** The values of wordsTsQuery's placeholders. */
function wordsValues(words: QueryWord[]): Record<string, unknown> {
  return Object.fromEntries(
    words.flatMap((word, index) => [
      [`w${index}`, word.prefix],
      [`c${index}`, word.corrections],
    ]),
  );
}

/**
 * The text's full-text query in a prepared statement: word i is `w{i}`, its corrections `c{i}`
 * (where `corrected` says it has them; wordsValues gives their values). Null without words.
 */
function wordsTsQuery(corrected: boolean[]): SQL | null {
  if (corrected.length === 0) return null;
  return tsQuerySql(
    corrected.map((fixed, index) => ({
      prefix: $(`w${index}`),
      corrections: fixed ? $(`c${index}`) : null,
    })),
  );
}

/**
 * The filters of a search as SQL conditions, live included. `newestFirst`: the text's match is
 * checked on each row the newest-first index gives, not looked up in the full-text index.
 */
function filterConditions(shape: SearchShape, tsQuery: SQL | null, newestFirst = false): SQL[] {
  const conditions: SQL[] = [liveUnder(shape.requireIdVerification)];
  if (tsQuery) conditions.push(newestFirst ? rowMatchSql(tsQuery) : textMatchSql(tsQuery));
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

/**
 * A text search by relevance that matches more listings than the count's cap (it shows '1,000+')
 * lists them newest first (decision 039): ranking every match costs Postgres a read and a rank of
 * each (drill at 100,000 listings: 10,000 of them, 17 to 40 ms), while the newest-first index
 * finds the page after reading about listings / matches rows per row shown (drill: 8; at most 100
 * when over 1,000 of 100,000 listings match).
 * Near the visitor the blended score stays (a broad word then still ranks what is near first).
 */
function mayHaveManyMatches(shape: SearchShape): boolean {
  return shape.sort === 'relevance' && shape.corrected.length > 0 && !shape.near;
}

/** Newest first, spelled as the published-items index is declared (DESC NULLS LAST). */
const NEWEST_ORDER: Order = { key: sql`${items.createdAt}`, direction: 'desc', cast: sql`timestamptz` };

/** The matching rows' conditions and order, with the cursor's continuation when there is one. */
function shapeConditions(shape: SearchShape, newestFirst = shape.many) {
  const tsQuery = wordsTsQuery(shape.corrected);
  const point = shape.near ? PLACEHOLDER_POINT : null;
  const filter = and(...filterConditions(shape, tsQuery, newestFirst)) as SQL;
  const order = newestFirst ? NEWEST_ORDER : orderFor(shape.sort, tsQuery, point);
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

/** `desc` as the indexes are declared (every sort key is non-null, so it changes no order). */
const direction = (order: Order) => (order.direction === 'asc' ? sql`asc` : sql`desc nulls last`);

/**
 * The page's ids and sort keys, by index first: `sort_key` orders the page, `key_text` continues
 * it (the cursor), `many` says which order it is (see mayHaveManyMatches). `gate`: a condition on
 * the count alone, which Postgres checks once before reading any row.
 */
function hitsSelect(db: Db, shape: SearchShape, newestFirst: boolean, gate: SQL | null) {
  const { order, conditions, point } = shapeConditions(shape, newestFirst);
  if (shape.bounded) {
    // earth_box takes a great-circle radius; B is a chord (the cube distance), hence sec_to_gc.
    conditions.push(
      sql`(earth_box(ll_to_earth(${point!.latitude}::double precision, ${point!.longitude}::double precision), sec_to_gc(${$('bound')}::double precision) * 1.000001 + 1) @> ll_to_earth(${items.latitude}, ${items.longitude}) and ${order.key} <= ${$('bound')}::double precision)`,
    );
  }
  if (gate) conditions.push(gate);
  const dir = direction(order);
  return db
    .select({
      id: items.id,
      // One type in both orders of a first page (their union): the time as seconds, exact to the
      // microsecond in a double.
      key: (newestFirst && gate
        ? sql`extract(epoch from ${order.key})::double precision`
        : sql`${order.key}`
      ).as('sort_key'),
      keyText: sql<string>`(${order.key})::text`.as('key_text'),
      many: sql<boolean>`${newestFirst ? sql`true` : sql`false`}`.as('many'),
    })
    .from(items)
    .where(and(...conditions))
    .orderBy(sql`${order.key} ${dir}`, sql`${items.id} ${dir}`)
    .limit($('limit'));
}

/**
 * The page of cards (ids and sort keys by index first, then the cards of just those rows) and, on
 * the first page, the capped count riding along (computed once, not per row): one round trip
 * instead of two. A first page that may have many matches holds both orders, each behind a gate
 * on the count, so only one of them reads rows.
 */
const pageStatement = preparedStatement('search_page', (db: Db, name, _variant, shape: SearchShape) => {
  const { filter, order, point } = shapeConditions(shape);
  const gated = !shape.cursor && mayHaveManyMatches(shape);
  const cap = SEARCH_LIMITS.countCap;
  // The matches up to the cap, read once: counted and (when gated) ranked from the same rows.
  const matched = db.$with('matched').as(
    db
      .select({
        id: sql`${items.id}`.as('id'),
        ...(gated ? { rank: sql`${order.key}`.as('rank') } : {}),
      })
      .from(items)
      .where(filter)
      .limit(cap + 1),
  );
  const total = sql`(select count(*)::int from "matched")`;
  const dir = direction(order);
  const ranked = sql`select "id", "rank" as "sort_key", "rank"::text as "key_text", false as "many" from "matched"
    where ${total} <= ${cap} order by "rank" ${dir}, "id" ${dir} limit ${$('limit')}`;
  const hits = gated
    ? sql`((${ranked}) union all (${hitsSelect(db, shape, true, sql`${total} > ${cap}`)})) "hits"`
    : sql`(${hitsSelect(db, shape, shape.many, null)}) "hits"`;
  const selection = {
    id: items.id,
    card: cardJsonSql(point, $('mediaBase')),
    keyText: sql<string>`"hits"."key_text"`,
    many: sql<boolean>`"hits"."many"`,
    asOf: sql<string>`now()::text`,
    total: shape.cursor ? sql<number | null>`null::int` : sql<number | null>`${total}`,
  };
  const select = (shape.cursor ? db : db.with(matched))
    .select(selection)
    .from(hits)
    .innerJoin(items, sql`${items.id} = "hits"."id"`)
    .innerJoin(user, eq(user.id, items.ownerId))
    .leftJoin(profiles, eq(profiles.id, items.ownerId))
    .orderBy(sql`"hits"."sort_key" ${dir}`, sql`"hits"."id" ${dir}`);
  return buildSelectOnce(select, selection, name);
});

/**
 * The search's planner settings. Parallel workers pay off for one query on an idle server, not for
 * many people searching at once, and they lead the planner to read every listing rather than the
 * indexes' matches. With text, the full-text and trigram indexes find every candidate; the
 * planner, which cannot know how dear the per-row text functions are, would otherwise still prefer
 * reading all listings when a word is common. Also with text, the prepared page is planned for its
 * words each time: the plan for any words that Postgres turns to after five executions cannot know
 * how many listings a word matches (drill at 100,000 listings: 210 to 260 ms of execution against
 * 120 to 170 ms planned for 'drill', for 1.2 ms of planning). Without text the shared plan is
 * kept: it saves 1 to 8 ms of planning a search at a point.
 */
function plannerSettings(withText: boolean): Record<string, string> {
  return {
    max_parallel_workers_per_gather: '0',
    enable_seqscan: withText ? 'off' : 'on',
    plan_cache_mode: withText ? 'force_custom_plan' : 'auto',
  };
}

/** The settings as columns of a select: set for the rest of the transaction when it runs. */
function settingColumns(withText: boolean): Record<string, SQL> {
  return Object.fromEntries(
    Object.entries(plannerSettings(withText)).map(([name, value]) => [
      name,
      sql`set_config(${name}, ${value}, true)`,
    ]),
  );
}

/**
 * The words' lookup (text.ts), prepared per number of words (word i is `t{i}`), with the planner
 * settings riding along where a transaction carries them (`settings`).
 */
const lookupStatement = preparedStatement(
  'search_words',
  (db: Db, name, _variant, input: { count: number; settings: boolean }) => {
    const placeholders = Array.from({ length: input.count }, (_, index) => $(`t${index}`));
    const { select, selection } = lookUpWordsSelect(
      db,
      placeholders,
      input.settings ? settingColumns(true) : {},
    );
    return buildSelectOnce(select, selection, name);
  },
);

/**
 * Looks the words up on `on` (a transaction's or the text search's handle; built once for `db`),
 * with the planner settings for the rest of the transaction or not.
 */
async function lookUpWords(db: Db, on: Db, words: string[], settings: boolean): Promise<WordLookup[]> {
  const values = Object.fromEntries(words.map((word, index) => [`t${index}`, word]));
  const statement = lookupStatement(db, `${words.length}${settings ? 's' : ''}`, {
    count: words.length,
    settings,
  });
  return wordLookups(await runBuilt(on, statement, values));
}

/**
 * The settings for the rest of a transaction, sent with the words' lookup (one round trip): where
 * no connection starts with them (see textSearchSession).
 */
async function settingsAndLookups(db: Db, tx: Db, words: string[] | null): Promise<WordLookup[]> {
  if (words) return lookUpWords(db, tx, words, true);
  await tx.execute(sql`select ${sql.join(Object.values(settingColumns(false)), sql`, `)}`);
  return [];
}

/**
 * Connections that start with the text search's settings (Postgres without a pooler): a text
 * search then needs no transaction, so its BEGIN, settings and COMMIT cost no round trips (a miss
 * is the words' lookup and the page). Null where every search carries its settings in a transaction.
 */
export function textSearchSession(database: Database): Db | null {
  return database.sessionWith(TEXT_SEARCH_SETTINGS);
}

/** The settings a text search's connection starts with (benches replay its statements so). */
export const TEXT_SEARCH_SETTINGS = plannerSettings(true);

/** The settings of connections whose prepared statements keep one plan from their first run. */
export const KEPT_PLAN_SETTINGS = { plan_cache_mode: 'force_generic_plan' };

/**
 * Connections that plan each prepared statement once, for any values (decision 043): the popular
 * items'. Left to itself (`auto`), Postgres planned it for each run's values, which cost more than
 * running it. Null on PGlite and behind a transaction-mode pooler, where it runs on the main
 * handle and Postgres chooses.
 */
export function keptPlanSession(database: Database): Db | null {
  return database.sessionWith(KEPT_PLAN_SETTINGS);
}

/** The values of a search's placeholders. */
function shapeValues(
  query: SearchQuery,
  words: string[] | null,
  lookups: WordLookup[],
  point: Point | null,
  cursor: SearchCursor | null,
  mediaBase: string,
): Record<string, unknown> {
  return {
    mediaBase,
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
    ...wordsValues(queryWordValues(words ?? [], lookups)),
  };
}

const EMPTY = (sort: SearchSort, located: boolean): JsonText<SearchPage> =>
  jsonTextOf<SearchPage>(
    {},
    { items: [], total: 0, totalCapped: false, newestFirst: false, nextCursor: null, sort, located },
  );

/**
 * One page of search results over the live catalogue (published items of owners who may list):
 * full-text with typo tolerance, filters, and four orders, each a keyset over (key, id). The
 * words' lookup, (nearest first) the page's last distance, and the page with its count, each a
 * statement prepared per shape; in one transaction that carries the planner settings, except for
 * text on connections that start with them (textSearchSession).
 */
export async function searchItems(
  /** textDb: textSearchSession's handle, where there is one; reads: where word lookups are kept. */
  deps: { db: Db; storage: ObjectStorage; textDb?: Db | null; reads?: PublicReads },
  query: SearchQuery,
  point: Point | null,
): Promise<JsonText<SearchPage>> {
  const words = queryWords(query.q);
  const sort = appliedSort(query.sort, words !== null, point);
  const cursor: SearchCursor | null = query.cursor ? decodeSearchCursor(query.cursor) : null;
  // Text made only of characters nobody searches for (punctuation, symbols) matches nothing, and
  // a cursor of another order (or of many matches where there is no such order) continues nothing.
  if ((query.q && !words) || (cursor && (cursor.sort !== sort || (cursor.many && (!words || point)))))
    return EMPTY(sort, point !== null);
  // Kept in memory: read outside the transaction (inside it would be read again).
  const { requireIdVerification } = await getSettings(deps.db);
  // The page (after the nearest distance, nearest first) on `on`, once the words are looked up.
  const pageRows = async (on: Db, lookups: WordLookup[]) => {
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
      many: cursor?.many ?? false,
    };
    const values = shapeValues(query, words, lookups, point, cursor, deps.storage.publicBase);
    if (shape.bounded) {
      const unbounded = { ...shape, bounded: false };
      const nearest = await runBuilt(on, nearestStatement(deps.db, shapeKey(unbounded), unbounded), values);
      // Nothing near matches: no page to read.
      if (nearest.length === 0) return null;
      values.bound = nearest.at(-1)!.key;
    }
    return runBuilt(on, pageStatement(deps.db, shapeKey(shape), shape), values);
  };
  const textDb = words ? deps.textDb : null;
  // A text search on its own connections keeps each word's lookup (keptWordLookups): another
  // page, filter or place for the same words sends the page alone.
  const rows =
    words && textDb
      ? await pageRows(
          textDb,
          await keptWordLookups(words, deps.reads, (missing) => lookUpWords(deps.db, textDb, missing, false)),
        )
      : await deps.db.transaction(async (tx) => pageRows(tx, await settingsAndLookups(deps.db, tx, words)));
  if (!rows) return EMPTY(sort, point !== null);

  const counted = cursor ? null : Number(rows[0]?.total ?? 0);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const asOf = cursor?.asOf ?? rows[0]?.asOf ?? '';
  return jsonTextOf<SearchPage>(
    { items: jsonArray<ItemCard>(page.map((row) => row.card)) },
    {
      total: counted === null ? null : Math.min(counted, SEARCH_LIMITS.countCap),
      totalCapped: counted !== null && counted > SEARCH_LIMITS.countCap,
      nextCursor:
        rows.length > query.limit && last
          ? encodeSearchCursor({ sort, key: last.keyText, id: last.id, asOf, many: last.many })
          : null,
      sort,
      newestFirst: cursor ? cursor.many === true : rows[0]?.many === true,
      located: point !== null,
    },
  );
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

/** What decides the popular items' statement text: the owners who may list, and the words. */
interface PopularShape {
  requireIdVerification: boolean;
  /** Per word of the text, whether its corrections stand in with its prefix (none: no text). */
  corrected: boolean[];
}

/**
 * The most booked and saved available items within `miles` of the point (optionally matching the
 * typed text), most popular first, then nearest: prepared per shape, the place, distance, limit
 * and words being its values, and planned once where it can be (keptPlanSession, decision 043).
 * The dropdown asks it as the visitor types, and planning it took longer than running it (at
 * 100,000 listings, 0.6 ms against 0.1 to 0.45).
 */
const popularStatement = preparedStatement(
  'search_popular',
  (db: Db, name, _variant, shape: PopularShape) => {
    const tsQuery = wordsTsQuery(shape.corrected);
    const selection = {
      id: items.id,
      title: items.title,
      category: items.category,
      priceCents: items.dailyRateCents,
      distanceMiles: distanceSql(PLACEHOLDER_POINT),
      image: sql<string | null>`${cardImageSql($('mediaBase'))}::text`,
    };
    const select = db
      .select(selection)
      .from(items)
      // The join makes drizzle name every column with its table; alone, it would print a bare "id"
      // that the count subqueries would read as their own table's id.
      .innerJoin(user, eq(user.id, items.ownerId))
      .where(
        and(
          liveUnder(shape.requireIdVerification),
          eq(items.isAvailable, true),
          withinMilesSql(PLACEHOLDER_POINT, $('miles')),
          ...(tsQuery ? [textMatchSql(tsQuery)] : []),
        ),
      )
      .orderBy(sql`${popularitySql} desc`, nearestFirstSql(PLACEHOLDER_POINT), items.id)
      .limit($('limit'));
    return buildSelectOnce(select, selection, name);
  },
);

/** No position, no list: "near you" needs a place. */
export async function popularNear(
  /** keptPlans: keptPlanSession's handle, where there is one; reads: where word lookups are kept. */
  deps: { db: Db; storage: ObjectStorage; keptPlans?: Db | null; reads?: PublicReads },
  input: { point: Point | null; miles: number; limit: number; q?: string | undefined },
): Promise<PopularItem[]> {
  const words = queryWords(input.q);
  if (!input.point || (input.q && !words)) return [];
  const lookups = words
    ? await keptWordLookups(words, deps.reads, (missing) => lookUpWords(deps.db, deps.db, missing, false))
    : [];
  const wordValues = queryWordValues(words ?? [], lookups);
  const { requireIdVerification } = await getSettings(deps.db);
  const shape: PopularShape = {
    requireIdVerification,
    corrected: wordValues.map((word) => word.corrections !== null),
  };
  const values = {
    mediaBase: deps.storage.publicBase,
    lat: input.point.latitude,
    lng: input.point.longitude,
    miles: input.miles,
    limit: input.limit,
    ...wordsValues(wordValues),
  };
  const variant = `${requireIdVerification ? 'v' : ''}${correctedKey(shape.corrected)}`;
  const rows = await runBuilt(deps.keptPlans ?? deps.db, popularStatement(deps.db, variant, shape), values);
  return rows.map((row) => ({
    id: row.id,
    name: row.title,
    category: row.category as CategorySlug,
    distanceMiles: roundMiles(row.distanceMiles) ?? 0,
    pricePerDayCents: row.priceCents,
    image: row.image === null ? null : (JSON.parse(row.image) as ItemImage),
  }));
}
