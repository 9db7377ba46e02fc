import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utcDay } from '../../shared/calendar-day';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  bookAndPay,
  day,
  listAs,
  type RentalCast,
  rentableItem,
  rentalAs,
  signUpRentalCast,
} from './testing';

/**
 * The browser tests' clock for one rental (decision 034): in test mode an admin on this machine
 * moves a rental's period, and the rules see the moved dates like any others.
 */
let t: TestApp;
let cast: RentalCast;
let rentalId: string;

beforeAll(async () => {
  t = await createTestApp();
  cast = await signUpRentalCast(t);
  const item = await rentableItem(t, cast.owner, cast.admin, {
    title: 'Ladder',
    price: '20.00',
    deposit: '50.00',
  });
  ({ rentalId } = await bookAndPay(t, cast.renter, { itemId: item.id, rentalDays: 2, startDate: day(1) }));
}, 240_000);
afterAll(() => t.close());

const shift = (headers: Record<string, string>, id: string, startDate: unknown) =>
  t.request('POST', `/api/dev/rentals/${id}/period`, { startDate }, headers);

describe('POST /api/dev/rentals/:id/period (test mode only)', () => {
  it('moves the period, its length kept; the rental is then late like any other', async () => {
    const res = await shift(cast.admin.headers, rentalId, day(-3));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ startDate: day(-3), endDate: day(-1) });
    // My Rentals marks what is past its end date overdue, as it does for every rental.
    const seen = (await listAs(t, cast.renter, 'renting')).find((rental) => rental.id === rentalId);
    expect(seen?.status).toBe('overdue');
    // Due back by the end of day(-2): day(-1) and today are two started days late, $20 each.
    expect(seen?.late).toEqual({ days: 2, feeCents: 4000, settled: false });
    expect(utcDay(new Date())).toBe(day(0));
  });

  it('is for admins only, with a clear answer for a bad date or an unknown rental', async () => {
    expect((await shift(cast.renter.headers, rentalId, day(-5))).status).toBe(403);
    expect((await shift({}, rentalId, day(-5))).status).toBe(401);
    const bad = await shift(cast.admin.headers, rentalId, 'yesterday');
    expect(bad.status).toBe(400);
    const unknown = await shift(cast.admin.headers, '00000000-0000-4000-8000-000000000000', day(-5));
    expect(unknown.status).toBe(404);
    expect((await rentalAs(t, cast.renter, rentalId)).startDate).toBe(day(-3));
  });

  it('does not exist outside test mode', async () => {
    const development = await createTestApp({ NODE_ENV: 'development' });
    try {
      const res = await development.request('POST', `/api/dev/rentals/${rentalId}/period`, {
        startDate: day(-5),
      });
      expect(res.status).toBe(404);
    } finally {
      await development.close();
    }
  });
});
