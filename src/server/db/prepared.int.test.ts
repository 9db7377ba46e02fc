import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openProbeDatabase, probesByLabel } from '../test/prepared-probe';
import type { Database } from './client';
import { runBuilt } from './prepared';

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
