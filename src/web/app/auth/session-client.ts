import { isPassingFailure, type RetryDelays, withRetries } from '../../lib/retry';
import type { Session, SessionUser } from './auth-state';

export interface SessionAnswer {
  user: SessionUser | null;
  session: Session | null;
}

const SIGNED_OUT: SessionAnswer = { user: null, session: null };

/** While the spinner shows: about 7 s of further tries before the welcome flow. */
const SESSION_RETRY_DELAYS: RetryDelays = [500, 1_500, 5_000];

async function askServer(): Promise<SessionAnswer> {
  const response = await fetch('/api/auth/get-session', { credentials: 'same-origin' });
  // A server error or "not now" says nothing about the session: tried again, not read as signed out.
  if (isPassingFailure(response))
    throw Object.assign(new Error('session unknown'), { status: response.status });
  if (!response.ok) return SIGNED_OUT;
  const body = (await response.json()) as SessionAnswer | null;
  return { user: body?.user ?? null, session: body?.session ?? null };
}

/**
 * Reads the current server session (the httpOnly cookie is sent automatically). No answer or a
 * server error is tried again, so a member is not shown the welcome flow because of one lost
 * request; when the tries run out, or the answer is unreadable, "not signed in": the visitor sees
 * the welcome flow rather than a broken page.
 */
export async function readSession(wait?: (ms: number) => Promise<void>): Promise<SessionAnswer> {
  try {
    return await withRetries(askServer, SESSION_RETRY_DELAYS, wait);
  } catch {
    return SIGNED_OUT;
  }
}

/** Ends the server session; the cookie is cleared by the server's answer. */
export async function endSession(): Promise<void> {
  await fetch('/api/auth/sign-out', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  }).catch(() => undefined);
}
