import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPostgres } from '../db/client';
import { rentableItem } from '../rentals/testing';
import { signUpAndSignIn } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import { textSearchSession } from './service';

// Postgres only: PGlite is one session, so its searches always carry their settings in a transaction.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await signUpAndSignIn(t, { email: 'owner@example.com', name: 'Olive Owner' });
  const admin = await signUpAndSignIn(t, { email: 'admin@example.com', admin: true });
  await rentableItem(t, owner, admin, { title: 'Cordless drill for sessions' });
}, 240_000);
afterAll(() => t.close());

it('a text search miss is two statements, the words and the page, with no transaction', async () => {
  for (const q of ['drill', 'cordles%20dril']) {
    await t.request('GET', `/api/search?q=${q}&miss=warm`);
    const texts: string[] = [];
    const stop = t.database.observeStatements((text) => texts.push(text));
    const response = await t.request('GET', `/api/search?q=${q}&miss=timed`);
    stop();
    expect(response.status).toBe(200);
    expect((await response.json()).items.map((item: { title: string }) => item.title)).toEqual([
      'Cordless drill for sessions',
    ]);
    expect(texts.length, texts.join('\n')).toBe(2);
  }
});

it("the text search's connections start with its planner settings", async () => {
  const db = textSearchSession(t.database)!;
  const shown = await db.execute(
    sql`select current_setting('enable_seqscan') as seqscan, current_setting('plan_cache_mode') as plans`,
  );
  expect((shown as unknown as { rows: unknown[] }).rows).toEqual([
    { seqscan: 'off', plans: 'force_custom_plan' },
  ]);
});

it('behind a transaction-mode pooler (a direct URL of its own) there are none: settings go in a transaction', async () => {
  const url = t.database.url!;
  const pooled = await openPostgres(url, { directUrl: `${url}?application_name=direct` });
  try {
    expect(textSearchSession(pooled)).toBeNull();
  } finally {
    await pooled.close();
  }
});
