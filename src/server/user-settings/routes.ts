import { Hono } from 'hono';
import { userSettingsUpdateSchema } from '../../shared/schemas/user-settings';
import { requireUser, signedInOnly } from '../auth/public';
import type { AppEnv, ResolvedDeps } from '../http/public';
import { validate } from '../http/public';
import { getUserSettings, updateUserSettings } from './service';

/** /api/settings: the signed-in user's own settings; no route takes another user's id. */
export function userSettingsRoutes(deps: ResolvedDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .use(signedInOnly)
    .get('/', async (c) => c.json(await getUserSettings(db, requireUser(c).id)))
    .patch('/', validate('json', userSettingsUpdateSchema), async (c) =>
      c.json(await updateUserSettings(db, c.req.valid('json'), requireUser(c))),
    );
}
