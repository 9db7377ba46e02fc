import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rentals } from '../db/schema';
import { type SignedIn, signUpAndSignIn } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import { bookAndPay, checkoutRequest, day, payRequest, rentableItem, verified } from './testing';

let t: TestApp;
let owner: SignedIn;
let admin: SignedIn;
const renters: SignedIn[] = [];

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpAndSignIn(t, { email: 'owner@example.com' });
  admin = await signUpAndSignIn(t, { email: 'admin@example.com', admin: true });
  for (let i = 0; i < 5; i++) renters.push(await signUpAndSignIn(t, { email: `renter${i}@example.com` }));
  // Sign-ups hash passwords (scrypt): slow on a busy machine.
}, 240_000);
afterAll(() => t.close());

describe(`double booking (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('50 parallel checkouts for overlapping dates: exactly one holds, the rest get the clear message', async () => {
    const item = await rentableItem(t, owner, admin);
    const attempts = Array.from({ length: 50 }, (_, i) =>
      checkoutRequest(t, renters[i % renters.length], {
        itemId: item.id,
        // Every attempt overlaps every other one on day 10.
        startDate: day(10 - (i % 3)),
        rentalDays: 3 + (i % 4),
      }),
    );
    const answers = await Promise.all(attempts);
    // Tallied with each answer's error code, so a failure shows what the odd answers were.
    const tally: Record<string, number> = {};
    for (const res of answers) {
      const { error } = (await res.clone().json()) as { error?: { code: string } };
      const key = `${res.status}${error ? ` ${error.code}` : ''}`;
      tally[key] = (tally[key] ?? 0) + 1;
    }
    expect(tally).toEqual({ 201: 1, '409 dates_unavailable': 49 });
    for (const res of answers.filter((answer) => answer.status === 409)) {
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
        'This item is not available for those dates. Please choose different dates.',
      );
    }
    const holding = await t.database.db
      .select({ id: rentals.id })
      .from(rentals)
      .where(and(eq(rentals.itemId, item.id), inArray(rentals.status, ['pending', 'active', 'overdue'])));
    expect(holding).toHaveLength(1);
  }, 180_000);

  it('two renters paying at once for one checkout each: the paid rentals never overlap', async () => {
    const item = await rentableItem(t, owner, admin);
    const [a, b] = [renters[0]!, renters[1]!];
    const first = await bookAndPay(t, a, { itemId: item.id, rentalDays: 2, startDate: day(3) });
    expect((await verified(t, a, first.sessionId)).rentalStatus).toBe('active');
    const again = await checkoutRequest(t, b, { itemId: item.id, rentalDays: 2, startDate: day(4) });
    expect(again.status).toBe(409);
    // Paying one session twice at the same time confirms it once.
    const second = await checkoutRequest(t, b, { itemId: item.id, rentalDays: 2, startDate: day(5) });
    const { sessionId } = (await second.json()) as { sessionId: string };
    const pays = await Promise.all([payRequest(t, b, sessionId), payRequest(t, b, sessionId)]);
    expect(pays.map((res) => res.status)).toEqual([200, 200]);
    expect((await verified(t, b, sessionId)).rentalStatus).toBe('active');
  });
});
