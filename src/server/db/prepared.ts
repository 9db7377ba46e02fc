/**
 * Database handles whose DATABASE_URL goes through a transaction-mode pooler (DATABASE_DIRECT_URL
 * is set): a named statement prepared on one server connection would not exist on the next one
 * the pooler lends (PgBouncer before 1.21), so their statements stay unnamed.
 */
const unnamed = new WeakSet<object>();

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
export function preparedStatement<D extends object, T>(
  name: string,
  build: (db: D, name: string, variant: string) => T,
) {
  const built = new WeakMap<D, Map<string, T>>();
  return (db: D, variant = ''): T => {
    let variants = built.get(db);
    if (!variants) {
      variants = new Map();
      built.set(db, variants);
    }
    let statement = variants.get(variant);
    if (!statement) {
      const fullName = variant ? `${name}_${variant}` : name;
      statement = build(db, unnamed.has(db) ? '' : fullName, variant);
      variants.set(variant, statement);
    }
    return statement;
  };
}
