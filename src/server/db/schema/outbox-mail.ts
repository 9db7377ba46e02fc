import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The development outbox: every email the app would have sent when no SMTP server is set. */
export const outboxMail = pgTable(
  'outbox_mail',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    from: text('from').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('outbox_mail_created_at_idx').on(table.createdAt),
    index('outbox_mail_to_idx').on(table.to),
  ],
);
