import { Hono } from 'hono';
import { notificationIdParamSchema } from '../../shared/schemas/notifications';
import { requireUser, signedInOnly } from '../auth/public';
import type { AppEnv, ResolvedDeps } from '../http/public';
import { validate } from '../http/public';
import {
  deleteAllNotifications,
  deleteNotification,
  getNotification,
  listNotifications,
  markNotificationRead,
  unreadNotificationCount,
} from './service';

/** /api/notifications: only ever the signed-in user's own. */
export function notificationRoutes(deps: ResolvedDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>()
    .use(signedInOnly)
    .use(async (c, next) => {
      await next();
      c.header('Cache-Control', 'private, no-store');
    })
    .get('/', async (c) => c.json(await listNotifications(db, requireUser(c).id)))
    .get('/unread-count', async (c) =>
      c.json({ unread: await unreadNotificationCount(db, requireUser(c).id) }),
    )
    .delete('/', async (c) => c.json(await deleteAllNotifications(db, requireUser(c).id)))
    .get('/:id', validate('param', notificationIdParamSchema), async (c) =>
      c.json({ notification: await getNotification(db, requireUser(c).id, c.req.valid('param').id) }),
    )
    .post('/:id/read', validate('param', notificationIdParamSchema), async (c) =>
      c.json({ notification: await markNotificationRead(db, requireUser(c).id, c.req.valid('param').id) }),
    )
    .delete('/:id', validate('param', notificationIdParamSchema), async (c) => {
      await deleteNotification(db, requireUser(c).id, c.req.valid('param').id);
      return c.json({ ok: true });
    });
}
