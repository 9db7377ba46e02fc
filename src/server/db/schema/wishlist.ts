import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { items } from './items';

/**
 * A signed-in user's saved items (the wishlist; guests keep theirs in local storage until they
 * sign in, when it is merged here). saved_price_cents is the daily rate when the item was saved,
 * so the wishlist can tell that the price rose since.
 */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    savedPriceCents: integer('saved_price_cents').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.itemId] }),
    index('wishlist_items_user_idx').on(table.userId, table.savedAt.desc()),
    index('wishlist_items_item_idx').on(table.itemId),
    check('wishlist_items_saved_price_positive', sql`${table.savedPriceCents} > 0`),
  ],
);

/**
 * Wishlist alerts: 'availability' (tell me when this unavailable item can be booked again) and
 * 'price_drop' (tell me when the daily rate goes below price_cents, the rate when I subscribed).
 * One alert per user, item and kind; it fires once: fired_at is set by a conditional UPDATE
 * (where fired_at is null), and only the statement that set it sends the notification.
 * Subscribing again after it fired re-arms the same row.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['availability', 'price_drop'] }).notNull(),
    priceCents: integer('price_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    firedAt: timestamp('fired_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('alerts_user_item_kind_idx').on(table.userId, table.itemId, table.kind),
    index('alerts_armed_item_idx').on(table.itemId).where(sql`${table.firedAt} is null`),
    check('alerts_kind_check', sql`${table.kind} in ('availability', 'price_drop')`),
    check('alerts_price_positive', sql`${table.priceCents} > 0`),
  ],
);
