import { Hono } from 'hono';
import { auditEventSchema } from '../../shared/schemas/audit';
import { AUTH_AUDIT_ACTIONS, recordAudit } from '../audit/public';
import { badRequest } from '../errors';
import type { AppEnv, ResolvedDeps } from '../http/public';
import { validate } from '../http/public';
import { clientIp } from './client-ip';
import { requireUser, signedInOnly } from './session';

const SERVER_ONLY = new Set<string>([...AUTH_AUDIT_ACTIONS, 'login_two_factor_required']);

/** POST /api/audit: the web app's log_audit_event, for signed-in users; kept apart as source 'client'. */
export function auditRoutes({ database, config }: ResolvedDeps) {
  return new Hono<AppEnv>().post('/', signedInOnly, validate('json', auditEventSchema), async (c) => {
    const actor = requireUser(c);
    const input = c.req.valid('json');
    // The server records auth events itself; a client must not be able to forge them.
    if (SERVER_ONLY.has(input.action)) throw badRequest('This audit action is recorded by the server.');
    await recordAudit(database.db, {
      action: input.action,
      actorId: actor.id,
      resourceType: input.resourceType ?? null,
      resourceId: input.resourceId ?? null,
      metadata: input.metadata ?? null,
      source: 'client',
      ipAddress: clientIp(c, config),
    });
    return c.json({ recorded: true as const }, 201);
  });
}
