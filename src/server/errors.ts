import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '../shared/error-codes';

/**
 * The one error type services throw. `code` (from the closed set in src/shared/error-codes.ts)
 * is what the web words in the reader's language, with `details` as the values its text needs;
 * `userMessage` is the English fallback for a client that does not know the code.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    readonly status: ContentfulStatusCode,
    readonly userMessage: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(userMessage);
  }
}

export const notFound = (message = 'Not found', code: ErrorCode = 'not_found') =>
  new AppError(code, 404, message);
export const unauthorized = (message = 'Please sign in to continue.') =>
  new AppError('unauthorized', 401, message);
export const forbidden = (message = 'You do not have permission to do that.') =>
  new AppError('forbidden', 403, message);
export const badRequest = (message: string, code: ErrorCode = 'bad_request') =>
  new AppError(code, 400, message);
export const conflict = (message: string, code: ErrorCode = 'conflict', details?: Record<string, unknown>) =>
  new AppError(code, 409, message, details);
/** What a person hears when the payment provider fails, hangs or is unreachable (503). */
export const paymentsUnavailable = () =>
  new AppError('payments_unavailable', 503, 'Payments are unavailable right now, please try again.');

/** The database gave up on this request as the loser of a race, even after retries (sql-errors.ts). */
export const busy = () =>
  new AppError('busy', 503, 'Many people are doing the same thing right now. Please try again in a moment.');

/** The JSON body every API error has. */
export interface ErrorBody {
  error: {
    code: ErrorCode;
    /** English, for a client that does not know the code. */
    message: string;
    /** The values the code's text needs (e.g. `maxDays`). */
    details?: Record<string, unknown>;
    issues?: { path: string; message: string }[];
  };
}
