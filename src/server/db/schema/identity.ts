import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const IDENTITY_STATUSES = ['pending', 'approved', 'rejected'] as const;

/**
 * An owner's identity check (requireIdVerification): one row per user, replaced when they submit
 * again. The ID photo lives in private storage under `document_key` and is only ever read back by
 * the server for an admin; it has no public URL.
 */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status', { enum: IDENTITY_STATUSES }).notNull().default('pending'),
    documentKey: text('document_key').notNull(),
    rejectionReason: text('rejection_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedBy: text('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (table) => [
    // The admin queue: oldest pending first.
    index('identity_verifications_status_idx').on(table.status, table.submittedAt),
    check('identity_verifications_status_check', sql`${table.status} in ('pending', 'approved', 'rejected')`),
  ],
);
