import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposits, outboxMail, ownerTransfers, rentals } from '../db/schema';
import { shownNotifications } from '../notifications/testing';
import type { SignedIn } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  bookAndPay,
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
  uploadClaimPhoto,
} from './testing';

/**
 * Late returns (issue 19, decision 030): a started day after the end date costs the daily rate,
 * capped at the deposit; both sides hear the fee once a day while the item is out; the return
 * keeps the fee from the deposit in the ledger, and a damage claim may keep only the rest.
 * Every rental here is a $40/day item with a $100 deposit, so the fee runs $40, $80, then $100.
 */
let t: TestApp;
let cast: RentalCast;

beforeAll(async () => {
  t = await createTestApp();
  cast = await signUpRentalCast(t);
}, 240_000);
afterAll(() => t.close());

/** A paid 2-day rental of `title` whose end date is `endOffset` days from today. */
async function rentalEnding(title: string, endOffset: number) {
  const item = await rentableItem(t, cast.owner, cast.admin, { title, price: '40.00', deposit: '100.00' });
  const { rentalId } = await bookAndPay(t, cast.renter, {
    itemId: item.id,
    rentalDays: 2,
    startDate: day(1),
  });
  await shiftPeriod(t, rentalId, day(endOffset - 2));
  return rentalId;
}

/** The late-fee notices `who` got about a rental, as an English reader sees them, oldest first. */
async function lateNotices(who: SignedIn, rentalId: string) {
  const shown = await shownNotifications(t.database.db, who.userId);
  return shown
    .filter(
      (row) => row.kind === 'late_fee_accrued' && (row.params as { rentalId: string }).rentalId === rentalId,
    )
    .map((row) => row.message)
    .reverse();
}

/** A sweep at `hour` (UTC) on the day `offset` days from today, by a clock the test holds. */
const sweepOn = (offset: number, hour: number) =>
  sweepRentals(
    rentalDepsFor(t, { now: () => new Date(`${day(offset)}T${String(hour).padStart(2, '0')}:00:00Z`) }),
  );

const processReturn = (rentalId: string, body: unknown) =>
  t.request('POST', `/api/rentals/${rentalId}/return`, body, cast.owner.headers);

describe('an overdue rental, day by day', () => {
  it('accrues a day at the daily rate per started day up to the deposit, told to both sides once a day', async () => {
    // Due back by the end of day(-4); today it is 4 days late.
    const rentalId = await rentalEnding('Leaf blower', -3);

    // The last day of the rental: not late yet, and nobody is told anything.
    await sweepOn(-4, 23);
    expect(await lateNotices(cast.renter, rentalId)).toEqual([]);

    // Day 1, twice the same day: one notice each.
    const first = await sweepOn(-3, 0);
    expect(first.overdue).toBeGreaterThanOrEqual(1);
    expect(first.lateFeeNotices).toBeGreaterThanOrEqual(2);
    await sweepOn(-3, 18);
    expect(await lateNotices(cast.renter, rentalId)).toEqual([
      '"Leaf blower" is 1 day late. The late fee so far is $40.00; it comes out of your $100.00 security deposit at the return and never goes above it.',
    ]);
    expect(await lateNotices(cast.owner, rentalId)).toEqual([
      '"Leaf blower" is 1 day late. The late fee so far is $40.00 (at most the $100.00 security deposit); it is paid to you from the deposit after the return.',
    ]);

    // Day 2, day 3 (the cap: 3 × $40 is more than the $100 deposit), day 4 (still the cap).
    await sweepOn(-2, 9);
    await sweepOn(-2, 10);
    await sweepOn(-1, 9);
    await sweepOn(0, 0);
    const renterHeard = await lateNotices(cast.renter, rentalId);
    expect(renterHeard).toHaveLength(4);
    const message = (days: number, fee: string) =>
      `"Leaf blower" is ${days} days late. The late fee so far is ${fee}; it comes out of your $100.00 security deposit at the return and never goes above it.`;
    expect(renterHeard.slice(1)).toEqual([
      message(2, '$80.00'),
      message(3, '$100.00'),
      message(4, '$100.00'),
    ]);
    expect(await lateNotices(cast.owner, rentalId)).toHaveLength(4);

    // Each notice is emailed by the person's settings (reminders are on by default).
    await t.runJobs();
    const mails = await t.database.db.select().from(outboxMail).where(eq(outboxMail.to, cast.owner.email));
    expect(
      mails.filter((mail) => mail.text.includes('Leaf blower') && mail.subject.includes('Late return')),
    ).toHaveLength(4);

    // Both sides see how late it is and the fee so far on the rental.
    for (const who of [cast.renter, cast.owner]) {
      expect((await rentalAs(t, who, rentalId)).late).toEqual({ days: 4, feeCents: 10_000, settled: false });
    }
  }, 120_000);

  it('a rental not yet past its end date shows no late fee', async () => {
    const rentalId = await rentalEnding('Tile cutter', 1);
    expect((await rentalAs(t, cast.renter, rentalId)).late).toBeNull();
  });
});

describe('the return of a late rental', () => {
  it('good condition: the fee goes from the deposit to the owner, the rest back to the renter', async () => {
    const rentalId = await rentalEnding('Pressure washer', -1); // 2 days late: $80
    await sweepRentals(rentalDepsFor(t));
    const res = await processReturn(rentalId, { returnCondition: 'good' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ outcome: 'deposit_refunded', amountCents: 2000, lateFeeCents: 8000 });

    expect(await ledgerOf(t, rentalId)).toEqual([
      { event: 'confirm', kind: 'charge', amount: 18_000 },
      { event: 'confirm', kind: 'platform_fee', amount: 240 },
      { event: 'confirm', kind: 'owner_payout', amount: 7760 },
      { event: 'confirm', kind: 'deposit_held', amount: 10_000 },
      { event: 'late_fee_kept', kind: 'deposit_held', amount: -8000 },
      { event: 'late_fee_kept', kind: 'owner_payout', amount: 8000 },
      { event: 'return_good', kind: 'deposit_held', amount: -2000 },
      { event: 'return_good', kind: 'refund', amount: 2000 },
    ]);
    expect(await expectLedgerBalanced(t, rentalId)).toMatchObject({
      charge: 18_000,
      platform_fee: 240,
      owner_payout: 7760 + 8000,
      deposit_held: 0,
      refund: 2000,
    });
    const [deposit] = await t.database.db.select().from(deposits).where(eq(deposits.rentalId, rentalId));
    expect(deposit?.status).toBe('refunded');

    // Both sides see the fee that was kept, and the receipts name it.
    for (const who of [cast.renter, cast.owner]) {
      expect((await rentalAs(t, who, rentalId)).late).toEqual({ days: 2, feeCents: 8000, settled: true });
    }
    const receipt = (await shownNotifications(t.database.db, cast.renter.userId)).find(
      (row) => row.kind === 'return_processed' && (row.params as { rentalId: string }).rentalId === rentalId,
    );
    expect(receipt?.message).toBe(
      'The return of "Pressure washer" was processed. A late fee of $80.00 was kept from your $100.00 security deposit; $20.00 is being refunded to you.',
    );

    // The fee reaches the owner once the claim window after the return has passed.
    const [returned] = await t.database.db.select().from(rentals).where(eq(rentals.id, rentalId));
    const at = (hours: number) => new Date(returned!.actualReturnDate!.getTime() + hours * 3_600_000);
    const lateFeeTransfer = () =>
      t.database.db
        .select()
        .from(ownerTransfers)
        .where(and(eq(ownerTransfers.rentalId, rentalId), eq(ownerTransfers.kind, 'late_fee')));
    await sweepRentals(rentalDepsFor(t, { now: () => at(71) }));
    expect(await lateFeeTransfer()).toEqual([]);
    await sweepRentals(rentalDepsFor(t, { now: () => at(73) }));
    expect(await lateFeeTransfer()).toMatchObject([{ amount: 8000, ownerId: cast.owner.userId }]);
  }, 120_000);

  it('the cap reached: the whole deposit is kept as the late fee and nothing is refunded', async () => {
    const rentalId = await rentalEnding('Cement mixer', -4); // 5 days late: $200, capped at $100
    const res = await processReturn(rentalId, { returnCondition: 'good' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ outcome: 'deposit_kept_as_late_fee', lateFeeCents: 10_000 });
    expect((await ledgerOf(t, rentalId)).filter((line) => line.event !== 'confirm')).toEqual([
      { event: 'late_fee_kept', kind: 'deposit_held', amount: -10_000 },
      { event: 'late_fee_kept', kind: 'owner_payout', amount: 10_000 },
    ]);
    expect(await expectLedgerBalanced(t, rentalId)).toMatchObject({ deposit_held: 0, refund: 0 });
    const [deposit] = await t.database.db.select().from(deposits).where(eq(deposits.rentalId, rentalId));
    expect(deposit?.status).toBe('forfeited');
  });

  it('damaged: the claim may keep only what the late fee left of the deposit', async () => {
    const rentalId = await rentalEnding('Tile saw', -1); // 2 days late: $80, $20 left
    await sweepRentals(rentalDepsFor(t));
    await recordCheckIn(t, cast.owner, rentalId, 'return');
    const photoId = await uploadClaimPhoto(t, rentalId, cast.owner);
    const damaged = (depositKept: string) =>
      processReturn(rentalId, {
        returnCondition: 'damaged',
        damageReason: 'Cracked blade',
        depositKept,
        photoIds: [photoId],
      });

    const tooMuch = await damaged('50.00');
    expect(tooMuch.status).toBe(400);
    expect(((await tooMuch.json()) as { error: { code: string } }).error.code).toBe('invalid_amount');
    expect((await rentalAs(t, cast.owner, rentalId)).status).toBe('overdue');

    const res = await damaged('20.00');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ outcome: 'claim_filed', amountCents: 2000, lateFeeCents: 8000 });
    expect(await expectLedgerBalanced(t, rentalId)).toMatchObject({
      deposit_held: 2000,
      owner_payout: 7760 + 8000,
    });

    const accepted = await t.request(
      'POST',
      `/api/rentals/${rentalId}/claim/accept`,
      undefined,
      cast.renter.headers,
    );
    expect(accepted.status).toBe(200);
    expect((await ledgerOf(t, rentalId)).filter((line) => line.event === 'claim_settled')).toEqual([
      { event: 'claim_settled', kind: 'deposit_held', amount: -2000 },
      { event: 'claim_settled', kind: 'owner_payout', amount: 2000 },
    ]);
    // Damage and lateness together kept exactly the deposit, never more.
    expect(await expectLedgerBalanced(t, rentalId)).toMatchObject({
      deposit_held: 0,
      owner_payout: 7760 + 8000 + 2000,
      refund: 0,
    });
  }, 60_000);
});
