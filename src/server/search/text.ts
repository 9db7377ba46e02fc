import { type SQL, sql } from 'drizzle-orm';
import { SEARCH_LIMITS } from '../../shared/constants';
import type { Db } from '../db/client';
import { items } from '../db/schema';
import type { PublicReads } from '../http/public';

const WORD = /^[\p{L}\p{N}]+$/u;
/** How alike a catalogue word must be to an unknown search word to stand in for it (0..1). */
const CORRECTION_SIMILARITY = 0.4;
const CORRECTIONS_PER_WORD = 3;

/**
 * The words of a query (letters and digits only, lower case, at most eight), or null when it has
 * none: no character a person types can change the meaning of the SQL or of the full-text query's
 * syntax. Each word is then searched as a prefix ('dri' finds 'drill') or, when the catalogue has
 * no word starting so, as one of the words most like it ('hamer' finds 'hammer'); all required.
 */
export function queryWords(raw: string | undefined): string[] | null {
  const words = (raw ?? '')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu)
    ?.slice(0, SEARCH_LIMITS.wordsMax)
    .map((word) => word.slice(0, 40));
  return words && words.length > 0 ? words : null;
}

export interface WordLookup {
  known: boolean;
  corrections: string[];
}

/**
 * For each word: whether the search dictionary (migration 0012: every word of every listing) has a
 * word starting with its stem, and if not, the dictionary words most like it (trigram similarity)
 * among those with the same first letter (a range of the dictionary's btree index; a trigram index
 * would find first-letter typos too, but PGlite 0.5 hangs on repeated trigram index scans that
 * return rows). One small query, whatever the catalogue's size: a row (known, corrections) per
 * word, in the words' order. `words`: the words, or their placeholders in a prepared statement.
 * `extraColumns` ride along (the search's planner settings), so no round trip is spent on them alone.
 */
export function lookUpWordsSelect(db: Db, words: unknown[], extraColumns: Record<string, SQL> = {}) {
  const list = sql`array[${sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`;
  const selection = {
    ...extraColumns,
    known: sql<boolean>`(s.stem is null or exists (select 1 from search_words w
        where w.word ~>=~ s.stem and w.word ~<~ (s.stem || chr(1114111))))`,
    corrections: sql<string[] | string>`array(select w.word from search_words w
        where w.word ~>=~ left(t.word, 1) and w.word ~<~ (left(t.word, 1) || chr(1114111))
        and similarity(w.word, t.word) >= ${CORRECTION_SIMILARITY}
        order by similarity(w.word, t.word) desc, w.word limit ${CORRECTIONS_PER_WORD})`,
  };
  const select = db
    .select(selection)
    .from(
      sql`unnest(${list}) with ordinality as t(word, ord)
    cross join lateral (select (tsvector_to_array(to_tsvector('english', t.word)))[1] as stem) s`,
    )
    .orderBy(sql`t.ord`);
  return { select, selection };
}

/** The lookups from lookUpWordsSelect's rows. */
export function wordLookups(rows: { known: boolean; corrections: string[] | string }[]): WordLookup[] {
  return rows.map((row) => ({
    known: row.known,
    corrections: parseTextArray(row.corrections).filter((word) => WORD.test(word)),
  }));
}

/** Drivers give text[] as an array, or (some) as its literal '{a,b}'; corrections are plain words. */
function parseTextArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',').map((part) => part.replace(/^"|"$/g, '')) : [];
}

/** A word of the full-text query: its prefix, or (unknown word) its prefix or its corrections. */
export interface QueryWord {
  /** 'word:*', or its placeholder in a prepared statement. */
  prefix: unknown;
  /** 'a | b | c', its placeholder, or null (the word is known, or nothing is like it). */
  corrections: unknown;
}

/** Each word of a query as the full-text query takes it (its values; see QueryWord). */
export function queryWordValues(words: string[], lookups: WordLookup[]) {
  return words.map((word, index) => {
    const { known, corrections } = lookups[index] ?? { known: true, corrections: [] };
    return {
      prefix: `${word}:*`,
      corrections: known || corrections.length === 0 ? null : corrections.join(' | '),
    };
  });
}

/** The full-text query of the words: all required. */
export function tsQuerySql(words: QueryWord[]): SQL {
  const groups = words.map(({ prefix, corrections }) => {
    const asPrefix = sql`to_tsquery('english', ${prefix})`;
    return corrections === null ? asPrefix : sql`(${asPrefix} || to_tsquery('simple', ${corrections}))`;
  });
  return sql`(${sql.join(groups, sql` && `)})`;
}

/**
 * The words' lookups, each kept in `reads` (where given) until public data changes: the dictionary
 * only grows with listings. `lookUp` reads the ones not kept, in one statement.
 */
export function keptWordLookups(
  words: string[],
  reads: PublicReads | undefined,
  lookUp: (words: string[]) => Promise<WordLookup[]>,
): Promise<WordLookup[]> {
  if (!reads) return lookUp(words);
  return reads.readEach(words, (word) => `search word ${word}`, lookUp);
}

/** Matches: the full-text vector (title, tags, description), through its GIN index. */
export function textMatchSql(tsQuery: SQL): SQL {
  return sql`${items.searchVector} @@ ${tsQuery}`;
}

/**
 * The same match, written so no index can answer it: checked on each row another index gives
 * (newest first), where looking every match up in the full-text index first would read them all.
 */
export function rowMatchSql(tsQuery: SQL): SQL {
  return sql`(${items.searchVector} @@ ${tsQuery}) is true`;
}

/**
 * Relevance: the full-text rank with the vector's weights (title A 1.0 > tags B 0.4 > description
 * C 0.2), so a title match outranks one in the description. A double, so its text form reads back
 * exactly for the cursor.
 */
export function relevanceSql(tsQuery: SQL): SQL<number> {
  return sql<number>`ts_rank('{0.1, 0.2, 0.4, 1.0}', ${items.searchVector}, ${tsQuery})::double precision`;
}

/** Any of the words (stemmed) occurs in the title, tags or description. */
export function anyWordSql(words: readonly string[]): SQL {
  const query = words.map((word) => word.replace(/[^\p{L}\p{N}]/gu, '')).join(' | ');
  return sql`${items.searchVector} @@ to_tsquery('english', ${query})`;
}
