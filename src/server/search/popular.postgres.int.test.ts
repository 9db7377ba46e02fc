import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Database, openPostgres } from '../db/client';
import type { ObjectStorage } from '../platform/public';
import { openTestDatabase } from '../test/test-database';
import { keptPlanSession, popularNear } from './service';

// Postgres only: drizzle's PGlite driver ignores statement names (every statement is unnamed there).
let database: Awaited<ReturnType<typeof openTestDatabase>>;
/** One connection for each kind, so the statements prepared on it can be listed there. */
let one: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  one = await openPostgres(database.url!, 1);
}, 120_000);
afterAll(async () => {
  await one.close();
  await database.close();
});

const storage = { publicBase: '/uploads/' } as ObjectStorage;

/** Two shapes (one word; no words), each asked at two places, distances and words. */
const ASKS = [
  { point: { latitude: 30.27, longitude: -97.74 }, miles: 25, q: 'drill' },
  { point: { latitude: 40.71, longitude: -74.01 }, miles: 10, q: 'ladder' },
  { point: { latitude: 30.27, longitude: -97.74 }, miles: 25, q: undefined },
  { point: { latitude: 47.61, longitude: -122.33 }, miles: 50, q: undefined },
];

interface Prepared {
  name: string;
  generic_plans: number;
  custom_plans: number;
}

/** The popular items' statements prepared on `db`'s connection, with how each was planned. */
async function popularStatementsOn(db: Database['db']): Promise<Prepared[]> {
  const { rows } = (await db.execute(
    sql`select name, generic_plans, custom_plans from pg_prepared_statements where name like 'search_popular%'`,
  )) as unknown as { rows: Prepared[] };
  return rows;
}

it("the dropdown's popular items are one prepared statement per shape: the place, distance and words are values", async () => {
  for (const ask of ASKS) {
    expect(await popularNear({ db: one.db, storage }, { ...ask, limit: 4 })).toEqual([]);
  }
  expect(await popularStatementsOn(one.db)).toHaveLength(2);
});

it('are planned once, for any values, on the connections that keep plans', async () => {
  const keptPlans = keptPlanSession(one)!;
  for (const ask of [...ASKS, ...ASKS]) {
    expect(await popularNear({ db: one.db, storage, keptPlans }, { ...ask, limit: 4 })).toEqual([]);
  }
  const prepared = await popularStatementsOn(keptPlans);
  expect(prepared).toHaveLength(2);
  for (const statement of prepared) {
    expect(Number(statement.custom_plans), statement.name).toBe(0);
    expect(Number(statement.generic_plans), statement.name).toBe(4);
  }
});
