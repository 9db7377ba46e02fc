import { and, eq, inArray, lte } from 'drizzle-orm';
import { CLAIM_RESPONSE_HOURS } from '../../shared/schemas/claims';
import type { Db } from '../db/client';
import { claimPhotos, damageClaims, deposits, payments, rentals } from '../db/schema';
import { AppError, badRequest, conflict, notFound } from '../errors';
import { hasReturnPhotos } from './check-ins';
import { notifyClaimEvent } from './claim-events';
import { depositAfterLateFee } from './late-fees';
import { bookEvent } from './ledger';
import type { AfterCommit } from './lifecycle';
import type { RentalRow } from './queries';

export type ClaimRow = typeof damageClaims.$inferSelect;
export type ClaimOutcome = NonNullable<ClaimRow['outcome']>;

/**
 * Damage claims on a deposit: filed by a damaged return (inside the lifecycle's return move),
 * answered by the renter within CLAIM_RESPONSE_HOURS, settled when accepted, when the window
 * lapses undisputed, or by an admin's decision on a dispute. Settling is the only place a claimed
 * deposit's money moves: in one transaction the claim becomes settled (conditionally on the status
 * read), the deposit is forfeited (something kept) or refunded (nothing kept), and the ledger books
 *   deposit_held -deposit, owner_payout +kept, refund +(deposit - kept)
 * so the rental still balances: charge = fee + owner's share + kept + refunded.
 */

export type ClaimMove =
  | { kind: 'accept'; by: 'renter' }
  | { kind: 'dispute'; by: 'renter' }
  | { kind: 'lapse'; by: 'system' }
  | { kind: 'decide'; by: 'admin'; decision: 'refund_all' | 'keep_part' | 'keep_all'; amountKept?: number };

export type ClaimDecision =
  | { ok: true; to: ClaimRow['status']; kept: number | null; outcome: ClaimOutcome | null }
  | {
      ok: false;
      code: 'claim_closed' | 'claim_window_over' | 'claim_window_open' | 'invalid_amount';
      message: string;
    };

/** The claim machine (pure). `now` decides the 72-hour window. */
export function decideClaim(
  claim: Pick<ClaimRow, 'status' | 'respondBy' | 'amountClaimed'>,
  move: ClaimMove,
  now: Date,
): ClaimDecision {
  const windowOpen = now.getTime() < claim.respondBy.getTime();
  switch (move.kind) {
    case 'accept':
    case 'dispute':
      if (claim.status !== 'open') {
        return { ok: false, code: 'claim_closed', message: 'This claim has already been answered.' };
      }
      if (!windowOpen) {
        return {
          ok: false,
          code: 'claim_window_over',
          message: 'The 72 hours to answer this claim have passed; it was settled as claimed.',
        };
      }
      return move.kind === 'accept'
        ? { ok: true, to: 'settled', kept: claim.amountClaimed, outcome: 'accepted' }
        : { ok: true, to: 'disputed', kept: null, outcome: null };
    case 'lapse':
      if (claim.status !== 'open') {
        return { ok: false, code: 'claim_closed', message: 'This claim has already been answered.' };
      }
      if (windowOpen) {
        return { ok: false, code: 'claim_window_open', message: 'The renter may still answer this claim.' };
      }
      return { ok: true, to: 'settled', kept: claim.amountClaimed, outcome: 'lapsed' };
    case 'decide': {
      if (claim.status !== 'disputed') {
        return { ok: false, code: 'claim_closed', message: 'Only a disputed claim waits for a decision.' };
      }
      if (move.decision === 'refund_all') return { ok: true, to: 'settled', kept: 0, outcome: 'refund_all' };
      if (move.decision === 'keep_all') {
        return { ok: true, to: 'settled', kept: claim.amountClaimed, outcome: 'keep_all' };
      }
      const kept = move.amountKept ?? 0;
      if (!Number.isInteger(kept) || kept <= 0 || kept >= claim.amountClaimed) {
        return {
          ok: false,
          code: 'invalid_amount',
          message: 'To keep part, enter an amount above $0 and below the amount claimed.',
        };
      }
      return { ok: true, to: 'settled', kept, outcome: 'keep_part' };
    }
  }
}

/**
 * Files the claim of a damaged return (called by the lifecycle inside the return move). The photos
 * must be this rental's, uploaded by the person returning it, and the return must have been
 * checked in with photos (by either side, confirmed or not: a renter who will not confirm cannot
 * block a claim), so the claim always stands beside the pick-up and return check-ins.
 */
export async function fileClaim(
  tx: Db,
  rental: RentalRow,
  input: { reason: string; amountKept: number | undefined; photoIds: string[]; uploaderId: string | null },
  now: Date,
): Promise<void> {
  const photoMissing = () =>
    badRequest('Please add at least one photo of the damage', 'damage_photo_required');
  if (input.photoIds.length === 0 || !input.uploaderId) throw photoMissing();
  const photos = await tx
    .select({ id: claimPhotos.id })
    .from(claimPhotos)
    .where(
      and(
        eq(claimPhotos.rentalId, rental.id),
        inArray(claimPhotos.id, input.photoIds),
        eq(claimPhotos.uploaderId, input.uploaderId),
      ),
    );
  if (photos.length !== new Set(input.photoIds).size) throw photoMissing();
  if (!(await hasReturnPhotos(tx, rental.id))) {
    throw conflict('Check in the return with photos before filing a damage claim.', 'return_photos_required');
  }
  // A late return's fee was kept from the deposit first: the claim may keep at most the rest, so
  // the two together never keep more than the deposit.
  const held = depositAfterLateFee(rental);
  if (held === 0) return;
  const claimed = input.amountKept ?? held;
  if (claimed <= 0 || claimed > held) {
    throw badRequest(
      rental.lateFee > 0
        ? 'The amount to keep must be above $0 and at most what is left of the deposit after the late fee.'
        : 'The amount to keep must be above $0 and at most the deposit.',
      'invalid_amount',
    );
  }
  await tx.insert(damageClaims).values({
    rentalId: rental.id,
    reason: input.reason,
    amountClaimed: claimed,
    respondBy: new Date(now.getTime() + CLAIM_RESPONSE_HOURS * 3_600_000),
    createdAt: now,
    updatedAt: now,
  });
  await notifyClaimEvent(tx, rental, 'filed', { amount: claimed });
}

export interface ClaimMoved {
  rental: RentalRow;
  claim: ClaimRow;
  afterCommit: AfterCommit[];
}

/**
 * Moves a claim (accept, dispute, lapse, decide) in one transaction, settling the money when the
 * move ends it. Refused moves throw a 409 with the words; a move raced by another gets 409 too.
 */
export async function moveClaim(
  db: Db,
  now: Date,
  rentalId: string,
  move: ClaimMove,
  input: { userId: string | null; statement?: string },
): Promise<ClaimMoved> {
  return db.transaction(async (tx) => {
    const [rental] = await tx.select().from(rentals).where(eq(rentals.id, rentalId)).for('update');
    const [claim] = await tx.select().from(damageClaims).where(eq(damageClaims.rentalId, rentalId));
    if (!rental || !claim) throw notFound('This rental has no damage claim.');
    const decision = decideClaim(claim, move, now);
    if (!decision.ok) throw new AppError(decision.code, 409, decision.message);

    const settles = decision.to === 'settled';
    const [after] = await tx
      .update(damageClaims)
      .set({
        status: decision.to,
        updatedAt: now,
        ...(move.kind === 'dispute' ? { renterStatement: input.statement ?? null, disputedAt: now } : {}),
        ...(settles ? { outcome: decision.outcome, amountKept: decision.kept, settledAt: now } : {}),
        ...(move.kind === 'decide' ? { decidedBy: input.userId } : {}),
      })
      .where(and(eq(damageClaims.rentalId, rentalId), eq(damageClaims.status, claim.status)))
      .returning();
    if (!after) throw new AppError('conflict', 409, 'This claim was just answered. Please refresh.');
    if (!settles) {
      await notifyClaimEvent(tx, rental, 'disputed', { amount: claim.amountClaimed });
      return { rental, claim: after, afterCommit: [] };
    }
    const kept = decision.kept ?? 0;
    // What is still held: the deposit less a late fee kept at the return.
    const held = depositAfterLateFee(rental);
    const refunded = held - kept;
    await tx
      .update(deposits)
      .set({
        status: kept > 0 ? 'forfeited' : 'refunded',
        refundReason: claim.reason,
        settledAt: now,
        updatedAt: now,
      })
      .where(and(eq(deposits.rentalId, rentalId), eq(deposits.status, 'held')));
    const [paid] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.rentalId, rentalId), eq(payments.status, 'paid')))
      .limit(1);
    await bookEvent(tx, { rentalId, paymentId: paid?.id ?? null }, 'claim_settled', [
      { kind: 'deposit_held', amount: -held, partyId: rental.renterId },
      { kind: 'owner_payout', amount: kept, partyId: rental.ownerId },
      { kind: 'refund', amount: refunded, partyId: rental.renterId },
    ]);
    await notifyClaimEvent(tx, rental, 'settled', { amount: kept, refunded });
    return { rental, claim: after, afterCommit: refunded > 0 ? ['send_refunds'] : [] };
  });
}

/** Open claims whose window has passed (the sweep settles them as claimed). */
export async function lapsedClaims(db: Db, now: Date, limit = 200) {
  return db
    .select({ rentalId: damageClaims.rentalId })
    .from(damageClaims)
    .where(and(eq(damageClaims.status, 'open'), lte(damageClaims.respondBy, now)))
    .limit(limit);
}
