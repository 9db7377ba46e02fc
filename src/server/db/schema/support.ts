import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * The support inbox: one thread per member, written to from the Support page (after the chat
 * helper could not answer) and answered by an admin in the admin panel. `fromSupport` marks an
 * admin's answer; `authorId` is who wrote it (kept null if that account is deleted).
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: text('member_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    fromSupport: boolean('from_support').notNull().default(false),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('support_messages_member_idx').on(table.memberId, table.createdAt),
    index('support_messages_created_idx').on(table.createdAt.desc()),
    check('support_messages_body_length', sql`char_length(${table.body}) between 1 and 2000`),
  ],
);
