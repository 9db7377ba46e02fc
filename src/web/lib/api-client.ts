import { hc } from 'hono/client';
import type { ApiType } from '../../server/app';
import type { ErrorBody } from '../../server/errors';
import { isErrorCode } from '../../shared/error-codes';
import { i18n } from './i18n';

/** Thrown for any non-2xx answer; `message` is what to show the reader, in their language. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues?: { path: string; message: string }[],
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/**
 * The one way a failed answer becomes an ApiError, whoever fetched it (the typed client, the auth
 * endpoints, an upload over XHR), and the one place it becomes words: a code of the closed set (src/shared/error-codes.ts)
 * is worded from the `errors` catalogue in the reader's language, with the error's details as
 * values; a code this build does not know shows the server's English. A validation failure shows
 * its first issue, the shared schema's message.
 */
export async function apiErrorFrom(status: number, body: unknown, fallback?: string): Promise<ApiError> {
  await i18n.loadNamespaces('errors').catch(() => {});
  // Anything but the error shape (a proxy's HTML page, an empty body) gets the fallback, or the
  // catalogue's 'Something went wrong. Please try again later.' in the reader's language.
  const error = (body as Partial<ErrorBody> | null | undefined)?.error;
  const code = error?.code ?? 'http_error';
  let message = error?.message ?? fallback ?? i18n.t('errors:internal');
  if (isErrorCode(code) && code !== 'validation_failed') {
    const key = `errors:${code}`;
    // A `status` detail picks the sentence (i18next context), e.g. identity_already_decided_approved.
    const status = error?.details?.status;
    const values = { ...error?.details, context: typeof status === 'string' ? status : undefined };
    if (i18n.exists(key, values)) message = i18n.t(key, values);
  }
  return new ApiError(status, code, message, error?.issues, error?.details);
}

/** The typed client: the only way the web calls the API. Cookies ride along (same origin). */
export const api = hc<ApiType>('/api', { init: { credentials: 'same-origin' } });

type JsonOf<R> = R extends { json(): Promise<infer Body> } ? Body : never;
/** The success body of a typed response: a route's answers minus its `{ error }` answers. */
export type SuccessBody<R> = Exclude<JsonOf<R>, { error: unknown }>;

/** Unwraps a typed client response: the JSON on success, an ApiError otherwise. */
export async function unwrap<R extends { ok: boolean; status: number; json(): Promise<unknown> }>(
  responsePromise: Promise<R>,
): Promise<SuccessBody<R>> {
  const response = await responsePromise;
  if (response.ok) return (await response.json()) as SuccessBody<R>;
  throw await apiErrorFrom(response.status, await response.json().catch(() => null));
}
