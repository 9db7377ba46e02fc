import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  categoryListQuerySchema,
  featuredQuerySchema,
  itemCreateSchema,
  itemDetailQuerySchema,
  itemIdParamSchema,
  itemRejectSchema,
  itemUpdateSchema,
  reviewQueueQuerySchema,
} from '../../shared/schemas/items';
import { afterItemChange } from '../alerts/public';
import { adminOnly, requireUser, signedInOnly } from '../auth/public';
import { unauthorized } from '../errors';
import type { AppEnv, ResolvedDeps } from '../http/public';
import { jsonTextOf, publicJson, validate, visitorJsonUnlessNamed } from '../http/public';
import { readUploadedFiles, uploadBodyLimit } from '../uploads/public';
import { categoryCounts, categoryItems, featuredItems } from './catalogue';
import { pointKey, viewerPoint } from './location';
import { approveItem, rejectItem, reviewQueue } from './moderation';
import { deleteItemPhoto, uploadItemPhoto } from './photos';
import type { ItemCard } from './present';
import {
  createItem,
  deleteItem,
  getItem,
  type ItemActor,
  type ItemViewer,
  listOwnItems,
  updateItem,
} from './service';

async function actorOf(c: Context<AppEnv>): Promise<ItemActor> {
  const current = requireUser(c);
  return { id: current.id, isAdmin: (await c.get('userRole')()) === 'admin' };
}

async function viewerOf(c: Context<AppEnv>): Promise<ItemViewer> {
  const current = c.get('user');
  if (!current) return null;
  return { id: current.id, isAdmin: (await c.get('userRole')()) === 'admin' };
}

/**
 * /api/items: the public catalogue (home, categories, item pages), the owner's listings and
 * photos, and the admin review queue. Every change is checked against the actor here and in the
 * service, never only in the UI.
 */
export function itemRoutes(deps: ResolvedDeps) {
  const services = () => ({ db: deps.database.db, storage: deps.storage });
  return (
    new Hono<AppEnv>()
      .get('/featured', validate('query', featuredQuerySchema), async (c) => {
        const query = c.req.valid('query');
        // The same for everyone at the same point (a member's may be their profile's place).
        const point = await viewerPoint(deps.database.db, query, c.get('user')?.id ?? null);
        const { db, storage } = services();
        return publicJson(
          c,
          deps.publicReads,
          async () =>
            jsonTextOf<{ items: ItemCard[] }>(
              { items: await featuredItems(db, storage, { point, limit: query.limit }) },
              {},
            ),
          { forMembers: true, variant: pointKey(point) },
        );
      })
      .get('/categories', async (c) =>
        publicJson(
          c,
          deps.publicReads,
          async () => ({ categories: await categoryCounts(deps.database.db) }),
          { forMembers: true },
        ),
      )
      .get('/', validate('query', categoryListQuerySchema), async (c) => {
        const query = c.req.valid('query');
        const point = await viewerPoint(deps.database.db, query, c.get('user')?.id ?? null);
        const { db, storage } = services();
        return publicJson(c, deps.publicReads, () => categoryItems(db, storage, { ...query, point }), {
          forMembers: true,
          variant: pointKey(point),
        });
      })
      .get('/mine', async (c) => {
        const actor = await actorOf(c);
        return c.json({ items: await listOwnItems(services(), actor) });
      })
      .get('/review-queue', validate('query', reviewQueueQuerySchema), async (c) => {
        const actor = await actorOf(c);
        return c.json(await reviewQueue(services(), c.req.valid('query'), actor));
      })
      // One photo per request, so the browser can show each file's upload progress.
      .post('/photos', uploadBodyLimit(1), async (c) => {
        // Spec section 5: 'Authentication Required' / 'Please sign in to upload photos.'
        const actor = c.get('user');
        if (!actor) throw unauthorized('Please sign in to upload photos.');
        const [file] = await readUploadedFiles(c, 'file', 1);
        return c.json({ photo: await uploadItemPhoto(services(), file!, actor) }, 201);
      })
      .delete('/photos/:id', validate('param', itemIdParamSchema), async (c) => {
        const actor = await actorOf(c);
        await deleteItemPhoto(services(), c.req.valid('param').id, actor);
        return c.json({ ok: true as const });
      })
      // The guards run before validation: a probe learns nothing about a route's fields.
      .post('/', signedInOnly, validate('json', itemCreateSchema), async (c) => {
        const actor = await actorOf(c);
        return c.json({ item: await createItem(services(), c.req.valid('json'), actor) }, 201);
      })
      .get(
        '/:id',
        validate('param', itemIdParamSchema),
        validate('query', itemDetailQuerySchema),
        async (c) => {
          const viewer = await viewerOf(c);
          const point = await viewerPoint(deps.database.db, c.req.valid('query'), viewer?.id ?? null);
          const id = c.req.valid('param').id;
          // Only the listing's owner and admins see more than a visitor at the same point.
          return visitorJsonUnlessNamed(
            c,
            deps.publicReads,
            {
              asVisitor: async () => ({ item: await getItem(services(), id, null, point) }),
              asMember: async () => ({ item: await getItem(services(), id, viewer, point) }),
            },
            viewer,
            pointKey(point),
          );
        },
      )
      .patch(
        '/:id',
        signedInOnly,
        validate('param', itemIdParamSchema),
        validate('json', itemUpdateSchema),
        async (c) => {
          const actor = await actorOf(c);
          const item = await updateItem(services(), c.req.valid('param').id, c.req.valid('json'), actor);
          // A lower price or the end of a pause may be what someone's wishlist alert waits for.
          await afterItemChange(deps.database.db, item.id, c.get('log'));
          return c.json({ item });
        },
      )
      .delete('/:id', validate('param', itemIdParamSchema), async (c) => {
        const actor = await actorOf(c);
        await deleteItem(services(), c.req.valid('param').id, actor);
        return c.json({ ok: true as const });
      })
      .post('/:id/approve', validate('param', itemIdParamSchema), async (c) => {
        const actor = await actorOf(c);
        const item = await approveItem(services(), c.req.valid('param').id, actor);
        await afterItemChange(deps.database.db, item.id, c.get('log'));
        return c.json({ item });
      })
      .post(
        '/:id/reject',
        adminOnly,
        validate('param', itemIdParamSchema),
        validate('json', itemRejectSchema),
        async (c) => {
          const actor = await actorOf(c);
          const { reason } = c.req.valid('json');
          return c.json({ item: await rejectItem(services(), c.req.valid('param').id, reason, actor) });
        },
      )
  );
}
