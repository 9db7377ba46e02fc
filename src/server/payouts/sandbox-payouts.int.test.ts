import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, rentals, sandboxTransfers } from '../db/schema';
import { shownNotifications } from '../notifications/testing';
import { sendTransfer } from '../rentals/public';
import {
  bookAndPay,
  checkInRequest,
  day,
  expectLedgerBalanced,
  type RentalCast,
  recordCheckIn,
  rentableItem,
  rentalDepsFor,
  signUpRentalCast,
  sweepRentals,
  uploadClaimPhoto,
} from '../rentals/testing';
import type { SignedIn } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  completeSandboxOnboarding,
  expectPaidOut,
  payoutAccountAs,
  payoutsAs,
  startOnboardingAs,
  transfersOf,
} from './testing';

let t: TestApp;
let cast: RentalCast;

beforeAll(async () => {
  t = await createTestApp();
  cast = await signUpRentalCast(t);
}, 240_000);
afterAll(() => t.close());

const HOUR = 3_600_000;
/** 24 hours after the start of today (UTC): when the share of a rental starting today is due. */
const DUE = new Date(`${day(0)}T00:00:00Z`).getTime() + 24 * HOUR;
/** The sweep as it runs `hours` after that moment (negative: before it), on the test's clock. */
const sweepAt = (hours: number) =>
  sweepRentals(rentalDepsFor(t, { now: () => new Date(DUE + hours * HOUR) }));
/** The sweep as it runs now. */
const sweepNow = () => sweepRentals(rentalDepsFor(t));

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;

/** A $50/day item with a $100 deposit, booked for 2 days from today and paid: owner's share $97. */
async function paidRental(owner: SignedIn, startDate = day(0)) {
  const item = await rentableItem(t, owner, cast.admin, { price: '50.00', deposit: '100.00' });
  return bookAndPay(t, cast.renter, { itemId: item.id, rentalDays: 2, startDate });
}

describe('payouts in the sandbox', () => {
  it('no payout account: the booking is accepted and the share is held, visibly, until the owner sets one up', async () => {
    expect(await payoutAccountAs(t, cast.owner)).toEqual({
      status: 'not_set_up',
      provider: null,
      requirementsDue: [],
    });
    const { rentalId } = await paidRental(cast.owner);
    // Not due before 24 hours after the start date (no hand-over confirmed).
    expect(await payoutsAs(t, cast.owner)).toContainEqual(
      expect.objectContaining({ rentalId, status: 'scheduled', amount: 9_700, kind: 'rental_share' }),
    );
    await sweepAt(-1);
    expect(await transfersOf(t, rentalId)).toEqual([]);

    await sweepAt(1);
    const [held] = await transfersOf(t, rentalId);
    expect(held).toMatchObject({ status: 'held', amount: 9_700, kind: 'rental_share' });
    expect(await payoutsAs(t, cast.owner)).toContainEqual(
      expect.objectContaining({ rentalId, status: 'held' }),
    );
    const told = await shownNotifications(t.database.db, cast.owner.userId, 'payment');
    expect(told.find((n) => n.kind === 'payout_held')).toMatchObject({
      title: 'Payout waiting for your payout details',
      link: '/settings?tab=billing',
    });
    // Held means held: a job for it, if any, sends nothing.
    expect(await sendTransfer(rentalDepsFor(t), held!.id)).toBe('skipped');

    // Set up payouts: the sandbox's own onboarding page, a test bank account number.
    const url = await startOnboardingAs(t, cast.owner);
    expect(url).toMatch(new RegExp(`^${t.config.publicUrl}/payouts/sandbox/acct_sandbox_`));
    expect(await payoutAccountAs(t, cast.owner)).toEqual({
      status: 'needs_information',
      provider: 'sandbox',
      requirementsDue: ['external_account'],
    });
    const accountId = url.split('/payouts/sandbox/')[1]!;
    // The same account on a second press, and nobody else's page.
    expect(await startOnboardingAs(t, cast.owner)).toBe(url);
    const page = await t.request(
      'GET',
      `/api/payouts/sandbox/accounts/${accountId}`,
      undefined,
      cast.owner.headers,
    );
    expect(page.status).toBe(200);
    const strangers = await t.request(
      'GET',
      `/api/payouts/sandbox/accounts/${accountId}`,
      undefined,
      cast.stranger.headers,
    );
    expect(strangers.status).toBe(404);
    expect((await errorOf(strangers)).code).toBe('payout_account_not_found');
    const bad = await t.request(
      'POST',
      `/api/payouts/sandbox/accounts/${accountId}/complete`,
      { accountNumber: '12ab' },
      cast.owner.headers,
    );
    expect(bad.status).toBe(400);
    const done = await t.request(
      'POST',
      `/api/payouts/sandbox/accounts/${accountId}/complete`,
      { accountNumber: '0001 2345 6789' },
      cast.owner.headers,
    );
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({
      account: { status: 'active', provider: 'sandbox', requirementsDue: [] },
      redirectUrl: `${t.config.publicUrl}/settings?tab=billing&payouts=return`,
    });

    // Activating the account released the held share to the job queue.
    expect((await transfersOf(t, rentalId))[0]?.status).toBe('pending');
    await t.runJobs();
    const [sent] = await transfersOf(t, rentalId);
    expect(sent).toMatchObject({ status: 'sent', destination: accountId });
    expect(sent!.providerTransferId).toMatch(/^tr_sandbox_/);
    const rows = await t.database.db
      .select()
      .from(sandboxTransfers)
      .where(eq(sandboxTransfers.destination, accountId));
    expect(rows).toMatchObject([{ amount: 9_700, idempotencyKey: `transfer-${sent!.id}` }]);
    expect(await payoutsAs(t, cast.owner)).toContainEqual(
      expect.objectContaining({ rentalId, status: 'sent' }),
    );
    const sentNote = (await shownNotifications(t.database.db, cast.owner.userId, 'payment')).find(
      (n) => n.kind === 'payout_sent',
    );
    expect(sentNote?.message).toBe('$97.00 for "DeWalt 20V cordless drill" was sent to your payout account.');
  });

  it('never twice: more sweeps and a replayed job make no second transfer or ledger line', async () => {
    const { rentalId } = await paidRental(cast.owner);
    await sweepAt(1);
    await sweepAt(2);
    await t.runJobs();
    const [transfer] = await transfersOf(t, rentalId);
    expect(transfer?.status).toBe('sent');
    // The job delivered again (a crash before its completion was recorded): nothing more happens.
    expect(await sendTransfer(rentalDepsFor(t), transfer!.id)).toBe('skipped');
    const lines = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.rentalId, rentalId));
    expect(lines.filter((line) => line.kind === 'owner_transfer')).toMatchObject([
      { event: 'share_transfer', amount: 9_700, providerReference: transfer!.providerTransferId },
    ]);
    expect(await transfersOf(t, rentalId)).toHaveLength(1);
    await expectLedgerBalanced(t, rentalId);
  });

  it('the confirmed pick-up makes the share due at once, queued with the hand-over', async () => {
    const { rentalId } = await paidRental(cast.owner);
    await sweepNow();
    expect(await transfersOf(t, rentalId)).toEqual([]);
    const code = await recordCheckIn(t, cast.owner, rentalId, 'pickup');
    const confirmed = await checkInRequest(t, cast.renter, rentalId, 'pickup', { code }, '/confirm');
    expect(confirmed.status).toBe(200);
    const [queued] = await transfersOf(t, rentalId);
    expect(queued).toMatchObject({ status: 'pending', kind: 'rental_share' });
    const [rental] = await t.database.db.select().from(rentals).where(eq(rentals.id, rentalId));
    expect(queued!.dueAt).toEqual(rental!.handedOverAt);
    await t.runJobs();
    expect((await transfersOf(t, rentalId))[0]).toMatchObject({ status: 'sent', kind: 'rental_share' });
  });

  it('a kept deposit is transferred once the claim settles, and every cent reconciles', async () => {
    const { rentalId } = await paidRental(cast.owner);
    await recordCheckIn(t, cast.owner, rentalId, 'return');
    const photoId = await uploadClaimPhoto(t, rentalId, cast.owner);
    const returned = await t.request(
      'POST',
      `/api/rentals/${rentalId}/return`,
      {
        returnCondition: 'damaged',
        damageReason: 'Cracked guard',
        depositKept: '40.00',
        photoIds: [photoId],
      },
      cast.owner.headers,
    );
    expect(returned.status).toBe(200);
    // Claimed but not settled: nothing of the deposit moves.
    await sweepAt(1);
    await t.runJobs();
    expect((await transfersOf(t, rentalId)).map((row) => row.kind)).toEqual(['rental_share']);
    const accepted = await t.request(
      'POST',
      `/api/rentals/${rentalId}/claim/accept`,
      undefined,
      cast.renter.headers,
    );
    expect(accepted.status).toBe(200);
    await sweepAt(1);
    await t.runJobs();
    const transfers = await transfersOf(t, rentalId);
    expect(transfers.find((row) => row.kind === 'deposit_kept')).toMatchObject({
      status: 'sent',
      amount: 4_000,
    });
    expect(await expectPaidOut(t, rentalId)).toMatchObject({
      charge: 20_000,
      platform_fee: 300,
      owner_transfer: 9_700 + 4_000,
      refund: 6_000,
    });
  });

  it('a rental cancelled before its start pays the owner nothing', async () => {
    const { rentalId } = await paidRental(cast.owner, day(3));
    const cancelled = await t.request(
      'POST',
      `/api/rentals/${rentalId}/cancel`,
      undefined,
      cast.renter.headers,
    );
    expect(cancelled.status).toBe(200);
    await sweepAt(24 * 4);
    await t.runJobs();
    expect(await transfersOf(t, rentalId)).toEqual([]);
  });

  it('an owner who sets up payouts first is paid without a hold', async () => {
    await completeSandboxOnboarding(t, cast.stranger);
    expect(await payoutAccountAs(t, cast.stranger)).toMatchObject({ status: 'active' });
    const { rentalId } = await paidRental(cast.stranger);
    await sweepAt(1);
    expect((await transfersOf(t, rentalId))[0]?.status).toBe('pending');
    await t.runJobs();
    expect((await transfersOf(t, rentalId))[0]?.status).toBe('sent');
    const told = await shownNotifications(t.database.db, cast.stranger.userId, 'payment');
    expect(told.some((n) => n.kind === 'payout_held')).toBe(false);
  });
});
