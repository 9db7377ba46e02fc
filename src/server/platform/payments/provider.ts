/**
 * The one payment provider interface. Two implementations: the built-in sandbox (the default:
 * a checkout page inside the app with test cards, so everything works offline) and Stripe
 * Checkout (when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set). Amounts are integer cents.
 */
export type PaymentProviderKind = 'sandbox' | 'stripe';

export interface CheckoutLineItem {
  name: string;
  /** Cents per unit. */
  unitAmount: number;
  quantity: number;
}

export interface CreateCheckoutInput {
  /** Our payment id: the provider keeps it with the session, and it keys idempotent retries. */
  reference: string;
  lineItems: CheckoutLineItem[];
  currency: 'usd';
  customerEmail: string;
  /** Where the renter lands after paying; `{CHECKOUT_SESSION_ID}` is replaced by the session id. */
  successUrl: string;
  cancelUrl: string;
  /** When the session must stop accepting payment (the hold on the dates ends then). */
  expiresAt: Date;
  metadata: Record<string, string>;
}

export interface CheckoutSessionRef {
  sessionId: string;
  url: string;
}

/** What the provider says about a session: the source of truth for "was it paid?". */
export interface CheckoutSessionState {
  sessionId: string;
  /** Our payment id, as given when the session was created. */
  reference: string | null;
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  /** The provider's charge reference (a Stripe payment intent), used for refunds. */
  paymentReference: string | null;
  amountTotal: number | null;
}

export interface RefundInput {
  paymentReference: string;
  amount: number;
  /** The same key always gives the same refund: a retried request cannot refund twice. */
  idempotencyKey: string;
  reason: string;
}

/** A verified notification from the provider (Stripe webhooks); anything else is 'ignored'. */
export type ProviderEvent =
  | { type: 'checkout_completed'; session: CheckoutSessionState }
  | { type: 'checkout_expired'; session: CheckoutSessionState }
  | { type: 'ignored'; eventType: string };

export interface PaymentProvider {
  readonly kind: PaymentProviderKind;
  createCheckout(input: CreateCheckoutInput): Promise<CheckoutSessionRef>;
  /** null when the provider does not know the session. */
  getCheckout(sessionId: string): Promise<CheckoutSessionState | null>;
  /**
   * Stops an open session from taking payment. Answers the session's final state: 'complete'
   * when the renter paid just before (the caller must then confirm, not cancel).
   */
  expireCheckout(sessionId: string): Promise<CheckoutSessionState | null>;
  refund(input: RefundInput): Promise<{ refundId: string }>;
  /** Providers that notify by webhook verify the signature here; throws when it does not verify. */
  verifyWebhook?(payload: string, signature: string): Promise<ProviderEvent>;
}

/** The provider could not do what was asked; `message` is safe to show. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}

/** The signature of a webhook did not verify. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}
