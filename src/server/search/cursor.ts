import { SEARCH_SORTS, type SearchSort } from '../../shared/constants';
import { SEARCH_MESSAGES } from '../../shared/schemas/search';
import { badRequest } from '../errors';

/**
 * A 'Load More Items' cursor: the sort it belongs to, the last row's sort key and id (keyset: the
 * next page starts strictly after them, so nothing repeats and nothing is skipped), and the moment
 * of the first page. Later pages only show items published by then, so the pages of one search
 * always concatenate to the result as it was when the search began, however many items arrive.
 */
export interface SearchCursor {
  sort: SearchSort;
  /** The sort key as the database printed it (a double, an integer or a timestamp). */
  key: string;
  id: string;
  asOf: string;
  /** A relevance search with more matches than the count's cap, continued newest first (the key a timestamp). */
  many?: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;
const NUMBER = /^-?(\d+(\.\d+)?([eE][-+]?\d+)?|Infinity)$/;

export function encodeSearchCursor(cursor: SearchCursor): string {
  const parts = [cursor.sort, cursor.key, cursor.id, cursor.asOf, ...(cursor.many ? [MANY] : [])];
  return Buffer.from(JSON.stringify(parts), 'utf8').toString('base64url');
}

const MANY = 'many';

function validKey(cursor: SearchCursor): boolean {
  return cursor.sort === 'newest' || cursor.many ? TIMESTAMP.test(cursor.key) : NUMBER.test(cursor.key);
}

/** Reads a cursor someone may have edited: anything that is not one of ours is a 400. */
export function decodeSearchCursor(raw: string): SearchCursor {
  const invalid = badRequest(SEARCH_MESSAGES.cursor, 'invalid_cursor');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalid;
  }
  if (
    !Array.isArray(parsed) ||
    (parsed.length !== 4 && !(parsed.length === 5 && parsed[4] === MANY && parsed[0] === 'relevance')) ||
    !parsed.every((part) => typeof part === 'string')
  )
    throw invalid;
  const [sort, key, id, asOf] = parsed as string[];
  if (!(SEARCH_SORTS as readonly string[]).includes(sort!)) throw invalid;
  const cursor = { sort: sort as SearchSort, key: key!, id: id!, asOf: asOf!, many: parsed.length === 5 };
  if (!validKey(cursor) || !UUID.test(cursor.id) || !TIMESTAMP.test(cursor.asOf)) throw invalid;
  return cursor;
}
