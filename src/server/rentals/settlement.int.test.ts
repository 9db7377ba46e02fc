import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, deposits, payments, rentals, sandboxRefunds } from '../db/schema';
import { type SignedIn, signUpAndSignIn } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import { startRentalSweeper, sweepRentals } from './sweep';
import {
  bookAndPay,
  checkout,
  day,
  expectLedgerBalanced,
  ledgerOf,
  listAs,
  rentableItem,
  rentalAs,
  rentalDepsFor,
  shiftPeriod,
  signUpRentalCast,
} from './testing';

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
const processReturn = (id: string, body: unknown, who?: SignedIn) =>
  t.request('POST', `/api/rentals/${id}/return`, body, who?.headers);
const cancel = (id: string, who?: SignedIn) =>
  t.request('POST', `/api/rentals/${id}/cancel`, undefined, who?.headers);

/** An active rental of a $50/day item with the default $100 deposit, 3 days from `startOffset`. */
async function activeRental(startOffset = 0) {
  const item = await rentableItem(t, owner, admin, { title: 'Hedge trimmer', price: '50.00', deposit: '' });
  const started = await bookAndPay(t, renter, {
    itemId: item.id,
    rentalDays: 3,
    startDate: day(startOffset),
  });
  return { item, ...started };
}

describe('who sees a rental', () => {
  it('the renter, the owner and admins; anyone else gets not found', async () => {
    const { rentalId } = await activeRental(1);
    expect((await rentalAs(t, renter, rentalId)).viewerRole).toBe('renter');
    expect((await rentalAs(t, owner, rentalId)).viewerRole).toBe('owner');
    expect((await rentalAs(t, admin, rentalId)).viewerRole).toBe('admin');
    const res = await t.request('GET', `/api/rentals/${rentalId}`, undefined, stranger.headers);
    expect(res.status).toBe(404);
    expect((await t.request('GET', `/api/rentals/${rentalId}`)).status).toBe(401);
  });

  it('My Rentals shows what I rent and what I lend, with the other party and the amounts', async () => {
    const { rentalId } = await activeRental(2);
    const renting = await listAs(t, renter, 'renting');
    expect(renting.find((rental) => rental.id === rentalId)).toMatchObject({
      itemTitle: 'Hedge trimmer',
      owner: { name: 'Olive Owner' },
      renter: { name: 'Rita Renter' },
      status: 'active',
      depositStatus: 'held',
      rentalDays: 3,
      startDate: day(2),
      endDate: day(5),
      subtotal: 15_000,
      platformFee: 450,
      ownerAmount: 14_550,
      securityDeposit: 10_000,
      totalAmount: 25_000,
      canCancel: true,
      canProcessReturn: false,
    });
    const lending = await listAs(t, owner, 'lending');
    expect(lending.find((rental) => rental.id === rentalId)).toMatchObject({
      viewerRole: 'owner',
      canCancel: true,
      // Not started yet: nothing to return, the owner may cancel instead.
      canProcessReturn: false,
    });
    expect((await listAs(t, stranger, 'renting')).find((rental) => rental.id === rentalId)).toBeUndefined();
    expect((await listAs(t, renter, 'lending')).find((rental) => rental.id === rentalId)).toBeUndefined();
  });

  it('owners do not see checkouts that were never paid; renters see their own pending booking with its checkout link', async () => {
    const item = await rentableItem(t, owner, admin);
    const started = await checkout(t, renter, { itemId: item.id, rentalDays: 1, startDate: day(30) });
    const mine = (await listAs(t, renter, 'renting')).find((rental) => rental.id === started.rentalId);
    expect(mine).toMatchObject({ status: 'pending', checkoutUrl: started.url, canCancel: true });
    expect(
      (await listAs(t, owner, 'lending')).find((rental) => rental.id === started.rentalId),
    ).toBeUndefined();
  });
});

describe('process-return', () => {
  it('needs a condition, and a reason for damage', async () => {
    const { rentalId } = await activeRental(3);
    const none = await processReturn(rentalId, {}, owner);
    expect(none.status).toBe(400);
    expect((await errorOf(none)).message).toBe('Please select the return condition');
    const noReason = await processReturn(rentalId, { returnCondition: 'damaged', damageReason: '  ' }, owner);
    expect(noReason.status).toBe(400);
    expect((await errorOf(noReason)).message).toBe('Please describe the damage');
    const noPhoto = await processReturn(
      rentalId,
      { returnCondition: 'damaged', damageReason: 'Bent' },
      owner,
    );
    expect(noPhoto.status).toBe(400);
    expect((await errorOf(noPhoto)).message).toBe('Please add at least one photo of the damage');
  });

  it('before the start date there is no return (409, no button): the rental is cancelled instead', async () => {
    const { rentalId } = await activeRental(4);
    const early = await processReturn(rentalId, { returnCondition: 'good' }, owner);
    expect(early.status).toBe(409);
    expect(await errorOf(early)).toEqual({
      code: 'too_early',
      message:
        'This rental has not started yet, so it cannot be returned. Cancel it instead: the renter is refunded in full.',
    });
    expect(await rentalAs(t, owner, rentalId)).toMatchObject({
      status: 'active',
      depositStatus: 'held',
      canProcessReturn: false,
      canCancel: true,
    });
    await shiftPeriod(t, rentalId, day(0));
    expect((await rentalAs(t, owner, rentalId)).canProcessReturn).toBe(true);
    expect((await processReturn(rentalId, { returnCondition: 'good' }, owner)).status).toBe(200);
  });

  it('only the owner or an admin processes a return', async () => {
    const { rentalId } = await activeRental(0);
    const byRenter = await processReturn(rentalId, { returnCondition: 'good' }, renter);
    expect(byRenter.status).toBe(403);
    expect((await errorOf(byRenter)).message).toBe('Only the owner of the item can process its return.');
    expect((await processReturn(rentalId, { returnCondition: 'good' }, stranger)).status).toBe(404);
    expect((await processReturn(rentalId, { returnCondition: 'good' })).status).toBe(401);
    const byAdmin = await processReturn(rentalId, { returnCondition: 'good' }, admin);
    expect(byAdmin.status).toBe(200);
  });

  it('good condition: the deposit is refunded through the provider (held -> refunded)', async () => {
    const { rentalId } = await activeRental(0);
    const res = await processReturn(rentalId, { returnCondition: 'good' }, owner);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ outcome: 'deposit_refunded', amountCents: 10000 });
    const rental = await rentalAs(t, renter, rentalId);
    expect(rental).toMatchObject({ status: 'returned', returnCondition: 'good', depositStatus: 'refunded' });
    expect(rental.actualReturnDate).not.toBeNull();
    const [deposit] = await t.database.db.select().from(deposits).where(eq(deposits.rentalId, rentalId));
    expect(deposit!.refundReference).toMatch(/^re_sandbox_/);
    const refunds = await t.database.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.id, deposit!.refundReference!));
    expect(refunds).toMatchObject([{ amount: 10_000 }]);
    const balances = await expectLedgerBalanced(t, rentalId);
    expect(balances).toEqual({
      charge: 25_000,
      platform_fee: 450,
      owner_payout: 14_550,
      deposit_held: 0,
      refund: 10_000,
      owner_transfer: 0,
    });

    const audits = await t.database.db.select().from(auditEvents).where(eq(auditEvents.resourceId, rentalId));
    expect(audits).toMatchObject([
      { action: 'rental_returned', actorId: owner.userId, resourceType: 'rental' },
    ]);

    const again = await processReturn(rentalId, { returnCondition: 'good' }, owner);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe('A returned rental cannot be returned.');
  });

  it('overdue rentals (past their end date, marked by the sweep) can be returned too', async () => {
    const { rentalId } = await activeRental(6);
    await shiftPeriod(t, rentalId, day(-5));
    const deps = rentalDepsFor(t);
    expect((await sweepRentals(deps)).overdue).toBeGreaterThanOrEqual(1);
    expect((await rentalAs(t, owner, rentalId)).status).toBe('overdue');
    expect((await sweepRentals(deps)).overdue).toBe(0);
    expect((await processReturn(rentalId, { returnCondition: 'good' }, owner)).status).toBe(200);
    expect((await rentalAs(t, owner, rentalId)).status).toBe('returned');
  });

  it('the sweeper runs by itself on its interval and stops cleanly', async () => {
    const { rentalId } = await activeRental(8);
    await shiftPeriod(t, rentalId, day(-4));
    const sweeper = startRentalSweeper(rentalDepsFor(t), 50);
    try {
      await expect
        .poll(
          async () => (await t.database.db.select().from(rentals).where(eq(rentals.id, rentalId)))[0]?.status,
          {
            timeout: 10_000,
          },
        )
        .toBe('overdue');
    } finally {
      await sweeper.stop();
    }
  });
});

describe('cancelling', () => {
  it('the renter cancels a paid rental before its start date: full refund, deposit included', async () => {
    const { rentalId } = await activeRental(5);
    const res = await cancel(rentalId, renter);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ outcome: 'rental_cancelled', amountCents: 25000 });
    const rental = await rentalAs(t, renter, rentalId);
    expect(rental).toMatchObject({ status: 'cancelled', cancelReason: 'renter', depositStatus: 'refunded' });
    const balances = await expectLedgerBalanced(t, rentalId);
    expect(balances).toEqual({
      charge: 25_000,
      platform_fee: 0,
      owner_payout: 0,
      deposit_held: 0,
      refund: 25_000,
      owner_transfer: 0,
    });
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.rentalId, rentalId));
    expect(payment!.amountRefunded).toBe(25_000);
    // The dates are free again.
    expect((await cancel(rentalId, renter)).status).toBe(409);
  });

  it('the owner may cancel too; nobody can once the rental has started', async () => {
    const upcoming = await activeRental(7);
    expect((await cancel(upcoming.rentalId, stranger)).status).toBe(404);
    expect((await cancel(upcoming.rentalId, owner)).status).toBe(200);
    expect((await rentalAs(t, owner, upcoming.rentalId)).cancelReason).toBe('owner');

    const started = await activeRental(0);
    const res = await cancel(started.rentalId, renter);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe('A rental can only be cancelled before its start date.');
    expect((await rentalAs(t, renter, started.rentalId)).canCancel).toBe(false);
  });

  it('the renter cancels a checkout in progress: the checkout closes and nothing is charged', async () => {
    const item = await rentableItem(t, owner, admin);
    const started = await checkout(t, renter, { itemId: item.id, rentalDays: 1, startDate: day(9) });
    expect((await cancel(started.rentalId, owner)).status).toBe(403);
    const res = await cancel(started.rentalId, renter);
    expect(res.status).toBe(200);
    expect(await ledgerOf(t, started.rentalId)).toEqual([]);
    const pay = await t.request(
      'POST',
      `/api/payments/sandbox/sessions/${started.sessionId}/pay`,
      { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Rita' },
      renter.headers,
    );
    expect(pay.status).toBe(410);
  });
});

describe('billing and earnings', () => {
  it("shows each person's real payments, refunds, fees and payouts", async () => {
    const fresh = await signUpAndSignIn(t, { email: 'fresh@example.com' });
    const lender = await signUpAndSignIn(t, { email: 'lender@example.com' });
    const empty = await t.request('GET', '/api/payments/billing', undefined, fresh.headers);
    expect(await empty.json()).toEqual({
      totals: { paid: 0, refunded: 0, fees: 0, payouts: 0 },
      entries: [],
    });

    const item = await rentableItem(t, lender, admin, { price: '20.00', deposit: '' });
    const { rentalId } = await bookAndPay(t, fresh, { itemId: item.id, rentalDays: 5, startDate: day(0) });
    expect((await processReturn(rentalId, { returnCondition: 'good' }, lender)).status).toBe(200);

    const renterBilling = (await (
      await t.request('GET', '/api/payments/billing', undefined, fresh.headers)
    ).json()) as {
      totals: Record<string, number>;
      entries: { kind: string; amount: number; itemTitle: string }[];
    };
    expect(renterBilling.totals).toEqual({ paid: 14_000, refunded: 4_000, fees: 0, payouts: 0 });
    expect(renterBilling.entries.map((entry) => entry.kind).sort()).toEqual(['charge', 'refund']);

    const ownerBilling = (await (
      await t.request('GET', '/api/payments/billing', undefined, lender.headers)
    ).json()) as {
      totals: Record<string, number>;
    };
    expect(ownerBilling.totals).toEqual({ paid: 0, refunded: 0, fees: 300, payouts: 9_700 });

    const earnings = await (
      await t.request('GET', '/api/payments/earnings', undefined, lender.headers)
    ).json();
    expect(earnings).toEqual({
      earnings: 9_700,
      earningsThisMonth: 9_700,
      itemsRented: 0,
      itemsRentedThisMonth: 0,
    });
    const rented = await (await t.request('GET', '/api/payments/earnings', undefined, fresh.headers)).json();
    expect(rented).toMatchObject({ earnings: 0, itemsRented: 1, itemsRentedThisMonth: 1 });
    expect((await t.request('GET', '/api/payments/billing')).status).toBe(401);
  }, 120_000);
});
