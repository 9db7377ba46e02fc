import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookAndPay, day, type RentalCast, rentableItem, signUpRentalCast } from '../rentals/testing';
import { createTestApp, type TestApp } from '../test/test-app';
import type { AnalyticsReport } from './analytics-service';
import { json } from './testing';

/**
 * /admin/analytics' money, from the ledger as real rentals move: fees earned, owners' money in
 * transit (owed, not yet transferred) and deposits held.
 */
let t: TestApp;
let cast: RentalCast;

beforeAll(async () => {
  t = await createTestApp();
  cast = await signUpRentalCast(t);
}, 240_000);
afterAll(() => t.close());

const money = async () =>
  (await json<AnalyticsReport>(t.request('GET', '/api/admin/analytics', undefined, cast.admin.headers)))
    .money;

describe('the money standing on /admin/analytics', () => {
  it('follows payments, a good return and a cancellation to the cent', async () => {
    expect(await money()).toEqual({ feesEarned: 0, ownersInTransit: 0, depositsHeld: 0 });
    // $50/day x 2 = $100: fee $3.00, owner $97.00, deposit $100.00 (twice the daily rate).
    const item = await rentableItem(t, cast.owner, cast.admin, { price: '50.00', deposit: '' });
    const kept = await bookAndPay(t, cast.renter, { itemId: item.id, rentalDays: 2, startDate: day(0) });
    const cancelled = await bookAndPay(t, cast.renter, {
      itemId: item.id,
      rentalDays: 2,
      startDate: day(10),
    });
    expect(await money()).toEqual({ feesEarned: 600, ownersInTransit: 19_400, depositsHeld: 20_000 });

    const returned = await t.request(
      'POST',
      `/api/rentals/${kept.rentalId}/return`,
      { returnCondition: 'good', photoIds: [] },
      cast.owner.headers,
    );
    expect(returned.status).toBe(200);
    expect(await money()).toEqual({ feesEarned: 600, ownersInTransit: 19_400, depositsHeld: 10_000 });

    const res = await t.request(
      'POST',
      `/api/rentals/${cancelled.rentalId}/cancel`,
      undefined,
      cast.renter.headers,
    );
    expect(res.status).toBe(200);
    // The cancelled rental's fee, share and deposit all went back to the renter.
    expect(await money()).toEqual({ feesEarned: 300, ownersInTransit: 9_700, depositsHeld: 0 });
  });
});
