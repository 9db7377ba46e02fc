import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposits, payments, rentals } from '../db/schema';
import {
  bookAndPay,
  checkout,
  DECLINED_CARD,
  day,
  expectLedgerBalanced,
  expireHold,
  ledgerOf,
  payRequest,
  rentableItem,
  rentalAs,
  signUpRentalCast,
  verified,
  verify,
} from '../rentals/testing';
import type { SignedIn } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let owner: SignedIn;
let renter: SignedIn;
let stranger: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, renter, stranger, admin } = await signUpRentalCast(t));
}, 240_000);
afterAll(() => t.close());

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;

describe('the sandbox checkout', () => {
  it('shows the renter what they pay for, and nobody else', async () => {
    const item = await rentableItem(t, owner, admin, {
      title: 'Pressure washer',
      price: '40.00',
      deposit: '',
    });
    const started = await checkout(t, renter, { itemId: item.id, rentalDays: 3, startDate: day(2) });
    const res = await t.request(
      'GET',
      `/api/payments/sandbox/sessions/${started.sessionId}`,
      undefined,
      renter.headers,
    );
    expect(res.status).toBe(200);
    const { checkout: view } = (await res.json()) as { checkout: Record<string, unknown> };
    expect(view).toMatchObject({
      status: 'open',
      itemId: item.id,
      itemTitle: 'Pressure washer',
      rentalDays: 3,
      amountTotal: 20_000,
      currency: 'usd',
      cancelUrl: `${t.config.publicUrl}/items/${item.id}`,
      lineItems: [
        { name: 'Pressure washer (rental per day)', unitAmount: 4_000, quantity: 3 },
        { name: 'Refundable security deposit', unitAmount: 8_000, quantity: 1 },
      ],
    });
    for (const who of [stranger, owner]) {
      const other = await t.request(
        'GET',
        `/api/payments/sandbox/sessions/${started.sessionId}`,
        undefined,
        who.headers,
      );
      expect(other.status).toBe(404);
      expect((await errorOf(other)).message).toBe('Invalid payment session');
    }
  });

  it('declines 4000 0000 0000 0002 with a clear message and keeps the booking waiting for payment', async () => {
    const item = await rentableItem(t, owner, admin);
    const started = await checkout(t, renter, { itemId: item.id, rentalDays: 1, startDate: day(2) });
    const res = await payRequest(t, renter, started.sessionId, DECLINED_CARD);
    expect(res.status).toBe(402);
    expect(await errorOf(res)).toEqual({
      code: 'card_declined',
      message: 'Your card was declined. Please use a different card.',
    });
    expect((await rentalAs(t, renter, started.rentalId)).status).toBe('pending');
    expect(await ledgerOf(t, started.rentalId)).toEqual([]);
    // Another card works on the same checkout.
    expect((await payRequest(t, renter, started.sessionId)).status).toBe(200);
    expect((await rentalAs(t, renter, started.rentalId)).status).toBe('active');
  });

  it('4242 4242 4242 4242 pays: the rental becomes active, the deposit is held, the ledger balances', async () => {
    const item = await rentableItem(t, owner, admin, { price: '125.00', deposit: '' });
    const started = await checkout(t, renter, { itemId: item.id, rentalDays: 2, startDate: day(4) });
    const res = await payRequest(t, renter, started.sessionId);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      redirectUrl: `${t.config.publicUrl}/rental-success?session_id=${started.sessionId}`,
    });

    const [rental] = await t.database.db.select().from(rentals).where(eq(rentals.id, started.rentalId));
    expect(rental).toMatchObject({ status: 'active' });
    expect(rental!.paidAt).not.toBeNull();
    const [deposit] = await t.database.db
      .select()
      .from(deposits)
      .where(eq(deposits.rentalId, started.rentalId));
    expect(deposit).toMatchObject({ status: 'held', amount: 25_000 });
    expect(await ledgerOf(t, started.rentalId)).toEqual([
      { event: 'confirm', kind: 'charge', amount: 50_000 },
      { event: 'confirm', kind: 'platform_fee', amount: 750 },
      { event: 'confirm', kind: 'owner_payout', amount: 24_250 },
      { event: 'confirm', kind: 'deposit_held', amount: 25_000 },
    ]);
    await expectLedgerBalanced(t, started.rentalId);
  });

  it('the success page verifies the session: real amounts for the renter, "Invalid payment session" for anyone else', async () => {
    const item = await rentableItem(t, owner, admin, { title: 'Tile saw', price: '125.00', deposit: '' });
    const started = await bookAndPay(t, renter, { itemId: item.id, rentalDays: 2, startDate: day(6) });
    const summary = await verified(t, renter, started.sessionId);
    expect(summary).toMatchObject({
      paymentStatus: 'paid',
      rentalStatus: 'active',
      depositStatus: 'held',
      itemTitle: 'Tile saw',
      rentalDays: 2,
      amount: 50_000,
      commission: 750,
      ownerAmount: 24_250,
      securityDeposit: 25_000,
      refunded: false,
    });
    for (const [who, sessionId] of [
      [stranger, started.sessionId],
      [owner, started.sessionId],
      [renter, 'cs_sandbox_unknown'],
    ] as const) {
      const res = await verify(t, who, sessionId);
      expect(res.status).toBe(404);
      expect((await errorOf(res)).message).toBe('Invalid payment session');
    }
    const visitor = await t.request('POST', `/api/payments/sessions/${started.sessionId}/verify`);
    expect(visitor.status).toBe(401);
  });

  it("nobody pays or confirms someone else's session", async () => {
    const item = await rentableItem(t, owner, admin);
    const started = await checkout(t, renter, { itemId: item.id, rentalDays: 1, startDate: day(8) });
    const res = await payRequest(t, stranger, started.sessionId);
    expect(res.status).toBe(404);
    expect((await rentalAs(t, renter, started.rentalId)).status).toBe('pending');
  });

  it('a page reload and repeated payment clicks confirm once: one ledger set', async () => {
    const item = await rentableItem(t, owner, admin);
    const started = await checkout(t, renter, { itemId: item.id, rentalDays: 2, startDate: day(12) });
    await Promise.all([payRequest(t, renter, started.sessionId), payRequest(t, renter, started.sessionId)]);
    await Promise.all(Array.from({ length: 5 }, () => verified(t, renter, started.sessionId)));
    expect(await ledgerOf(t, started.rentalId)).toHaveLength(4);
    const rows = await t.database.db.select().from(payments).where(eq(payments.rentalId, started.rentalId));
    expect(rows.map((row) => row.status)).toEqual(['paid']);
  });

  it('an expired checkout can no longer be paid', async () => {
    const item = await rentableItem(t, owner, admin);
    const started = await checkout(t, renter, { itemId: item.id, rentalDays: 1, startDate: day(14) });
    await expireHold(t, started.rentalId);
    const res = await payRequest(t, renter, started.sessionId);
    expect(res.status).toBe(410);
    expect((await errorOf(res)).message).toBe(
      'This checkout has expired. Please book again from the item page.',
    );
    const summary = await verified(t, renter, started.sessionId);
    expect(summary).toMatchObject({ paymentStatus: 'expired', rentalStatus: 'cancelled' });
  });
});
