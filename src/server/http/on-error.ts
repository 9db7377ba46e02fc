import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import { isTransientConflict } from '../db/sql-errors';
import { AppError, busy, type ErrorBody, paymentsUnavailable } from '../errors';
import { PaymentProviderError } from '../platform/public';
import type { AppEnv } from './context';
import { zodErrorBody } from './validation-error';

/**
 * The one place errors become responses: `{ error: { code, message, issues? } }`, never a stack
 * trace. A payment provider's failure anywhere (down, hanging past its timeout, refusing) is 503
 * `payments_unavailable`, whatever route met it; a database race lost past its retries is 503 `busy`.
 */
export function onError(err: Error, c: Context<AppEnv>) {
  if (err instanceof AppError) {
    const { code, userMessage: message, details } = err;
    return c.json<ErrorBody>({ error: { code, message, ...(details ? { details } : {}) } }, err.status);
  }
  if (err instanceof PaymentProviderError) {
    // The provider's own words (SDK text, "Request was retried 2 times.") are for the log only.
    c.get('log')?.error({ err }, 'payment provider failed');
    const unavailable = paymentsUnavailable();
    return c.json<ErrorBody>({ error: { code: unavailable.code, message: unavailable.userMessage } }, 503);
  }
  if (isTransientConflict(err)) {
    // Deadlock or serialization failure that outlived retryTransientConflicts (or met no retry):
    // nothing was kept, so the person may simply try again.
    c.get('log')?.warn({ err }, 'database conflict: answered busy');
    const { code, userMessage: message } = busy();
    return c.json<ErrorBody>({ error: { code, message } }, 503);
  }
  if (err instanceof ZodError) {
    return c.json<ErrorBody>(zodErrorBody(err), 400);
  }
  if (err instanceof HTTPException) {
    // Hono raises these for malformed input it parses itself (bad JSON, oversized bodies).
    const message =
      err.status === 413 ? 'The request is too large.' : err.message || 'The request could not be read.';
    const code = err.status === 413 ? 'payload_too_large' : 'bad_request';
    return c.json<ErrorBody>({ error: { code, message } }, err.status);
  }
  c.get('log')?.error({ err }, 'unhandled error');
  return c.json<ErrorBody>(
    { error: { code: 'internal', message: 'Something went wrong. Please try again later.' } },
    500,
  );
}
