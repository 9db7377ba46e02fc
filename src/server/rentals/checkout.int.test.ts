import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, rentals } from '../db/schema';
import { approve, createListing } from '../items/testing';
import { updateSettings } from '../settings/public';
import { type SignedIn, signUpAndSignIn } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import { sweepRentals } from './sweep';
import { checkout, checkoutRequest, day, expireHold, ledgerOf, rentableItem, rentalDepsFor } from './testing';

let t: TestApp;
let owner: SignedIn;
let renter: SignedIn;
let other: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpAndSignIn(t, { email: 'owner@example.com', name: 'Olive Owner' });
  renter = await signUpAndSignIn(t, { email: 'renter@example.com', name: 'Rita Renter' });
  other = await signUpAndSignIn(t, { email: 'other@example.com', name: 'Otto Other' });
  admin = await signUpAndSignIn(t, { email: 'admin@example.com', name: 'Ada Admin', admin: true });
  // Sign-ups hash passwords (scrypt): slow on a busy machine.
}, 240_000);
afterAll(() => t.close());

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;

describe('starting a checkout (create-rental-payment)', () => {
  it('refuses visitors', async () => {
    const item = await rentableItem(t, owner, admin);
    const res = await checkoutRequest(t, undefined, { itemId: item.id, rentalDays: 1, startDate: day(1) });
    expect(res.status).toBe(401);
  });

  it("validates with the rental schema's messages", async () => {
    const item = await rentableItem(t, owner, admin);
    const cases: [Record<string, unknown>, string][] = [
      [{ itemId: '', rentalDays: 1, startDate: day(1) }, 'Item ID is required'],
      [{ itemId: item.id, rentalDays: 0, startDate: day(1) }, 'Rental days must be at least 1'],
      [{ itemId: item.id, rentalDays: 366, startDate: day(1) }, 'Rental period too long'],
      [{ itemId: item.id, rentalDays: 2.5, startDate: day(1) }, 'Rental days must be a whole number'],
      [{ itemId: item.id, rentalDays: 1, startDate: '' }, 'Please choose a start date'],
      [{ itemId: item.id, rentalDays: 1, startDate: '2031-02-30' }, 'Please choose a valid start date'],
    ];
    for (const [body, message] of cases) {
      const res = await t.request('POST', '/api/rentals/checkout', body, renter.headers);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(res)).message).toBe(message);
    }
  });

  it('prices the booking on the server from the item and the commission setting, ignoring client amounts', async () => {
    const item = await rentableItem(t, owner, admin, { price: '125.00', deposit: '' });
    const started = await checkout(t, renter, {
      itemId: item.id,
      rentalDays: 2,
      startDate: day(3),
      // A tampering client: these are not part of the request and change nothing.
      totalAmount: 1,
      dailyRate: 1,
      securityDeposit: 0,
    } as { itemId: string; rentalDays: number; startDate: string });
    expect(started).toMatchObject({
      success: true,
      rentalDays: 2,
      startDate: day(3),
      endDate: day(5),
      dailyRate: 12_500,
      subtotal: 25_000,
      commission: 750,
      ownerAmount: 24_250,
      securityDeposit: 25_000,
      totalAmount: 50_000,
    });
    expect(started.url).toBe(`${t.config.publicUrl}/checkout/${started.sessionId}`);
    const [row] = await t.database.db.select().from(rentals).where(eq(rentals.id, started.rentalId));
    expect(row).toMatchObject({
      status: 'pending',
      renterId: renter.userId,
      ownerId: owner.userId,
      totalAmount: 50_000,
    });
    expect(row!.holdExpiresAt.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(row!.holdExpiresAt.getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    // Nothing is booked in the ledger before the money arrives.
    expect(await ledgerOf(t, started.rentalId)).toEqual([]);
  });

  it("uses the item's own deposit and the current commission rate", async () => {
    const item = await rentableItem(t, owner, admin, { price: '10.00', deposit: '40.00' });
    await updateSettings(t.database.db, { commissionRate: 10 }, null);
    try {
      const started = await checkout(t, renter, { itemId: item.id, rentalDays: 3, startDate: day(2) });
      expect(started).toMatchObject({
        subtotal: 3_000,
        commission: 300,
        ownerAmount: 2_700,
        securityDeposit: 4_000,
      });
      expect(started.totalAmount).toBe(7_000);
    } finally {
      await updateSettings(t.database.db, { commissionRate: 3 }, null);
    }
  });

  it('limits the days to the maxRentalDays setting', async () => {
    const item = await rentableItem(t, owner, admin);
    const res = await checkoutRequest(t, renter, { itemId: item.id, rentalDays: 31, startDate: day(1) });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: 'rental_too_long', message: 'Rental period too long' });
    await updateSettings(t.database.db, { maxRentalDays: 60 }, null);
    try {
      await checkout(t, renter, { itemId: item.id, rentalDays: 31, startDate: day(1) });
    } finally {
      await updateSettings(t.database.db, { maxRentalDays: 30 }, null);
    }
  });

  it('refuses owners booking their own item, paused items and past start dates', async () => {
    const item = await rentableItem(t, owner, admin);
    const own = await checkoutRequest(t, owner, { itemId: item.id, rentalDays: 1, startDate: day(1) });
    expect(own.status).toBe(403);
    expect((await errorOf(own)).message).toBe('You cannot rent your own item.');

    const past = await checkoutRequest(t, renter, { itemId: item.id, rentalDays: 1, startDate: day(-2) });
    expect(past.status).toBe(400);
    expect((await errorOf(past)).message).toBe('The start date cannot be in the past.');

    const paused = await t.request('PATCH', `/api/items/${item.id}`, { isAvailable: false }, owner.headers);
    expect(paused.status).toBe(200);
    const res = await checkoutRequest(t, renter, { itemId: item.id, rentalDays: 1, startDate: day(1) });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe('This item is not available for rent right now.');
  });

  it("refuses listings that are not live because the owner's identity is not checked", async () => {
    const unchecked = await signUpAndSignIn(t, { email: 'unchecked@example.com' });
    const item = await createListing(t, unchecked);
    await approve(t, admin, item.id);
    const byRenter = await checkoutRequest(t, renter, { itemId: item.id, rentalDays: 1, startDate: day(1) });
    expect(byRenter.status).toBe(404);
    // An admin can see the listing, but it is not bookable.
    const byAdmin = await checkoutRequest(t, admin, { itemId: item.id, rentalDays: 1, startDate: day(1) });
    expect(byAdmin.status).toBe(409);
    expect((await errorOf(byAdmin)).message).toBe('This item is not available for rent right now.');
  });

  it('refuses items under review and unknown items as not found', async () => {
    const pending = await createListing(t, owner);
    const res = await checkoutRequest(t, renter, { itemId: pending.id, rentalDays: 1, startDate: day(1) });
    expect(res.status).toBe(404);
    const unknown = await checkoutRequest(t, renter, {
      itemId: '00000000-0000-4000-8000-000000000000',
      rentalDays: 1,
      startDate: day(1),
    });
    expect(unknown.status).toBe(404);
  });
});

describe('holding dates', () => {
  it('refuses overlapping dates with a clear message, and allows back-to-back bookings', async () => {
    const item = await rentableItem(t, owner, admin);
    await checkout(t, renter, { itemId: item.id, rentalDays: 3, startDate: day(10) });
    for (const [startDate, rentalDays] of [
      [day(10), 1],
      [day(12), 5],
      [day(8), 3],
      [day(5), 20],
    ] as const) {
      const res = await checkoutRequest(t, other, { itemId: item.id, rentalDays, startDate });
      expect(res.status, `${startDate} x ${rentalDays}`).toBe(409);
      expect(await errorOf(res)).toEqual({
        code: 'dates_unavailable',
        message: 'This item is not available for those dates. Please choose different dates.',
      });
    }
    await checkout(t, other, { itemId: item.id, rentalDays: 2, startDate: day(13) });
    await checkout(t, other, { itemId: item.id, rentalDays: 2, startDate: day(8) });
  });

  it('shows taken dates, the price and the day limit to anyone, without saying who took the dates', async () => {
    const item = await rentableItem(t, owner, admin, { price: '12.50', deposit: '' });
    await checkout(t, renter, { itemId: item.id, rentalDays: 2, startDate: day(4) });
    const res = await t.request('GET', `/api/rentals/availability/${item.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      booked: [{ start: day(4), end: day(6) }],
      maxRentalDays: 30,
      dailyRate: 1_250,
      securityDeposit: 2_500,
    });
  });

  it('releases the dates of an unpaid checkout once its hold runs out (next checkout or sweep)', async () => {
    const item = await rentableItem(t, owner, admin);
    const first = await checkout(t, renter, { itemId: item.id, rentalDays: 2, startDate: day(20) });
    await expireHold(t, first.rentalId);
    // The dates are free again for the next renter straight away.
    await checkout(t, other, { itemId: item.id, rentalDays: 2, startDate: day(20) });
    const [released] = await t.database.db.select().from(rentals).where(eq(rentals.id, first.rentalId));
    expect(released).toMatchObject({ status: 'cancelled', cancelReason: 'hold_expired' });

    const second = await checkout(t, renter, { itemId: item.id, rentalDays: 1, startDate: day(25) });
    await expireHold(t, second.rentalId);
    const deps = rentalDepsFor(t);
    const swept = await sweepRentals(deps);
    expect(swept.released).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db.select().from(rentals).where(eq(rentals.id, second.rentalId));
    expect(row).toMatchObject({ status: 'cancelled', cancelReason: 'hold_expired' });
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.rentalId, second.rentalId));
    expect(payment!.status).toBe('expired');
    // A second sweep finds nothing more to do.
    expect(await sweepRentals(deps)).toMatchObject({ released: 0, confirmed: 0 });
  });
});
