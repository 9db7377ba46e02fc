import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Database } from '../db/client';
import { forbidden, unauthorized } from '../errors';
import type { AppEnv } from '../http/public';
import type { Logger } from '../logger';
import type { Accounts } from './auth';
import { getRole, type Role } from './roles';
import { sessionCacheFor } from './session-cache';

/** The signed-in user as every route sees it (c.get('user')). */
export interface SessionUser {
  id: string;
  email: string;
  name: string | null;
  emailVerified: boolean;
}

/** The session cookie's value (`shareshed.session_token`, `__Secure-` prefixed over HTTPS). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?shareshed\.session_token=([^;]+)/;

/**
 * Puts the signed-in user (or null) on the context, and a lazy, memoised role lookup. Requests
 * without a session cookie cost nothing; a session seen in the last few seconds comes from memory
 * (auth/session-cache.ts says how revocation stays immediate); get-session reads the session itself.
 */
export function sessionMiddleware(accounts: Accounts, database: Database, logger: Logger) {
  const kept = sessionCacheFor(database, (err) =>
    logger.warn({ err }, 'sessions are read from the database on every request: could not listen'),
  );
  return createMiddleware<AppEnv>(async (c, next) => {
    let current: SessionUser | null = null;
    const cookie = c.req.header('cookie');
    const token = cookie?.includes('session_token') ? SESSION_COOKIE.exec(cookie)?.[1] : undefined;
    let entry = token ? kept.get(token) : undefined;
    if (entry) current = entry.user;
    else if (token && c.req.path !== '/api/auth/get-session') {
      const readAt = kept.generation();
      const found = await (await accounts.sessions()).api.getSession({
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
        entry = kept.keep(token, current, found.session.expiresAt, readAt);
      }
    }
    c.set('user', current);
    let role: Promise<Role> | undefined;
    c.set('userRole', () => {
      if (!current) return Promise.resolve(null);
      if (!entry) {
        role ??= getRole(accounts.db, current.id);
        return role;
      }
      const keptEntry = entry;
      keptEntry.role ??= getRole(accounts.db, current.id).catch((err: unknown) => {
        keptEntry.role = undefined;
        throw err;
      });
      return keptEntry.role;
    });
    await next();
    // This process forgets the session before the answer; the others on the database's notice.
    if (token && c.req.path === '/api/auth/sign-out') kept.forgetCookie(token);
  });
}

/** The signed-in user, or 401. */
export function requireUser(c: Context<AppEnv>): SessionUser {
  const current = c.get('user');
  if (!current) throw unauthorized();
  return current;
}

/** The signed-in admin: 401 for visitors, 403 for everyone else. */
export async function requireAdmin(c: Context<AppEnv>): Promise<SessionUser> {
  const current = requireUser(c);
  if ((await c.get('userRole')()) !== 'admin') throw forbidden();
  return current;
}

/** Route middleware: refuses visitors (401) before any validation runs. */
export const signedInOnly = createMiddleware<AppEnv>(async (c, next) => {
  requireUser(c);
  await next();
});
