import { Hono } from 'hono';
import { clientIp, requireUser, signedInOnly } from '../auth/public';
import type { AppEnv, ResolvedDeps } from '../http/public';
import { readUploadedFiles, uploadBodyLimit } from '../uploads/public';
import { getOwnIdentity, submitIdentityDocument } from './service';

/** /api/identity: the signed-in owner's own identity check (requireIdVerification). */
export function identityRoutes(deps: ResolvedDeps) {
  const services = { db: deps.database.db, storage: deps.storage };
  return new Hono<AppEnv>()
    .get('/', signedInOnly, async (c) => {
      const actor = requireUser(c);
      c.header('Cache-Control', 'private, no-store');
      return c.json(await getOwnIdentity(services.db, actor.id));
    })
    .post('/', signedInOnly, uploadBodyLimit(1), async (c) => {
      const actor = requireUser(c);
      const [file] = await readUploadedFiles(c, 'file', 1);
      return c.json(
        await submitIdentityDocument(services, file!, {
          id: actor.id,
          ipAddress: clientIp(c, deps.config),
        }),
        201,
      );
    });
}
