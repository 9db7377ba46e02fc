import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * The one error type services throw. `userMessage` is safe to show a person;
 * `code` is stable for clients and tests.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: string,
    readonly status: ContentfulStatusCode,
    readonly userMessage: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(userMessage);
  }
}

export const notFound = (message = 'Not found') => new AppError('not_found', 404, message);
export const unauthorized = (message = 'Please sign in to continue.') =>
  new AppError('unauthorized', 401, message);
export const forbidden = (message = 'You do not have permission to do that.') =>
  new AppError('forbidden', 403, message);
export const badRequest = (message: string, code = 'bad_request') => new AppError(code, 400, message);
export const conflict = (message: string, code = 'conflict') => new AppError(code, 409, message);

/** The JSON body every API error has. */
export interface ErrorBody {
  error: { code: string; message: string; issues?: { path: string; message: string }[] };
}
