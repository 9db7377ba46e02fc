import { Hono } from 'hono';
import {
  conversationIdParamSchema,
  messageBodySchema,
  openConversationSchema,
} from '../../shared/schemas/messaging';
import { requireUser, signedInOnly } from '../auth/public';
import type { AppEnv, ResolvedDeps } from '../http/public';
import { validate } from '../http/public';
import {
  getConversation,
  listConversations,
  markConversationRead,
  openConversation,
  sendMessage,
} from './service';

/** /api/conversations: every route is for signed-in participants only (others get 404). */
export function messagingRoutes(deps: ResolvedDeps) {
  const services = { db: deps.database.db, storage: deps.storage };
  return new Hono<AppEnv>()
    .use(signedInOnly)
    .use(async (c, next) => {
      await next();
      c.header('Cache-Control', 'private, no-store');
    })
    .get('/', async (c) => c.json({ conversations: await listConversations(services, requireUser(c).id) }))
    .post('/', validate('json', openConversationSchema), async (c) =>
      c.json({ conversation: await openConversation(services, c.req.valid('json'), requireUser(c).id) }),
    )
    .get('/:id', validate('param', conversationIdParamSchema), async (c) =>
      c.json(await getConversation(services, c.req.valid('param').id, requireUser(c).id)),
    )
    .post(
      '/:id/messages',
      validate('param', conversationIdParamSchema),
      validate('json', messageBodySchema),
      async (c) => {
        const message = await sendMessage(
          services,
          c.req.valid('param').id,
          c.req.valid('json').body,
          requireUser(c).id,
        );
        return c.json({ message }, 201);
      },
    )
    .post('/:id/read', validate('param', conversationIdParamSchema), async (c) =>
      c.json(await markConversationRead(services, c.req.valid('param').id, requireUser(c).id)),
    );
}
