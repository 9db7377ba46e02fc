import type { Session, SessionUser } from './auth-state';

export interface SessionAnswer {
  user: SessionUser | null;
  session: Session | null;
}

/**
 * Reads the current server session (the httpOnly cookie is sent automatically). Any failure
 * means "not signed in": the visitor sees the welcome flow rather than a broken page.
 */
export async function readSession(): Promise<SessionAnswer> {
  try {
    const response = await fetch('/api/auth/get-session', { credentials: 'same-origin' });
    if (!response.ok) return { user: null, session: null };
    const body = (await response.json()) as SessionAnswer | null;
    return { user: body?.user ?? null, session: body?.session ?? null };
  } catch {
    return { user: null, session: null };
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
