import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openProbeDatabase, probes, probesByLabel } from '../test/prepared-probe';
import type { Database } from './client';
import { buildSelectOnce, runBuilt } from './prepared';

let database: Database;

beforeAll(async () => {
  database = await openProbeDatabase();
}, 120_000);
afterAll(() => database.close());

describe('a select built once (runBuilt)', () => {
  it('fills its placeholders and reads rows back through its selection', async () => {
    const built = probesByLabel(database.db);
    expect(await runBuilt(database.db, built, { label: 'two' })).toEqual([{ id: 2, shout: 'TWO' }]);
    expect(await runBuilt(database.db, built, { label: 'three' })).toEqual([]);
    // Built once per handle: the same statement every time.
    expect(probesByLabel(database.db)).toBe(built);
  });

  it('runs on the transaction it is given: it sees that transaction’s own writes', async () => {
    const built = probesByLabel(database.db);
    const rows = await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into prepared_probes values (3, 'three')`);
      return runBuilt(tx, built, { label: 'three' });
    });
    expect(rows).toEqual([{ id: 3, shout: 'THREE' }]);
  });
});

describe('the rows of a select built once', () => {
  it('read as drizzle itself reads them: columns, decoded expressions, named expressions and nulls', async () => {
    const selection = {
      id: probes.id,
      label: probes.label,
      half: sql<number>`${probes.id}::numeric / 2`.mapWith(Number),
      missing: sql<string | null>`nullif(${probes.label}, ${probes.label})`,
      upper: sql<string>`upper(${probes.label})`.as('upper'),
    };
    const select = database.db.select(selection).from(probes).orderBy(probes.id);
    const built = buildSelectOnce(select, selection, 'probe_rows_as_drizzle');
    const rows = await runBuilt(database.db, built, {});
    expect(rows).toEqual(await select);
    expect(rows[0]).toEqual({ id: 1, label: 'one', half: 0.5, missing: null, upper: 'ONE' });
    // The keys in the selection's order, as drizzle gives them (the JSON answers keep that order).
    expect(Object.keys(rows[0]!)).toEqual(['id', 'label', 'half', 'missing', 'upper']);
    // Run again on the same handle (its prepared query kept) and in a transaction (its own).
    expect(await runBuilt(database.db, built, {})).toEqual(rows);
    expect(await database.db.transaction((tx) => runBuilt(tx, built, {}))).toEqual(rows);
  });
});
