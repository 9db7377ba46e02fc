import { Hono } from 'hono';
import {
  wishlistAlertSchema,
  wishlistEntriesSchema,
  wishlistItemParamSchema,
  wishlistQuerySchema,
} from '../../shared/schemas/wishlist';
import { subscribeAlert } from '../alerts/public';
import { requireUser, signedInOnly } from '../auth/public';
import type { AppEnv, ResolvedDeps } from '../http/public';
import { validate } from '../http/public';
import { viewerPoint } from '../items/public';
import { listWishlist, lookupWishlist, mergeWishlist, removeItem, saveItem } from './service';

/**
 * /api/wishlist: a member's saved items (only ever their own: every route reads the session's
 * user, never an id from the request), the sign-in merge of a guest's local list, a guest's cards
 * (public listing facts only), and alerts.
 */
export function wishlistRoutes(deps: ResolvedDeps) {
  const services = () => ({ db: deps.database.db, storage: deps.storage });
  const db = () => deps.database.db;
  return new Hono<AppEnv>()
    .get('/', signedInOnly, validate('query', wishlistQuerySchema), async (c) => {
      const me = requireUser(c);
      const point = await viewerPoint(db(), c.req.valid('query'), me.id);
      return c.json({ items: await listWishlist(services(), me.id, point) });
    })
    .post(
      '/merge',
      signedInOnly,
      validate('query', wishlistQuerySchema),
      validate('json', wishlistEntriesSchema),
      async (c) => {
        const me = requireUser(c);
        const point = await viewerPoint(db(), c.req.valid('query'), me.id);
        return c.json({ items: await mergeWishlist(services(), me.id, c.req.valid('json').entries, point) });
      },
    )
    .post(
      '/lookup',
      validate('query', wishlistQuerySchema),
      validate('json', wishlistEntriesSchema),
      async (c) => {
        const point = await viewerPoint(db(), c.req.valid('query'), c.get('user')?.id ?? null);
        return c.json({ items: await lookupWishlist(services(), c.req.valid('json').entries, point) });
      },
    )
    .put('/:itemId', signedInOnly, validate('param', wishlistItemParamSchema), async (c) => {
      const me = requireUser(c);
      await saveItem(db(), me.id, c.req.valid('param').itemId);
      return c.json({ ok: true as const });
    })
    .delete('/:itemId', signedInOnly, validate('param', wishlistItemParamSchema), async (c) => {
      const me = requireUser(c);
      await removeItem(db(), me.id, c.req.valid('param').itemId);
      return c.json({ ok: true as const });
    })
    .post(
      '/:itemId/alerts',
      signedInOnly,
      validate('param', wishlistItemParamSchema),
      validate('json', wishlistAlertSchema),
      async (c) => {
        const me = requireUser(c);
        const alert = await subscribeAlert(
          db(),
          me.id,
          c.req.valid('param').itemId,
          c.req.valid('json').kind,
        );
        return c.json({ alert }, 201);
      },
    );
}
