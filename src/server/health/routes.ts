import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';

/** GET /api/health: 200 when the database answers, 503 when it does not (for load balancers). */
export function healthRoutes({ database }: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    try {
      await database.ping();
      return c.json({ status: 'ok' as const, database: 'ok' as const });
    } catch (err) {
      c.var.log.error({ err }, 'health check: database unavailable');
      return c.json({ status: 'unavailable' as const, database: 'down' as const }, 503);
    }
  });
}
