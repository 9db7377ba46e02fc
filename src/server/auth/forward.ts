import type { Context } from 'hono';
import { type ErrorCode, isErrorCode } from '../../shared/error-codes';
import type { ErrorBody } from '../errors';
import type { AppEnv } from '../http/public';
import { type Auth, CLIENT_IP_HEADER } from './auth';

/** Clear messages for better-auth's error codes; anything unlisted keeps better-auth's message. */
const MESSAGES: Record<string, string> = {
  EMAIL_NOT_VERIFIED:
    'Please verify your email address before logging in. We have sent you a new verification link.',
  INVALID_TOKEN: 'This password reset link is invalid or has expired. Please request a new one.',
  TOKEN_EXPIRED: 'This link has expired. Please request a new one.',
  INVALID_PASSWORD: 'The password you entered is incorrect.',
  INVALID_CODE: 'That code is not correct. Please try again.',
  INVALID_BACKUP_CODE: 'That backup code is not correct or has already been used.',
  INVALID_TWO_FACTOR_COOKIE: 'Your sign-in attempt has expired. Please log in again.',
  TOTP_ALREADY_ENABLED: 'Two-factor sign-in is already turned on.',
  TOTP_NOT_ENABLED: 'Two-factor sign-in is not turned on.',
  TWO_FACTOR_NOT_ENABLED: 'Two-factor sign-in is not turned on.',
  SESSION_EXPIRED: 'For your security, please log in again before doing this.',
  UNAUTHORIZED: 'Please sign in to continue.',
};

export interface AuthCall {
  /** What goes back to the browser: better-auth's answer, with errors in the app's one shape. */
  response: Response;
  status: number;
  ok: boolean;
  /** The parsed JSON answer (success or error), for auditing and rate-limit refunds. */
  data: unknown;
  /** The error message the browser is shown (when not ok). */
  message: string | null;
}

function errorCodeOf(data: unknown): string | undefined {
  const code = (data as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

type Json = Record<string, unknown>;

function hasToken(data: unknown): boolean {
  if (Array.isArray(data)) return data.some(hasToken);
  const value = data as { token?: unknown; session?: { token?: unknown } | null } | null;
  return value?.token !== undefined || value?.session?.token !== undefined;
}

/** One answer object without `token` and `session.token`. */
function stripTokens(value: Json): Json {
  const { token: _token, ...rest } = value;
  if (rest.session && typeof rest.session === 'object') {
    const { token: _sessionToken, ...session } = rest.session as Json;
    rest.session = session;
  }
  return rest;
}

/**
 * The session token lives in the httpOnly cookie only (decision 006): better-auth also echoes it
 * in some JSON answers (sign-in, get-session, every entry of list-sessions), where page scripts
 * could read it, so it is removed there.
 */
function withoutTokens(answer: Response, data: unknown): Response {
  const clean = Array.isArray(data)
    ? data.map((entry) => stripTokens(entry as Json))
    : stripTokens(data as Json);
  const headers = new Headers(answer.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(clean), { status: answer.status, headers });
}

/**
 * Hands the request to better-auth. `body` replaces the JSON body (already validated and
 * cleaned); `messages` and `codes` override the error messages and codes for this one endpoint.
 */
export async function callAuth(
  c: Context<AppEnv>,
  auth: Auth,
  options: {
    body?: Record<string, unknown>;
    ip: string | null;
    messages?: Record<string, string>;
    /** Our code for one of better-auth's on this endpoint (e.g. INVALID_PASSWORD when changing it). */
    codes?: Record<string, ErrorCode>;
  },
): Promise<AuthCall> {
  const headers = new Headers(c.req.raw.headers);
  // Only our own value may reach better-auth (a client could send this header itself).
  headers.delete(CLIENT_IP_HEADER);
  if (options.ip) headers.set(CLIENT_IP_HEADER, options.ip);
  let body: BodyInit | undefined;
  if (options.body) {
    body = JSON.stringify(options.body);
    headers.set('content-type', 'application/json');
    headers.delete('content-length');
  } else if (!['GET', 'HEAD'].includes(c.req.method)) {
    body = await c.req.raw.clone().arrayBuffer();
  }
  const request = new Request(c.req.raw.url, { method: c.req.method, headers, body, redirect: 'manual' });
  const answer = await auth.handler(request);

  const isJson = answer.headers.get('content-type')?.includes('application/json') ?? false;
  let data: unknown = null;
  if (isJson) {
    try {
      data = await answer.clone().json();
    } catch {
      data = null;
    }
  }
  if (answer.status < 400) {
    const response = data && hasToken(data) ? withoutTokens(answer, data) : answer;
    return { response, status: answer.status, ok: answer.status < 300, data, message: null };
  }

  const code = errorCodeOf(data);
  const rawMessage = (data as { message?: unknown } | null)?.message;
  let message: string;
  if (answer.status >= 500) message = 'Something went wrong. Please try again later.';
  else if (code && options.messages?.[code]) message = options.messages[code];
  else if (code && MESSAGES[code]) message = MESSAGES[code];
  else if (typeof rawMessage === 'string' && rawMessage) message = rawMessage;
  else message = 'The request could not be completed.';
  const ours = code?.toLowerCase() ?? '';
  const details = (data as { details?: unknown } | null)?.details;
  const errorBody: ErrorBody = {
    error: {
      code:
        answer.status >= 500
          ? 'internal'
          : (options.codes?.[code ?? ''] ?? (isErrorCode(ours) ? ours : 'auth_error')),
      message,
      ...(details && typeof details === 'object' ? { details: details as Record<string, unknown> } : {}),
    },
  };
  const response = new Response(JSON.stringify(errorBody), {
    status: answer.status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
  for (const cookie of answer.headers.getSetCookie()) response.headers.append('set-cookie', cookie);
  const retryAfter = answer.headers.get('x-retry-after');
  if (retryAfter) response.headers.set('retry-after', retryAfter);
  return { response, status: answer.status, ok: false, data, message };
}
