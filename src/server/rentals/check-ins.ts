import { randomInt } from 'node:crypto';
import { and, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import {
  type CheckInStep,
  HANDOVER_CODE_LENGTH,
  HANDOVER_CODE_MINUTES,
} from '../../shared/schemas/check-ins';
import type { Db } from '../db/client';
import { checkInPhotos, rentalCheckIns, rentals } from '../db/schema';
import { type AppError, badRequest, conflict } from '../errors';
import { notifyCheckInEvent } from './check-in-events';
import { checkCode, confirmRefusal, partyOf, recordRefusal } from './check-in-rules';
import { scheduleShareTransferOf } from './transfers';

type RentalRow = typeof rentals.$inferSelect;

import { utcDay } from '../../shared/calendar-day';
import { nowOf, type RentalActor, type RentalDeps } from './context';

/**
 * The pick-up and return check-ins (issue 19). One side records the item's condition (photos
 * already uploaded, notes) and gets a short code to show; the other side types it on their own
 * phone, which proves both stood by the item. Confirming the pick-up sets rentals.handed_over_at
 * (the owner's transfer waits for it, or for 24 h after the start). Times are the server's.
 * Each use case locks the rental row, so a record, a renewal and a confirmation never interleave.
 */

export interface CodeShown {
  step: CheckInStep;
  code: string;
  codeExpiresAt: string;
}

const newCode = () => String(randomInt(0, 10 ** HANDOVER_CODE_LENGTH)).padStart(HANDOVER_CODE_LENGTH, '0');
const codeExpiry = (now: Date) => new Date(now.getTime() + HANDOVER_CODE_MINUTES * 60_000);

async function lockedRental(tx: Db, rentalId: string): Promise<RentalRow | null> {
  const [row] = await tx.select().from(rentals).where(eq(rentals.id, rentalId)).for('update');
  return row ?? null;
}

async function checkInOf(tx: Db, rentalId: string, step: CheckInStep) {
  const [row] = await tx
    .select()
    .from(rentalCheckIns)
    .where(and(eq(rentalCheckIns.rentalId, rentalId), eq(rentalCheckIns.step, step)));
  return row;
}

const refused = (refusal: { code: AppError['code']; message: string }) =>
  conflict(refusal.message, refusal.code);

/**
 * Records (or records again, until confirmed) a check-in: 1-6 of the actor's own photos of this
 * rental, not used by the other check-in, and notes. Answers the code to show the other side.
 */
export async function recordCheckIn(
  deps: RentalDeps,
  rentalId: string,
  step: CheckInStep,
  input: { photoIds: string[]; notes: string },
  actor: RentalActor,
): Promise<CodeShown> {
  const now = nowOf(deps);
  return deps.db.transaction(async (tx) => {
    const rental = await lockedRental(tx, rentalId);
    partyOf(rental, actor);
    const current = await checkInOf(tx, rentalId, step);
    const refusal = recordRefusal(rental!, current, actor.id, utcDay(now));
    if (refusal) throw refused(refusal);

    const photoIds = [...new Set(input.photoIds)];
    const usable = await tx
      .select({ id: checkInPhotos.id })
      .from(checkInPhotos)
      .where(
        and(
          eq(checkInPhotos.rentalId, rentalId),
          eq(checkInPhotos.uploaderId, actor.id),
          inArray(checkInPhotos.id, photoIds),
          or(isNull(checkInPhotos.step), eq(checkInPhotos.step, step)),
        ),
      );
    if (usable.length !== photoIds.length) throw badRequest('Photo not found', 'photo_not_found');

    // A check-in recorded again replaces its photos: the earlier ones go back to unattached.
    await tx
      .update(checkInPhotos)
      .set({ step: null })
      .where(
        and(
          eq(checkInPhotos.rentalId, rentalId),
          eq(checkInPhotos.step, step),
          notInArray(checkInPhotos.id, photoIds),
        ),
      );
    await tx.update(checkInPhotos).set({ step }).where(inArray(checkInPhotos.id, photoIds));
    const values = {
      recordedBy: actor.id,
      recordedAt: now,
      notes: input.notes,
      code: newCode(),
      codeExpiresAt: codeExpiry(now),
      codeAttempts: 0,
    };
    await tx
      .insert(rentalCheckIns)
      .values({ rentalId, step, ...values })
      .onConflictDoUpdate({ target: [rentalCheckIns.rentalId, rentalCheckIns.step], set: values });
    await notifyCheckInEvent(tx, rental!, { step, event: 'recorded', byUserId: actor.id, at: now });
    return { step, code: values.code, codeExpiresAt: values.codeExpiresAt.toISOString() };
  });
}

/** A fresh code for the recorder (the last one expired or was locked by wrong tries). */
export async function renewCheckInCode(
  deps: RentalDeps,
  rentalId: string,
  step: CheckInStep,
  actor: RentalActor,
): Promise<CodeShown> {
  const now = nowOf(deps);
  return deps.db.transaction(async (tx) => {
    partyOf(await lockedRental(tx, rentalId), actor);
    const current = await checkInOf(tx, rentalId, step);
    if (!current || current.recordedBy !== actor.id) {
      throw conflict(
        'Nothing to confirm yet: the other side records the check-in first.',
        'check_in_not_recorded',
      );
    }
    if (current.confirmedAt) throw conflict('This check-in has already been confirmed.', 'check_in_done');
    const code = newCode();
    const codeExpiresAt = codeExpiry(now);
    await tx
      .update(rentalCheckIns)
      .set({ code, codeExpiresAt, codeAttempts: 0 })
      .where(and(eq(rentalCheckIns.rentalId, rentalId), eq(rentalCheckIns.step, step)));
    return { step, code, codeExpiresAt: codeExpiresAt.toISOString() };
  });
}

/**
 * The other side confirms with the code. A wrong code costs one of the tries, and that count is
 * kept even though the request is refused (it is written before the refusal is thrown).
 */
export async function confirmCheckIn(
  deps: RentalDeps,
  rentalId: string,
  step: CheckInStep,
  code: string,
  actor: RentalActor,
): Promise<{ step: CheckInStep; confirmedAt: string; handedOverAt: string | null }> {
  const now = nowOf(deps);
  const outcome = await deps.db.transaction(async (tx) => {
    const rental = await lockedRental(tx, rentalId);
    partyOf(rental, actor);
    const current = await checkInOf(tx, rentalId, step);
    const refusal = confirmRefusal(rental!, step, current, actor.id);
    if (refusal) throw refused(refusal);
    const check = checkCode(current!, code, now);
    if (!check.ok) {
      if (check.countsAsAttempt) {
        await tx
          .update(rentalCheckIns)
          .set({ codeAttempts: sql`${rentalCheckIns.codeAttempts} + 1` })
          .where(and(eq(rentalCheckIns.rentalId, rentalId), eq(rentalCheckIns.step, step)));
      }
      return { error: check.error };
    }
    await tx
      .update(rentalCheckIns)
      .set({ confirmedBy: actor.id, confirmedAt: now })
      .where(and(eq(rentalCheckIns.rentalId, rentalId), eq(rentalCheckIns.step, step)));
    let handedOverAt = rental!.handedOverAt;
    if (step === 'pickup' && !handedOverAt) {
      await tx
        .update(rentals)
        .set({ handedOverAt: now, updatedAt: now })
        .where(and(eq(rentals.id, rentalId), isNull(rentals.handedOverAt)));
      handedOverAt = now;
      // The owner's share is due from the hand-over (decision 022): queued with it.
      await scheduleShareTransferOf(tx, deps.payments.kind, rentalId, now);
    }
    await notifyCheckInEvent(tx, rental!, { step, event: 'confirmed', byUserId: actor.id, at: now });
    return { confirmedAt: now, handedOverAt };
  });
  if ('error' in outcome) throw outcome.error as AppError;
  return {
    step,
    confirmedAt: outcome.confirmedAt.toISOString(),
    handedOverAt: outcome.handedOverAt?.toISOString() ?? null,
  };
}

/** Whether a return check-in with photos is on record (a damage claim needs one). */
export async function hasReturnPhotos(tx: Db, rentalId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: checkInPhotos.id })
    .from(checkInPhotos)
    .innerJoin(
      rentalCheckIns,
      and(eq(rentalCheckIns.rentalId, checkInPhotos.rentalId), eq(rentalCheckIns.step, checkInPhotos.step)),
    )
    .where(and(eq(checkInPhotos.rentalId, rentalId), eq(checkInPhotos.step, 'return')))
    .limit(1);
  return row !== undefined;
}
