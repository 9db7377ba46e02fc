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

/** An owner's connected account as the provider sees it (Stripe Connect Express, or the sandbox's). */
export interface PayoutAccountState {
  accountId: string;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  /** What the provider still needs before it pays out (empty when nothing is due). */
  requirementsDue: string[];
}

export interface CreatePayoutAccountInput {
  /** Our user id: the provider keeps it, and it keys idempotent retries (one account per owner). */
  reference: string;
  email: string;
}

export interface OnboardingLinkInput {
  accountId: string;
  /** Where the owner lands when onboarding is done (or left). */
  returnUrl: string;
  /** Where the owner lands when the link expired or was used: the app asks for a new one. */
  refreshUrl: string;
  /** Keys the provider call (one per request the owner makes). */
  idempotencyKey: string;
}

export interface TransferInput {
  accountId: string;
  amount: number;
  currency: 'usd';
  /** The same key always gives the same transfer: a retried job cannot pay twice. */
  idempotencyKey: string;
  /** Groups a rental's charge, transfers and refunds at the provider. */
  transferGroup: string;
  metadata: Record<string, string>;
  /**
   * The rental's payment (a Stripe payment intent): Stripe mode ties the transfer to its charge
   * (`source_transaction`), so a transfer never outruns the funds that charge brought in.
   */
  sourcePaymentReference?: string | null;
}

/** A verified notification from the provider (Stripe webhooks); anything else is 'ignored'. */
export type ProviderEvent = { eventId: string } & (
  | { type: 'checkout_completed'; session: CheckoutSessionState }
  | { type: 'checkout_expired'; session: CheckoutSessionState }
  | { type: 'account_updated'; account: PayoutAccountState }
  | { type: 'transfer_reversed'; transferId: string; amountReversed: number }
  | {
      type: 'payout_paid' | 'payout_failed';
      payoutId: string;
      accountId: string;
      amount: number;
      /** When the payout was created: transfers sent before it are part of it. */
      createdAt: Date;
      failureCode: string | null;
    }
  | { type: 'charge_refunded'; paymentReference: string; amountRefunded: number }
  | { type: 'charge_disputed'; disputeId: string; paymentReference: string; amount: number; reason: string }
  /** The dispute ended: won (Stripe's won or warning_closed: nothing taken) or lost. */
  | { type: 'charge_dispute_closed'; disputeId: string; amount: number; outcome: 'won' | 'lost' }
  | { type: 'ignored'; eventType: string }
);

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
  /** Creates the owner's connected account (the same reference answers the same account). */
  createPayoutAccount(input: CreatePayoutAccountInput): Promise<PayoutAccountState>;
  /** null when the provider does not know the account. */
  getPayoutAccount(accountId: string): Promise<PayoutAccountState | null>;
  /** A one-time link to the provider's onboarding (or the sandbox's own page). */
  createOnboardingLink(input: OnboardingLinkInput): Promise<{ url: string }>;
  /** Moves money from the platform's balance to a connected account. */
  createTransfer(input: TransferInput): Promise<{ transferId: string }>;
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
