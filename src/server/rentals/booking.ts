import { eq, sql } from 'drizzle-orm';
import { addDays, utcDay } from '../../shared/calendar-day';
import { CHECKOUT_HOLD_MINUTES, MAX_DAYS_AHEAD } from '../../shared/constants';
import { quoteRental } from '../../shared/money';
import { type CheckoutRequest, rentalSchema } from '../../shared/schemas/rentals';
import type { Db } from '../db/client';
import { payments, rentals } from '../db/schema';
import { isExclusionViolation, retryTransientConflicts } from '../db/sql-errors';
import { AppError, badRequest, conflict, paymentsUnavailable } from '../errors';
import type { CheckoutLineItem } from '../platform/public';
import { getSettings } from '../settings/public';
import { bookableItem } from './bookable-item';
import { nowOf, type RentalActor, type RentalDeps } from './context';
import { releaseRunOutHolds } from './lifecycle';

export const DATES_TAKEN_MESSAGE =
  'This item is not available for those dates. Please choose different dates.';

/** The provider opened the checkout of our payment row: it now waits for the payer. */
export async function markCheckoutOpen(
  db: Db,
  paymentId: string,
  session: { sessionId: string; url: string },
) {
  await db
    .update(payments)
    .set({
      providerSessionId: session.sessionId,
      checkoutUrl: session.url,
      status: 'open',
      updatedAt: sql`now()`,
    })
    .where(eq(payments.id, paymentId));
}

export interface CheckoutStarted {
  success: true;
  rentalId: string;
  paymentId: string;
  sessionId: string;
  /** The checkout page to open in a new tab (spec: url). */
  url: string;
  rentalDays: number;
  startDate: string;
  endDate: string;
  dailyRate: number;
  subtotal: number;
  commission: number;
  ownerAmount: number;
  securityDeposit: number;
  totalAmount: number;
  holdExpiresAt: string;
}

/**
 * create-rental-payment: prices the booking from the item and the settings (never from the
 * browser), holds the dates with a pending rental, and opens a checkout with the provider.
 * The database's exclusion constraint decides who gets overlapping dates.
 */
export async function startCheckout(
  deps: RentalDeps,
  input: CheckoutRequest,
  actor: RentalActor,
): Promise<CheckoutStarted> {
  const now = nowOf(deps);
  const item = await bookableItem(deps.db, input.itemId, actor, now);

  const settings = await getSettings(deps.db);
  if (input.rentalDays > settings.maxRentalDays) {
    throw new AppError('rental_too_long', 400, 'Rental period too long', {
      maxRentalDays: settings.maxRentalDays,
    });
  }
  // The renter's "today" may be a day behind UTC; anything earlier is in the past everywhere.
  const today = utcDay(now);
  if (input.startDate < addDays(today, -1))
    throw badRequest('The start date cannot be in the past.', 'start_in_past');
  if (input.startDate > addDays(today, MAX_DAYS_AHEAD)) {
    throw badRequest('Bookings can start at most a year ahead.', 'start_too_far');
  }

  const quote = quoteRental({
    dailyRateCents: item.priceCents,
    rentalDays: input.rentalDays,
    depositCents: item.depositCents,
    commissionRate: settings.commissionRate,
  });
  // The spec's rental schema, applied to what the server computed.
  rentalSchema.parse({
    itemId: item.id,
    rentalDays: quote.rentalDays,
    dailyRate: quote.dailyRateCents,
    totalAmount: quote.totalCents,
    securityDeposit: quote.depositCents,
  });
  const endDate = addDays(input.startDate, input.rentalDays);
  const holdExpiresAt = new Date(now.getTime() + CHECKOUT_HOLD_MINUTES * 60_000);

  // Holds that ran out release their dates now rather than at the next sweep (rarely any).
  if (item.hasRunOutHolds) await releaseRunOutHolds(deps.db, now, item.id);
  let held: { rentalId: string; paymentId: string };
  try {
    // The pending rental and its payment in one statement (atomic without a transaction).
    // Overlapping bookings racing each other can deadlock in the exclusion check: the loser runs
    // again and then meets the winner's row (23P01 below) or, if the winner rolled back, holds.
    held = await retryTransientConflicts(async () => {
      const rental = deps.db.$with('held_rental').as(
        deps.db
          .insert(rentals)
          .values({
            itemId: item.id,
            itemTitle: item.title,
            renterId: actor.id,
            ownerId: item.ownerId,
            rentalDays: quote.rentalDays,
            dailyRate: quote.dailyRateCents,
            subtotalAmount: quote.subtotalCents,
            platformFee: quote.feeCents,
            ownerAmount: quote.ownerAmountCents,
            securityDeposit: quote.depositCents,
            totalAmount: quote.totalCents,
            commissionRate: quote.commissionRate,
            startDate: input.startDate,
            endDate,
            holdExpiresAt,
          })
          .returning({ id: rentals.id }),
      );
      const [payment] = await deps.db
        .with(rental)
        .insert(payments)
        .values({
          rentalId: sql`(select ${rental.id} from ${rental})`,
          payerId: actor.id,
          provider: deps.payments.kind,
          amountTotal: quote.totalCents,
          expiresAt: holdExpiresAt,
        })
        .returning({ id: payments.id, rentalId: payments.rentalId });
      return { rentalId: payment!.rentalId, paymentId: payment!.id };
    });
  } catch (err) {
    if (isExclusionViolation(err)) throw conflict(DATES_TAKEN_MESSAGE, 'dates_unavailable');
    throw err;
  }

  const lineItems: CheckoutLineItem[] = [
    { name: `${item.title} (rental per day)`, unitAmount: quote.dailyRateCents, quantity: quote.rentalDays },
  ];
  if (quote.depositCents > 0) {
    lineItems.push({ name: 'Refundable security deposit', unitAmount: quote.depositCents, quantity: 1 });
  }

  let session: { sessionId: string; url: string };
  try {
    session = await deps.payments.createCheckout({
      reference: held.paymentId,
      lineItems,
      currency: 'usd',
      customerEmail: actor.email,
      successUrl: `${deps.publicUrl}/rental-success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${deps.publicUrl}/items/${item.id}`,
      expiresAt: holdExpiresAt,
      metadata: { rentalId: held.rentalId, paymentId: held.paymentId, itemId: item.id },
    });
  } catch (err) {
    // Nothing was paid: forget the booking entirely so the dates are free again.
    await deps.db.delete(rentals).where(eq(rentals.id, held.rentalId));
    // The provider's own words (SDK text, retries) go to the log only.
    deps.logger.error({ err, rentalId: held.rentalId }, 'payment provider refused to start a checkout');
    throw paymentsUnavailable();
  }

  await markCheckoutOpen(deps.db, held.paymentId, session);

  return {
    success: true,
    rentalId: held.rentalId,
    paymentId: held.paymentId,
    sessionId: session.sessionId,
    url: session.url,
    rentalDays: quote.rentalDays,
    startDate: input.startDate,
    endDate,
    dailyRate: quote.dailyRateCents,
    subtotal: quote.subtotalCents,
    commission: quote.feeCents,
    ownerAmount: quote.ownerAmountCents,
    securityDeposit: quote.depositCents,
    totalAmount: quote.totalCents,
    holdExpiresAt: holdExpiresAt.toISOString(),
  };
}
