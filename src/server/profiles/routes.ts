import { Hono } from 'hono';
import { itemDetailQuerySchema } from '../../shared/schemas/items';
import { profileIdParamSchema, profileUpdateSchema } from '../../shared/schemas/profile';
import { requireUser, signedInOnly } from '../auth/public';
import type { AppEnv, ResolvedDeps } from '../http/public';
import { validate } from '../http/public';
import { viewerPoint } from '../items/public';
import { readUploadedFiles, uploadBodyLimit } from '../uploads/public';
import { getPublicProfile } from './public-profile';
import { getOwnProfile, replaceAvatar, updateOwnProfile } from './service';

/** /api/profile: the signed-in user's own profile. Visitors get 401 before any input is read. */
export function ownProfileRoutes(deps: ResolvedDeps) {
  const services = { db: deps.database.db, storage: deps.storage };
  return new Hono<AppEnv>()
    .use(signedInOnly)
    .get('/', async (c) => c.json(await getOwnProfile(services, requireUser(c))))
    .patch('/', validate('json', profileUpdateSchema), async (c) =>
      c.json(await updateOwnProfile(services, c.req.valid('json'), requireUser(c))),
    )
    .post('/avatar', uploadBodyLimit(1), async (c) => {
      const actor = requireUser(c);
      const [file] = await readUploadedFiles(c, 'file', 1);
      return c.json(await replaceAvatar(services, file!, actor));
    });
}

/**
 * /api/profiles/:id: anyone's profile (/users/{id}), as far as its owner's privacy settings allow;
 * distances to their listings from the viewer's position when sent.
 */
export function publicProfileRoutes(deps: ResolvedDeps) {
  const services = { db: deps.database.db, storage: deps.storage };
  return new Hono<AppEnv>().get(
    '/:id',
    validate('param', profileIdParamSchema),
    validate('query', itemDetailQuerySchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const point = await viewerPoint(deps.database.db, c.req.valid('query'), c.get('user')?.id ?? null);
      return c.json({ profile: await getPublicProfile(services, id, c.get('user'), point) });
    },
  );
}
