import type { Db } from '../db/client';
import { auditEvents } from '../db/schema';

export interface AuditInput {
  action: string;
  actorId?: string | null;
  resourceType?: string | null;
  resourceId?: string | null;
  metadata?: Record<string, unknown> | null;
  source?: 'server' | 'client';
  ipAddress?: string | null;
}

/** Spec section 7: the auth events the server records itself. */
export const AUTH_AUDIT_ACTIONS = [
  'signup_attempted',
  'signup_failed',
  'signup_error',
  'login_success',
  'login_failed',
  'login_error',
] as const;

export async function recordAudit(db: Db, input: AuditInput): Promise<void> {
  await db.insert(auditEvents).values({
    action: input.action,
    actorId: input.actorId ?? null,
    resourceType: input.resourceType ?? null,
    resourceId: input.resourceId ?? null,
    metadata: input.metadata ?? null,
    source: input.source ?? 'server',
    ipAddress: input.ipAddress ?? null,
  });
}
