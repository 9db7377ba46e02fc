import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SEARCH_LIMITS } from '../../shared/constants';
import { rentableItem } from '../rentals/testing';
import { signUpAndSignIn } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import type { SearchPage } from './service';

// A word in more listings than the count's cap: the page is the newest matches (decision 039).
let t: TestApp;
/** The live matches of 'drill', newest first (ties: id, as the index orders them). */
let newestFirst: string[];

beforeAll(async () => {
  t = await createTestApp();
  const owner = await signUpAndSignIn(t, { email: 'owner@example.com', name: 'Olive Owner' });
  const admin = await signUpAndSignIn(t, { email: 'admin@example.com', admin: true });
  const source = await rentableItem(t, owner, admin, { title: 'Cordless drill' });
  // Copies listed over the past hours; every one has drill in its title, some also in the
  // description (a higher rank, which the order of many matches leaves aside).
  await t.database.db.execute(sql`insert into items (owner_id, title, description, category, tags,
      daily_rate_cents, deposit_cents, handoff, location_label, latitude, longitude, status, published_at, created_at)
    select owner_id, 'Drill ' || g, case when g % 7 = 0 then 'A drill, drill bits and a drill case.' else description end,
      category, tags, daily_rate_cents, deposit_cents, handoff, location_label, latitude, longitude, 'published',
      now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
    from items, generate_series(1, ${SEARCH_LIMITS.countCap + 10}) g where id = ${source.id}`);
  const rows = (await t.database.db.execute(
    sql`select id from items where status = 'published' order by created_at desc, id desc`,
  )) as unknown as { rows: { id: string }[] };
  newestFirst = rows.rows.map((row) => row.id);
}, 240_000);
afterAll(() => t.close());

async function search(query: string): Promise<SearchPage> {
  const res = await t.request('GET', `/api/search?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as SearchPage;
}

it('lists a word with more matches than the count shows newest first, and pages on newest first', async () => {
  const first = await search('q=drill&limit=48');
  expect(first.total).toBe(SEARCH_LIMITS.countCap);
  expect(first.totalCapped).toBe(true);
  // Said, so the page can tell the visitor why best match is not what they see.
  expect(first.newestFirst).toBe(true);
  expect(first.items.map((item) => item.id)).toEqual(newestFirst.slice(0, 48));
  const second = await search(`q=drill&limit=48&cursor=${encodeURIComponent(first.nextCursor!)}`);
  expect(second.items.map((item) => item.id)).toEqual(newestFirst.slice(48, 96));
  expect(second.total).toBeNull();
  expect(second.newestFirst).toBe(true);
});

it('ranks a search that the cap does not reach, and says so', async () => {
  const narrow = await search('q=drill%20case');
  expect(narrow.totalCapped).toBe(false);
  expect(narrow.newestFirst).toBe(false);
  expect(narrow.items.length).toBeGreaterThan(0);
});

it('a cursor of many matches continues nothing near a place, where best match is blended with distance', async () => {
  const first = await search('q=drill&limit=5');
  const near = await search(`q=drill&limit=5&lat=30&lng=-97&cursor=${encodeURIComponent(first.nextCursor!)}`);
  expect(near.items).toEqual([]);
});
