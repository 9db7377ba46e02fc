import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * Suspended accounts: one row while a user is suspended, removed on restore. A suspended user
 * cannot sign in, has no sessions, and their listings are hidden. Kept apart from better-auth's
 * user table so the auth library never has to know about it.
 */
export const userSuspensions = pgTable(
  'user_suspensions',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull().default(''),
    suspendedBy: text('suspended_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('user_suspensions_created_at_idx').on(table.createdAt)],
);
