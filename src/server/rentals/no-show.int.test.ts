import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposits, rentals, sandboxTransfers } from '../db/schema';
import { shownNotifications } from '../notifications/testing';
import { completeSandboxOnboarding, expectPaidOut, payoutsAs, transfersOf } from '../payouts/testing';
import type { SignedIn } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  bookAndPay,
  checkInRequest,
  day,
  expectLedgerBalanced,
  ledgerOf,
  type RentalCast,
  recordCheckIn,
  rentableItem,
  rentalAs,
  rentalDepsFor,
  shiftPeriod,
  signUpRentalCast,
  sweepRentals,
} from './testing';

let t: TestApp;
let cast: RentalCast;

beforeAll(async () => {
  t = await createTestApp();
  cast = await signUpRentalCast(t);
  // The owner can be paid, so a due share is queued (pending) rather than held.
  await completeSandboxOnboarding(t, cast.owner);
}, 240_000);
afterAll(() => t.close());

const HOUR = 3_600_000;
/** 24 hours after the start of today (UTC): when the share of a rental starting today is due. */
const DUE = new Date(`${day(0)}T00:00:00Z`).getTime() + 24 * HOUR;
const sweepAt = (hours: number) =>
  sweepRentals(rentalDepsFor(t, { now: () => new Date(DUE + hours * HOUR) }));

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;

/** A $50/day item with a $100 deposit, booked for 2 days from `startDate` and paid: total $200. */
async function paidRental(startDate = day(0)) {
  const item = await rentableItem(t, cast.owner, cast.admin, { price: '50.00', deposit: '100.00' });
  return (await bookAndPay(t, cast.renter, { itemId: item.id, rentalDays: 2, startDate })).rentalId;
}

function report(who: SignedIn, rentalId: string, absent: 'renter' | 'owner') {
  return t.request('POST', `/api/rentals/${rentalId}/no-show`, { absent }, who.headers);
}

const sandboxTransfersOf = async (rentalId: string) =>
  (await t.database.db.select().from(sandboxTransfers)).filter(
    (row) => row.transferGroup === `rental-${rentalId}`,
  );

const noShowNotice = async (who: SignedIn, rentalId: string) =>
  (await shownNotifications(t.database.db, who.userId, 'rental_request')).find(
    (n) => n.kind === 'rental_no_show' && (n.params as { rentalId?: string }).rentalId === rentalId,
  );

describe('no-show at the hand-over (decision 033)', () => {
  it('the renter reports the owner: everything is refunded, both sides are told, the owner is paid nothing', async () => {
    const rentalId = await paidRental();
    expect((await rentalAs(t, cast.renter, rentalId)).canReportNoShow).toBe(true);
    expect((await rentalAs(t, cast.owner, rentalId)).canReportNoShow).toBe(true);

    const res = await report(cast.renter, rentalId, 'owner');
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ outcome: 'no_show_reported', absent: 'owner', amountCents: 20_000 });

    const view = await rentalAs(t, cast.renter, rentalId);
    expect(view).toMatchObject({
      status: 'cancelled',
      cancelReason: 'owner_no_show',
      canReportNoShow: false,
    });
    const [deposit] = await t.database.db.select().from(deposits).where(eq(deposits.rentalId, rentalId));
    expect(deposit).toMatchObject({ status: 'refunded' });
    expect(deposit?.refundReference).toBeTruthy();
    expect(await ledgerOf(t, rentalId)).toEqual(
      expect.arrayContaining([
        { event: 'no_show', kind: 'platform_fee', amount: -300 },
        { event: 'no_show', kind: 'owner_payout', amount: -9_700 },
        { event: 'no_show', kind: 'deposit_held', amount: -10_000 },
        { event: 'no_show', kind: 'refund', amount: 20_000 },
      ]),
    );
    expect(await expectLedgerBalanced(t, rentalId)).toMatchObject({
      charge: 20_000,
      platform_fee: 0,
      owner_payout: 0,
      deposit_held: 0,
      refund: 20_000,
    });

    expect((await noShowNotice(cast.renter, rentalId))?.message).toMatch(
      /^You reported that the owner did not come to hand over ".+" on .+\. \$200\.00, including the security deposit, is being refunded to you in full\.$/,
    );
    expect((await noShowNotice(cast.owner, rentalId))?.message).toMatch(
      /^The renter reported that you did not come to hand over ".+" on .+\. The renter is refunded in full, and there is no payout for this rental\.$/,
    );
    // The owner's "Payout on its way" for this rental is now "Payout cancelled".
    const payments = await shownNotifications(t.database.db, cast.owner.userId, 'payment');
    const ofRental = payments.filter((n) => (n.params as { rentalId?: string }).rentalId === rentalId);
    expect(ofRental.map((n) => n.kind)).toContain('payout_cancelled');
    expect(ofRental.map((n) => n.kind)).not.toContain('payout_pending');

    // When the share would have been due, nothing is written or sent, and Billing shows nothing.
    await sweepAt(1);
    await t.runJobs();
    expect(await transfersOf(t, rentalId)).toEqual([]);
    expect((await payoutsAs(t, cast.owner)).some((p) => p.rentalId === rentalId)).toBe(false);
  });

  it('the owner reports the renter: the deposit is refunded, the rental price is not, and the owner is paid when due', async () => {
    const rentalId = await paidRental();
    const res = await report(cast.owner, rentalId, 'renter');
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ outcome: 'no_show_reported', absent: 'renter', amountCents: 10_000 });

    expect(await expectLedgerBalanced(t, rentalId)).toMatchObject({
      charge: 20_000,
      platform_fee: 300,
      owner_payout: 9_700,
      deposit_held: 0,
      refund: 10_000,
    });
    const renterView = await rentalAs(t, cast.renter, rentalId);
    expect(renterView).toMatchObject({
      status: 'cancelled',
      cancelReason: 'renter_no_show',
      depositStatus: 'refunded',
    });
    expect((await noShowNotice(cast.renter, rentalId))?.message).toMatch(
      /^The owner reported that you did not come to pick up ".+" on .+\. Your security deposit of \$100\.00 is being refunded to you; the rental price is not refunded\.$/,
    );
    expect((await noShowNotice(cast.owner, rentalId))?.message).toMatch(
      /^You reported that the renter did not come to pick up ".+" on .+\. Their security deposit is refunded to them, and your payout of \$97\.00 still comes to you\.$/,
    );

    // Not before it is due; once due, sent once, and every cent reconciles.
    expect(await payoutsAs(t, cast.owner)).toContainEqual(
      expect.objectContaining({ rentalId, status: 'scheduled', amount: 9_700 }),
    );
    await sweepAt(-1);
    expect(await transfersOf(t, rentalId)).toEqual([]);
    await sweepAt(1);
    await t.runJobs();
    await sweepAt(2);
    await t.runJobs();
    expect(await transfersOf(t, rentalId)).toMatchObject([{ status: 'sent', amount: 9_700 }]);
    expect(await sandboxTransfersOf(rentalId)).toHaveLength(1);
    expect(await expectPaidOut(t, rentalId)).toMatchObject({
      platform_fee: 300,
      owner_transfer: 9_700,
      refund: 10_000,
    });
  });

  it('a transfer written but not yet made is withdrawn: its job pays the owner nothing', async () => {
    const rentalId = await paidRental();
    // The sweep wrote the due share and queued its job; the job has not run yet.
    await sweepAt(1);
    expect(await transfersOf(t, rentalId)).toMatchObject([{ status: 'pending' }]);
    const res = await report(cast.renter, rentalId, 'owner');
    expect(res.status, await res.clone().text()).toBe(200);
    await t.runJobs();
    await sweepAt(2);
    await t.runJobs();
    expect(await transfersOf(t, rentalId)).toEqual([]);
    expect(await sandboxTransfersOf(rentalId)).toEqual([]);
    expect(await expectLedgerBalanced(t, rentalId)).toMatchObject({ owner_payout: 0, owner_transfer: 0 });
  });

  it('a transfer already made refuses the no-show with a clear 409', async () => {
    const rentalId = await paidRental();
    await sweepAt(1);
    await t.runJobs();
    expect(await transfersOf(t, rentalId)).toMatchObject([{ status: 'sent' }]);
    const res = await report(cast.renter, rentalId, 'owner');
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual({
      code: 'no_show_after_transfer',
      message: "The owner's share has already been transferred, so a no-show can no longer be reported.",
    });
    expect((await rentalAs(t, cast.renter, rentalId)).status).toBe('active');
  });

  it('refused before the start date, after it, after the hand-over, and to anyone reporting themselves', async () => {
    const tomorrow = await paidRental(day(3));
    const early = await report(cast.renter, tomorrow, 'owner');
    expect(early.status).toBe(409);
    expect((await errorOf(early)).code).toBe('no_show_too_early');
    expect((await rentalAs(t, cast.renter, tomorrow)).canReportNoShow).toBe(false);

    const started = await paidRental(day(6));
    await shiftPeriod(t, started, day(-1));
    const late = await report(cast.owner, started, 'renter');
    expect(late.status).toBe(409);
    expect((await errorOf(late)).code).toBe('no_show_too_late');

    const handedOver = await paidRental(day(9));
    await shiftPeriod(t, handedOver, day(0));
    const code = await recordCheckIn(t, cast.owner, handedOver, 'pickup');
    expect((await checkInRequest(t, cast.renter, handedOver, 'pickup', { code }, '/confirm')).status).toBe(
      200,
    );
    const after = await report(cast.renter, handedOver, 'owner');
    expect(after.status).toBe(409);
    expect((await errorOf(after)).code).toBe('no_show_after_handover');

    const today = await paidRental(day(12));
    await shiftPeriod(t, today, day(0));
    const self = await report(cast.renter, today, 'renter');
    expect(self.status).toBe(403);
    expect((await errorOf(self)).code).toBe('forbidden');
    const stranger = await report(cast.stranger, today, 'owner');
    expect(stranger.status).toBe(404);
    const bad = await t.request(
      'POST',
      `/api/rentals/${today}/no-show`,
      { absent: 'nobody' },
      cast.owner.headers,
    );
    expect(bad.status).toBe(400);
    const [row] = await t.database.db.select().from(rentals).where(eq(rentals.id, today));
    expect(row?.status).toBe('active');

    // An admin may report either side; a second report finds the rental already cancelled.
    const byAdmin = await report(cast.admin, today, 'renter');
    expect(byAdmin.status, await byAdmin.clone().text()).toBe(200);
    expect((await noShowNotice(cast.owner, today))?.message).toMatch(/^Our team recorded that the renter/);
    const again = await report(cast.renter, today, 'owner');
    expect(again.status).toBe(409);
    expect((await errorOf(again)).code).toBe('invalid_transition');
  });
});
