import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { utcDay } from '../../shared/calendar-day';
import type { ReturnCondition } from '../../shared/constants';
import { afterItemChange } from '../alerts/public';
import { recordAudit } from '../audit/public';
import type { Db } from '../db/client';
import { deposits, payments, rentals } from '../db/schema';
import { AppError, notFound } from '../errors';
import { holdRanOutSql } from '../holds/public';
import { inviteReviews } from '../reviews/public';
import { fileClaim } from './claims';
import type { RentalDeps } from './context';
import { depositAfterLateFee, lateFeeOf } from './late-fees';
import { bookEvent } from './ledger';
import type { RentalRow } from './queries';
import { sendRefundsOf } from './refunds';
import {
  type CancelledBy,
  notifyNoShow,
  notifyRentalCancelled,
  notifyRentalConfirmed,
  notifyReturnProcessed,
} from './rental-events';
import { shareTransferred, withdrawShareTransfer } from './share-withdrawal';
import { type CancelReason, type Decision, decide, type MoverRole } from './status-machine';

/**
 * The one way a rental changes status. Every move (payment, hold expiry, cancellation, overdue,
 * return; issue 19 adds hand-over and extensions here) runs through moveRental, which in one
 * transaction:
 *   1. locks the rental row and asks the status machine whether this actor may make this move now;
 *   2. updates the status conditionally on the status it read;
 *   3. books the move's ledger lines (each refund line with its job), deposit change,
 *      notifications, review invitations and audit record;
 *   4. answers the work to try once that transaction has committed (provider refunds, whose jobs
 *      retry them; wishlist alerts, which the sweep also fires), which runAfterCommit carries out.
 * Called with a transaction, it runs in a savepoint of it, so a refused move undoes only itself.
 */

export type RentalMove =
  | { event: 'pay'; paymentId: string }
  | { event: 'expire_hold' }
  | { event: 'cancel' }
  /** Reported on the start date before the hand-over: the renter, or the owner, never came. */
  | { event: 'renter_no_show' }
  | { event: 'owner_no_show' }
  | { event: 'mark_overdue' }
  | {
      event: 'return';
      condition: ReturnCondition;
      /** Damaged returns: the claim on the deposit (reason, amount kept, evidence photos). */
      damageReason?: string;
      depositKept?: number;
      photoIds?: string[];
    };

/** Who moves the rental: their role in it, and their account (null for the system). */
export interface Mover {
  role: MoverRole;
  userId: string | null;
}

export const SYSTEM: Mover = { role: 'system', userId: null };

/** Work that must wait for the commit (it talks to other services or reads committed state). */
export type AfterCommit = 'send_refunds' | 'item_freed';

export interface Moved {
  /** The rental after the move. */
  rental: RentalRow;
  from: RentalRow['status'];
  afterCommit: AfterCommit[];
}

/** The status machine said no (409, or 403 when the actor may never make this move). */
export class RentalMoveRefused extends AppError {
  constructor(decision: Exclude<Decision, { ok: true }>) {
    super(decision.code, decision.code === 'forbidden' ? 403 : 409, decision.message);
  }
}

/** Someone else changed the rental between our read and our write. */
const changedMeanwhile = () =>
  new AppError(
    'rental_changed',
    409,
    'This rental was just changed by someone else. Please refresh and try again.',
  );

export async function moveRental(
  db: Db,
  now: Date,
  rentalId: string,
  move: RentalMove,
  by: Mover,
): Promise<Moved> {
  return db.transaction(async (tx) => {
    const [rental] = await tx.select().from(rentals).where(eq(rentals.id, rentalId)).for('update');
    if (!rental) throw notFound('Rental not found', 'rental_not_found');
    const facts = refundsInFull(move)
      ? { ...rental, shareTransferred: await shareTransferred(tx, rental.id) }
      : rental;
    const decision = decide(facts, move.event, by.role, utcDay(now));
    if (!decision.ok) throw new RentalMoveRefused(decision);

    const [after] = await tx
      .update(rentals)
      .set({ status: decision.to, updatedAt: now, ...columnsFor(rental, move, by, now) })
      .where(and(eq(rentals.id, rental.id), eq(rentals.status, rental.status)))
      .returning();
    if (!after) throw changedMeanwhile();
    const afterCommit = await book(tx, { before: rental, after, move, by, now });
    return { rental: after, from: rental.status, afterCommit };
  });
}

function cancelReasonOf(by: Mover): CancelReason {
  // The machine lets only people cancel; the system's moves to cancelled are hold expiries.
  return by.role === 'system' ? 'hold_expired' : by.role;
}

/** Who cancelled, as the notice names them (the machine lets only people cancel; holds expire). */
function cancelledBy(by: Mover): CancelledBy {
  return by.role === 'system' ? 'admin' : by.role;
}

const isNoShow = (move: RentalMove) => move.event === 'renter_no_show' || move.event === 'owner_no_show';

/** Moves that may give the renter everything back: refused once the owner's share has left. */
const refundsInFull = (move: RentalMove) => isNoShow(move) || move.event === 'cancel';

/**
 * A no-show (decision 033). The owner never came: the renter gets everything back, as when a
 * rental is cancelled before its start, and the owner's share, not yet transferred, is withdrawn.
 * The renter never came: the deposit goes back, the rental price does not (from the start date on
 * the cancellation rules give no refund), so the fee and the owner's share stand and the share is
 * transferred when due, as for any rental.
 */
async function bookNoShow(
  tx: Db,
  after: RentalRow,
  event: 'renter_no_show' | 'owner_no_show',
  by: Mover,
  now: Date,
) {
  const ownerAbsent = event === 'owner_no_show';
  await settleDeposit(
    tx,
    after.id,
    'refunded',
    ownerAbsent ? 'The owner did not come to the hand-over' : 'The renter did not come to the hand-over',
    now,
  );
  const refundCents = ownerAbsent ? after.totalAmount : after.securityDeposit;
  await bookEvent(tx, { rentalId: after.id, paymentId: await paidPaymentId(tx, after.id) }, 'no_show', [
    ...(ownerAbsent
      ? [
          { kind: 'platform_fee' as const, amount: -after.platformFee, partyId: after.ownerId },
          { kind: 'owner_payout' as const, amount: -after.ownerAmount, partyId: after.ownerId },
        ]
      : []),
    { kind: 'deposit_held', amount: -after.securityDeposit, partyId: after.renterId },
    { kind: 'refund', amount: refundCents, partyId: after.renterId },
  ]);
  if (ownerAbsent) await withdrawShareTransfer(tx, after.id);
  await audit(tx, by, 'rental_cancelled', after.id, { status: 'active', by: event, refund: refundCents });
  await notifyNoShow(tx, after, {
    absent: ownerAbsent ? 'owner' : 'renter',
    reportedBy: by.role === 'admin' ? 'admin' : ownerAbsent ? 'renter' : 'owner',
    refundCents,
  });
}

/** The columns a move sets besides the status. */
function columnsFor(rental: RentalRow, move: RentalMove, by: Mover, now: Date): Partial<RentalRow> {
  switch (move.event) {
    case 'pay':
      return { paidAt: now, cancelReason: null, cancelledAt: null };
    case 'expire_hold':
      return { cancelReason: 'hold_expired', cancelledAt: now };
    case 'cancel':
      return { cancelReason: cancelReasonOf(by), cancelledAt: now };
    case 'renter_no_show':
    case 'owner_no_show':
      return { cancelReason: move.event, cancelledAt: now };
    case 'mark_overdue':
      return {};
    case 'return':
      return {
        returnCondition: move.condition,
        returnedBy: by.userId,
        actualReturnDate: now,
        // Fixed at the return: the fee the days late ran up, kept from the deposit (decision 030).
        lateFee: lateFeeOf(rental, now).cents,
      };
  }
}

/** Checkouts of the rental that can still be paid can no longer be used. */
async function closeOpenCheckouts(tx: Db, rentalId: string) {
  await tx
    .update(payments)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(and(eq(payments.rentalId, rentalId), inArray(payments.status, ['creating', 'open'])));
}

async function paidPaymentId(tx: Db, rentalId: string): Promise<string | null> {
  const [paid] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.rentalId, rentalId), eq(payments.status, 'paid'), isNull(payments.extensionId)))
    .limit(1);
  return paid?.id ?? null;
}

async function settleDeposit(
  tx: Db,
  rentalId: string,
  status: 'refunded' | 'forfeited',
  reason: string | null,
  now: Date,
) {
  await tx
    .update(deposits)
    .set({ status, refundReason: reason, settledAt: now, updatedAt: now })
    .where(and(eq(deposits.rentalId, rentalId), eq(deposits.status, 'held')));
}

function audit(
  tx: Db,
  by: Mover,
  action: 'rental_cancelled' | 'rental_returned',
  rentalId: string,
  metadata: Record<string, unknown>,
) {
  return recordAudit(tx, {
    action,
    actorId: by.userId,
    resourceType: 'rental',
    resourceId: rentalId,
    metadata,
  });
}

/** The move's money, records and messages, in the moving transaction. */
async function book(
  tx: Db,
  {
    before,
    after,
    move,
    by,
    now,
  }: { before: RentalRow; after: RentalRow; move: RentalMove; by: Mover; now: Date },
): Promise<AfterCommit[]> {
  switch (move.event) {
    case 'pay': {
      await tx.insert(deposits).values({ rentalId: after.id, status: 'held', amount: after.securityDeposit });
      await bookEvent(tx, { rentalId: after.id, paymentId: move.paymentId }, 'confirm', [
        { kind: 'platform_fee', amount: after.platformFee, partyId: after.ownerId },
        { kind: 'owner_payout', amount: after.ownerAmount, partyId: after.ownerId },
        { kind: 'deposit_held', amount: after.securityDeposit, partyId: after.renterId },
      ]);
      await closeOpenCheckouts(tx, after.id);
      // The owner's request and payout, the renter's receipt: only if this commits.
      await notifyRentalConfirmed(tx, after);
      return [];
    }
    case 'expire_hold':
      await closeOpenCheckouts(tx, after.id);
      return [];
    case 'mark_overdue':
      return [];
    case 'cancel': {
      if (before.status === 'pending') {
        await closeOpenCheckouts(tx, after.id);
        await audit(tx, by, 'rental_cancelled', after.id, { status: 'pending', by: after.cancelReason });
        await notifyRentalCancelled(tx, after, { by: cancelledBy(by), paid: false, refundCents: 0 });
        return [];
      }
      // A paid rental cancelled before its start date: everything goes back to the renter.
      await settleDeposit(tx, after.id, 'refunded', 'Rental cancelled before its start date', now);
      await bookEvent(tx, { rentalId: after.id, paymentId: await paidPaymentId(tx, after.id) }, 'cancel', [
        { kind: 'platform_fee', amount: -after.platformFee, partyId: after.ownerId },
        { kind: 'owner_payout', amount: -after.ownerAmount, partyId: after.ownerId },
        { kind: 'deposit_held', amount: -after.securityDeposit, partyId: after.renterId },
        { kind: 'refund', amount: after.totalAmount, partyId: after.renterId },
      ]);
      await audit(tx, by, 'rental_cancelled', after.id, {
        status: before.status,
        by: after.cancelReason,
        refund: after.totalAmount,
      });
      await notifyRentalCancelled(tx, after, {
        by: cancelledBy(by),
        paid: true,
        refundCents: after.totalAmount,
      });
      return ['send_refunds', 'item_freed'];
    }
    case 'renter_no_show':
    case 'owner_no_show':
      await bookNoShow(tx, after, move.event, by, now);
      return ['send_refunds', 'item_freed'];
    case 'return': {
      await audit(tx, by, 'rental_returned', after.id, {
        condition: move.condition,
        deposit: after.securityDeposit,
        lateFee: after.lateFee,
      });
      // Both sides may now review each other; the item may be free for someone's wishlist alert.
      await inviteReviews(tx, after);
      const always: AfterCommit[] = ['item_freed'];
      const paymentId = await paidPaymentId(tx, after.id);
      // A late return: the fee leaves the deposit for the owner first (transferred after the claim
      // window, like a kept deposit); the refund or the damage claim share only the rest of it.
      await bookEvent(tx, { rentalId: after.id, paymentId }, 'late_fee_kept', [
        { kind: 'deposit_held', amount: -after.lateFee, partyId: after.renterId },
        { kind: 'owner_payout', amount: after.lateFee, partyId: after.ownerId },
      ]);
      const rest = depositAfterLateFee(after);
      if (move.condition === 'damaged') {
        // The deposit stays held: the claim settles it (claims.ts) once answered or lapsed.
        await fileClaim(
          tx,
          after,
          {
            reason: move.damageReason ?? '',
            amountKept: move.depositKept,
            photoIds: move.photoIds ?? [],
            uploaderId: by.userId,
          },
          now,
        );
        if (rest === 0) {
          // No deposit left (none, or all of it kept as late fee), so no claim to tell: both sides
          // hear of the return itself.
          await settleDeposit(tx, after.id, 'forfeited', move.damageReason ?? null, now);
          await notifyReturnProcessed(tx, after, 'damaged');
        }
        return always;
      }
      // All of the deposit kept as late fee: nothing goes back (the deposit is forfeited).
      const fate = rest === 0 && after.lateFee > 0 ? 'forfeited' : 'refunded';
      await settleDeposit(tx, after.id, fate, 'Returned in good condition', now);
      await bookEvent(tx, { rentalId: after.id, paymentId }, 'return_good', [
        { kind: 'deposit_held', amount: -rest, partyId: after.renterId },
        { kind: 'refund', amount: rest, partyId: after.renterId },
      ]);
      await notifyReturnProcessed(tx, after, 'good');
      return [...always, 'send_refunds'];
    }
  }
}

/**
 * Carries out a committed move's after-work. Each step is idempotent and retried by a job
 * (refunds) or harmless to miss (alerts fire at the next sweep); failures are logged, not thrown.
 * Answers whether every refund owed reached the provider.
 */
export async function runAfterCommit(
  deps: RentalDeps,
  moved: { rental: RentalRow; afterCommit: AfterCommit[] },
): Promise<{ refundsSent: boolean }> {
  let refundsSent = true;
  for (const work of moved.afterCommit) {
    if (work === 'send_refunds') refundsSent = await sendRefundsOf(deps, moved.rental.id);
    else if (moved.rental.itemId) await afterItemChange(deps.db, moved.rental.itemId, deps.logger);
  }
  return { refundsSent };
}

/**
 * Moves each of `ids` by the system, skipping those the machine (or a racing move) no longer lets
 * move: another process got there first. Answers how many moved.
 */
async function moveEachBySystem(db: Db, now: Date, ids: string[], move: RentalMove): Promise<number> {
  let moved = 0;
  for (const id of ids) {
    try {
      await moveRental(db, now, id, move, SYSTEM);
      moved++;
    } catch (err) {
      if (!(err instanceof RentalMoveRefused) && !(err instanceof AppError && err.code === 'rental_changed'))
        throw err;
    }
  }
  return moved;
}

/** Moves every rental matching `where`, one by one, through the lifecycle. */
async function moveAllWhere(db: Db, now: Date, where: SQL | undefined, move: RentalMove): Promise<number> {
  const rows = await db.select({ id: rentals.id }).from(rentals).where(where);
  return moveEachBySystem(
    db,
    now,
    rows.map((row) => row.id),
    move,
  );
}

/**
 * Active rentals past their end date become overdue. The periodic sweep does this for everyone;
 * My Rentals also does it for the rentals it is about to show (`scope`), so the list is right the
 * moment a day ends.
 */
export function markOverdueRentals(db: Db, now: Date, scope?: SQL): Promise<number> {
  const due = and(eq(rentals.status, 'active'), sql`${rentals.endDate} <= ${utcDay(now)}::date`, scope);
  return moveAllWhere(db, now, due, { event: 'mark_overdue' });
}

/** Releases the holds of `itemId` that ran out (before booking it again). */
export function releaseRunOutHolds(db: Db, now: Date, itemId: string): Promise<number> {
  return moveAllWhere(db, now, and(eq(rentals.itemId, itemId), holdRanOutSql(now)), { event: 'expire_hold' });
}

/**
 * A checkout that ended unpaid (the provider expired it, or its hold ran out): the pending rental
 * releases its dates. A rental paid or cancelled meanwhile is left alone.
 */
export async function releaseUnpaidCheckout(db: Db, now: Date, rentalId: string): Promise<boolean> {
  return (await moveEachBySystem(db, now, [rentalId], { event: 'expire_hold' })) === 1;
}
