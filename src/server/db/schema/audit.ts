import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * Who did what, when. Auth events are written by the server itself (source 'server'); events the
 * web app reports (log_audit_event) are kept apart as source 'client'.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    resourceType: text('resource_type'),
    resourceId: text('resource_id'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    source: text('source', { enum: ['server', 'client'] })
      .notNull()
      .default('server'),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_events_created_at_idx').on(table.createdAt),
    index('audit_events_actor_idx').on(table.actorId),
    index('audit_events_action_idx').on(table.action),
  ],
);
