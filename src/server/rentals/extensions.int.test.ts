import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar-day';
import { notifications, ownerTransfers, payments, rentalExtensions, rentals } from '../db/schema';
import type { SignedIn } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  bookAndPay,
  checkoutRequest,
  day,
  expectLedgerBalanced,
  ledgerOf,
  payRequest,
  type RentalCast,
  rentableItem,
  rentalAs,
  rentalDepsFor,
  signUpRentalCast,
  sweepRentals,
} from './testing';

let t: TestApp;
let cast: RentalCast;

beforeAll(async () => {
  t = await createTestApp();
  cast = await signUpRentalCast(t);
}, 240_000);
afterAll(() => t.close());

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; details?: Record<string, unknown> } }).error;

interface ExtensionAnswer {
  extension: { id: string; status: string; days: number; priceCents: number; feeCents: number };
  checkoutUrl?: string;
}

const askRequest = (who: SignedIn | undefined, rentalId: string, days: unknown) =>
  t.request('POST', `/api/rentals/${rentalId}/extensions`, { days }, who?.headers);
const answerRequest = (
  who: SignedIn | undefined,
  rentalId: string,
  extensionId: string,
  answer: 'accept' | 'decline',
) =>
  t.request('POST', `/api/rentals/${rentalId}/extensions/${extensionId}/${answer}`, undefined, who?.headers);

async function ask(rentalId: string, days: number): Promise<ExtensionAnswer['extension']> {
  const res = await askRequest(cast.renter, rentalId, days);
  if (res.status !== 201) throw new Error(`extension request failed (${res.status}): ${await res.text()}`);
  return ((await res.json()) as ExtensionAnswer).extension;
}

async function accept(rentalId: string, extensionId: string): Promise<ExtensionAnswer> {
  const res = await answerRequest(cast.owner, rentalId, extensionId, 'accept');
  if (res.status !== 200) throw new Error(`accept failed (${res.status}): ${await res.text()}`);
  return (await res.json()) as ExtensionAnswer;
}

/** The sandbox session id in a checkout URL (/checkout/<id>). */
const sessionOf = (url: string) => url.split('/').pop()!;

/** A paid rental of a $40/day item ($80 deposit) that started today and ends in 2 days. */
async function rentalUnderWay(startOffset = 0) {
  const item = await rentableItem(t, cast.owner, cast.admin, { price: '40.00', deposit: '80.00' });
  const { rentalId } = await bookAndPay(t, cast.renter, {
    itemId: item.id,
    rentalDays: 2,
    startDate: day(startOffset),
  });
  return { itemId: item.id, rentalId };
}

const extensionNotices = async (userId: string, rentalId: string) =>
  (
    await t.database.db
      .select({ kind: notifications.kind, params: notifications.params })
      .from(notifications)
      .where(eq(notifications.userId, userId))
  )
    .filter((row) => row.kind === 'rental_extension')
    .map((row) => row.params as { rentalId: string; stage: string })
    .filter((params) => params.rentalId === rentalId)
    .map((params) => params.stage)
    .sort();

describe('a renter asks for more days', () => {
  it('request -> accept -> pay: the end date moves, the amounts grow, the ledger balances, the calendar shows the days', async () => {
    const { itemId, rentalId } = await rentalUnderWay();
    const before = await rentalAs(t, cast.renter, rentalId);
    expect(before.canRequestExtension).toBe(true);
    expect(before.maxExtensionDays).toBe(30);

    const asked = await ask(rentalId, 3);
    // The rental's daily rate x days; the commission (3% by default) comes out of the owner's share.
    expect(asked).toMatchObject({ status: 'requested', days: 3, priceCents: 12000, feeCents: 360 });
    expect(await extensionNotices(cast.owner.userId, rentalId)).toEqual(['requested']);
    const ownerView = await rentalAs(t, cast.owner, rentalId);
    expect(ownerView.extension).toMatchObject({ status: 'requested', canAnswer: true, checkoutUrl: null });
    expect(ownerView.extension!.untilDate).toBe(day(4));

    const accepted = await accept(rentalId, asked.id);
    expect(accepted.extension.status).toBe('accepted');
    expect(accepted.checkoutUrl).toMatch(/\/checkout\/cs_sandbox_/);
    expect(await extensionNotices(cast.renter.userId, rentalId)).toEqual(['accepted']);
    // Held before it is paid: the calendar already shows the days taken; the end date waits.
    const held = await t.request('GET', `/api/rentals/availability/${itemId}`);
    expect(((await held.json()) as { booked: { start: string; end: string }[] }).booked).toEqual([
      { start: day(0), end: day(5) },
    ]);
    expect((await rentalAs(t, cast.renter, rentalId)).extension).toMatchObject({
      status: 'accepted',
      checkoutUrl: accepted.checkoutUrl,
    });
    expect((await rentalAs(t, cast.renter, rentalId)).endDate).toBe(day(2));

    const paid = await payRequest(t, cast.renter, sessionOf(accepted.checkoutUrl!));
    expect(paid.status).toBe(200);

    for (const who of [cast.renter, cast.owner]) {
      const view = await rentalAs(t, who, rentalId);
      expect(view).toMatchObject({
        endDate: day(5),
        rentalDays: 5,
        subtotal: 20000,
        platformFee: 600,
        ownerAmount: 19400,
        totalAmount: 20000 + 8000,
        status: 'active',
        canRequestExtension: false,
      });
      expect(view.extension).toMatchObject({ status: 'paid', untilDate: day(4) });
    }
    expect(await extensionNotices(cast.owner.userId, rentalId)).toEqual(['paid', 'requested']);
    expect(await extensionNotices(cast.renter.userId, rentalId)).toEqual(['accepted', 'paid']);
    const [row] = await t.database.db.select().from(rentals).where(eq(rentals.id, rentalId));
    expect(row!.extensionHoldUntil).toBeNull();

    expect(await ledgerOf(t, rentalId)).toEqual(
      expect.arrayContaining([
        { event: 'extension', kind: 'charge', amount: 12000 },
        { event: 'extension', kind: 'platform_fee', amount: 360 },
        { event: 'extension', kind: 'owner_payout', amount: 11640 },
      ]),
    );
    await expectLedgerBalanced(t, rentalId);
    const availability = await t.request('GET', `/api/rentals/availability/${itemId}`);
    expect(((await availability.json()) as { booked: unknown[] }).booked).toEqual([
      { start: day(0), end: day(5) },
    ]);

    // Once extended, not again (its ledger event is booked once per rental).
    const again = await askRequest(cast.renter, rentalId, 1);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).code).toBe('extension_used');
  });

  it('the owner declines: the renter hears it, the days stay free, and a new request may follow', async () => {
    const { rentalId } = await rentalUnderWay();
    const asked = await ask(rentalId, 1);
    const res = await answerRequest(cast.owner, rentalId, asked.id, 'decline');
    expect(res.status).toBe(200);
    expect(((await res.json()) as ExtensionAnswer).extension.status).toBe('declined');
    expect(await extensionNotices(cast.renter.userId, rentalId)).toEqual(['declined']);
    const view = await rentalAs(t, cast.renter, rentalId);
    expect(view).toMatchObject({ endDate: day(2), canRequestExtension: true });
    expect(view.extension).toMatchObject({ status: 'declined', declinedBy: 'owner' });

    // Answered once: a second tap, either way, is refused.
    const late = await answerRequest(cast.owner, rentalId, asked.id, 'accept');
    expect(late.status).toBe(409);
    expect((await errorOf(late)).code).toBe('extension_closed');
    expect((await ask(rentalId, 2)).status).toBe('requested');
  });

  it('unanswered for 24 hours, the request is declined by the sweep (once); an unpaid acceptance releases its days', async () => {
    const { itemId, rentalId } = await rentalUnderWay();
    const asked = await ask(rentalId, 2);
    const deps = (hours: number) => rentalDepsFor(t, { now: () => new Date(Date.now() + hours * 3_600_000) });

    await sweepRentals(deps(23));
    expect((await rentalAs(t, cast.renter, rentalId)).extension!.status).toBe('requested');
    await sweepRentals(deps(24.1));
    await sweepRentals(deps(24.2));
    const view = await rentalAs(t, cast.renter, rentalId);
    expect(view.extension).toMatchObject({ status: 'declined', declinedBy: 'system' });
    expect(await extensionNotices(cast.renter.userId, rentalId)).toEqual(['declined_unanswered']);
    const tooLate = await answerRequest(cast.owner, rentalId, asked.id, 'accept');
    expect((await errorOf(tooLate)).code).toBe('extension_closed');

    // Accepted but never paid: when the checkout's window ends the days go free again.
    const second = await ask(rentalId, 1);
    const { checkoutUrl } = await accept(rentalId, second.id);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.extensionId, second.id));
    expect(payment!.expiresAt.getTime()).toBeLessThanOrEqual(new Date(`${day(2)}T00:00:00Z`).getTime());
    await sweepRentals(rentalDepsFor(t, { now: () => new Date(payment!.expiresAt.getTime() + 60_000) }));
    const [ext] = await t.database.db
      .select()
      .from(rentalExtensions)
      .where(eq(rentalExtensions.id, second.id));
    expect(ext!.status).toBe('expired');
    const [row] = await t.database.db.select().from(rentals).where(eq(rentals.id, rentalId));
    expect(row!.extensionHoldUntil).toBeNull();
    const availability = await t.request('GET', `/api/rentals/availability/${itemId}`);
    expect(((await availability.json()) as { booked: unknown[] }).booked).toEqual([
      { start: day(0), end: day(2) },
    ]);
    // The closed checkout no longer takes money.
    const pay = await payRequest(t, cast.renter, sessionOf(checkoutUrl!));
    expect(pay.status).toBe(410);
    await expectLedgerBalanced(t, rentalId);
  });

  it('an extension racing a booking of the same days: exactly one wins, the other gets a clear 409', async () => {
    for (let round = 0; round < 3; round++) {
      const { itemId, rentalId } = await rentalUnderWay();
      const asked = await ask(rentalId, 2);
      const [accepting, booking] = await Promise.all([
        answerRequest(cast.owner, rentalId, asked.id, 'accept'),
        checkoutRequest(t, cast.stranger, { itemId, rentalDays: 1, startDate: day(3) }),
      ]);
      const statuses = [accepting.status, booking.status].sort();
      expect([
        [200, 409],
        [201, 409],
      ]).toContainEqual(statuses);
      const loser = accepting.status === 409 ? accepting : booking;
      expect((await errorOf(loser)).code).toBe('dates_unavailable');
      const held = await t.database.db.select().from(rentals).where(eq(rentals.itemId, itemId));
      const holding = held.filter((row) => row.status === 'pending' || row.extensionHoldUntil !== null);
      expect(holding).toHaveLength(1);
    }
  });

  it('only the renter asks and only the owner answers; strangers hear the rental does not exist', async () => {
    const { rentalId } = await rentalUnderWay();
    expect((await askRequest(undefined, rentalId, 1)).status).toBe(401);
    const strangerAsks = await askRequest(cast.stranger, rentalId, 1);
    expect(strangerAsks.status).toBe(404);
    expect((await errorOf(strangerAsks)).code).toBe('rental_not_found');
    expect((await askRequest(cast.owner, rentalId, 1)).status).toBe(403);

    const asked = await ask(rentalId, 1);
    for (const answer of ['accept', 'decline'] as const) {
      expect((await answerRequest(cast.stranger, rentalId, asked.id, answer)).status).toBe(404);
      expect((await answerRequest(cast.renter, rentalId, asked.id, answer)).status).toBe(403);
    }
    const other = await rentalUnderWay();
    // Another rental's request through this rental's path: not found.
    const wrongPath = await answerRequest(cast.owner, other.rentalId, asked.id, 'accept');
    expect(wrongPath.status).toBe(404);
    expect((await errorOf(wrongPath)).code).toBe('extension_not_found');
    const ownerView = await rentalAs(t, cast.owner, rentalId);
    expect(ownerView.canRequestExtension).toBe(false);
    const renterView = await rentalAs(t, cast.renter, rentalId);
    expect(renterView.extension!.canAnswer).toBe(false);
  });

  it('refuses bad days, a second open request, and rentals not under way', async () => {
    const { rentalId } = await rentalUnderWay();
    for (const days of [0, 1.5, '2', 366]) {
      const res = await askRequest(cast.renter, rentalId, days);
      expect(res.status).toBe(400);
    }
    const tooLong = await askRequest(cast.renter, rentalId, 31);
    expect(tooLong.status).toBe(400);
    expect(await errorOf(tooLong)).toMatchObject({ code: 'rental_too_long', details: { maxRentalDays: 30 } });

    await ask(rentalId, 1);
    const twice = await askRequest(cast.renter, rentalId, 2);
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).code).toBe('extension_open');

    // Not started yet: nothing is under way to extend (cancel and book again instead).
    const upcoming = await rentalUnderWay(3);
    const early = await askRequest(cast.renter, upcoming.rentalId, 1);
    expect(early.status).toBe(409);
    expect((await errorOf(early)).code).toBe('extension_not_allowed');
  });

  it('days another booking holds cannot be asked for', async () => {
    const { itemId, rentalId } = await rentalUnderWay();
    await bookAndPay(t, cast.stranger, { itemId, rentalDays: 1, startDate: day(3) });
    // Day 2 is free, day 3 is not.
    const taken = await askRequest(cast.renter, rentalId, 2);
    expect(taken.status).toBe(409);
    expect((await errorOf(taken)).code).toBe('dates_unavailable');
    expect((await ask(rentalId, 1)).status).toBe('requested');
  });

  it("the owner's part of an extension paid after the rental's share left is transferred on its own", async () => {
    const { rentalId } = await rentalUnderWay();
    // 24 hours after the start the rental's share is due: the sweep writes it (held: no account).
    await sweepRentals(rentalDepsFor(t, { now: () => new Date(`${day(1)}T00:30:00Z`) }));
    const asked = await ask(rentalId, 2);
    const { checkoutUrl } = await accept(rentalId, asked.id);
    expect((await payRequest(t, cast.renter, sessionOf(checkoutUrl!))).status).toBe(200);

    const transfers = await t.database.db
      .select({ kind: ownerTransfers.kind, amount: ownerTransfers.amount })
      .from(ownerTransfers)
      .where(eq(ownerTransfers.rentalId, rentalId));
    const [row] = await t.database.db.select().from(rentals).where(eq(rentals.id, rentalId));
    expect(transfers).toEqual(
      expect.arrayContaining([
        { kind: 'rental_share', amount: 8000 - 240 },
        { kind: 'extension_share', amount: 8000 - 240 },
      ]),
    );
    expect(transfers.reduce((sum, transfer) => sum + transfer.amount, 0)).toBe(row!.ownerAmount);
    // The sweep finds nothing more to transfer.
    await sweepRentals(rentalDepsFor(t, { now: () => new Date(`${day(1)}T01:00:00Z`) }));
    expect(
      await t.database.db.select().from(ownerTransfers).where(eq(ownerTransfers.rentalId, rentalId)),
    ).toHaveLength(2);
    expect(row!.endDate).toBe(addDays(day(2), 2));
  });
});
