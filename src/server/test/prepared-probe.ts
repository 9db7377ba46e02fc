import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { buildSelectOnce, preparedStatement } from '../db/prepared';
import { openTestDatabase } from './test-database';

/** A table of the prepared-statement tests' own (the database is thrown away after the file). */
export const probes = pgTable('prepared_probes', {
  id: integer('id').primaryKey(),
  label: text('label').notNull(),
});

/** A test database holding two probes, 'one' and 'two'. */
export async function openProbeDatabase(): Promise<Database> {
  const database = await openTestDatabase();
  await database.db.execute(sql`create table prepared_probes (id integer primary key, label text not null)`);
  await database.db.execute(sql`insert into prepared_probes values (1, 'one'), (2, 'two')`);
  return database;
}

/** The probes with a label, their label upper-cased: a select built once (runBuilt). */
export const probesByLabel = preparedStatement('probe_by_label', (db: Database['db'], name) => {
  const selection = { id: probes.id, shout: sql<string>`upper(${probes.label})` };
  const select = db
    .select(selection)
    .from(probes)
    .where(eq(probes.label, sql.placeholder('label')))
    .orderBy(probes.id);
  return buildSelectOnce(select, selection, name);
});
