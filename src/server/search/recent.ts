import { desc, eq, sql } from 'drizzle-orm';
import { LIMITS } from '../../shared/constants';
import type { Db } from '../db/client';
import { recentSearches } from '../db/schema';

/** How many searches are kept per user; the dropdown shows the newest four. */
const KEPT = 10;

/**
 * Remembers a search: the same text in any case is one entry, moved to the top with the newest
 * spelling; only the newest ten are kept.
 */
export async function recordRecentSearch(db: Db, userId: string, query: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into ${recentSearches} (user_id, query) values (${userId}, ${query})
      on conflict (user_id, lower(query)) do update set query = excluded.query, searched_at = now()`);
    await tx.execute(sql`delete from ${recentSearches} where ${recentSearches.userId} = ${userId}
      and ${recentSearches.id} not in (select ${recentSearches.id} from ${recentSearches}
        where ${recentSearches.userId} = ${userId} order by ${recentSearches.searchedAt} desc limit ${KEPT})`);
  });
}

/** The user's newest searches, newest first (at most four). */
export async function listRecentSearches(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ query: recentSearches.query })
    .from(recentSearches)
    .where(eq(recentSearches.userId, userId))
    .orderBy(desc(recentSearches.searchedAt), desc(recentSearches.id))
    .limit(LIMITS.maxSuggestions);
  return rows.map((row) => row.query);
}

export async function clearRecentSearches(db: Db, userId: string): Promise<void> {
  await db.delete(recentSearches).where(eq(recentSearches.userId, userId));
}
