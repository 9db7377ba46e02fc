import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { day, rentableItem } from './rentals/testing';
import { type SignedIn, signUpAndSignIn } from './test/accounts';
import { statementsOf } from './test/statements';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * How many SQL statements a hot path sends (issue 18), counted through the database client
 * (BEGIN and COMMIT included). Each path runs once first, so what is kept in memory (settings,
 * the session) is kept, as on a live server.
 */

let t: TestApp;
let owner: SignedIn;
let renter: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpAndSignIn(t, { email: 'owner@example.com', name: 'Olive Owner' });
  renter = await signUpAndSignIn(t, { email: 'renter@example.com', name: 'Rita Renter' });
  admin = await signUpAndSignIn(t, { email: 'admin@example.com', admin: true });
}, 240_000);
afterAll(() => t.close());

describe('statements per request', () => {
  it('checkout (create-rental-payment) sends at most 6', async () => {
    const item = await rentableItem(t, owner, admin);
    const book = (offset: number) => () =>
      t.request(
        'POST',
        '/api/rentals/checkout',
        { itemId: item.id, rentalDays: 2, startDate: day(offset) },
        renter.headers,
      );
    expect((await book(3)()).status).toBe(201);
    const { response, texts } = await statementsOf(t, book(6));
    expect(response.status).toBe(201);
    expect(texts.length, texts.join('\n')).toBeLessThanOrEqual(6);
  });

  it('item detail sends at most 2, signed in or not', async () => {
    const item = await rentableItem(t, owner, admin);
    for (const headers of [{}, renter.headers]) {
      await t.request('GET', `/api/items/${item.id}`, undefined, headers);
      const { response, texts } = await statementsOf(t, () =>
        t.request('GET', `/api/items/${item.id}`, undefined, headers),
      );
      expect(response.status).toBe(200);
      expect(texts.length, texts.join('\n')).toBeLessThanOrEqual(2);
    }
  });

  it('a search miss (the answer not kept) sends at most 4 with text, 5 nearest first', async () => {
    await rentableItem(t, owner, admin, { title: 'Cordless drill for budgets' });
    // Each request its own key (an unknown parameter), so none is answered from the kept answers.
    const miss = async (path: string, budget: number) => {
      await t.request('GET', `${path}&miss=warm`);
      const { response, texts } = await statementsOf(t, () => t.request('GET', `${path}&miss=timed`));
      expect(response.status).toBe(200);
      expect(texts.length, texts.join('\n')).toBeGreaterThan(0);
      expect(texts.length, texts.join('\n')).toBeLessThanOrEqual(budget);
    };
    await miss('/api/search?q=drill', 4);
    await miss('/api/search?q=cordles%20dril', 4);
    await miss('/api/search?sort=distance&lat=30.27&lng=-97.74', 5);
  });
});
