import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, payments, rentals } from '../db/schema';
import { sendRefund } from '../rentals/public';
import {
  checkout,
  checkoutRequest,
  day,
  expectLedgerBalanced,
  expireHold,
  ledgerOf,
  rentableItem,
  rentalAs,
  rentalDepsFor,
  sweepRentals,
  verified,
} from '../rentals/testing';
import { type SignedIn, signUpAndSignIn } from '../test/accounts';
import { StripeStandIn } from '../test/stripe-stand-in';
import { createTestApp, type TestApp } from '../test/test-app';

const WEBHOOK_SECRET = 'whsec_test_standin_secret';

/** As if the refund jobs' delay (or retry backoff) had passed. */
async function refundJobsDueNow(app: TestApp) {
  await app.database.db.execute(
    sql`update pgboss.job set start_after = now() where name = 'payment.refund' and state in ('created', 'retry')`,
  );
}

const refundJobs = async (app: TestApp) =>
  (await app.jobs.list()).filter((job) => job.kind === 'payment.refund');

let stripe: StripeStandIn;
let t: TestApp;
let owner: SignedIn;
let renter: SignedIn;
let other: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  stripe = await new StripeStandIn(WEBHOOK_SECRET).start();
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_standin',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
  });
  owner = await signUpAndSignIn(t, { email: 'owner@example.com' });
  renter = await signUpAndSignIn(t, { email: 'renter@example.com' });
  other = await signUpAndSignIn(t, { email: 'other@example.com' });
  admin = await signUpAndSignIn(t, { email: 'admin@example.com', admin: true });
  // Sign-ups hash passwords (scrypt): slow on a busy machine.
}, 240_000);
afterAll(async () => {
  await t.close();
  await stripe.stop();
});

/** Delivers a webhook the way Stripe does: raw JSON body, Stripe-Signature header, no Origin. */
async function deliver(delivery: { payload: string; signature: string }) {
  return t.app.request('/api/payments/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
    body: delivery.payload,
  });
}

const rentalRow = async (id: string) =>
  (await t.database.db.select().from(rentals).where(eq(rentals.id, id)))[0]!;

describe('Stripe Checkout (against a local stand-in)', () => {
  it('creates a Checkout Session with line items, the success URL and the hold as expiry', async () => {
    const item = await rentableItem(t, owner, admin, { title: 'Cement mixer', price: '45.00', deposit: '' });
    const before = stripe.requests.length;
    const started = await checkout(t, renter, { itemId: item.id, rentalDays: 3, startDate: day(2) });
    const create = stripe.requests.slice(before).find((req) => req.path === '/v1/checkout/sessions');
    expect(create?.authorization).toBe('Bearer sk_test_standin');
    expect(create?.idempotencyKey).toBe(`checkout-${started.paymentId}`);
    expect(create?.form).toMatchObject({
      mode: 'payment',
      client_reference_id: started.paymentId,
      customer_email: 'renter@example.com',
      success_url: `${t.config.publicUrl}/rental-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${t.config.publicUrl}/items/${item.id}`,
      'line_items[0][quantity]': '3',
      'line_items[0][price_data][unit_amount]': '4500',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][product_data][name]': 'Cement mixer (rental per day)',
      'line_items[1][quantity]': '1',
      'line_items[1][price_data][unit_amount]': '9000',
      'metadata[rentalId]': started.rentalId,
    });
    // Stripe's minimum session lifetime is 30 minutes; the sweep ends it at the 15-minute hold.
    expect(Number(create?.form.expires_at) * 1000 - Date.now()).toBeGreaterThan(30 * 60_000);
    expect(started.sessionId).toMatch(/^cs_test_/);
    expect(started.url).toBe(`https://checkout.stripe.test/c/pay/${started.sessionId}`);
    expect(stripe.sessions.get(started.sessionId)?.amount_total).toBe(started.totalAmount);

    // Before paying, the success page finds the session still open.
    expect(await verified(t, renter, started.sessionId)).toMatchObject({
      paymentStatus: 'open',
      rentalStatus: 'pending',
    });
  });

  it('a webhook replayed 10 times and the success page reloaded confirm the payment once', async () => {
    const item = await rentableItem(t, owner, admin, { price: '125.00', deposit: '' });
    const started = await checkout(t, renter, { itemId: item.id, rentalDays: 2, startDate: day(5) });
    const session = stripe.complete(started.sessionId);
    const delivery = await stripe.signedEvent('checkout.session.completed', session);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => deliver(delivery)),
      ...Array.from({ length: 3 }, () => verified(t, renter, started.sessionId)),
    ]);
    for (const answer of answers.slice(0, 10) as Response[]) {
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ received: true });
    }
    expect(await verified(t, renter, started.sessionId)).toMatchObject({
      paymentStatus: 'paid',
      rentalStatus: 'active',
      depositStatus: 'held',
      amount: 50_000,
      commission: 750,
      ownerAmount: 24_250,
    });
    expect(await ledgerOf(t, started.rentalId)).toEqual([
      { event: 'confirm', kind: 'charge', amount: 50_000 },
      { event: 'confirm', kind: 'platform_fee', amount: 750 },
      { event: 'confirm', kind: 'owner_payout', amount: 24_250 },
      { event: 'confirm', kind: 'deposit_held', amount: 25_000 },
    ]);
    const rows = await t.database.db.select().from(payments).where(eq(payments.rentalId, started.rentalId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'paid', providerPaymentId: session.payment_intent });
  });

  it('refuses webhooks whose signature does not verify, and changes nothing', async () => {
    const item = await rentableItem(t, owner, admin);
    const started = await checkout(t, renter, { itemId: item.id, rentalDays: 1, startDate: day(7) });
    const session = {
      ...stripe.sessions.get(started.sessionId)!,
      status: 'complete' as const,
      payment_status: 'paid' as const,
    };
    const forged = await stripe.signedEvent('checkout.session.completed', session, 'whsec_not_the_secret');
    const res = await deliver(forged);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'invalid_signature', message: 'The webhook signature did not verify.' },
    });
    const genuine = await stripe.signedEvent('checkout.session.completed', session);
    const tampered = await deliver({
      payload: genuine.payload.replace('"paid"', '"paid" '),
      signature: genuine.signature,
    });
    expect(tampered.status).toBe(400);
    expect((await rentalRow(started.rentalId)).status).toBe('pending');
  });

  it('an expired session (webhook) releases the dates', async () => {
    const item = await rentableItem(t, owner, admin);
    const started = await checkout(t, renter, { itemId: item.id, rentalDays: 2, startDate: day(9) });
    const session = stripe.sessions.get(started.sessionId)!;
    session.status = 'expired';
    expect((await deliver(await stripe.signedEvent('checkout.session.expired', session))).status).toBe(200);
    expect(await rentalRow(started.rentalId)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'hold_expired',
    });
    await checkout(t, other, { itemId: item.id, rentalDays: 2, startDate: day(9) });
  });

  it('the sweep expires the Stripe session of a lapsed hold, or confirms it when it was paid at the last moment', async () => {
    const item = await rentableItem(t, owner, admin);
    const unpaid = await checkout(t, renter, { itemId: item.id, rentalDays: 1, startDate: day(11) });
    const paidLate = await checkout(t, renter, { itemId: item.id, rentalDays: 1, startDate: day(13) });
    stripe.complete(paidLate.sessionId);
    await expireHold(t, unpaid.rentalId);
    await expireHold(t, paidLate.rentalId);
    const result = await sweepRentals(rentalDepsFor(t));
    expect(result).toMatchObject({ released: 1, confirmed: 1, failures: 0 });
    expect(stripe.sessions.get(unpaid.sessionId)?.status).toBe('expired');
    expect((await rentalRow(unpaid.rentalId)).status).toBe('cancelled');
    expect((await rentalRow(paidLate.rentalId)).status).toBe('active');
  });

  it('a payment that arrives after its dates went to someone else is refunded in full', async () => {
    const item = await rentableItem(t, owner, admin, { price: '10.00', deposit: '' });
    const first = await checkout(t, renter, { itemId: item.id, rentalDays: 2, startDate: day(15) });
    await expireHold(t, first.rentalId);
    await checkout(t, other, { itemId: item.id, rentalDays: 2, startDate: day(15) });
    const session = stripe.complete(first.sessionId);
    expect((await deliver(await stripe.signedEvent('checkout.session.completed', session))).status).toBe(200);
    expect(await verified(t, renter, first.sessionId)).toMatchObject({
      paymentStatus: 'paid',
      rentalStatus: 'cancelled',
      refunded: true,
    });
    expect(stripe.refunds.filter((refund) => refund.payment_intent === session.payment_intent)).toMatchObject(
      [{ amount: 4_000 }],
    );
    const balances = await expectLedgerBalanced(t, first.rentalId);
    expect(balances).toEqual({
      charge: 4_000,
      platform_fee: 0,
      owner_payout: 0,
      deposit_held: 0,
      refund: 4_000,
      owner_transfer: 0,
    });
  });

  it('refunds the deposit after a good return, and everything after a cancellation, through Stripe', async () => {
    const item = await rentableItem(t, owner, admin, { price: '30.00', deposit: '' });
    const returned = await checkout(t, renter, { itemId: item.id, rentalDays: 1, startDate: day(0) });
    const returnedSession = stripe.complete(returned.sessionId);
    await deliver(await stripe.signedEvent('checkout.session.completed', returnedSession));
    const res = await t.request(
      'POST',
      `/api/rentals/${returned.rentalId}/return`,
      { returnCondition: 'good' },
      owner.headers,
    );
    expect(res.status).toBe(200);
    const depositRefund = stripe.refunds.find(
      (refund) => refund.payment_intent === returnedSession.payment_intent,
    );
    expect(depositRefund).toMatchObject({ amount: 6_000 });
    expect(depositRefund?.idempotencyKey).toMatch(/^refund-\d+$/);
    expect((await rentalAs(t, renter, returned.rentalId)).depositStatus).toBe('refunded');

    const cancelled = await checkout(t, renter, { itemId: item.id, rentalDays: 2, startDate: day(20) });
    const cancelledSession = stripe.complete(cancelled.sessionId);
    await deliver(await stripe.signedEvent('checkout.session.completed', cancelledSession));
    expect(
      (await t.request('POST', `/api/rentals/${cancelled.rentalId}/cancel`, undefined, renter.headers))
        .status,
    ).toBe(200);
    expect(
      stripe.refunds.filter((refund) => refund.payment_intent === cancelledSession.payment_intent),
    ).toMatchObject([{ amount: 12_000 }]);
    await expectLedgerBalanced(t, cancelled.rentalId);
  });

  it('when Stripe refuses to create the session, the renter gets a clear message (never the SDK text) and the dates stay free', async () => {
    const item = await rentableItem(t, owner, admin);
    stripe.failCreateWith = 'Your account cannot currently make live charges.';
    try {
      const res = await checkoutRequest(t, renter, { itemId: item.id, rentalDays: 1, startDate: day(3) });
      expect(res.status).toBe(503);
      expect(((await res.json()) as { error: { code: string; message: string } }).error).toMatchObject({
        code: 'payments_unavailable',
        message: 'Payments are unavailable right now, please try again.',
      });
    } finally {
      stripe.failCreateWith = null;
    }
    await checkout(t, other, { itemId: item.id, rentalDays: 1, startDate: day(3) });
  });

  it('a failed refund is kept in the ledger and sent once by its job when Stripe is back', async () => {
    const item = await rentableItem(t, owner, admin, { price: '15.00', deposit: '' });
    const started = await checkout(t, renter, { itemId: item.id, rentalDays: 1, startDate: day(0) });
    const session = stripe.complete(started.sessionId);
    await deliver(await stripe.signedEvent('checkout.session.completed', session));
    await stripe.stop();
    try {
      const res = await t.request(
        'POST',
        `/api/rentals/${started.rentalId}/return`,
        { returnCondition: 'good' },
        owner.headers,
      );
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ outcome: 'deposit_refund_retrying', amountCents: 3000 });
      // The job waits for the request's own attempt; as if that delay had passed, still down:
      await refundJobsDueNow(t);
      await t.runJobs();
      expect(await refundJobs(t)).toMatchObject([{ state: 'retry', attempts: 1 }]);
    } finally {
      await stripe.restart();
    }
    const refunded = () =>
      stripe.refunds.filter((refund) => refund.payment_intent === session.payment_intent);
    expect(refunded()).toHaveLength(0);
    await refundJobsDueNow(t);
    await t.runJobs();
    expect(refunded()).toMatchObject([{ amount: 3_000 }]);
    expect(await refundJobs(t)).toEqual([]);
    // Done once: the line is carried out, and sending it again refunds nothing more.
    const [line] = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.rentalId, started.rentalId), eq(ledgerEntries.kind, 'refund')));
    expect(line?.providerReference).toMatch(/^re_/);
    expect(await sendRefund(rentalDepsFor(t), Number(line?.id))).toBe(line?.providerReference);
    expect(refunded()).toHaveLength(1);
  }, 120_000);
});
