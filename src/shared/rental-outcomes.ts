/**
 * (`lateFeeCents`: a late return's fee, kept from the deposit first; the amounts are what is left.)
 * What a cancellation or a processed return did, as data: the web words it in the reader's
 * language (`rentals:outcomes.<outcome>`, amounts in integer cents formatted by the web).
 */
export type RentalOutcome =
  /** A checkout in progress was cancelled; nothing was charged. */
  | { outcome: 'checkout_cancelled' }
  /** A paid rental was cancelled; the total, deposit included, goes back to the renter. */
  | { outcome: 'rental_cancelled'; amountCents: number }
  | { outcome: 'returned_no_deposit' }
  /** A damaged return: the owner's claim on the deposit, sent to the renter to accept or dispute. */
  | {
      outcome: 'claim_filed';
      amountCents: number;
      depositCents: number;
      responseHours: number;
      lateFeeCents?: number;
    }
  | { outcome: 'deposit_refunded'; amountCents: number; lateFeeCents?: number }
  /** The provider refused or timed out; the sweep retries the refund. */
  | { outcome: 'deposit_refund_retrying'; amountCents: number; lateFeeCents?: number }
  /** A late return whose late fee took all of the deposit: nothing goes back to the renter. */
  | { outcome: 'deposit_kept_as_late_fee'; lateFeeCents: number };
