import { Column, is, type Query, SQL, Subquery } from 'drizzle-orm';
import type {
  PgDatabase,
  PgPreparedQuery,
  PgQueryResultHKT,
  PreparedQueryConfig,
  SelectedFieldsOrdered,
} from 'drizzle-orm/pg-core';

/**
 * Database handles whose DATABASE_URL goes through a transaction-mode pooler (DATABASE_DIRECT_URL
 * is set): a named statement prepared on one server connection would not exist on the next one
 * the pooler lends (PgBouncer before 1.21), so their statements stay unnamed.
 */
const unnamed = new WeakSet<object>();

/** Variants kept (named, prepared) per statement and handle; the common shapes come first. */
export const MAX_VARIANTS = 200;

/** `key`'s value in `map`, made (and kept) on first use. */
function keptFor<K extends object, V>(map: WeakMap<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

export function keepStatementsUnnamed(db: object): void {
  unnamed.add(db);
}

/**
 * A statement built once per database handle (and variant) and prepared: drizzle builds its SQL
 * text once instead of on every request, and on Postgres each pooled connection parses and plans
 * it once (a named statement) instead of on every execution. Use it for the hot reads, with
 * `sql.placeholder` for the values that change per request. Behind a pooler (see above) the
 * statement is still built once, but parsed and planned per execution (an empty name is unnamed).
 */
export function preparedStatement<D extends object, T, I = undefined>(
  name: string,
  /** `input`: what the variant stands for, when its name alone does not say (given with it). */
  build: (db: D, name: string, variant: string, input: I) => T,
) {
  const built = new WeakMap<D, Map<string, T>>();
  return (db: D, variant = '', input?: I): T => {
    const variants = keptFor(built, db, () => new Map<string, T>());
    let statement = variants.get(variant);
    if (!statement) {
      // Past the limit a variant is built for this call only and left unnamed: the request picks
      // the variant (a search's filters and words), so keeping every one would let requests grow
      // this map, and each pooled Postgres connection's prepared statements, without bound.
      if (variants.size >= MAX_VARIANTS) return build(db, '', variant, input as I);
      const fullName = variant ? `${name}_${variant}` : name;
      statement = build(db, unnamed.has(db) ? '' : fullName, variant, input as I);
      variants.set(variant, statement);
    }
    return statement;
  };
}

/** A select whose SQL text is built once, with placeholders for what changes per request. */
export interface BuiltSelect<Row> {
  query: Query;
  fields: SelectedFieldsOrdered;
  name: string;
  /** The driver's rows (arrays, in the selection's order) as the selection's objects. */
  readRows: (rows: unknown[][]) => Row[];
  /** Only carries the row type. */
  row?: Row;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** drizzle keeps an SQL expression's decoder (`.mapWith`) out of its public types. */
type Decoded = { decoder: Decoder };

/** What drizzle's mapResultRow decodes a selected field with (it looks this up per row and field). */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as Decoded).decoder;
  if (is(field, Subquery)) return (field as unknown as { _: { sql: Decoded } })._.sql.decoder;
  // SQL.Aliased: an expression given a name with .as().
  return (field as { sql: Decoded }).sql.decoder;
}

/**
 * Reads a flat selection's rows as drizzle's mapResultRow does (each value through its field's
 * decoder, null kept), with the decoders found once: a search page of 25 rows spent about 90 µs
 * per request in drizzle's lookups (`is` walks each field's classes, for every row).
 */
function rowReader<Row>(selection: Record<string, unknown>): (rows: unknown[][]) => Row[] {
  const keys = Object.keys(selection);
  const decoders = Object.values(selection).map(decoderOf);
  return (rows) =>
    rows.map((row) => {
      const read: Record<string, unknown> = {};
      for (let index = 0; index < keys.length; index++) {
        const value = row[index];
        read[keys[index]!] = value === null ? null : decoders[index]!.mapFromDriverValue(value);
      }
      return read as Row;
    });
}

/**
 * Builds a select's SQL once (a flat selection: columns and SQL expressions), for runBuilt. A
 * drizzle prepared query runs only on the handle it was built on; this one runs on any, a
 * transaction's included.
 */
export function buildSelectOnce<Row>(
  select: { toSQL(): Query; _: { result: Row[] } },
  /** What `select` was given to select: its rows are read back through it. */
  selection: Record<string, unknown>,
  name: string,
): BuiltSelect<Row> {
  const fields = Object.entries(selection).map(([key, field]) => ({
    path: [key],
    field,
  })) as SelectedFieldsOrdered;
  return { query: select.toSQL(), fields, name, readRows: rowReader<Row>(selection) };
}

type Session = PgDatabase<PgQueryResultHKT, Record<string, unknown>>['_']['session'];
type Prepared = PgPreparedQuery<PreparedQueryConfig>;

/**
 * Each session's prepared queries, per built select: drizzle makes a new one (two query configs
 * with their type parsers) on every prepareQuery. A transaction's session is its own, and goes
 * with it.
 */
const preparedBySession = new WeakMap<Session, WeakMap<BuiltSelect<unknown>, Prepared>>();

function preparedOn(session: Session, built: BuiltSelect<unknown>): Prepared {
  const prepared = keptFor(preparedBySession, session, () => new WeakMap<BuiltSelect<unknown>, Prepared>());
  // Its rows come back as arrays, read by the built select's own reader.
  return keptFor(prepared, built, () =>
    session.prepareQuery(built.query, built.fields, built.name, true, built.readRows),
  );
}

/** Runs a built select on `db` (a transaction included) with this request's placeholder values. */
export function runBuilt<Row>(
  db: PgDatabase<PgQueryResultHKT, Record<string, unknown>>,
  built: BuiltSelect<Row>,
  values: Record<string, unknown>,
): Promise<Row[]> {
  return preparedOn(db._.session, built as BuiltSelect<unknown>).execute(values) as Promise<Row[]>;
}
