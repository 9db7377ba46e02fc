import type { RentalStatus } from '../../shared/schemas/rentals';

/**
 * The rental status machine (spec section 4 made real by PRODUCT.md). Pure: the service asks it
 * whether a move is allowed, then performs the move with a conditional UPDATE on the status it
 * read, so two racing requests cannot both succeed.
 *
 *   pending  -pay-> active          pending -expire_hold-> cancelled     pending -cancel-> cancelled
 *   active   -mark_overdue-> overdue (from the end date on)
 *   active   -cancel-> cancelled    (renter, owner or admin, before the start date; full refund)
 *   active | overdue -return-> returned   (owner or admin, from the start date on: before it,
 *                                          nothing was handed over, so the rental is cancelled)
 *   cancelled (hold expired) -pay-> active   (a payment that arrives late still gets its dates
 *                                             when nobody else took them; otherwise it is refunded)
 */
export type RentalEvent = 'pay' | 'expire_hold' | 'cancel' | 'mark_overdue' | 'return';

/**
 * The part a mover plays in the rental asking for a move: its renter, the item's owner, an admin,
 * or the system (payments, sweeps). Not a person: the signed-in person is `Actor` (auth/actor.ts).
 */
export type MoverRole = 'renter' | 'owner' | 'admin' | 'system';

export type CancelReason = 'hold_expired' | 'renter' | 'owner' | 'admin';

export interface RentalFacts {
  status: RentalStatus;
  /** 'YYYY-MM-DD', the first day of the rental. */
  startDate: string;
  /** 'YYYY-MM-DD', the day after the last day (the period is [start, end)). */
  endDate: string;
  cancelReason: CancelReason | null;
}

export type Decision =
  | { ok: true; to: RentalStatus }
  | { ok: false; code: 'invalid_transition' | 'forbidden' | 'too_late' | 'too_early'; message: string };

const refuse = (code: Exclude<Decision, { ok: true }>['code'], message: string): Decision => ({
  ok: false,
  code,
  message,
});

/** `today` is the current calendar day ('YYYY-MM-DD', UTC). */
export function decide(rental: RentalFacts, event: RentalEvent, role: MoverRole, today: string): Decision {
  const { status } = rental;
  switch (event) {
    case 'pay':
      if (role !== 'system') return refuse('forbidden', 'Only a confirmed payment can activate a rental.');
      if (status === 'pending') return { ok: true, to: 'active' };
      if (status === 'cancelled' && rental.cancelReason === 'hold_expired') return { ok: true, to: 'active' };
      return refuse('invalid_transition', 'This rental is not waiting for payment.');

    case 'expire_hold':
      if (role !== 'system') return refuse('forbidden', 'Only the system releases expired holds.');
      if (status === 'pending') return { ok: true, to: 'cancelled' };
      return refuse('invalid_transition', 'This rental is not waiting for payment.');

    case 'cancel':
      if (status === 'pending') {
        return role === 'renter' || role === 'admin'
          ? { ok: true, to: 'cancelled' }
          : refuse('forbidden', 'Only the renter can cancel a checkout in progress.');
      }
      if (status === 'active') {
        if (role === 'system') return refuse('forbidden', 'A paid rental is cancelled only by a person.');
        if (today >= rental.startDate) {
          return refuse('too_late', 'A rental can only be cancelled before its start date.');
        }
        return { ok: true, to: 'cancelled' };
      }
      return refuse('invalid_transition', `A ${status} rental cannot be cancelled.`);

    case 'mark_overdue':
      if (role !== 'system') return refuse('forbidden', 'Only the system marks rentals overdue.');
      if (status !== 'active')
        return refuse('invalid_transition', `A ${status} rental cannot become overdue.`);
      if (today < rental.endDate) return refuse('too_early', 'This rental is not past its end date.');
      return { ok: true, to: 'overdue' };

    case 'return':
      if (role !== 'owner' && role !== 'admin') {
        return refuse('forbidden', 'Only the owner of the item can process its return.');
      }
      if (status !== 'active' && status !== 'overdue') {
        return refuse('invalid_transition', `A ${status} rental cannot be returned.`);
      }
      if (today < rental.startDate) {
        return refuse(
          'too_early',
          'This rental has not started yet, so it cannot be returned. Cancel it instead: the renter is refunded in full.',
        );
      }
      return { ok: true, to: 'returned' };
  }
}
