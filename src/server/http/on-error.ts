import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import { AppError, type ErrorBody } from '../errors';
import type { AppEnv } from './context';
import { zodErrorBody } from './validation-error';

/** The one place errors become responses: `{ error: { code, message, issues? } }`, never a stack trace. */
export function onError(err: Error, c: Context<AppEnv>) {
  if (err instanceof AppError) {
    const { code, userMessage: message, details } = err;
    return c.json<ErrorBody>({ error: { code, message, ...(details ? { details } : {}) } }, err.status);
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
  c.var.log?.error({ err }, 'unhandled error');
  return c.json<ErrorBody>(
    { error: { code: 'internal', message: 'Something went wrong. Please try again later.' } },
    500,
  );
}
