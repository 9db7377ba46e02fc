import { and, eq, isNull, sql } from 'drizzle-orm';
import type { RoleChangeInput, SuspendUserInput } from '../../shared/schemas/admin';
import { recordAudit } from '../audit/public';
import { forgetSessionsOf, getRole, setRole } from '../auth/public';
import type { Db } from '../db/client';
import { session, user, userRoles, userSuspensions } from '../db/schema';
import { conflict, notFound } from '../errors';
import { enqueueJob } from '../jobs/public';
import type { Logger } from '../logger';
import type { AdminActor } from './actor';
import { lockAdminChanges } from './admin-lock';
import { type AdminUser, findAdminUser } from './users-query';

export interface AdminUserDeps {
  db: Db;
  /** ADMIN_EMAILS: these accounts get the admin role back at every sign-in. */
  adminEmails: readonly string[];
  /** The origin links in emails point to. */
  publicUrl: string;
  logger: Logger;
}

export const LAST_ADMIN_MESSAGE = 'The last admin cannot be removed. Make someone else an admin first.';

/** Admins who can still act: not suspended. */
async function activeAdminCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(userRoles)
    .leftJoin(userSuspensions, eq(userSuspensions.userId, userRoles.userId))
    .where(and(eq(userRoles.role, 'admin'), isNull(userSuspensions.userId)));
  return Number(row?.total ?? 0);
}

async function targetOf(db: Db, userId: string) {
  const [row] = await db
    .select({ id: user.id, email: user.email, suspendedAt: userSuspensions.createdAt })
    .from(user)
    .leftJoin(userSuspensions, eq(userSuspensions.userId, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  if (!row) throw notFound('No user has this id.', 'user_not_found');
  return row;
}

async function current(db: Db, userId: string): Promise<AdminUser> {
  const found = await findAdminUser(db, userId);
  if (!found) throw notFound('No user has this id.', 'user_not_found');
  return found;
}

/** Grants or revokes the admin role. The last active admin cannot lose it. */
export async function changeUserRole(
  deps: AdminUserDeps,
  input: RoleChangeInput & { userId: string },
  actor: AdminActor,
): Promise<AdminUser> {
  await deps.db.transaction(async (tx) => {
    await lockAdminChanges(tx);
    const target = await targetOf(tx, input.userId);
    const previous = await getRole(tx, target.id);
    if (previous === input.role) return;
    if (previous === 'admin') {
      if (!target.suspendedAt && (await activeAdminCount(tx)) <= 1) {
        throw conflict(LAST_ADMIN_MESSAGE, 'last_admin');
      }
      if (deps.adminEmails.includes(target.email.toLowerCase())) {
        throw conflict(
          'This admin is listed in ADMIN_EMAILS and would get the role back at the next sign-in. Remove the address from ADMIN_EMAILS first.',
          'admin_by_config',
        );
      }
    }
    await setRole(tx, target.id, input.role);
    await recordAudit(tx, {
      action: input.role === 'admin' ? 'admin_role_granted' : 'admin_role_revoked',
      actorId: actor.id,
      resourceType: 'user',
      resourceId: target.id,
      metadata: { from: previous, to: input.role },
      ipAddress: actor.ipAddress,
    });
  });
  forgetSessionsOf(deps.db, input.userId);
  return current(deps.db, input.userId);
}

/**
 * Suspends an account: every session ends at once, sign-in is refused from now on and the
 * person's listings leave the marketplace. The person is told by email, with the reason.
 */
export async function suspendUser(
  deps: AdminUserDeps,
  input: SuspendUserInput & { userId: string },
  actor: AdminActor,
): Promise<AdminUser> {
  if (input.userId === actor.id) throw conflict('You cannot suspend your own account.', 'self_suspension');
  await deps.db.transaction(async (tx) => {
    await lockAdminChanges(tx);
    const target = await targetOf(tx, input.userId);
    if (target.suspendedAt) throw conflict('This user is already suspended.', 'already_suspended');
    if ((await getRole(tx, target.id)) === 'admin' && (await activeAdminCount(tx)) <= 1) {
      throw conflict(LAST_ADMIN_MESSAGE, 'last_admin');
    }
    // The row goes in before the sessions go, so a sign-in racing with this sees it.
    await tx
      .insert(userSuspensions)
      .values({ userId: target.id, reason: input.reason, suspendedBy: actor.id });
    const ended = await tx.delete(session).where(eq(session.userId, target.id)).returning({ id: session.id });
    await recordAudit(tx, {
      action: 'user_suspended',
      actorId: actor.id,
      resourceType: 'user',
      resourceId: target.id,
      metadata: { reason: input.reason, sessionsEnded: ended.length },
      ipAddress: actor.ipAddress,
    });
    // The notice is sent by a worker: the decision never waits on the mail server.
    await enqueueJob(tx, 'mail.send', {
      to: target.email,
      userId: target.id,
      email: { kind: 'account_suspended', params: { reason: input.reason } },
    });
  });
  // This process stops honouring the sessions before it answers (others: the database's notice).
  forgetSessionsOf(deps.db, input.userId);
  return current(deps.db, input.userId);
}

/** Lifts a suspension: the person can sign in again and their listings return. */
export async function restoreUser(
  deps: AdminUserDeps,
  input: { userId: string },
  actor: AdminActor,
): Promise<AdminUser> {
  await deps.db.transaction(async (tx) => {
    await lockAdminChanges(tx);
    const target = await targetOf(tx, input.userId);
    if (!target.suspendedAt) throw conflict('This user is not suspended.', 'not_suspended');
    await tx.delete(userSuspensions).where(eq(userSuspensions.userId, target.id));
    await recordAudit(tx, {
      action: 'user_restored',
      actorId: actor.id,
      resourceType: 'user',
      resourceId: target.id,
      ipAddress: actor.ipAddress,
    });
    await enqueueJob(tx, 'mail.send', {
      to: target.email,
      userId: target.id,
      email: { kind: 'account_restored', params: {} },
    });
  });
  return current(deps.db, input.userId);
}
