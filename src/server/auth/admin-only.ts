import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/public';
import { requireAdmin } from './session';

/**
 * Every /api/admin route sits behind this: visitors get 401 and signed-in non-admins 403, before
 * any input is read, so a probe learns nothing about the route's parameters.
 */
export const adminOnly = createMiddleware<AppEnv>(async (c, next) => {
  await requireAdmin(c);
  await next();
});
