import { hc } from 'hono/client';
import type { ApiType } from '../../server/app';

/** Thrown for any non-2xx answer; `message` is the server's human-readable message. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues?: { path: string; message: string }[],
  ) {
    super(message);
  }
}

const FALLBACK_MESSAGE = 'Something went wrong. Please try again later.';

/**
 * The one way a failed answer becomes an ApiError, whoever fetched it (the typed client, the auth
 * endpoints, an upload over XHR): the error shape's code, message and issues, or a fallback when
 * the body is not the error shape (a proxy's HTML page, an empty body).
 */
export function apiErrorFrom(status: number, body: unknown, fallback = FALLBACK_MESSAGE): ApiError {
  const error = (body as { error?: { code?: string; message?: string; issues?: ApiError['issues'] } } | null)
    ?.error;
  return new ApiError(status, error?.code ?? 'http_error', error?.message ?? fallback, error?.issues);
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
  throw apiErrorFrom(response.status, await response.json().catch(() => null));
}
