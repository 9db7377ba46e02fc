import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { items } from './items';

/**
 * One conversation per item and renter-owner pair (the renter is whoever asked; the owner is the
 * item's owner). The item's title is kept for the history when the listing is deleted.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id').references(() => items.id, { onDelete: 'set null' }),
    itemTitle: text('item_title').notNull(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    renterId: text('renter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('conversations_item_renter_idx').on(table.itemId, table.renterId),
    index('conversations_owner_idx').on(table.ownerId, table.lastMessageAt.desc()),
    index('conversations_renter_idx').on(table.renterId, table.lastMessageAt.desc()),
    check('conversations_two_people', sql`${table.ownerId} <> ${table.renterId}`),
  ],
);

export const MESSAGE_MAX_LENGTH = 2000;

/** A message in a conversation; `read_at` is set when the other participant has read it. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: text('sender_id').references(() => user.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('messages_conversation_idx').on(table.conversationId, table.createdAt, table.id),
    index('messages_unread_idx').on(table.conversationId, table.senderId).where(sql`${table.readAt} is null`),
    index('messages_sender_time_idx').on(table.senderId, table.createdAt),
    check('messages_body_length', sql`char_length(${table.body}) between 1 and 2000`),
  ],
);
