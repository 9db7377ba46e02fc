import { and, eq, sql } from 'drizzle-orm';
import { addDays, utcDay } from '../../shared/calendar-day';
import { quoteRental } from '../../shared/money';
import { EXTENSION_RESPONSE_HOURS, type ExtensionRequest } from '../../shared/schemas/extensions';
import type { Db } from '../db/client';
import { ledgerEntries, payments, rentalExtensions, rentals, user } from '../db/schema';
import { isExclusionViolation, isUniqueViolation, retryTransientConflicts } from '../db/sql-errors';
import { AppError, conflict, forbidden, notFound, paymentsUnavailable } from '../errors';
import { getSettings } from '../settings/public';
import { DATES_TAKEN_MESSAGE, markCheckoutOpen } from './booking';
import { nowOf, type RentalActor, type RentalDeps } from './context';
import { notifyExtension } from './extension-events';
import { extensionPaymentWindowEnd, isUnderWay } from './extension-rules';
import { type RentalRow, relationOf } from './queries';

export type ExtensionRow = typeof rentalExtensions.$inferSelect;

const notAllowed = () =>
  conflict(
    'More days can be asked for only while the rental is under way (after the hand-over), before its end date.',
    'extension_not_allowed',
  );
const closed = () =>
  conflict('This request for more days has already been answered or has expired.', 'extension_closed');
const extensionNotFound = () => notFound('Extension request not found', 'extension_not_found');

/** The rental as the actor may see it; strangers get 'not found', never a hint that it exists. */
async function rentalFor(db: Db, rentalId: string, actor: RentalActor, lock = false) {
  const query = db.select().from(rentals).where(eq(rentals.id, rentalId));
  const [rental] = lock ? await query.for('update') : await query;
  const relation = rental ? relationOf(rental, actor) : null;
  if (!rental || !relation) throw notFound('Rental not found', 'rental_not_found');
  return { rental, relation };
}

/** Whether the days after the rental's end are free of every other booking that holds dates. */
async function extraDaysFree(db: Db, rental: RentalRow, days: number, now: Date): Promise<boolean> {
  // A deleted listing can be booked by nobody else.
  if (!rental.itemId) return true;
  const until = addDays(rental.endDate, days);
  const [taken] = await db
    .select({ id: rentals.id })
    .from(rentals)
    .where(
      and(
        eq(rentals.itemId, rental.itemId),
        sql`${rentals.id} <> ${rental.id}`,
        sql`(${rentals.status} in ('active', 'overdue') or (${rentals.status} = 'pending' and ${rentals.holdExpiresAt} > ${now.toISOString()}::timestamptz))`,
        sql`daterange(${rentals.startDate}, coalesce(${rentals.extensionHoldUntil}, ${rentals.endDate}), '[)') && daterange(${rental.endDate}::date, ${until}::date, '[)')`,
      ),
    )
    .limit(1);
  return !taken;
}

/**
 * The renter asks for `days` more days. Refused unless the rental is under way, the days fit the
 * longest rental the settings allow, no other request is open, the rental was not extended
 * before, and the days are free now (the owner is not asked about days nobody can have). Priced
 * like a checkout: the rental's daily rate x days, the current commission out of the owner's share.
 */
export async function requestExtension(
  deps: RentalDeps,
  rentalId: string,
  input: ExtensionRequest,
  actor: RentalActor,
): Promise<ExtensionRow> {
  const now = nowOf(deps);
  const { rental, relation } = await rentalFor(deps.db, rentalId, actor);
  if (relation !== 'renter') throw forbidden('Only the renter can ask for more days.');
  if (!isUnderWay(rental, utcDay(now))) throw notAllowed();
  const settings = await getSettings(deps.db);
  const longest = Math.min(settings.maxRentalDays, 365 - rental.rentalDays);
  if (input.days > longest) {
    throw new AppError('rental_too_long', 400, 'Rental period too long', { maxRentalDays: longest });
  }
  const [used] = await deps.db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.rentalId, rental.id), eq(ledgerEntries.event, 'extension')))
    .limit(1);
  if (used) throw conflict('This rental has already been extended once.', 'extension_used');
  if (!(await extraDaysFree(deps.db, rental, input.days, now)))
    throw conflict(DATES_TAKEN_MESSAGE, 'dates_unavailable');

  const quote = quoteRental({
    dailyRateCents: rental.dailyRate,
    rentalDays: input.days,
    depositCents: 0,
    commissionRate: settings.commissionRate,
  });
  try {
    return await deps.db.transaction(async (tx) => {
      const [extension] = await tx
        .insert(rentalExtensions)
        .values({
          rentalId: rental.id,
          requestedBy: actor.id,
          days: input.days,
          priceCents: quote.subtotalCents,
          feeCents: quote.feeCents,
          respondBy: new Date(now.getTime() + EXTENSION_RESPONSE_HOURS * 3_600_000),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await notifyExtension(tx, rental, extension!, 'requested');
      return extension!;
    });
  } catch (err) {
    // The partial unique index keeps one open request per rental, even when two race.
    if (isUniqueViolation(err))
      throw conflict('There is already an open request for more days on this rental.', 'extension_open');
    throw err;
  }
}

async function extensionOf(db: Db, rentalId: string, extensionId: string, lock = false) {
  const query = db
    .select()
    .from(rentalExtensions)
    .where(and(eq(rentalExtensions.id, extensionId), eq(rentalExtensions.rentalId, rentalId)));
  const [extension] = lock ? await query.for('update') : await query;
  if (!extension) throw extensionNotFound();
  return extension;
}

/** The owner turns the request down (one tap); the renter hears it. */
export async function declineExtension(
  deps: RentalDeps,
  rentalId: string,
  extensionId: string,
  actor: RentalActor,
): Promise<ExtensionRow> {
  const now = nowOf(deps);
  return deps.db.transaction(async (tx) => {
    const { rental, relation } = await rentalFor(tx, rentalId, actor);
    if (relation !== 'owner')
      throw forbidden('Only the owner of the item can answer a request for more days.');
    await extensionOf(tx, rentalId, extensionId);
    const [declined] = await tx
      .update(rentalExtensions)
      .set({ status: 'declined', declinedBy: 'owner', decidedAt: now, updatedAt: now })
      .where(and(eq(rentalExtensions.id, extensionId), eq(rentalExtensions.status, 'requested')))
      .returning();
    if (!declined) throw closed();
    await notifyExtension(tx, rental, declined, 'declined');
    return declined;
  });
}

export interface AcceptedExtension {
  extension: ExtensionRow;
  checkoutUrl: string;
}

/**
 * The owner accepts (one tap). In one transaction the rental holds the extra days
 * (extension_hold_until, which the exclusion constraint sees: a booking of those days racing
 * this one loses, or this one answers 409) and the extension's payment row is written; then the
 * provider opens a checkout for the renter, who pays it like a booking. Paid, the end date moves
 * (payment-confirmation.ts -> confirmExtensionPayment); unpaid by the window's end, the sweep
 * releases the days.
 */
export async function acceptExtension(
  deps: RentalDeps,
  rentalId: string,
  extensionId: string,
  actor: RentalActor,
): Promise<AcceptedExtension> {
  const now = nowOf(deps);
  // The whole transaction runs again if it lost a deadlock to a booking of the same days.
  const held = await retryTransientConflicts(() =>
    deps.db.transaction(async (tx) => {
      const { rental, relation } = await rentalFor(tx, rentalId, actor, true);
      if (relation !== 'owner')
        throw forbidden('Only the owner of the item can answer a request for more days.');
      const extension = await extensionOf(tx, rentalId, extensionId, true);
      if (extension.status !== 'requested' || extension.respondBy <= now) throw closed();
      const payBy = extensionPaymentWindowEnd(rental.endDate, now);
      if (!isUnderWay(rental, utcDay(now)) || !payBy) throw notAllowed();
      const holdUntil = addDays(rental.endDate, extension.days);
      try {
        await tx.transaction(async (savepoint) => {
          await savepoint
            .update(rentals)
            .set({ extensionHoldUntil: holdUntil, updatedAt: now })
            .where(eq(rentals.id, rental.id));
        });
      } catch (err) {
        if (isExclusionViolation(err)) throw conflict(DATES_TAKEN_MESSAGE, 'dates_unavailable');
        throw err;
      }
      const [accepted] = await tx
        .update(rentalExtensions)
        .set({ status: 'accepted', decidedAt: now, updatedAt: now })
        .where(eq(rentalExtensions.id, extension.id))
        .returning();
      const [payment] = await tx
        .insert(payments)
        .values({
          rentalId: rental.id,
          extensionId: extension.id,
          payerId: rental.renterId,
          provider: deps.payments.kind,
          amountTotal: extension.priceCents,
          expiresAt: payBy,
        })
        .returning({ id: payments.id });
      return { rental, extension: accepted!, paymentId: payment!.id, payBy };
    }),
  );

  const { rental, extension, paymentId, payBy } = held;
  let session: { sessionId: string; url: string };
  try {
    session = await deps.payments.createCheckout({
      reference: paymentId,
      lineItems: [
        {
          name: `${rental.itemTitle} (extra day)`,
          unitAmount: rental.dailyRate,
          quantity: extension.days,
        },
      ],
      currency: 'usd',
      customerEmail: await renterEmail(deps.db, rental.renterId),
      successUrl: `${deps.publicUrl}/rental-success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${deps.publicUrl}/rentals`,
      expiresAt: payBy,
      metadata: { rentalId: rental.id, paymentId, extensionId: extension.id },
    });
  } catch (err) {
    // Nothing can be paid: the request is open again and the days go free.
    await deps.db.transaction(async (tx) => {
      await tx
        .update(payments)
        .set({ status: 'failed', updatedAt: sql`now()` })
        .where(eq(payments.id, paymentId));
      await tx
        .update(rentalExtensions)
        .set({ status: 'requested', decidedAt: null, updatedAt: now })
        .where(and(eq(rentalExtensions.id, extension.id), eq(rentalExtensions.status, 'accepted')));
      await releaseHold(tx, rental.id, addDays(rental.endDate, extension.days));
    });
    deps.logger.error(
      { err, rentalId: rental.id },
      'payment provider refused to start an extension checkout',
    );
    throw paymentsUnavailable();
  }

  await deps.db.transaction(async (tx) => {
    await markCheckoutOpen(tx, paymentId, session);
    await notifyExtension(tx, rental, extension, 'accepted');
  });
  return { extension, checkoutUrl: session.url };
}

/** Frees the days an accepted extension held (only if it still holds exactly those). */
export async function releaseHold(tx: Db, rentalId: string, holdUntil: string) {
  await tx
    .update(rentals)
    .set({ extensionHoldUntil: null, updatedAt: sql`now()` })
    .where(and(eq(rentals.id, rentalId), eq(rentals.extensionHoldUntil, holdUntil)));
}

async function renterEmail(db: Db, renterId: string | null): Promise<string> {
  const [renter] = renterId
    ? await db.select({ email: user.email }).from(user).where(eq(user.id, renterId)).limit(1)
    : [];
  if (!renter) throw extensionNotFound();
  return renter.email;
}
