import { eq } from 'drizzle-orm';
import type { NotificationContent } from '../../shared/notifications';
import type { Db } from '../db/client';
import { payments, payoutAccounts, providerDisputes, providerEvents, rentals, userRoles } from '../db/schema';
import { notify } from '../notifications/public';
import type { ProviderEvent } from '../platform/public';
import {
  closeProviderDispute,
  freezeTransfersOf,
  markTransferReversed,
  markTransfersPaid,
  markTransfersPayoutFailed,
  nowOf,
  type RentalDeps,
} from '../rentals/public';
import { applyAccountState } from './accounts';

type Event<T extends ProviderEvent['type']> = Extract<ProviderEvent, { type: T }>;

const BILLING_LINK = '/settings?tab=billing';

/**
 * Records a provider event as applied, in the transaction that applies it: answers false when it
 * was applied before (a redelivery), and the caller then does nothing.
 */
export async function firstDelivery(tx: Db, event: ProviderEvent): Promise<boolean> {
  const eventType = event.type === 'ignored' ? event.eventType : event.type;
  const [row] = await tx
    .insert(providerEvents)
    .values({ id: event.eventId, type: eventType })
    .onConflictDoNothing()
    .returning({ id: providerEvents.id });
  return Boolean(row);
}

/** Whether a provider event was already applied (a redelivery, answered 200 and skipped). */
export async function isApplied(db: Db, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: providerEvents.id })
    .from(providerEvents)
    .where(eq(providerEvents.id, eventId))
    .limit(1);
  return Boolean(row);
}

async function rentalOfPayment(tx: Db, paymentReference: string) {
  const [row] = await tx
    .select({ rental: rentals, paymentId: payments.id, amountRefunded: payments.amountRefunded })
    .from(payments)
    .innerJoin(rentals, eq(rentals.id, payments.rentalId))
    .where(eq(payments.providerPaymentId, paymentReference))
    .limit(1);
  return row ?? null;
}

/** The renter's bank disputes the payment: the rental's transfers freeze, every admin is told. */
async function paymentDisputed(tx: Db, event: Event<'charge_disputed'>, log: RentalDeps['logger']) {
  const found = await rentalOfPayment(tx, event.paymentReference);
  if (!found) {
    log.warn({ disputeId: event.disputeId }, 'dispute for a payment this app does not know');
    return;
  }
  const { rental } = found;
  await tx
    .insert(providerDisputes)
    .values({ id: event.disputeId, rentalId: rental.id, amount: event.amount, reason: event.reason })
    .onConflictDoNothing();
  const frozen = await freezeTransfersOf(tx, rental.id);
  log.warn({ rentalId: rental.id, disputeId: event.disputeId, frozen }, 'payment disputed: transfers frozen');
  await notifyAdmins(
    tx,
    {
      kind: 'payment_disputed',
      params: { rentalId: rental.id, itemTitle: rental.itemTitle, amountCents: event.amount },
    },
    `payment:disputed:${event.disputeId}`,
  );
}

/** Tells every admin about a provider dispute (opened, or closed won or lost). */
async function notifyAdmins(tx: Db, content: NotificationContent, dedupeKey: string) {
  const admins = await tx.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.role, 'admin'));
  for (const admin of admins) {
    await notify(tx, { userId: admin.id, ...content, link: '/admin/disputes', dedupeKey });
  }
}

/**
 * The provider closed a dispute: won unfreezes the rental's transfers, lost books the loss in the
 * ledger (rentals/provider-dispute-close.ts); every admin is told either way.
 */
async function disputeClosed(
  tx: Db,
  event: Event<'charge_dispute_closed'>,
  now: Date,
  log: RentalDeps['logger'],
) {
  const closed = await closeProviderDispute(tx, event.disputeId, event.outcome, now);
  if (!closed) {
    log.warn({ disputeId: event.disputeId }, 'closed dispute this app does not know, or closed before');
    return;
  }
  log.warn(
    { rentalId: closed.rentalId, disputeId: event.disputeId, outcome: event.outcome },
    'payment dispute closed',
  );
  await notifyAdmins(
    tx,
    {
      kind: 'payment_dispute_closed',
      params: {
        rentalId: closed.rentalId,
        itemTitle: closed.itemTitle,
        amountCents: closed.amount,
        outcome: event.outcome,
      },
    },
    `payment:dispute-closed:${event.disputeId}`,
  );
}

/** The provider paid the owner's balance out to their bank, or could not. */
async function payoutSettled(tx: Db, event: Event<'payout_paid' | 'payout_failed'>, now: Date) {
  const [account] = await tx
    .select({ userId: payoutAccounts.userId })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.accountId, event.accountId));
  if (!account) return;
  if (event.type === 'payout_paid') await markTransfersPaid(tx, event, now);
  else await markTransfersPayoutFailed(tx, event, now);
  const content: NotificationContent =
    event.type === 'payout_failed'
      ? {
          kind: 'payout_failed',
          params: { amountCents: event.amount, failureCode: event.failureCode ?? 'unknown' },
        }
      : { kind: 'payout_paid', params: { amountCents: event.amount } };
  await notify(tx, {
    userId: account.userId,
    ...content,
    link: BILLING_LINK,
    dedupeKey: `payout:${event.type}:${event.payoutId}`,
  });
}

/** A refund the app did not make (from the dashboard) shows as more refunded than booked: say so. */
async function chargeRefunded(tx: Db, event: Event<'charge_refunded'>, log: RentalDeps['logger']) {
  const found = await rentalOfPayment(tx, event.paymentReference);
  if (found && event.amountRefunded > found.amountRefunded) {
    log.error(
      { rentalId: found.rental.id, provider: event.amountRefunded, booked: found.amountRefunded },
      'the provider refunded more than the ledger booked (a refund made outside the app?)',
    );
  }
}

/**
 * Applies one verified payout-side event once (its id is stored in the same transaction).
 * Answers false when the event is not one of these (the caller handles checkout events).
 */
export async function applyPayoutEvent(deps: RentalDeps, event: ProviderEvent): Promise<boolean> {
  if (
    event.type !== 'account_updated' &&
    event.type !== 'transfer_reversed' &&
    event.type !== 'payout_paid' &&
    event.type !== 'payout_failed' &&
    event.type !== 'charge_refunded' &&
    event.type !== 'charge_disputed' &&
    event.type !== 'charge_dispute_closed'
  ) {
    return false;
  }
  if (event.type === 'account_updated') {
    // Its own transaction (it may release held transfers); a replay writes the same state again.
    await applyAccountState(deps.db, deps.payments.kind, event.account);
    await deps.db.transaction((tx) => firstDelivery(tx, event));
    return true;
  }
  const now = nowOf(deps);
  await deps.db.transaction(async (tx) => {
    if (!(await firstDelivery(tx, event))) return;
    if (event.type === 'transfer_reversed')
      await markTransferReversed(tx, event.transferId, event.amountReversed);
    else if (event.type === 'charge_disputed') await paymentDisputed(tx, event, deps.logger);
    else if (event.type === 'charge_refunded') await chargeRefunded(tx, event, deps.logger);
    else if (event.type === 'charge_dispute_closed') await disputeClosed(tx, event, now, deps.logger);
    else await payoutSettled(tx, event, now);
  });
  return true;
}
