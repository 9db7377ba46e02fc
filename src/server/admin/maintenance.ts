import { createMiddleware } from 'hono/factory';
import { AppError } from '../errors';
import type { AppEnv, ResolvedDeps } from '../http/public';
import { getSettings } from '../settings/public';

/** Reading is always allowed; these change nothing anyone else sees. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Signing in and out stays open during maintenance: an admin must be able to sign in to switch it
 * off, and anyone may leave. Everything else that changes data waits.
 */
const OPEN_PATHS = new Set([
  '/api/auth/sign-in/email',
  '/api/auth/two-factor/verify-totp',
  '/api/auth/two-factor/verify-backup-code',
  '/api/auth/sign-out',
]);

export const MAINTENANCE_RETRY_AFTER_SECONDS = 300;

/**
 * maintenanceMode: while it is on, the API refuses every change by visitors and users with 503
 * (admins keep working). Runs after the session middleware, so the role is known.
 */
export function maintenanceGuard(deps: ResolvedDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || OPEN_PATHS.has(c.req.path)) return next();
    const { maintenanceMode, siteName } = await getSettings(deps.database.db);
    if (maintenanceMode && (await c.get('userRole')()) !== 'admin') {
      c.header('Retry-After', String(MAINTENANCE_RETRY_AFTER_SECONDS));
      throw new AppError(
        'maintenance',
        503,
        `${siteName} is down for maintenance. Please try again in a little while.`,
        { siteName },
      );
    }
    return next();
  });
}
