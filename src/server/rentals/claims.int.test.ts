import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposits, notifications, payments } from '../db/schema';
import type { SignedIn } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import { sweepRentals } from './sweep';
import {
  bookAndPay,
  day,
  expectLedgerBalanced,
  type RentalCast,
  recordCheckIn,
  rentableItem,
  rentalAs,
  rentalDepsFor,
  signUpRentalCast,
  uploadClaimPhoto,
} from './testing';

let t: TestApp;
let cast: RentalCast;

beforeAll(async () => {
  t = await createTestApp();
  cast = await signUpRentalCast(t);
}, 240_000);
afterAll(() => t.close());

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;

const uploadEvidence = (rentalId: string, who: SignedIn) => uploadClaimPhoto(t, rentalId, who);

/** A started rental of a $50/day item with a $100 deposit, returned damaged with one photo. */
async function damagedReturn(depositKept = '') {
  const item = await rentableItem(t, cast.owner, cast.admin, { price: '50.00', deposit: '100.00' });
  const { rentalId } = await bookAndPay(t, cast.renter, {
    itemId: item.id,
    rentalDays: 2,
    startDate: day(0),
  });
  // A claim stands beside the return check-in's photos.
  await recordCheckIn(t, cast.owner, rentalId, 'return');
  const photoId = await uploadEvidence(rentalId, cast.owner);
  const res = await t.request(
    'POST',
    `/api/rentals/${rentalId}/return`,
    { returnCondition: 'damaged', damageReason: 'Cracked guard', depositKept, photoIds: [photoId] },
    cast.owner.headers,
  );
  expect(res.status).toBe(200);
  return { rentalId, outcome: (await res.json()) as unknown };
}

const answer = (rentalId: string, kind: 'accept' | 'dispute', who: SignedIn, body?: unknown) =>
  t.request('POST', `/api/rentals/${rentalId}/claim/${kind}`, body, who.headers);

async function moneyOf(rentalId: string) {
  const [payment] = await t.database.db.select().from(payments).where(eq(payments.rentalId, rentalId));
  const [deposit] = await t.database.db.select().from(deposits).where(eq(deposits.rentalId, rentalId));
  return { deposit: deposit!, payment: payment! };
}

describe('damage claims', () => {
  it('a damaged return keeps the deposit held and asks the renter, who sees the claim and the photo', async () => {
    const { rentalId, outcome } = await damagedReturn('40.00');
    expect(outcome).toEqual({
      outcome: 'claim_filed',
      amountCents: 4000,
      depositCents: 10_000,
      responseHours: 72,
    });
    const view = await rentalAs(t, cast.renter, rentalId);
    expect(view).toMatchObject({
      status: 'returned',
      depositStatus: 'held',
      canAnswerClaim: true,
      claim: { status: 'open', reason: 'Cracked guard', amountClaimed: 4000, outcome: null },
    });
    expect(view.claim!.photos).toHaveLength(1);
    expect(view.claim!.photos[0]!.by).toBe('owner');
    expect((await rentalAs(t, cast.owner, rentalId)).canAnswerClaim).toBe(false);
    const told = await t.database.db
      .select({ kind: notifications.kind, params: notifications.params })
      .from(notifications)
      .where(eq(notifications.userId, cast.renter.userId));
    expect(told).toContainEqual({
      kind: 'claim_filed',
      params: expect.objectContaining({ rentalId, role: 'renter', claimedCents: 4000, depositCents: 10_000 }),
    });
    // Nothing moved yet: the deposit is still held in the ledger.
    expect((await expectLedgerBalanced(t, rentalId)).deposit_held).toBe(10_000);
  });

  it('refuses photos of other people and keeping more than the deposit', async () => {
    const item = await rentableItem(t, cast.owner, cast.admin, { price: '50.00', deposit: '100.00' });
    const { rentalId } = await bookAndPay(t, cast.renter, {
      itemId: item.id,
      rentalDays: 2,
      startDate: day(0),
    });
    await recordCheckIn(t, cast.owner, rentalId, 'return');
    const renterPhoto = await uploadEvidence(rentalId, cast.renter);
    const ownerPhoto = await uploadEvidence(rentalId, cast.owner);
    const ret = (body: Record<string, unknown>) =>
      t.request(
        'POST',
        `/api/rentals/${rentalId}/return`,
        { returnCondition: 'damaged', damageReason: 'Dent', ...body },
        cast.owner.headers,
      );
    const notMine = await ret({ photoIds: [renterPhoto] });
    expect(notMine.status).toBe(400);
    expect((await errorOf(notMine)).code).toBe('damage_photo_required');
    const tooMuch = await ret({ photoIds: [ownerPhoto], depositKept: '100.01' });
    expect(tooMuch.status).toBe(400);
    expect((await errorOf(tooMuch)).message).toBe(
      'The amount to keep must be above $0 and at most the deposit.',
    );
    expect((await rentalAs(t, cast.owner, rentalId)).status).toBe('active');
  });

  it('the renter accepts: the claim settles at once, the rest of the deposit is refunded', async () => {
    const { rentalId } = await damagedReturn('40.00');
    expect((await answer(rentalId, 'accept', cast.owner)).status).toBe(403);
    expect((await answer(rentalId, 'accept', cast.renter)).status).toBe(200);
    expect(await rentalAs(t, cast.renter, rentalId)).toMatchObject({
      depositStatus: 'forfeited',
      claim: { status: 'settled', outcome: 'accepted', amountKept: 4000 },
      canAnswerClaim: false,
    });
    expect(await expectLedgerBalanced(t, rentalId)).toEqual({
      charge: 20_000,
      platform_fee: 300,
      owner_payout: 9700 + 4000,
      deposit_held: 0,
      refund: 6000,
      owner_transfer: 0,
    });
    const { deposit, payment } = await moneyOf(rentalId);
    expect(deposit.refundReference).toMatch(/^re_sandbox_/);
    expect(payment.amountRefunded).toBe(6000);
    const again = await answer(rentalId, 'dispute', cast.renter, { statement: 'Wait' });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).code).toBe('claim_closed');
  });

  it('unanswered for 72 hours: the sweep settles it as claimed (whole deposit by default)', async () => {
    const { rentalId } = await damagedReturn();
    const early = await sweepRentals(rentalDepsFor(t, { now: () => new Date(Date.now() + 71 * 3_600_000) }));
    expect(early.claimsSettled).toBe(0);
    const later = rentalDepsFor(t, { now: () => new Date(Date.now() + 73 * 3_600_000) });
    // Other tests' open claims lapse too: this database is shared within the file.
    expect((await sweepRentals(later)).claimsSettled).toBeGreaterThanOrEqual(1);
    const late = await t.request(
      'POST',
      `/api/rentals/${rentalId}/claim/accept`,
      undefined,
      cast.renter.headers,
    );
    expect(late.status).toBe(409);
    expect(await expectLedgerBalanced(t, rentalId)).toMatchObject({ owner_payout: 9700 + 10_000, refund: 0 });
    expect((await rentalAs(t, cast.owner, rentalId)).claim).toMatchObject({
      outcome: 'lapsed',
      amountKept: 10_000,
    });
  });

  it('disputed: both sides reach /admin/disputes, and the decision settles the money', async () => {
    const { rentalId } = await damagedReturn('80.00');
    const renterPhoto = await uploadEvidence(rentalId, cast.renter);
    const empty = await answer(rentalId, 'dispute', cast.renter, { statement: ' ' });
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).message).toBe('Please tell us your side');
    expect(
      (
        await answer(rentalId, 'dispute', cast.renter, {
          statement: 'It was cracked before',
          photoIds: [renterPhoto],
        })
      ).status,
    ).toBe(200);

    expect((await t.request('GET', '/api/admin/disputes', undefined, cast.owner.headers)).status).toBe(403);
    const queue = await t.request('GET', '/api/admin/disputes', undefined, cast.admin.headers);
    const { disputes } = (await queue.json()) as {
      disputes: {
        rentalId: string;
        ownerReason: string;
        renterStatement: string;
        ownerPhotos: unknown[];
        renterPhotos: unknown[];
      }[];
    };
    expect(disputes.find((d) => d.rentalId === rentalId)).toMatchObject({
      ownerReason: 'Cracked guard',
      renterStatement: 'It was cracked before',
      ownerPhotos: [expect.anything()],
      renterPhotos: [expect.anything()],
    });

    const decide = (body: unknown) =>
      t.request('POST', `/api/admin/disputes/${rentalId}/decision`, body, cast.admin.headers);
    const tooMuch = await decide({ decision: 'keep_part', amountKept: '80.00' });
    expect(tooMuch.status).toBe(409);
    expect((await errorOf(tooMuch)).code).toBe('invalid_amount');
    expect((await decide({ decision: 'keep_part', amountKept: '25.00' })).status).toBe(200);
    expect((await decide({ decision: 'keep_all' })).status).toBe(409);
    expect(await expectLedgerBalanced(t, rentalId)).toEqual({
      charge: 20_000,
      platform_fee: 300,
      owner_payout: 9700 + 2500,
      deposit_held: 0,
      refund: 7500,
      owner_transfer: 0,
    });
    const ownerTold = await t.database.db
      .select({ kind: notifications.kind, params: notifications.params })
      .from(notifications)
      .where(eq(notifications.userId, cast.owner.userId));
    expect(ownerTold).toEqual(
      expect.arrayContaining([
        { kind: 'claim_disputed', params: expect.objectContaining({ rentalId, role: 'owner' }) },
        {
          kind: 'claim_settled',
          params: expect.objectContaining({ rentalId, role: 'owner', keptCents: 2500, refundedCents: 7500 }),
        },
      ]),
    );
  });

  it('an admin may refund everything: the deposit goes back whole', async () => {
    const { rentalId } = await damagedReturn();
    await answer(rentalId, 'dispute', cast.renter, { statement: 'Not me' });
    expect(
      (
        await t.request(
          'POST',
          `/api/admin/disputes/${rentalId}/decision`,
          { decision: 'refund_all' },
          cast.admin.headers,
        )
      ).status,
    ).toBe(200);
    expect(await rentalAs(t, cast.renter, rentalId)).toMatchObject({ depositStatus: 'refunded' });
    expect(await expectLedgerBalanced(t, rentalId)).toMatchObject({ owner_payout: 9700, refund: 10_000 });
  });
});
