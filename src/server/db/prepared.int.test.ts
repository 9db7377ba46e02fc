import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import type { Database } from './client';
import { buildSelectOnce, preparedStatement, runBuilt } from './prepared';

/** A table of this test's own (the database is thrown away after the file). */
const probes = pgTable('prepared_probes', { id: integer('id').primaryKey(), label: text('label').notNull() });

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`create table prepared_probes (id integer primary key, label text not null)`);
  await database.db.execute(sql`insert into prepared_probes values (1, 'one'), (2, 'two')`);
}, 120_000);
afterAll(() => database.close());

const byLabel = preparedStatement('probe_by_label', (db: Database['db'], name) => {
  const selection = { id: probes.id, shout: sql<string>`upper(${probes.label})` };
  const select = db
    .select(selection)
    .from(probes)
    .where(eq(probes.label, sql.placeholder('label')))
    .orderBy(probes.id);
  return buildSelectOnce(select, selection, name);
});

describe('a select built once (runBuilt)', () => {
  it('fills its placeholders and reads rows back through its selection', async () => {
    const built = byLabel(database.db);
    expect(await runBuilt(database.db, built, { label: 'two' })).toEqual([{ id: 2, shout: 'TWO' }]);
    expect(await runBuilt(database.db, built, { label: 'three' })).toEqual([]);
    // Built once per handle: the same statement every time.
    expect(byLabel(database.db)).toBe(built);
  });

  it('runs on the transaction it is given: it sees that transaction’s own writes', async () => {
    const built = byLabel(database.db);
    const rows = await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into prepared_probes values (3, 'three')`);
      return runBuilt(tx, built, { label: 'three' });
    });
    expect(rows).toEqual([{ id: 3, shout: 'THREE' }]);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('is a named prepared statement on Postgres', async () => {
    const built = byLabel(database.db);
    const names = await database.db.transaction(async (tx) => {
      await runBuilt(tx, built, { label: 'one' });
      return tx.execute(sql`select name from pg_prepared_statements`);
    });
    expect((names as unknown as { rows: { name: string }[] }).rows.map((row) => row.name)).toContain(
      'probe_by_label',
    );
  });
});
