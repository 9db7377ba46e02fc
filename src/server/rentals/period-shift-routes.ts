import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { rentalIdParamSchema, rentalPeriodShiftSchema } from '../../shared/schemas/rentals';
import { adminOnly, clientIp, isLoopback } from '../auth/public';
import { rentals } from '../db/schema';
import { notFound } from '../errors';
import type { AppDeps, AppEnv } from '../http/public';
import { validate } from '../http/public';

/**
 * POST /api/dev/rentals/:id/period: moves a rental's period to start on another day, its length kept
 * (decision 034). The browser tests' server runs on its own embedded database with the real clock;
 * this is how a story makes a rental late, as the integration tests do with a held clock. Mounted
 * only when NODE_ENV is test, answered only to this machine and only to an admin; the lifecycle
 * then sees the moved dates like any others (the next read marks the rental overdue).
 */
export function rentalPeriodShiftRoutes({ database, config }: AppDeps) {
  return new Hono<AppEnv>().post(
    '/:id/period',
    adminOnly,
    validate('param', rentalIdParamSchema),
    validate('json', rentalPeriodShiftSchema),
    async (c) => {
      const address = clientIp(c, config);
      if (address !== null && !isLoopback(address)) throw notFound();
      const { id } = c.req.valid('param');
      const { startDate } = c.req.valid('json');
      const [moved] = await database.db
        .update(rentals)
        .set({ startDate, endDate: sql`${startDate}::date + ${rentals.rentalDays}` })
        .where(eq(rentals.id, id))
        .returning({ startDate: rentals.startDate, endDate: rentals.endDate });
      if (!moved) throw notFound();
      return c.json(moved);
    },
  );
}
