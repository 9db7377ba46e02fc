import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMail, payments } from '../db/schema';
import { shownNotifications } from '../notifications/testing';
import { type SignedIn, signUpAndSignIn } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import { confirmPaidSession } from './payment-confirmation';
import { sweepRentals } from './sweep';
import {
  bookAndPay,
  checkout,
  day,
  expireHold,
  listAs,
  type RentalCast,
  rentableItem,
  rentalDepsFor,
  signUpRentalCast,
  verified,
} from './testing';

/**
 * Both sides hear every cancellation and return (issue 12): a notification worded from data and
 * its email by their settings; the owner's "Payout on its way" becomes "Payout cancelled" when the
 * rental is cancelled, the same stored notification rewritten.
 */
let t: TestApp;
let cast: RentalCast;

beforeAll(async () => {
  t = await createTestApp();
  cast = await signUpRentalCast(t);
}, 240_000);
afterAll(() => t.close());

const cancel = (id: string, who: SignedIn) =>
  t.request('POST', `/api/rentals/${id}/cancel`, undefined, who.headers);

/** What `who` has been told about one rental, as an English reader sees it, newest first. */
async function toldAbout(who: SignedIn, rentalId: string) {
  const shown = await shownNotifications(t.database.db, who.userId);
  return shown
    .filter((row) => (row.params as { rentalId?: string } | null)?.rentalId === rentalId)
    .map((row) => ({ id: row.id, kind: row.kind, title: row.title, message: row.message }));
}

/** The emails sent to `who` whose subject contains `title`, about `item` (after running due jobs). */
async function mailsTo(who: SignedIn, title: string, item: string) {
  await t.runJobs();
  const mails = await t.database.db.select().from(outboxMail).where(eq(outboxMail.to, who.email));
  return mails.filter((mail) => mail.subject.includes(title) && mail.text.includes(item));
}

async function paidRental(title: string, startOffset = 3, renter = cast.renter) {
  const item = await rentableItem(t, cast.owner, cast.admin, { title, price: '40.00', deposit: '60.00' });
  const { rentalId } = await bookAndPay(t, renter, {
    itemId: item.id,
    rentalDays: 2,
    startDate: day(startOffset),
  });
  return { item, rentalId };
}

describe('the receipt', () => {
  it('the renter’s receipt email names the dates, days, subtotal, fee, deposit and total', async () => {
    const { rentalId } = await paidRental('Scaffold tower', 6);
    const receipts = await mailsTo(cast.renter, 'Payment received', 'Scaffold tower');
    const mail = receipts.find((row) => row.text.includes('Scaffold tower'));
    expect(mail?.text).toContain(
      `You paid $140.00 for "Scaffold tower", 2 days, ${longDay(day(6))} to ${longDay(day(7))}: rental subtotal $80.00 (the owner pays the $2.40 platform fee from it) plus a $60.00 security deposit, refunded after return.`,
    );
    expect((await toldAbout(cast.renter, rentalId)).map((row) => row.kind)).toEqual(['payment_received']);
  });
});

describe('what the pages are told was paid', () => {
  it('an expired checkout: nothing paid (no paidAt, session expired); a paid then cancelled one: refunded', async () => {
    const item = await rentableItem(t, cast.owner, cast.admin, { title: 'Log splitter', price: '25.00' });
    const expired = await checkout(t, cast.renter, { itemId: item.id, rentalDays: 1, startDate: day(9) });
    await expireHold(t, expired.rentalId);
    await sweepRentals(rentalDepsFor(t));
    expect(await verified(t, cast.renter, expired.sessionId)).toMatchObject({
      paymentStatus: 'expired',
      refunded: false,
      confirmed: false,
      paidAt: null,
    });
    expect((await listAs(t, cast.renter, 'renting')).find((r) => r.id === expired.rentalId)).toMatchObject({
      status: 'cancelled',
      paidAt: null,
    });

    const { rentalId, sessionId } = await bookAndPay(t, cast.renter, {
      itemId: item.id,
      rentalDays: 1,
      startDate: day(11),
    });
    expect((await cancel(rentalId, cast.renter)).status).toBe(200);
    expect(await verified(t, cast.renter, sessionId)).toMatchObject({
      paymentStatus: 'paid',
      rentalStatus: 'cancelled',
      refunded: true,
      confirmed: true,
    });
  });
});

describe('a paid rental cancelled', () => {
  it('by the renter: the owner hears it and the payout notice becomes "Payout cancelled"', async () => {
    const { rentalId } = await paidRental('Tile saw');
    const before = await toldAbout(cast.owner, rentalId);
    const payout = before.find((row) => row.kind === 'payout_pending');
    expect(payout?.title).toBe('Payout on its way');

    expect((await cancel(rentalId, cast.renter)).status).toBe(200);

    const owner = await toldAbout(cast.owner, rentalId);
    expect(owner.find((row) => row.kind === 'rental_cancelled')).toMatchObject({
      title: 'Rental cancelled',
      message: expect.stringContaining('The renter cancelled the rental of "Tile saw"'),
    });
    // The same notification, rewritten: nothing in the list still promises the payout.
    expect(owner.find((row) => row.id === payout?.id)).toMatchObject({
      kind: 'payout_cancelled',
      title: 'Payout cancelled',
      message: 'The rental of "Tile saw" was cancelled, so the $77.60 payout will not be made.',
    });
    expect(owner.filter((row) => row.kind === 'payout_pending')).toEqual([]);

    const renter = await toldAbout(cast.renter, rentalId);
    expect(renter.find((row) => row.kind === 'rental_cancelled')?.message).toBe(
      `You cancelled your rental of "Tile saw" from ${longDay(day(3))}. $140.00, including the security deposit, is being refunded to you in full.`,
    );
    // Each side is emailed (rental updates are on by default).
    expect(await mailsTo(cast.owner, 'Rental cancelled', 'Tile saw')).toHaveLength(1);
    expect(await mailsTo(cast.renter, 'Rental cancelled', 'Tile saw')).toHaveLength(1);
  });

  it('by the owner: the renter hears it with the full refund', async () => {
    const { rentalId } = await paidRental('Post driver');
    expect((await cancel(rentalId, cast.owner)).status).toBe(200);
    const renter = await toldAbout(cast.renter, rentalId);
    expect(renter.find((row) => row.kind === 'rental_cancelled')?.message).toContain(
      'The owner cancelled your rental of "Post driver"',
    );
    const owner = await toldAbout(cast.owner, rentalId);
    expect(owner.map((row) => row.kind)).toEqual(
      expect.arrayContaining(['rental_cancelled', 'payout_cancelled', 'rental_requested']),
    );
  });

  it('by an admin: both sides hear our team did it', async () => {
    const { rentalId } = await paidRental('Floor sander');
    expect((await cancel(rentalId, cast.admin)).status).toBe(200);
    expect(
      (await toldAbout(cast.renter, rentalId)).find((r) => r.kind === 'rental_cancelled')?.message,
    ).toContain('Our team cancelled your rental');
    expect(
      (await toldAbout(cast.owner, rentalId)).find((r) => r.kind === 'rental_cancelled')?.message,
    ).toContain('Our team cancelled the rental');
  });

  it('emails follow each person’s settings: with rental updates off, the notice comes without an email', async () => {
    const quiet = await signUpAndSignIn(t, { email: 'quiet-renter@example.com', name: 'Quinn Quiet' });
    expect((await t.request('PATCH', '/api/settings', { rental_updates: false }, quiet.headers)).status).toBe(
      200,
    );
    const { rentalId } = await paidRental('Chainsaw', 4, quiet);
    expect((await cancel(rentalId, cast.owner)).status).toBe(200);
    expect((await toldAbout(quiet, rentalId)).map((row) => row.kind)).toContain('rental_cancelled');
    expect(await mailsTo(quiet, 'Rental cancelled', 'Chainsaw')).toEqual([]);
    expect(await mailsTo(cast.owner, 'Rental cancelled', 'Chainsaw')).toHaveLength(1);
  }, 60_000);
});

describe('a checkout cancelled before payment', () => {
  it('by the renter: nobody is told (the owner never heard of it; nothing was charged)', async () => {
    const item = await rentableItem(t, cast.owner, cast.admin, { title: 'Ladder', price: '10.00' });
    const { rentalId } = await checkout(t, cast.renter, {
      itemId: item.id,
      rentalDays: 1,
      startDate: day(2),
    });
    expect((await cancel(rentalId, cast.renter)).status).toBe(200);
    expect(await toldAbout(cast.renter, rentalId)).toEqual([]);
    expect(await toldAbout(cast.owner, rentalId)).toEqual([]);
  });

  it('by an admin: the renter hears nothing was charged', async () => {
    const item = await rentableItem(t, cast.owner, cast.admin, { title: 'Wheelbarrow', price: '10.00' });
    const { rentalId } = await checkout(t, cast.renter, {
      itemId: item.id,
      rentalDays: 1,
      startDate: day(2),
    });
    expect((await cancel(rentalId, cast.admin)).status).toBe(200);
    expect(await toldAbout(cast.renter, rentalId)).toMatchObject([
      {
        kind: 'rental_cancelled',
        title: 'Booking cancelled',
        message: expect.stringContaining('Nothing was charged.'),
      },
    ]);
    expect(await toldAbout(cast.owner, rentalId)).toEqual([]);
  });

  it('a payment that arrives after the booking ended is refunded, and the renter is told why', async () => {
    const item = await rentableItem(t, cast.owner, cast.admin, {
      title: 'Cement mixer',
      price: '30.00',
      deposit: '',
    });
    const { rentalId, sessionId } = await checkout(t, cast.renter, {
      itemId: item.id,
      rentalDays: 1,
      startDate: day(2),
    });
    expect((await cancel(rentalId, cast.renter)).status).toBe(200);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.rentalId, rentalId));
    const { outcome } = await confirmPaidSession(rentalDepsFor(t), {
      sessionId,
      reference: payment!.id,
      status: 'complete',
      paid: true,
      paymentReference: `pi_late_${rentalId}`,
      amountTotal: payment!.amountTotal,
    });
    expect(outcome).toBe('refunded_late');
    expect(await toldAbout(cast.renter, rentalId)).toMatchObject([
      {
        kind: 'rental_cancelled',
        title: 'Payment refunded',
        message: expect.stringContaining('so $90.00 is being refunded to you in full'),
      },
    ]);
    expect(await toldAbout(cast.owner, rentalId)).toEqual([]);
  });
});

describe('a return', () => {
  it('in good condition: both sides hear what happens to the deposit', async () => {
    const { rentalId } = await paidRental('Pressure washer', 0);
    const res = await t.request(
      'POST',
      `/api/rentals/${rentalId}/return`,
      { returnCondition: 'good', photoIds: [] },
      cast.owner.headers,
    );
    expect(res.status).toBe(200);
    expect((await toldAbout(cast.renter, rentalId)).find((r) => r.kind === 'return_processed')?.message).toBe(
      'The return of "Pressure washer" was processed. Your $60.00 security deposit is being refunded.',
    );
    expect((await toldAbout(cast.owner, rentalId)).find((r) => r.kind === 'return_processed')?.message).toBe(
      'The return of "Pressure washer" was recorded in good condition. The renter\'s $60.00 security deposit is being refunded to them.',
    );
  });
});

/** How the English catalogue writes a calendar day ('Nov 27, 2026'). */
function longDay(isoDay: string): string {
  return new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
