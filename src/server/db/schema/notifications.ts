import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  NOTIFICATION_CATEGORIES,
  type NotificationCategory,
  type NotificationContent,
  type NotificationContentKind,
} from '../../../shared/notifications';
import { user } from './auth';

export type NotificationType = NotificationCategory;

/**
 * One notification for one user (spec section 3, Notification), created on the server by an event
 * through notifications/notify.ts. `link` is an app path (a rental, a conversation, an item).
 * `dedupe_key` makes an event notify once (e.g. "reminder:due:<rentalId>"): a second insert with
 * the same key for the same user is ignored. `email_state` is the email outbox: pending until a
 * process claims and sends it (or skips it because of the user's settings). `email_after` holds a
 * pending email back until that moment (a new message is emailed only if still unread a few
 * minutes later); null means send at once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTIFICATION_CATEGORIES }).notNull(),
    /** What it says, as data (src/shared/notifications.ts); worded by the reader's app. */
    kind: text('kind').$type<NotificationContentKind>(),
    params: jsonb('params').$type<NotificationContent['params']>(),
    /** Only rows from before kinds existed (migration 0014) whose text could not become data. */
    title: text('title'),
    message: text('message'),
    link: text('link'),
    dedupeKey: text('dedupe_key'),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailState: text('email_state', { enum: ['pending', 'sent', 'skipped'] })
      .notNull()
      .default('pending'),
    emailAfter: timestamp('email_after', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.createdAt.desc(), table.id),
    index('notifications_unread_idx').on(table.userId).where(sql`${table.readAt} is null`),
    index('notifications_email_pending_idx').on(table.createdAt).where(sql`${table.emailState} = 'pending'`),
    uniqueIndex('notifications_dedupe_idx').on(table.userId, table.dedupeKey),
    check(
      'notifications_type_check',
      sql`${table.type} in ('rental_request', 'payment', 'reminder', 'review', 'wishlist', 'message')`,
    ),
    check(
      'notifications_content_check',
      sql`(${table.kind} is not null and ${table.params} is not null) or (${table.title} is not null and ${table.message} is not null)`,
    ),
    check('notifications_link_is_path', sql`${table.link} is null or ${table.link} like '/%'`),
  ],
);
