import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userSuspensions } from '../db/schema';
import { getSettings } from '../settings/public';

export async function isSuspended(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: userSuspensions.userId })
    .from(userSuspensions)
    .where(eq(userSuspensions.userId, userId))
    .limit(1);
  return Boolean(row);
}

/** What a suspended person is told when they try to sign in. */
export function suspendedMessage(supportEmail: string): string {
  return `Your account has been suspended. If you think this is a mistake, contact ${supportEmail}.`;
}

/**
 * The auth library's hook before any session is created (password sign-in, the second factor,
 * anything else): a suspended account gets no session. It runs after the password check, so the
 * message reveals nothing to someone who does not know the password.
 */
export async function refuseSuspendedSession(db: Db, userId: string): Promise<void> {
  if (!(await isSuspended(db, userId))) return;
  const { supportEmail } = await getSettings(db);
  // Loaded here: this hook runs only inside the auth library, which has loaded it already.
  const { APIError } = await import('better-auth/api');
  throw new APIError('FORBIDDEN', {
    code: 'ACCOUNT_SUSPENDED',
    message: suspendedMessage(supportEmail),
    details: { supportEmail },
  });
}
