import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { items } from './items';
import { rentals } from './rentals';

/**
 * Two-way reviews after a returned rental: the renter reviews the item and its owner
 * (author_role 'renter', item_id set), the owner reviews the renter (author_role 'owner').
 * One review per rental and author. A review is published once both parties wrote theirs or the
 * 14-day window after the return ended (computed when read, from the rental's return date), so
 * neither side can answer the other's review in kind.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rentalId: uuid('rental_id')
      .notNull()
      .references(() => rentals.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    subjectId: text('subject_id').references(() => user.id, { onDelete: 'set null' }),
    itemId: uuid('item_id').references(() => items.id, { onDelete: 'set null' }),
    authorRole: text('author_role', { enum: ['renter', 'owner'] }).notNull(),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reviews_rental_role_idx').on(table.rentalId, table.authorRole),
    index('reviews_subject_idx').on(table.subjectId, table.createdAt.desc()),
    index('reviews_author_idx').on(table.authorId, table.createdAt.desc()),
    index('reviews_item_idx').on(table.itemId, table.createdAt.desc()),
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
    check('reviews_author_role_check', sql`${table.authorRole} in ('renter', 'owner')`),
  ],
);
