import { type SQL, sql } from 'drizzle-orm';
import { SEARCH_LIMITS } from '../../shared/schemas/search';
import { items } from '../db/schema';

/**
 * A typed query as the database searches it: its words (letters and digits only, lower case, at
 * most eight), so no character a person types can change the meaning of the SQL or the
 * full-text query syntax.
 */
export interface SearchText {
  words: string[];
  /** Every word as a prefix, all required: 'cordless dri' -> 'cordless:* & dri:*'. */
  prefixQuery: string;
  /** The words joined by spaces, compared by trigram similarity for typos. */
  plain: string;
}

export function searchText(raw: string | undefined): SearchText | null {
  const words = (raw ?? '')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu)
    ?.slice(0, SEARCH_LIMITS.wordsMax)
    .map((word) => word.slice(0, 40));
  if (!words || words.length === 0) return null;
  return { words, prefixQuery: words.map((word) => `${word}:*`).join(' & '), plain: words.join(' ') };
}

const tsQuery = (text: SearchText) => sql`to_tsquery('english', ${text.prefixQuery})`;

/**
 * Matches: the full-text vector (title, tags, description; stemmed, words as prefixes) or, for
 * misspellings, a title word-similar to the query (pg_trgm's `<%`, threshold 0.6). Both sides
 * have a GIN index; the planner ORs the two bitmaps.
 */
export function textMatchSql(text: SearchText): SQL {
  return sql`(${items.searchVector} @@ ${tsQuery(text)} or ${text.plain} <% ${items.title})`;
}

/**
 * Relevance: the full-text rank with the vector's weights (title A 1.0 > tags B 0.4 > description
 * C 0.2) plus the title's trigram word similarity (0..1), so a title match, exact or misspelt,
 * outranks one in the description. A double, so its text form reads back exactly for the cursor.
 */
export function relevanceSql(text: SearchText): SQL<number> {
  return sql<number>`(ts_rank('{0.1, 0.2, 0.4, 1.0}', ${items.searchVector}, ${tsQuery(text)}) + word_similarity(${text.plain}, ${items.title}))::double precision`;
}

/** Any of the words (stemmed) occurs in the title, tags or description. */
export function anyWordSql(words: readonly string[]): SQL {
  const query = words.map((word) => word.replace(/[^\p{L}\p{N}]/gu, '')).join(' | ');
  return sql`${items.searchVector} @@ to_tsquery('english', ${query})`;
}
