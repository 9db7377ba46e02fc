import { Hono } from 'hono';
import type { Role } from '../auth/public';
import { requireUser } from '../auth/public';
import type { AppEnv } from '../http/public';

/** GET /api/roles/me: the signed-in user's role (spec section 4's role lookup). */
export function roleRoutes() {
  return new Hono<AppEnv>().get('/me', async (c) => {
    requireUser(c);
    const role = (await c.get('userRole')()) as Role;
    return c.json({ role });
  });
}
