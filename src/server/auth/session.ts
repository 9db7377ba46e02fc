import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { forbidden, unauthorized } from '../errors';
import type { AppEnv } from '../http/context';
import { getRole, type Role } from '../roles/service';
import type { Accounts } from './auth';

/** The signed-in user as every route sees it (c.var.user). */
export interface SessionUser {
  id: string;
  email: string;
  name: string | null;
  emailVerified: boolean;
}

/**
 * Puts the signed-in user (or null) on the context, and a lazy, memoised role lookup. Requests
 * without a session cookie cost nothing; get-session reads the session itself.
 */
export function sessionMiddleware(accounts: Accounts) {
  return createMiddleware<AppEnv>(async (c, next) => {
    let current: SessionUser | null = null;
    const cookie = c.req.header('cookie');
    if (cookie?.includes('session_token') && c.req.path !== '/api/auth/get-session') {
      const found = await accounts.sessions.api.getSession({
        headers: c.req.raw.headers,
        // Renewal happens on /api/auth/get-session, where the new cookie can be sent back.
        query: { disableRefresh: true },
      });
      if (found) {
        current = {
          id: found.user.id,
          email: found.user.email,
          name: found.user.name || null,
          emailVerified: found.user.emailVerified,
        };
      }
    }
    c.set('user', current);
    let role: Promise<Role> | undefined;
    c.set('userRole', () => {
      if (!current) return Promise.resolve(null);
      role ??= getRole(accounts.db, current.id);
      return role;
    });
    await next();
  });
}

/** The signed-in user, or 401. */
export function requireUser(c: Context<AppEnv>): SessionUser {
  const current = c.var.user;
  if (!current) throw unauthorized();
  return current;
}

/** The signed-in admin: 401 for visitors, 403 for everyone else. */
export async function requireAdmin(c: Context<AppEnv>): Promise<SessionUser> {
  const current = requireUser(c);
  if ((await c.var.userRole()) !== 'admin') throw forbidden();
  return current;
}

/** Route middleware: refuses visitors (401) before any validation runs. */
export const signedInOnly = createMiddleware<AppEnv>(async (c, next) => {
  requireUser(c);
  await next();
});
