import { eq } from 'drizzle-orm';
import { deposits } from '../db/schema';
import { AppError, notFound } from '../errors';
import { type SandboxPaymentProvider, sandboxState } from '../platform/public';
import {
  confirmPaidSession,
  findPaymentBySession,
  findRental,
  nowOf,
  type RentalActor,
  type RentalDeps,
  releaseUnpaidCheckout,
} from '../rentals/public';

export const INVALID_SESSION_MESSAGE = 'Invalid payment session';

/** What /rental-success and /payment-success show for a checkout session (amounts in cents). */
export interface PaymentSessionSummary {
  sessionId: string;
  paymentStatus: 'creating' | 'open' | 'paid' | 'expired' | 'failed';
  /**
   * Paid, then refunded in full: the rental was cancelled, either after it was confirmed (before
   * its start date) or because the payment came after the hold ended and the dates were gone.
   */
  refunded: boolean;
  /** The payment confirmed the rental (false for a late payment that was refunded instead). */
  confirmed: boolean;
  rentalId: string;
  rentalStatus: 'pending' | 'active' | 'returned' | 'overdue' | 'cancelled';
  depositStatus: 'held' | 'refunded' | 'forfeited' | null;
  itemId: string | null;
  itemTitle: string;
  rentalDays: number;
  startDate: string;
  endDate: string;
  dailyRate: number;
  subtotal: number;
  /** The spec's payment success summary: amount, commission, ownerAmount, itemTitle, rentalDays. */
  amount: number;
  commission: number;
  ownerAmount: number;
  securityDeposit: number;
  currency: string;
  paidAt: string | null;
  checkoutUrl: string | null;
}

/**
 * The renter's own checkout session, verified with the provider: a session the provider reports
 * paid is confirmed here (idempotently) if the webhook has not done it yet. Sessions of other
 * people are 'Invalid payment session', exactly like unknown ones.
 */
export async function verifyPaymentSession(
  deps: RentalDeps,
  sessionId: string,
  actor: RentalActor,
): Promise<PaymentSessionSummary> {
  let payment = await findPaymentBySession(deps, sessionId);
  let rental = payment ? await findRental(deps.db, payment.rentalId) : null;
  if (!payment || !rental || rental.renterId !== actor.id)
    throw notFound(INVALID_SESSION_MESSAGE, 'checkout_not_found');

  if (payment.status !== 'paid' && payment.status !== 'failed') {
    const state = await deps.payments.getCheckout(sessionId);
    if (state?.paid) await confirmPaidSession(deps, state);
    else if (state?.status === 'expired') await releaseUnpaidCheckout(deps.db, nowOf(deps), rental.id);
    payment = (await findPaymentBySession(deps, sessionId)) ?? payment;
    rental = (await findRental(deps.db, rental.id)) ?? rental;
  }
  const [deposit] = await deps.db
    .select({ status: deposits.status })
    .from(deposits)
    .where(eq(deposits.rentalId, rental.id))
    .limit(1);

  return {
    sessionId,
    paymentStatus: payment.status,
    // A paid rental is cancelled with a full refund, except when the renter did not come (only
    // the deposit goes back then: decision 033).
    refunded:
      payment.status === 'paid' && rental.status === 'cancelled' && rental.cancelReason !== 'renter_no_show',
    confirmed: rental.paidAt !== null,
    rentalId: rental.id,
    rentalStatus: rental.status,
    depositStatus: deposit?.status ?? null,
    itemId: rental.itemId,
    itemTitle: rental.itemTitle,
    rentalDays: rental.rentalDays,
    startDate: rental.startDate,
    endDate: rental.endDate,
    dailyRate: rental.dailyRate,
    subtotal: rental.subtotalAmount,
    amount: rental.totalAmount,
    commission: rental.platformFee,
    ownerAmount: rental.ownerAmount,
    securityDeposit: rental.securityDeposit,
    currency: payment.currency,
    paidAt: payment.paidAt?.toISOString() ?? null,
    checkoutUrl: payment.status === 'open' ? payment.checkoutUrl : null,
  };
}

/** The sandbox checkout page's view of a session: what is being paid for, for the renter only. */
export async function sandboxCheckoutView(
  deps: RentalDeps,
  sandbox: SandboxPaymentProvider,
  sessionId: string,
  actor: RentalActor,
) {
  const session = await sandbox.session(sessionId);
  const payment = session ? await findPaymentBySession(deps, sessionId) : null;
  const rental = payment ? await findRental(deps.db, payment.rentalId) : null;
  if (!session || !rental || rental.renterId !== actor.id)
    throw notFound(INVALID_SESSION_MESSAGE, 'checkout_not_found');
  return {
    sessionId: session.id,
    status: session.status,
    itemId: rental.itemId,
    itemTitle: rental.itemTitle,
    rentalDays: rental.rentalDays,
    startDate: rental.startDate,
    endDate: rental.endDate,
    lineItems: session.lineItems,
    amountTotal: session.amountTotal,
    currency: session.currency,
    customerEmail: session.customerEmail,
    cancelUrl: session.cancelUrl,
    expiresAt: session.expiresAt.toISOString(),
    successUrl:
      session.status === 'complete' ? session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id) : null,
  };
}

/**
 * The sandbox page's Pay button: the test card decides, then the payment is confirmed the same
 * way a Stripe webhook confirms one. Answers where to go next (the success URL).
 */
export async function paySandboxCheckout(
  deps: RentalDeps,
  sandbox: SandboxPaymentProvider,
  sessionId: string,
  card: { cardNumber: string; expiry: string },
  actor: RentalActor,
): Promise<{ redirectUrl: string }> {
  const payment = await findPaymentBySession(deps, sessionId);
  const rental = payment ? await findRental(deps.db, payment.rentalId) : null;
  if (!rental || rental.renterId !== actor.id) throw notFound(INVALID_SESSION_MESSAGE, 'checkout_not_found');
  const result = await sandbox.pay(sessionId, card, nowOf(deps));
  if (result.kind === 'not_found') throw notFound(INVALID_SESSION_MESSAGE, 'checkout_not_found');
  if (result.kind === 'expired') {
    throw new AppError(
      'checkout_expired',
      410,
      'This checkout has expired. Please book again from the item page.',
    );
  }
  if (result.kind === 'declined') throw new AppError(result.code, 402, result.message);
  // Confirmed exactly as a provider's webhook confirms: from the provider's own record.
  await confirmPaidSession(deps, sandboxState(result.session));
  return { redirectUrl: result.session.successUrl.replace('{CHECKOUT_SESSION_ID}', sessionId) };
}
