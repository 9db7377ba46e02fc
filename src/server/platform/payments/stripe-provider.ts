import Stripe from 'stripe';
import {
  type CheckoutSessionRef,
  type CheckoutSessionState,
  type CreateCheckoutInput,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderEvent,
  type RefundInput,
  WebhookSignatureError,
} from './provider';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API origin (a local stand-in in tests); Stripe's own when absent. */
  apiBase?: string;
}

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

function providerError(err: unknown): PaymentProviderError {
  const message = err instanceof Error ? err.message : String(err);
  return new PaymentProviderError(message);
}

/** Stripe Checkout: a hosted payment page per rental, confirmed by a signed webhook. */
export class StripePaymentProvider implements PaymentProvider {
  readonly kind = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeProviderOptions) {
    const base = options.apiBase ? new URL(options.apiBase) : null;
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
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
      const session = await this.stripe.checkout.sessions.create(
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
      return toState(await this.stripe.checkout.sessions.retrieve(sessionId));
    } catch (err) {
      if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
      throw providerError(err);
    }
  }

  async expireCheckout(sessionId: string): Promise<CheckoutSessionState | null> {
    try {
      return toState(await this.stripe.checkout.sessions.expire(sessionId));
    } catch (err) {
      // Only open sessions can be expired: anything else (paid, already expired) says so on retrieve.
      if (err instanceof Stripe.errors.StripeInvalidRequestError) return this.getCheckout(sessionId);
      throw providerError(err);
    }
  }

  async refund(input: RefundInput): Promise<{ refundId: string }> {
    try {
      const refund = await this.stripe.refunds.create(
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

  async verifyWebhook(payload: string, signature: string): Promise<ProviderEvent> {
    let event: Stripe.Event;
    try {
      event = await this.stripe.webhooks.constructEventAsync(payload, signature, this.options.webhookSecret);
    } catch (err) {
      throw new WebhookSignatureError(err instanceof Error ? err.message : 'Invalid signature');
    }
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return { type: 'checkout_completed', session: toState(event.data.object) };
      case 'checkout.session.expired':
        return { type: 'checkout_expired', session: toState(event.data.object) };
      default:
        return { type: 'ignored', eventType: event.type };
    }
  }
}
