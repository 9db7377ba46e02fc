import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { user, userRoles } from '../db/schema';
import { AppError } from '../errors';
import { forgetSessionsOf } from './session-cache';

export type Role = 'admin' | 'user';

/** Spec section 4: no row means 'user'. */
export async function getRole(db: Db, userId: string): Promise<Role> {
  const [row] = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .limit(1);
  return row?.role ?? 'user';
}

export async function setRole(db: Db, userId: string, role: Role): Promise<void> {
  await db
    .insert(userRoles)
    .values({ userId, role })
    .onConflictDoUpdate({ target: userRoles.userId, set: { role, updatedAt: sql`now()` } });
  // Kept sessions carry the role: drop them here at once (other processes: the database's notice).
  forgetSessionsOf(db, userId);
}

/**
 * ADMIN_EMAILS grants admin at sign-in, and only to an account whose address is verified: a
 * listed address proves nothing until its owner has clicked the link sent to it. Otherwise a
 * stranger who signs up first with a listed address (easy while verification is switched off)
 * would be an admin. Listed addresses are lower-cased by config.
 */
export async function grantAdminIfListed(
  db: Db,
  adminEmails: readonly string[],
  account: { id: string; email: string; emailVerified: boolean },
): Promise<boolean> {
  if (!account.emailVerified) return false;
  if (!adminEmails.includes(account.email.toLowerCase())) return false;
  if ((await getRole(db, account.id)) === 'admin') return false;
  await setRole(db, account.id, 'admin');
  return true;
}

/** For the command line: grant or revoke by email. */
export async function setRoleByEmail(db: Db, email: string, role: Role): Promise<{ userId: string }> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()))
    .limit(1);
  if (!row) throw new AppError('account_not_found', 404, `No account uses the email ${email}.`, { email });
  await setRole(db, row.id, role);
  return { userId: row.id };
}
