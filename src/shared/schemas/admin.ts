import { z } from 'zod';
import { multiLineText, safeText, userIdSchema } from './text';

/**
 * Inputs of the admin API (/api/admin/*). The admin pages' forms and the server routes validate
 * with these same schemas.
 */

export const USER_ROLES = ['admin', 'user'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const ADMIN_PAGE_SIZE = 20;

/** Page numbers from a query string: a whole number from 1, default 1. */
const pageNumber = z.coerce.number().int().min(1).max(100_000).default(1);

export const userIdParamSchema = z.object({ id: userIdSchema() });

/** /admin/users: search by display name, id (or its start) or an exact email, filtered by role and status. */
export const userListQuerySchema = z.object({
  q: safeText().trim().max(100, { error: 'Search text too long' }).optional().default(''),
  role: z.enum(USER_ROLES).optional(),
  status: z.enum(['active', 'suspended']).optional(),
  page: pageNumber,
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

export const roleChangeSchema = z.object({
  role: z.enum(USER_ROLES, { error: 'Choose a role: admin or user' }),
});
export type RoleChangeInput = z.infer<typeof roleChangeSchema>;

/** Why an admin acts against someone: shown to the person and kept in the audit log. */
const reasonSchema = multiLineText('Please give a reason')
  .trim()
  .min(1, { error: 'Please give a reason' })
  .max(500, { error: 'Reason too long (max 500 characters)' });

export const suspendUserSchema = z.object({ reason: reasonSchema });
export type SuspendUserInput = z.infer<typeof suspendUserSchema>;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use a date like 2026-01-31' })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
    error: 'Use a date like 2026-01-31',
  });

const optionalText = (max: number) =>
  safeText()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));

/**
 * /admin/audit filters. `actor` is a user id (or its start, as shown in lists) or an exact email;
 * `from` and `to` are whole days (UTC), both included. `before` is the cursor of the next page.
 */
export const auditLogQuerySchema = z
  .object({
    action: optionalText(64),
    actor: optionalText(254),
    resourceType: optionalText(64),
    resourceId: optionalText(128),
    from: isoDay.optional(),
    to: isoDay.optional(),
    before: optionalText(200),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, {
    error: 'The start date must not be after the end date',
    path: ['to'],
  });
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const IDENTITY_QUEUE_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const identityQueueQuerySchema = z.object({
  status: z.enum(IDENTITY_QUEUE_STATUSES).default('pending'),
  page: pageNumber,
});
export type IdentityQueueQuery = z.input<typeof identityQueueQuerySchema>;

export const identityRejectSchema = z.object({ reason: reasonSchema });
export type IdentityRejectInput = z.infer<typeof identityRejectSchema>;
