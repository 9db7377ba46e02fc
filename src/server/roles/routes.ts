import { Hono } from 'hono';
import { requireUser } from '../auth/session';
import type { AppEnv } from '../http/context';
import type { Role } from './service';

/** GET /api/roles/me: the signed-in user's role (spec section 4's role lookup). */
export function roleRoutes() {
  return new Hono<AppEnv>().get('/me', async (c) => {
    requireUser(c);
    const role = (await c.var.userRole()) as Role;
    return c.json({ role });
  });
}
