import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Site-wide settings an admin changes at run time; one row per setting, validated by the admin schema. */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
});
