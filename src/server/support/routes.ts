import { Hono } from 'hono';
import { userIdParamSchema } from '../../shared/schemas/admin';
import { messageBodySchema } from '../../shared/schemas/messaging';
import { adminOnly, requireAdmin, requireUser, signedInOnly } from '../auth/public';
import type { AppEnv, ResolvedDeps } from '../http/public';
import { validate } from '../http/public';
import { answerMember, supportInbox, supportThread, writeToSupport } from './service';

/**
 * /api/support: a member's thread with the support team (GET, POST), and the admins' support
 * inbox (/inbox: every thread, one thread, an answer).
 */
export function supportRoutes(deps: ResolvedDeps) {
  const db = deps.database.db;
  const inbox = new Hono<AppEnv>()
    .use(adminOnly)
    .get('/', async (c) => c.json({ threads: await supportInbox(db) }))
    .get('/:id', validate('param', userIdParamSchema), async (c) =>
      c.json({ messages: await supportThread(db, c.req.valid('param').id) }),
    )
    .post('/:id', validate('param', userIdParamSchema), validate('json', messageBodySchema), async (c) => {
      const admin = await requireAdmin(c);
      const message = await answerMember(db, {
        memberId: c.req.valid('param').id,
        adminId: admin.id,
        body: c.req.valid('json').body,
      });
      return c.json({ message }, 201);
    });
  const own = new Hono<AppEnv>()
    .use(signedInOnly)
    .get('/', async (c) => c.json({ messages: await supportThread(db, requireUser(c).id) }))
    .post('/', validate('json', messageBodySchema), async (c) => {
      const message = await writeToSupport(db, requireUser(c).id, c.req.valid('json').body);
      return c.json({ message }, 201);
    });
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      c.header('Cache-Control', 'private, no-store');
    })
    .route('/inbox', inbox)
    .route('/', own);
}
