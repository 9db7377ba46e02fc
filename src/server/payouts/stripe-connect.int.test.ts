import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerEvents } from '../db/schema';
import { shownNotifications } from '../notifications/testing';
import {
  checkout,
  day,
  expectLedgerBalanced,
  rentableItem,
  rentalDepsFor,
  sweepRentals,
} from '../rentals/testing';
import { type SignedIn, signUpAndSignIn } from '../test/accounts';
import { StripeStandIn } from '../test/stripe-stand-in';
import { createTestApp, type TestApp } from '../test/test-app';
import { payoutAccountAs, payoutsAs, startOnboardingAs, transfersOf } from './testing';

const WEBHOOK_SECRET = 'whsec_test_connect_secret';
const HOUR = 3_600_000;

let stripe: StripeStandIn;
let t: TestApp;
let owner: SignedIn;
let renter: SignedIn;
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
  admin = await signUpAndSignIn(t, { email: 'admin@example.com', admin: true });
}, 240_000);
afterAll(async () => {
  await t.close();
  await stripe.stop();
});

/** Delivers a webhook the way Stripe does: raw JSON body, Stripe-Signature header, no Origin. */
function deliver(delivery: { payload: string; signature: string }) {
  return t.app.request('/api/payments/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
    body: delivery.payload,
  });
}

const DUE = new Date(`${day(0)}T00:00:00Z`).getTime() + 24 * HOUR;
/** The sweep one hour after a rental starting today has its share due. */
const sweepWhenDue = () => sweepRentals(rentalDepsFor(t, { now: () => new Date(DUE + HOUR) }));

/** Books a $50/day, $100-deposit item for two days from today and pays on "Stripe's page". */
async function paidRental() {
  const item = await rentableItem(t, owner, admin, { price: '50.00', deposit: '100.00' });
  const started = await checkout(t, renter, { itemId: item.id, rentalDays: 2, startDate: day(0) });
  const session = stripe.complete(started.sessionId);
  expect((await deliver(await stripe.signedEvent('checkout.session.completed', session))).status).toBe(200);
  return { ...started, paymentIntent: session.payment_intent ?? '' };
}

let accountId = '';

describe('Stripe Connect (against the local stand-in)', () => {
  it('set up payouts: an Express account once, a fresh Account Link with return and refresh URLs each time', async () => {
    expect((await payoutAccountAs(t, owner)).status).toBe('not_set_up');
    const before = stripe.requests.length;
    const url = await startOnboardingAs(t, owner);
    const calls = stripe.requests.slice(before);
    const create = calls.find((req) => req.path === '/v1/accounts');
    expect(create).toMatchObject({
      idempotencyKey: `account-${owner.userId}`,
      form: {
        type: 'express',
        email: 'owner@example.com',
        'capabilities[transfers][requested]': 'true',
        'metadata[userId]': owner.userId,
      },
    });
    accountId = [...stripe.accounts.keys()].at(-1)!;
    const link = calls.find((req) => req.path === '/v1/account_links');
    expect(link?.form).toEqual({
      account: accountId,
      type: 'account_onboarding',
      return_url: `${t.config.publicUrl}/settings?tab=billing&payouts=return`,
      refresh_url: `${t.config.publicUrl}/settings?tab=billing&payouts=refresh`,
    });
    expect(link?.idempotencyKey).toMatch(new RegExp(`^account-link-${accountId}-`));
    expect(url).toMatch(/^https:\/\/connect\.stripe\.test\/setup\//);
    expect(await payoutAccountAs(t, owner)).toEqual({
      status: 'needs_information',
      provider: 'stripe',
      requirementsDue: ['external_account', 'individual.dob.day', 'tos_acceptance.date'],
    });

    // Pressed again (the link expired: the refresh URL): same account, new link.
    const again = await startOnboardingAs(t, owner);
    expect(again).not.toBe(url);
    expect(stripe.accounts.size).toBe(1);
  });

  it('account.updated keeps payouts_enabled and what is due; a forged or replayed event changes nothing', async () => {
    const account = stripe.completeOnboarding(accountId);
    const forged = await stripe.signedEvent('account.updated', account, 'whsec_not_ours', {
      account: accountId,
    });
    const refused = await deliver(forged);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('invalid_signature');
    expect((await payoutAccountAs(t, owner)).status).toBe('needs_information');

    const delivery = await stripe.signedEvent('account.updated', account, undefined, { account: accountId });
    expect((await deliver(delivery)).status).toBe(200);
    expect(await payoutAccountAs(t, owner)).toEqual({
      status: 'active',
      provider: 'stripe',
      requirementsDue: [],
    });
    expect((await deliver(delivery)).status).toBe(200);
    const eventId = (JSON.parse(delivery.payload) as { id: string }).id;
    expect(
      await t.database.db.select().from(providerEvents).where(eq(providerEvents.id, eventId)),
    ).toHaveLength(1);
  });

  it('the share is transferred once when due, with an idempotency key; payout.paid marks it paid', async () => {
    const { rentalId } = await paidRental();
    await sweepWhenDue();
    await t.runJobs();
    const [row] = await transfersOf(t, rentalId);
    expect(row).toMatchObject({ status: 'sent', amount: 9_700, destination: accountId });
    const made = stripe.transfers.filter((transfer) => transfer.metadata.rentalId === rentalId);
    expect(made).toMatchObject([
      {
        id: row!.providerTransferId,
        amount: 9_700,
        destination: accountId,
        transfer_group: `rental-${rentalId}`,
      },
    ]);
    const call = stripe.requests.find(
      (req) => req.path === '/v1/transfers' && req.form['metadata[rentalId]'] === rentalId,
    );
    expect(call?.idempotencyKey).toBe(`transfer-${row!.id}`);

    // Another sweep and the jobs again: still one transfer.
    await sweepWhenDue();
    await t.runJobs();
    expect(stripe.transfers.filter((transfer) => transfer.metadata.rentalId === rentalId)).toHaveLength(1);

    const payout = {
      id: 'po_test_1',
      object: 'payout',
      amount: 9_700,
      created: Math.floor(Date.now() / 1000) + 5,
      arrival_date: Math.floor(Date.now() / 1000) + 86_400,
      failure_code: null,
      status: 'paid',
    };
    expect(
      (await deliver(await stripe.signedEvent('payout.paid', payout, undefined, { account: accountId })))
        .status,
    ).toBe(200);
    expect((await transfersOf(t, rentalId))[0]).toMatchObject({
      status: 'paid',
      providerPayoutId: 'po_test_1',
    });
    expect(await payoutsAs(t, owner)).toContainEqual(expect.objectContaining({ rentalId, status: 'paid' }));
    const told = await shownNotifications(t.database.db, owner.userId, 'payment');
    expect(told.find((n) => n.kind === 'payout_paid')?.message).toBe(
      '$97.00 was paid out to your bank account.',
    );
    expect(told.find((n) => n.kind === 'payout_sent')).toBeTruthy();

    const failed = { ...payout, id: 'po_test_2', status: 'failed', failure_code: 'account_closed' };
    await deliver(await stripe.signedEvent('payout.failed', failed, undefined, { account: accountId }));
    const afterFailure = await shownNotifications(t.database.db, owner.userId, 'payment');
    expect(afterFailure.find((n) => n.kind === 'payout_failed')?.title).toBe('Payout failed');
  });

  it('charge.dispute.created freezes the rental’s transfers and tells the admins', async () => {
    const { rentalId, paymentIntent } = await paidRental();
    const dispute = {
      id: 'dp_test_1',
      object: 'dispute',
      amount: 20_000,
      charge: 'ch_test_1',
      payment_intent: paymentIntent,
      reason: 'fraudulent',
      status: 'needs_response',
    };
    expect((await deliver(await stripe.signedEvent('charge.dispute.created', dispute))).status).toBe(200);
    const before = stripe.transfers.length;
    await sweepWhenDue();
    await t.runJobs();
    expect((await transfersOf(t, rentalId))[0]?.status).toBe('frozen');
    expect(stripe.transfers.length).toBe(before);
    const adminNotes = await shownNotifications(t.database.db, admin.userId, 'payment');
    expect(adminNotes.find((n) => n.kind === 'payment_disputed')).toMatchObject({
      title: 'Payment disputed',
      link: '/admin/disputes',
    });
  });

  it('a provider outage: "payments unavailable" for the owner, never the SDK text; the transfer job retries', async () => {
    const { rentalId } = await paidRental();
    stripe.failEverythingWith = 500;
    try {
      const res = await t.request('POST', '/api/payouts/account/onboarding', undefined, owner.headers);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        error: {
          code: 'payments_unavailable',
          message: 'Payments are unavailable right now, please try again.',
        },
      });
      await sweepWhenDue();
      await t.runJobs();
      expect((await transfersOf(t, rentalId))[0]?.status).toBe('pending');
    } finally {
      stripe.failEverythingWith = null;
    }
    // The queue's retry (1 s in tests) sends it.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await t.runJobs();
    expect((await transfersOf(t, rentalId))[0]?.status).toBe('sent');
    expect(await expectLedgerBalanced(t, rentalId)).toMatchObject({
      owner_payout: 9_700,
      owner_transfer: 9_700,
    });
  });
  it('a transfer is paid from the rental’s charge (source_transaction)', async () => {
    const { rentalId, paymentIntent } = await paidRental();
    await sweepWhenDue();
    await t.runJobs();
    const charge = stripe.charges.get(paymentIntent);
    const call = stripe.requests.find(
      (req) => req.path === '/v1/transfers' && req.form['metadata[rentalId]'] === rentalId,
    );
    expect(call?.form.source_transaction).toBe(charge?.id);
    expect(stripe.transfers.find((made) => made.metadata.rentalId === rentalId)).toMatchObject({
      source_transaction: charge?.id,
      amount: 9_700,
    });
    expect((await transfersOf(t, rentalId))[0]?.status).toBe('sent');
  });

  it('no-shows in Stripe mode: the absent owner’s renter is refunded in full at Stripe and nothing is transferred; the absent renter gets the deposit back and the owner is paid', async () => {
    const ownerAway = await paidRental();
    const reported = await t.request(
      'POST',
      `/api/rentals/${ownerAway.rentalId}/no-show`,
      { absent: 'owner' },
      renter.headers,
    );
    expect(reported.status, await reported.clone().text()).toBe(200);
    expect(
      stripe.refunds.filter((refund) => refund.payment_intent === ownerAway.paymentIntent),
    ).toMatchObject([{ amount: 20_000 }]);
    await sweepWhenDue();
    await t.runJobs();
    expect(await transfersOf(t, ownerAway.rentalId)).toEqual([]);
    expect(stripe.transfers.some((made) => made.metadata.rentalId === ownerAway.rentalId)).toBe(false);

    const renterAway = await paidRental();
    const byOwner = await t.request(
      'POST',
      `/api/rentals/${renterAway.rentalId}/no-show`,
      { absent: 'renter' },
      owner.headers,
    );
    expect(byOwner.status, await byOwner.clone().text()).toBe(200);
    expect(
      stripe.refunds.filter((refund) => refund.payment_intent === renterAway.paymentIntent),
    ).toMatchObject([{ amount: 10_000 }]);
    await sweepWhenDue();
    await t.runJobs();
    expect(stripe.transfers.filter((made) => made.metadata.rentalId === renterAway.rentalId)).toMatchObject([
      { amount: 9_700, source_transaction: stripe.charges.get(renterAway.paymentIntent)?.id },
    ]);
    expect(await expectLedgerBalanced(t, renterAway.rentalId)).toMatchObject({
      platform_fee: 300,
      owner_payout: 9_700,
      owner_transfer: 9_700,
      refund: 10_000,
    });
  });
  it('charge.dispute.closed won: the frozen share goes ahead; admins are told', async () => {
    const { rentalId, paymentIntent } = await paidRental();
    const opened = stripe.dispute(paymentIntent, { id: 'dp_test_won' });
    expect((await deliver(await stripe.signedEvent('charge.dispute.created', opened))).status).toBe(200);
    await sweepWhenDue();
    await t.runJobs();
    expect((await transfersOf(t, rentalId))[0]?.status).toBe('frozen');

    const won = await stripe.signedEvent('charge.dispute.closed', { ...opened, status: 'won' });
    expect((await deliver(won)).status).toBe(200);
    expect((await deliver(won)).status).toBe(200);
    await t.runJobs();
    expect(await transfersOf(t, rentalId)).toMatchObject([{ status: 'sent', amount: 9_700 }]);
    expect(stripe.transfers.filter((made) => made.metadata.rentalId === rentalId)).toHaveLength(1);
    const adminNotes = await shownNotifications(t.database.db, admin.userId, 'payment');
    expect(adminNotes.find((n) => n.kind === 'payment_dispute_closed')).toMatchObject({
      title: 'Payment dispute won',
      link: '/admin/disputes',
    });
  });

  it('charge.dispute.closed lost: the ledger books the loss (deposit, then the unpaid share, then the fee) and the owner is paid nothing', async () => {
    const { rentalId, paymentIntent } = await paidRental();
    const opened = stripe.dispute(paymentIntent, { id: 'dp_test_lost' });
    await deliver(await stripe.signedEvent('charge.dispute.created', opened));
    await sweepWhenDue();
    await t.runJobs();
    const refundsBefore = stripe.refunds.length;

    const lost = await stripe.signedEvent('charge.dispute.closed', { ...opened, status: 'lost' });
    expect((await deliver(lost)).status).toBe(200);
    expect((await deliver(lost)).status).toBe(200);
    await sweepWhenDue();
    await t.runJobs();
    expect(await transfersOf(t, rentalId)).toEqual([]);
    expect(stripe.transfers.some((made) => made.metadata.rentalId === rentalId)).toBe(false);
    // The bank already took the money back: no refund is sent for it.
    expect(stripe.refunds.length).toBe(refundsBefore);
    expect(await expectLedgerBalanced(t, rentalId)).toMatchObject({
      charge: 20_000,
      platform_fee: 0,
      owner_payout: 0,
      deposit_held: 0,
      refund: 20_000,
      owner_transfer: 0,
    });
    const adminNotes = await shownNotifications(t.database.db, admin.userId, 'payment');
    expect(
      adminNotes.find((n) => n.kind === 'payment_dispute_closed' && n.title === 'Payment dispute lost'),
    ).toBeTruthy();
  });

  it('payout.failed: the transfers it carried show as failed with the reason code in Billing, until a later payout pays them', async () => {
    const { rentalId } = await paidRental();
    await sweepWhenDue();
    await t.runJobs();
    expect((await transfersOf(t, rentalId))[0]?.status).toBe('sent');
    const payout = {
      id: 'po_test_failing',
      object: 'payout',
      amount: 9_700,
      created: Math.floor(Date.now() / 1000) + 5,
      arrival_date: Math.floor(Date.now() / 1000) + 86_400,
      failure_code: 'account_closed',
      status: 'failed',
    };
    const failed = await stripe.signedEvent('payout.failed', payout, undefined, { account: accountId });
    expect((await deliver(failed)).status).toBe(200);
    expect((await transfersOf(t, rentalId))[0]).toMatchObject({
      status: 'payout_failed',
      payoutFailureCode: 'account_closed',
      providerPayoutId: 'po_test_failing',
    });
    expect(await payoutsAs(t, owner)).toContainEqual(
      expect.objectContaining({ rentalId, status: 'payout_failed', payoutFailureCode: 'account_closed' }),
    );
    const told = await shownNotifications(t.database.db, owner.userId, 'payment');
    expect(
      told.find((n) => n.kind === 'payout_failed' && n.message?.includes('account_closed'))?.message,
    ).toBe(
      'We could not pay $97.00 out to your bank account (reason: account_closed). Please check your payout details in Settings → Billing & Payments.',
    );

    const retried = {
      ...payout,
      id: 'po_test_retry',
      created: payout.created + 10,
      failure_code: null,
      status: 'paid',
    };
    await deliver(await stripe.signedEvent('payout.paid', retried, undefined, { account: accountId }));
    expect((await transfersOf(t, rentalId))[0]).toMatchObject({
      status: 'paid',
      providerPayoutId: 'po_test_retry',
    });
  });
});
