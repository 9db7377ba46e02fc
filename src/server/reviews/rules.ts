import type { ErrorCode } from '../../shared/error-codes';
import { REVIEW_WINDOW_DAYS } from '../../shared/schemas/reviews';

const DAY_MS = 86_400_000;

/** The moment the review window of a rental returned at `returnedAt` closes. */
export function reviewWindowEnd(returnedAt: Date): Date {
  return new Date(returnedAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS);
}

/**
 * A review is published (visible to anyone but its author) once both parties of the rental have
 * written theirs, or once the window closed: until then neither side can answer the other in kind.
 */
export function isPublished(input: { bothWritten: boolean; returnedAt: Date | null; now: Date }): boolean {
  if (input.bothWritten) return true;
  if (!input.returnedAt) return false;
  return input.now.getTime() >= reviewWindowEnd(input.returnedAt).getTime();
}

export type ReviewRefusal = {
  status: 404 | 409;
  code: ErrorCode;
  message: string;
  details?: Record<string, unknown>;
} | null;

/**
 * Who may review a rental: only its renter or owner (anyone else is told it does not exist),
 * only once it was returned, only within the window, and only once per side.
 */
export function reviewRefusal(input: {
  relation: 'renter' | 'owner' | null;
  status: string;
  returnedAt: Date | null;
  now: Date;
  alreadyWritten: boolean;
}): ReviewRefusal {
  if (!input.relation) return { status: 404, code: 'rental_not_found', message: 'Rental not found' };
  if (input.status !== 'returned' || !input.returnedAt) {
    return {
      status: 409,
      code: 'review_not_returned',
      message: 'You can review a rental once it has been returned.',
    };
  }
  if (input.now.getTime() >= reviewWindowEnd(input.returnedAt).getTime()) {
    return {
      status: 409,
      code: 'review_window_closed',
      message: `Reviews can be written within ${REVIEW_WINDOW_DAYS} days of the return.`,
      details: { days: REVIEW_WINDOW_DAYS },
    };
  }
  if (input.alreadyWritten) {
    return { status: 409, code: 'already_reviewed', message: 'You have already reviewed this rental.' };
  }
  return null;
}
