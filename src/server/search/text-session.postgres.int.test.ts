import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPostgres } from '../db/client';
import { rentableItem } from '../rentals/testing';
import { type SignedIn, signUpAndSignIn } from '../test/accounts';
import { afterPendingNotices } from '../test/pending-notices';
import { statementsOf } from '../test/statements';
import { createTestApp, type TestApp } from '../test/test-app';
import { textSearchSession } from './service';

// Postgres only: PGlite is one session, so its searches always carry their settings in a transaction.
let t: TestApp;
let owner: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpAndSignIn(t, { email: 'owner@example.com', name: 'Olive Owner' });
  admin = await signUpAndSignIn(t, { email: 'admin@example.com', admin: true });
  await rentableItem(t, owner, admin, { title: 'Cordless drill for sessions' });
}, 240_000);
afterAll(() => t.close());

/** A search's titles and the statements it sent. */
async function search(query: string) {
  const { response, texts } = await statementsOf(t, () => t.request('GET', `/api/search?${query}`));
  expect(response.status).toBe(200);
  const titles = (await response.json()).items.map((item: { title: string }) => item.title);
  return { titles, texts };
}

it("a text search miss is two statements, the words and the page, with no transaction; the words' lookup is kept", async () => {
  // The set-up's writes may still be noticed, dropping what is kept between two searches.
  await afterPendingNotices(t);
  for (const q of ['drill', 'cordles%20dril']) {
    const first = await search(`q=${q}&miss=first`);
    expect(first.titles).toEqual(['Cordless drill for sessions']);
    expect(first.texts.length, first.texts.join('\n')).toBe(2);
    // Another page, filter or place for the same words: the lookup is kept, the page alone is sent.
    const next = await search(`q=${q}&category=power-tools&miss=next`);
    expect(next.titles).toEqual(['Cordless drill for sessions']);
    expect(next.texts.length, next.texts.join('\n')).toBe(1);
  }
});

it('looks the words up again once a listing brings new ones to the dictionary', async () => {
  // Nothing is like "hamer" yet: its lookup finds no correction, and it is kept.
  expect((await search('q=hamer&miss=before')).titles).toEqual([]);
  expect((await search('q=hamer&miss=kept')).texts).toHaveLength(1);
  await rentableItem(t, owner, admin, { title: 'Claw hammer for sessions' });
  const after = await search('q=hamer&miss=after');
  expect(after.titles).toEqual(['Claw hammer for sessions']);
  expect(after.texts).toHaveLength(2);
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
