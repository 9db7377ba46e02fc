import { z } from 'zod';
import { safeJsonValue, safeText } from './text';

/** The web app's log_audit_event (spec section 7): action, resource type and id, metadata or null. */
export const auditEventSchema = z.object({
  action: z.string().regex(/^[a-z][a-z0-9_]{1,63}$/, { error: 'Action must be a short snake_case name' }),
  resourceType: safeText().trim().min(1).max(64).nullable().optional(),
  resourceId: safeText().trim().min(1).max(128).nullable().optional(),
  metadata: z
    .record(safeText(), safeJsonValue)
    .nullable()
    .optional()
    .refine((value) => value == null || JSON.stringify(value).length <= 4096, {
      error: 'Metadata is too large',
    }),
});
export type AuditEventInput = z.input<typeof auditEventSchema>;
