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
 *   active   -renter_no_show-> cancelled   (owner or admin: the renter never came)
 *   active   -owner_no_show-> cancelled    (renter or admin: the owner never came)
 *            both only on the start date itself, before the hand-over and before the owner's share
 *            was transferred (it is due 24 h after the start, decision 022); see decision 033.
 */
export type RentalEvent =
  | 'pay'
  | 'expire_hold'
  | 'cancel'
  | 'mark_overdue'
  | 'return'
  | 'renter_no_show'
  | 'owner_no_show';

/**
 * The part a mover plays in the rental asking for a move: its renter, the item's owner, an admin,
 * or the system (payments, sweeps). Not a person: the signed-in person is `Actor` (auth/actor.ts).
 */
export type MoverRole = 'renter' | 'owner' | 'admin' | 'system';

export type CancelReason = 'hold_expired' | 'renter' | 'owner' | 'admin' | 'renter_no_show' | 'owner_no_show';

export interface RentalFacts {
  status: RentalStatus;
  /** 'YYYY-MM-DD', the first day of the rental. */
  startDate: string;
  /** 'YYYY-MM-DD', the day after the last day (the period is [start, end)). */
  endDate: string;
  cancelReason: CancelReason | null;
  /** When the pick-up was confirmed (null: the item has not changed hands). */
  handedOverAt?: Date | null;
  /** The owner's share has already left the platform (a transfer was made): no no-show, no cancellation. */
  shareTransferred?: boolean;
}

export type Decision =
  | { ok: true; to: RentalStatus }
  | {
      ok: false;
      code:
        | 'invalid_transition'
        | 'forbidden'
        | 'too_late'
        | 'too_early'
        | 'no_show_too_early'
        | 'no_show_too_late'
        | 'no_show_after_handover'
        | 'no_show_after_transfer';
      message: string;
    };

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
        // The owner's share leaves from the start date on, so a share already sent means the
        // rental has started, whatever the clock of a late delivery says: a cancellation would
        // refund in full what the owner was already paid.
        if (today >= rental.startDate || rental.shareTransferred) {
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

    case 'renter_no_show':
    case 'owner_no_show':
      return decideNoShow(rental, event, role, today);
  }
}

/** Who may report whom: each side the other, an admin either; never the system. */
const MAY_REPORT: Record<'renter_no_show' | 'owner_no_show', MoverRole[]> = {
  renter_no_show: ['owner', 'admin'],
  owner_no_show: ['renter', 'admin'],
};

/**
 * A no-show is reported on the start date (before it, the rental is cancelled instead), while the
 * item has not changed hands and the owner's share is still on the platform: the share is due at
 * the earlier of the hand-over and 24 h after the start, so after the start date it may be gone.
 */
function decideNoShow(
  rental: RentalFacts,
  event: 'renter_no_show' | 'owner_no_show',
  role: MoverRole,
  today: string,
): Decision {
  if (!MAY_REPORT[event].includes(role)) {
    return refuse(
      'forbidden',
      event === 'renter_no_show'
        ? 'Only the owner of the item can report that the renter did not come.'
        : 'Only the renter can report that the owner did not come.',
    );
  }
  if (rental.status !== 'active') {
    return refuse('invalid_transition', `A no-show cannot be reported for a ${rental.status} rental.`);
  }
  if (today < rental.startDate) {
    return refuse('no_show_too_early', 'This rental has not started yet: cancel it instead.');
  }
  if (today > rental.startDate) {
    return refuse('no_show_too_late', 'A no-show can only be reported on the start date of the rental.');
  }
  if (rental.handedOverAt) {
    return refuse('no_show_after_handover', 'The item was handed over, so nobody missed the pick-up.');
  }
  if (rental.shareTransferred) {
    return refuse(
      'no_show_after_transfer',
      "The owner's share has already been transferred, so a no-show can no longer be reported.",
    );
  }
  return { ok: true, to: 'cancelled' };
}
