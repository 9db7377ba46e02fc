import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openProbeDatabase, probesByLabel } from '../test/prepared-probe';
import type { Database } from './client';
import { runBuilt } from './prepared';

// Postgres only: drizzle's PGlite driver ignores statement names (every statement is unnamed there).
let database: Database;

beforeAll(async () => {
  database = await openProbeDatabase();
}, 120_000);
afterAll(() => database.close());

it('a select built once is a named prepared statement on Postgres', async () => {
  const built = probesByLabel(database.db);
  const names = await database.db.transaction(async (tx) => {
    await runBuilt(tx, built, { label: 'one' });
    return tx.execute(sql`select name from pg_prepared_statements`);
  });
  expect((names as unknown as { rows: { name: string }[] }).rows.map((row) => row.name)).toContain(
    'probe_by_label',
  );
});
