import { Hono } from 'hono';
import { reviewCreateSchema, reviewSubjectParamSchema } from '../../shared/schemas/reviews';
import { requireUser, signedInOnly } from '../auth/public';
import type { AppEnv, ResolvedDeps } from '../http/public';
import { validate } from '../http/public';
import { itemReviews, myReviews, writeReview } from './service';

/**
 * /api/reviews: my reviews (received, given, still to write), writing one, and an item's
 * published reviews. Unpublished reviews are only ever returned to their author.
 */
export function reviewRoutes(deps: ResolvedDeps) {
  const db = () => deps.database.db;
  return new Hono<AppEnv>()
    .get('/mine', signedInOnly, async (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json(await myReviews(db(), requireUser(c).id));
    })
    .post('/', signedInOnly, validate('json', reviewCreateSchema), async (c) => {
      const review = await writeReview(db(), requireUser(c).id, c.req.valid('json'));
      return c.json({ review }, 201);
    })
    .get('/items/:id', validate('param', reviewSubjectParamSchema), async (c) =>
      c.json(await itemReviews(db(), c.req.valid('param').id)),
    );
}
