import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * A signed-in user's own recent searches (the suggestion dropdown's 'Recent searches'). One row
 * per user and text (any case): searching again moves it to the top. Only the newest few are
 * kept (the search service trims the rest).
 */
export const recentSearches = pgTable(
  'recent_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    query: text('query').notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('recent_searches_user_query_idx').on(table.userId, sql`lower(${table.query})`),
    index('recent_searches_user_time_idx').on(table.userId, table.searchedAt.desc()),
  ],
);
