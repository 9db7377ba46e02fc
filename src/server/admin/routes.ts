import { type Context, Hono } from 'hono';
import {
  auditLogQuerySchema,
  identityQueueQuerySchema,
  identityRejectSchema,
  jobRetryParamSchema,
  roleChangeSchema,
  suspendUserSchema,
  userIdParamSchema,
  userListQuerySchema,
} from '../../shared/schemas/admin';
import { disputeDecisionSchema, disputeParamSchema } from '../../shared/schemas/claims';
import { systemSettingsUpdateSchema } from '../../shared/schemas/settings';
import { recordAudit } from '../audit/public';
import { adminOnly, clientIp, requireAdmin } from '../auth/public';
import { notFound } from '../errors';
import type { AppEnv, ResolvedDeps } from '../http/public';
import { validate } from '../http/public';
import { approveIdentity, listIdentityQueue, readIdentityDocument, rejectIdentity } from '../identity/public';
import { decideDispute, listDisputes, rentalActorOf, rentalDepsOf } from '../rentals/public';
import { getSettings } from '../settings/public';
import type { AdminActor } from './actor';
import { getAnalytics } from './analytics-service';
import { auditFacets, listAuditEvents } from './audit-log-service';

import { saveSystemSettings } from './settings-service';
import { listUsers } from './users-query';
import { changeUserRole, restoreUser, suspendUser } from './users-service';

/** Admin answers are about people and money: never stored by a browser or a proxy. */
function noStore(c: Context<AppEnv>) {
  c.header('Cache-Control', 'private, no-store');
}

/** /api/admin: users and roles, analytics, system settings, audit log and identity checks. */
export function adminRoutes(deps: ResolvedDeps) {
  const db = deps.database.db;
  const userDeps = {
    db,
    mailer: deps.mailer,
    logger: deps.logger,
    adminEmails: deps.config.ADMIN_EMAILS,
    publicUrl: deps.config.publicUrl,
  };
  const identityDeps = { ...userDeps, storage: deps.storage };
  const actorOf = async (c: Context<AppEnv>): Promise<AdminActor> => ({
    id: (await requireAdmin(c)).id,
    ipAddress: clientIp(c, deps.config),
  });

  return (
    new Hono<AppEnv>()
      .use(adminOnly)
      .use(async (c, next) => {
        noStore(c);
        await next();
      })
      .get('/users', validate('query', userListQuerySchema), async (c) => {
        return c.json(await listUsers(db, c.req.valid('query')));
      })
      .put(
        '/users/:id/role',
        validate('param', userIdParamSchema),
        validate('json', roleChangeSchema),
        async (c) => {
          const { id } = c.req.valid('param');
          return c.json(
            await changeUserRole(userDeps, { ...c.req.valid('json'), userId: id }, await actorOf(c)),
          );
        },
      )
      .post(
        '/users/:id/suspension',
        validate('param', userIdParamSchema),
        validate('json', suspendUserSchema),
        async (c) => {
          const { id } = c.req.valid('param');
          return c.json(
            await suspendUser(userDeps, { ...c.req.valid('json'), userId: id }, await actorOf(c)),
          );
        },
      )
      .delete('/users/:id/suspension', validate('param', userIdParamSchema), async (c) => {
        const { id } = c.req.valid('param');
        return c.json(await restoreUser(userDeps, { userId: id }, await actorOf(c)));
      })
      .get('/analytics', async (c) => c.json(await getAnalytics(db)))
      .get('/disputes', async (c) => c.json({ disputes: await listDisputes(rentalDepsOf(deps)) }))
      .post(
        '/disputes/:rentalId/decision',
        validate('param', disputeParamSchema),
        validate('json', disputeDecisionSchema),
        async (c) => {
          const actor = await rentalActorOf(c);
          const { rentalId } = c.req.valid('param');
          return c.json(await decideDispute(rentalDepsOf(deps), rentalId, c.req.valid('json'), actor));
        },
      )
      .get('/settings', async (c) => c.json(await getSettings(db)))
      .put('/settings', validate('json', systemSettingsUpdateSchema), async (c) => {
        return c.json(await saveSystemSettings(db, c.req.valid('json'), await actorOf(c)));
      })
      .get('/audit', validate('query', auditLogQuerySchema), async (c) => {
        return c.json(await listAuditEvents(db, c.req.valid('query')));
      })
      .get('/audit/facets', async (c) => c.json(await auditFacets(db)))
      // Admin -> Jobs: waiting, retrying, running and dead background jobs, and a Retry for each.
      .get('/jobs', async (c) => {
        const jobs = await deps.jobs.list();
        return c.json({
          jobs: jobs.map((job) => ({
            ...job,
            createdAt: job.createdAt.toISOString(),
            nextAttemptAt: job.nextAttemptAt.toISOString(),
          })),
        });
      })
      .post('/jobs/:kind/:id/retry', validate('param', jobRetryParamSchema), async (c) => {
        const { kind, id } = c.req.valid('param');
        if (!(await deps.jobs.retry(kind, id))) throw notFound('No waiting or dead job has this id.');
        await recordAudit(db, {
          action: 'job_retried',
          actorId: (await actorOf(c)).id,
          resourceType: 'job',
          resourceId: id,
          metadata: { kind },
          ipAddress: clientIp(c, deps.config),
        });
        return c.json({ ok: true as const });
      })
      .get('/identity', validate('query', identityQueueQuerySchema), async (c) => {
        return c.json(await listIdentityQueue(db, c.req.valid('query')));
      })
      .get('/identity/:id/document', validate('param', userIdParamSchema), async (c) => {
        const bytes = await readIdentityDocument(identityDeps, c.req.valid('param').id);
        c.header('Content-Type', 'image/webp');
        c.header('Content-Length', String(bytes.byteLength));
        // Always an image, never sniffed into anything else (the app's CSP applies on top).
        c.header('X-Content-Type-Options', 'nosniff');
        return c.body(new Uint8Array(bytes));
      })
      .post('/identity/:id/approval', validate('param', userIdParamSchema), async (c) => {
        const { id } = c.req.valid('param');
        await approveIdentity(identityDeps, id, await actorOf(c));
        return c.json({ userId: id, status: 'approved' as const });
      })
      .post(
        '/identity/:id/rejection',
        validate('param', userIdParamSchema),
        validate('json', identityRejectSchema),
        async (c) => {
          const { id } = c.req.valid('param');
          await rejectIdentity(identityDeps, id, c.req.valid('json'), await actorOf(c));
          return c.json({ userId: id, status: 'rejected' as const });
        },
      )
  );
}
