import type Stripe from 'stripe';
import {
  type CheckoutSessionRef,
  type CheckoutSessionState,
  type CreateCheckoutInput,
  type CreatePayoutAccountInput,
  type OnboardingLinkInput,
  type PaymentProvider,
  PaymentProviderError,
  type PayoutAccountState,
  type ProviderEvent,
  type RefundInput,
  type TransferInput,
  WebhookSignatureError,
} from './provider';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** The Connect endpoint's own signing secret (events of connected accounts), when it has one. */
  connectWebhookSecret?: string;
  /** Another API origin (a local stand-in in tests); Stripe's own when absent. */
  apiBase?: string;
  /** Each request's limit (STRIPE_TIMEOUT_MS); the SDK's default of 80 s would keep a person waiting. */
  timeoutMs?: number;
}

/**
 * The SDK, loaded by the first Stripe provider (the module cache loads it once): a server without
 * Stripe keys (the sandbox) never loads its 220 files, about 150 ms of start-up (issue 18).
 */
const stripeErrors = async () => (await import('stripe')).default.errors;

/** Stripe refuses a Checkout Session that expires sooner than 30 minutes after creation. */
const STRIPE_MIN_SESSION_MS = 31 * 60 * 1000;

const STATUSES = ['open', 'complete', 'expired'] as const;

function toState(session: Stripe.Checkout.Session): CheckoutSessionState {
  const intent = session.payment_intent;
  const status = STATUSES.find((known) => known === session.status) ?? 'open';
  return {
    sessionId: session.id,
    reference: session.client_reference_id ?? null,
    status,
    paid: session.payment_status === 'paid',
    paymentReference: typeof intent === 'string' ? intent : (intent?.id ?? null),
    amountTotal: session.amount_total ?? null,
  };
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

function accountState(account: Stripe.Account): PayoutAccountState {
  return {
    accountId: account.id,
    payoutsEnabled: account.payouts_enabled ?? false,
    detailsSubmitted: account.details_submitted ?? false,
    requirementsDue: [
      ...(account.requirements?.currently_due ?? []),
      ...(account.requirements?.past_due ?? []),
    ].filter((field, index, all) => all.indexOf(field) === index),
  };
}

/** Our event for a Stripe event (the kinds the app acts on; anything else is ignored). */
function toEvent(event: Stripe.Event): ProviderEvent {
  const eventId = event.id;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return { eventId, type: 'checkout_completed', session: toState(event.data.object) };
    case 'checkout.session.expired':
      return { eventId, type: 'checkout_expired', session: toState(event.data.object) };
    case 'account.updated':
      return { eventId, type: 'account_updated', account: accountState(event.data.object) };
    case 'transfer.reversed':
      return {
        eventId,
        type: 'transfer_reversed',
        transferId: event.data.object.id,
        amountReversed: event.data.object.amount_reversed,
      };
    case 'payout.paid':
    case 'payout.failed': {
      const payout = event.data.object;
      return {
        eventId,
        type: event.type === 'payout.paid' ? 'payout_paid' : 'payout_failed',
        payoutId: payout.id,
        // Connect delivers a connected account's events with the account's id.
        accountId: event.account ?? '',
        amount: payout.amount,
        createdAt: new Date(payout.created * 1000),
        failureCode: payout.failure_code ?? null,
      };
    }
    case 'charge.refunded':
      return {
        eventId,
        type: 'charge_refunded',
        paymentReference: idOf(event.data.object.payment_intent) ?? '',
        amountRefunded: event.data.object.amount_refunded,
      };
    case 'charge.dispute.created':
      return {
        eventId,
        type: 'charge_disputed',
        disputeId: event.data.object.id,
        paymentReference: idOf(event.data.object.payment_intent) ?? '',
        amount: event.data.object.amount,
        reason: event.data.object.reason,
      };
    case 'charge.dispute.closed':
      return {
        eventId,
        type: 'charge_dispute_closed',
        disputeId: event.data.object.id,
        amount: event.data.object.amount,
        outcome: event.data.object.status === 'lost' ? 'lost' : 'won',
      };
    default:
      return { eventId, type: 'ignored', eventType: event.type };
  }
}

function providerError(err: unknown): PaymentProviderError {
  const message = err instanceof Error ? err.message : String(err);
  return new PaymentProviderError(message);
}

/**
 * Per attempt (the STRIPE_TIMEOUT_MS setting overrides it); with the one retry and Stripe's short
 * backoff a call gives up within about 11 s.
 */
export const STRIPE_TIMEOUT_MS = 5_000;
export const STRIPE_NETWORK_RETRIES = 1;

/** Stripe Checkout: a hosted payment page per rental, confirmed by a signed webhook. */
export class StripePaymentProvider implements PaymentProvider {
  readonly kind = 'stripe' as const;
  private readonly stripe: Promise<Stripe>;

  constructor(private readonly options: StripeProviderOptions) {
    const base = options.apiBase ? new URL(options.apiBase) : null;
    this.stripe = import('stripe').then(({ default: StripeSdk }) => this.client(StripeSdk, base));
    // A failed load is each call's error (a PaymentProviderError), not an unhandled rejection.
    this.stripe.catch(() => {});
  }

  private client(StripeSdk: typeof Stripe, base: URL | null): Stripe {
    return new StripeSdk(this.options.secretKey, {
      // A request waits a few seconds at most on Stripe (issue 14): 5 s per attempt and one retry
      // of a network failure (safe: every write carries an idempotency key). Work that may wait
      // longer (refunds) runs as a job, retried with backoff (jobs/kinds.ts).
      maxNetworkRetries: STRIPE_NETWORK_RETRIES,
      timeout: this.options.timeoutMs ?? STRIPE_TIMEOUT_MS,
      appInfo: { name: 'ShareShed' },
      ...(base
        ? {
            host: base.hostname,
            port: base.port || (base.protocol === 'https:' ? 443 : 80),
            protocol: base.protocol === 'http:' ? 'http' : 'https',
          }
        : {}),
    });
  }

  async createCheckout(input: CreateCheckoutInput): Promise<CheckoutSessionRef> {
    // The hold on the dates may be shorter than Stripe's minimum; the sweep expires the session
    // itself when the hold ends.
    const expiresAt = Math.max(input.expiresAt.getTime(), Date.now() + STRIPE_MIN_SESSION_MS);
    try {
      const stripe = await this.stripe;
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: input.reference,
          customer_email: input.customerEmail,
          line_items: input.lineItems.map((line) => ({
            quantity: line.quantity,
            price_data: {
              currency: input.currency,
              unit_amount: line.unitAmount,
              product_data: { name: line.name },
            },
          })),
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          expires_at: Math.floor(expiresAt / 1000),
          metadata: input.metadata,
          payment_intent_data: { metadata: input.metadata },
        },
        { idempotencyKey: `checkout-${input.reference}` },
      );
      if (!session.url) throw new PaymentProviderError('Stripe did not return a checkout URL.');
      return { sessionId: session.id, url: session.url };
    } catch (err) {
      throw err instanceof PaymentProviderError ? err : providerError(err);
    }
  }

  async getCheckout(sessionId: string): Promise<CheckoutSessionState | null> {
    try {
      const stripe = await this.stripe;
      return toState(await stripe.checkout.sessions.retrieve(sessionId));
    } catch (err) {
      if (err instanceof (await stripeErrors()).StripeInvalidRequestError && err.statusCode === 404)
        return null;
      throw providerError(err);
    }
  }

  async expireCheckout(sessionId: string): Promise<CheckoutSessionState | null> {
    try {
      const stripe = await this.stripe;
      return toState(await stripe.checkout.sessions.expire(sessionId));
    } catch (err) {
      // Only open sessions can be expired: anything else (paid, already expired) says so on retrieve.
      if (err instanceof (await stripeErrors()).StripeInvalidRequestError) return this.getCheckout(sessionId);
      throw providerError(err);
    }
  }

  async refund(input: RefundInput): Promise<{ refundId: string }> {
    try {
      const stripe = await this.stripe;
      const refund = await stripe.refunds.create(
        {
          payment_intent: input.paymentReference,
          amount: input.amount,
          reason: 'requested_by_customer',
          metadata: { reason: input.reason },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return { refundId: refund.id };
    } catch (err) {
      throw providerError(err);
    }
  }

  async createPayoutAccount(input: CreatePayoutAccountInput): Promise<PayoutAccountState> {
    try {
      const stripe = await this.stripe;
      const account = await stripe.accounts.create(
        {
          type: 'express',
          email: input.email,
          capabilities: { transfers: { requested: true } },
          metadata: { userId: input.reference },
        },
        { idempotencyKey: `account-${input.reference}` },
      );
      return accountState(account);
    } catch (err) {
      throw providerError(err);
    }
  }

  async getPayoutAccount(accountId: string): Promise<PayoutAccountState | null> {
    try {
      const stripe = await this.stripe;
      return accountState(await stripe.accounts.retrieve(accountId));
    } catch (err) {
      if (err instanceof (await stripeErrors()).StripeError && err.statusCode === 404) return null;
      throw providerError(err);
    }
  }

  async createOnboardingLink(input: OnboardingLinkInput): Promise<{ url: string }> {
    try {
      const stripe = await this.stripe;
      const link = await stripe.accountLinks.create(
        {
          account: input.accountId,
          type: 'account_onboarding',
          return_url: input.returnUrl,
          refresh_url: input.refreshUrl,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return { url: link.url };
    } catch (err) {
      throw providerError(err);
    }
  }

  async createTransfer(input: TransferInput): Promise<{ transferId: string }> {
    try {
      const stripe = await this.stripe;
      // The charge behind the payment: the transfer is paid from it, even before it is available.
      const charge = input.sourcePaymentReference
        ? idOf((await stripe.paymentIntents.retrieve(input.sourcePaymentReference)).latest_charge)
        : null;
      const transfer = await stripe.transfers.create(
        {
          amount: input.amount,
          currency: input.currency,
          destination: input.accountId,
          transfer_group: input.transferGroup,
          metadata: input.metadata,
          ...(charge ? { source_transaction: charge } : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return { transferId: transfer.id };
    } catch (err) {
      throw providerError(err);
    }
  }

  async verifyWebhook(payload: string, signature: string): Promise<ProviderEvent> {
    const secrets = [this.options.webhookSecret, this.options.connectWebhookSecret].filter(
      (secret): secret is string => Boolean(secret),
    );
    const stripe = await this.stripe;
    let lastError: unknown = null;
    for (const secret of secrets) {
      try {
        return toEvent(await stripe.webhooks.constructEventAsync(payload, signature, secret));
      } catch (err) {
        lastError = err;
      }
    }
    throw new WebhookSignatureError(lastError instanceof Error ? lastError.message : 'Invalid signature');
  }
}
