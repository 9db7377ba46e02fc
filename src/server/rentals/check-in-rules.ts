import { timingSafeEqual } from 'node:crypto';
import { type CheckInStep, HANDOVER_CODE_ATTEMPTS } from '../../shared/schemas/check-ins';
import type { rentalCheckIns, rentals } from '../db/schema';
import { AppError, forbidden, notFound } from '../errors';
import type { RentalActor } from './context';

export type CheckInRow = typeof rentalCheckIns.$inferSelect;
type RentalRow = typeof rentals.$inferSelect;
export type Party = 'renter' | 'owner';

/**
 * The rules of the check-ins (issue 19), pure so the views can show what the server will allow.
 * Only the two parties check in (an admin looks, never confirms for someone); the pick-up from the
 * start date while the rental is under way; the return while it is under way; a confirmed
 * check-in is final; the confirming side is the other one, with the code the recorder's phone
 * shows, before it expires and within a few tries.
 */

/** The actor's side of the rental; strangers get 'not found', admins 'forbidden'. */
export function partyOf(rental: RentalRow | null, actor: RentalActor): Party {
  if (rental?.renterId === actor.id) return 'renter';
  if (rental?.ownerId === actor.id) return 'owner';
  if (rental && actor.isAdmin) throw forbidden('Only the renter and the owner check in a rental.');
  throw notFound('Rental not found', 'rental_not_found');
}

type Refusal = { code: Extract<AppError['code'], `check_in_${string}`>; message: string };

const UNDER_WAY: RentalRow['status'][] = ['active', 'overdue'];

/** Whether `step` may be recorded (again) now; null when it may. */
export function recordRefusal(
  rental: Pick<RentalRow, 'status' | 'startDate'>,
  checkIn: Pick<CheckInRow, 'confirmedAt' | 'recordedBy'> | undefined,
  actorId: string,
  today: string,
): Refusal | null {
  if (checkIn?.confirmedAt)
    return { code: 'check_in_done', message: 'This check-in has already been confirmed.' };
  // Whoever recorded first keeps the record: the other side confirms it, never replaces it.
  if (checkIn && checkIn.recordedBy !== actorId) {
    return {
      code: 'check_in_taken',
      message: 'The other side has recorded this check-in: confirm it with the code on their phone.',
    };
  }
  if (!UNDER_WAY.includes(rental.status)) {
    return {
      code: 'check_in_closed',
      message: 'This rental is not under way, so there is nothing to check in.',
    };
  }
  if (today < rental.startDate) {
    return {
      code: 'check_in_too_early',
      message: "The pick-up can be checked in from the rental's start date.",
    };
  }
  return null;
}

/** Whether `party` could confirm this check-in (before the code is looked at); null when so. */
export function confirmRefusal(
  rental: Pick<RentalRow, 'status'>,
  step: CheckInStep,
  checkIn: Pick<CheckInRow, 'confirmedAt' | 'recordedBy'> | undefined,
  actorId: string,
): Refusal | null {
  if (!checkIn) {
    return {
      code: 'check_in_not_recorded',
      message: 'Nothing to confirm yet: the other side records the check-in first.',
    };
  }
  if (checkIn.confirmedAt)
    return { code: 'check_in_done', message: 'This check-in has already been confirmed.' };
  // A return check-in may still be confirmed once the owner has processed the return.
  const open = step === 'return' ? [...UNDER_WAY, 'returned'] : UNDER_WAY;
  if (!open.includes(rental.status)) {
    return {
      code: 'check_in_closed',
      message: 'This rental is not under way, so there is nothing to check in.',
    };
  }
  if (checkIn.recordedBy === actorId) {
    return { code: 'check_in_own', message: 'The other side confirms the check-in you recorded.' };
  }
  return null;
}

export type CodeCheck = { ok: true } | { ok: false; error: AppError; countsAsAttempt: boolean };

/** The typed code against the recorded one: locked, expired, wrong (one try fewer) or right. */
export function checkCode(
  checkIn: Pick<CheckInRow, 'code' | 'codeExpiresAt' | 'codeAttempts'>,
  typed: string,
  now: Date,
): CodeCheck {
  if (checkIn.codeAttempts >= HANDOVER_CODE_ATTEMPTS) {
    return {
      ok: false,
      countsAsAttempt: false,
      error: new AppError(
        'handover_code_locked',
        409,
        'Too many wrong codes. Ask the other side to show a new one.',
      ),
    };
  }
  if (now.getTime() >= checkIn.codeExpiresAt.getTime()) {
    return {
      ok: false,
      countsAsAttempt: false,
      error: new AppError(
        'handover_code_expired',
        409,
        'This code has expired. Ask the other side to show a new one.',
      ),
    };
  }
  const expected = Buffer.from(checkIn.code);
  const given = Buffer.from(typed);
  if (expected.length === given.length && timingSafeEqual(expected, given)) return { ok: true };
  const left = HANDOVER_CODE_ATTEMPTS - checkIn.codeAttempts - 1;
  return {
    ok: false,
    countsAsAttempt: true,
    error:
      left > 0
        ? new AppError('handover_code_wrong', 409, `That code is not right. ${left} tries left.`, {
            count: left,
          })
        : new AppError(
            'handover_code_locked',
            409,
            'Too many wrong codes. Ask the other side to show a new one.',
          ),
  };
}
