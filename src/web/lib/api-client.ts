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
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const error = (body as { error?: { code?: string; message?: string; issues?: ApiError['issues'] } })?.error;
  throw new ApiError(
    response.status,
    error?.code ?? 'http_error',
    error?.message ?? 'Something went wrong. Please try again later.',
    error?.issues,
  );
}
